import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { checkCompanyName } from '../../../bff/src/validation/rules.ts';
import { ruleMessages } from '../i18n/rule-messages';
import { announceArrival } from './arrival';
import { useCreateWorkspaceMutation } from './useCreateWorkspaceMutation';

/**
 * A new workspace's company name. Creating it makes the person its creator and their current
 * workspace, so the page starts afresh there, on /home, saying that it was created. `actions`
 * stand beside the button.
 */
export function CreateWorkspaceForm({ actions, autoFocus }: { actions?: ReactNode; autoFocus?: boolean }) {
  const { i18n, t } = useLingui();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [create, inFlight] = useCreateWorkspaceMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkCompanyName(name);
    if (problem) {
      setError(i18n._(ruleMessages[problem]));
      return;
    }
    const failure = await create({ name: name.trim() });
    if (failure) {
      setError(failure);
      return;
    }
    announceArrival('created');
    window.location.assign('/home');
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            <Trans>Company name</Trans>
          </Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="organization" autoFocus={autoFocus} />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <HStack gap={3} justify="end">
          {actions}
          <Button type="submit" colorPalette="brand" loading={inFlight} loadingText={t`Creating…`} flex={actions ? undefined : '1'}>
            <Trans>Create workspace</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
