import { Button, Card, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CreateWorkspaceStepMutation } from '../../__generated__/CreateWorkspaceStepMutation.graphql';
import type { UserInfo } from '../../api/user-info';
import { ruleMessages } from '../../i18n/rule-messages';
import { checkCompanyName } from '../../../../bff/src/validation/rules.ts';

/** Step two: create a workspace (its creator is you), or join one through an invitation link. */
export function CreateWorkspaceStep({ info }: { info: UserInfo }) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [commit, inFlight] = useMutation<CreateWorkspaceStepMutation>(graphql`
    mutation CreateWorkspaceStepMutation($input: CreateWorkspaceInput!) {
      createWorkspace(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

  // Someone already added to a workspace has nothing to create.
  useEffect(() => {
    if (info.current_workspace) window.location.assign('/home');
  }, [info.current_workspace]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkCompanyName(name);
    if (problem) {
      setError(i18n._(ruleMessages[problem]));
      return;
    }
    commit({
      variables: { input: { name } },
      onCompleted: (data) => {
        const result = data.createWorkspace;
        if (result.__typename === 'WorkspacePayload') window.location.assign('/home');
        else if ('message' in result) setError(result.message);
      },
      onError: () => setError(t`Operation failed`),
    });
  };

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap={4}>
            <Field.Root invalid={Boolean(error)} required>
              <Field.Label>
                <Trans>Company name</Trans>
              </Field.Label>
              <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="organization" />
              {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={inFlight}>
              <Trans>Create workspace</Trans>
            </Button>
            <Text color="fg.muted" fontSize="sm">
              <Trans>To join an existing workspace instead, open the invitation link its admin sent you.</Trans>
            </Text>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
