import { Button, Card, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import type { UserInfo } from '../../api/user-info';
import { ruleMessages } from '../../i18n/rule-messages';
import { checkCompanyName } from '../../../../bff/src/validation/rules.ts';
import { useCreateWorkspaceMutation } from './useCreateWorkspaceMutation';

/** Step two: create a workspace (its creator is you), or join one through an invitation link. */
export function CreateWorkspaceStep({ info }: { info: UserInfo }) {
  const { i18n } = useLingui();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [create, inFlight] = useCreateWorkspaceMutation();

  // Someone already added to a workspace has nothing to create.
  useEffect(() => {
    if (info.current_workspace) window.location.assign('/home');
  }, [info.current_workspace]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkCompanyName(name);
    if (problem) {
      setError(i18n._(ruleMessages[problem]));
      return;
    }
    const failure = await create({ name });
    if (failure) setError(failure);
    else window.location.assign('/home');
  };

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={(e) => void submit(e)} noValidate>
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
