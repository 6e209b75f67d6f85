import { Alert, Button, Checkbox, Code, Dialog, Field, Fieldset, HStack, Input, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { checkLength } from '../../../../../../bff/src/validation/rules.ts';
import type { TokenScope } from '../../../../__generated__/useCreateAccessTokenMutation.graphql';
import { CopyButton } from '../../../../components/CopyButton';
import { ruleMessages } from '../../../../i18n/rule-messages';
import { DEFAULT_TOKEN_LIFETIME, TOKEN_LIFETIMES, TOKEN_SCOPES } from './tokenScopes';
import { useCreateAccessTokenMutation } from './useCreateAccessTokenMutation';

/** Makes a token: its name, scopes and lifetime; then shows its secret, this once. */
export function CreateAccessTokenDialog({ open, onClose, connections }: { open: boolean; onClose: () => void; connections: string[] }) {
  return (
    // Not closed by a click beside it: the secret shown last would be gone for good.
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} lazyMount unmountOnExit placement="center" size="lg" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <CreateAccessToken connections={connections} onClose={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CreateAccessToken({ connections, onClose }: { connections: string[]; onClose: () => void }) {
  const [secret, setSecret] = useState<string | null>(null);
  return secret ? <TokenSecret secret={secret} onClose={onClose} /> : <TokenForm connections={connections} onCreated={setSecret} onClose={onClose} />;
}

function TokenForm({ connections, onCreated, onClose }: { connections: string[]; onCreated: (secret: string) => void; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState('');
  // Reading documents is what most tokens are for, and the least a token can do.
  const [scopes, setScopes] = useState<TokenScope[]>(['DOCUMENTS_READ']);
  const [days, setDays] = useState(String(DEFAULT_TOKEN_LIFETIME));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateAccessTokenMutation();
  const explanationId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const tooLong = checkLength('tokenName', name.trim());
    if (!name.trim()) found.name = t`Please enter a name for the token`;
    else if (tooLong) found.name = i18n._(ruleMessages[tooLong]);
    if (scopes.length === 0) found.scopes = t`Choose at least one scope`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await create({ name: name.trim(), scopes, expiresInDays: Number(days) }, connections);
    const result = outcome.response?.createAccessToken;
    if (result?.__typename === 'CreateAccessTokenPayload' && result.secret) {
      onCreated(result.secret);
      return;
    }
    setErrors(Object.keys(outcome.problems).length ? outcome.problems : { form: outcome.message ?? t`Operation failed` });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Dialog.Header>
        <Dialog.Title>
          <Trans>New access token</Trans>
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={5}>
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>
              <Trans>Token name</Trans>
            </Field.Label>
            <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
            {errors.name ? <Field.ErrorText>{errors.name}</Field.ErrorText> : <Field.HelperText>{t`What it is for, e.g. the intranet portal`}</Field.HelperText>}
          </Field.Root>
          <Fieldset.Root invalid={Boolean(errors.scopes)}>
            <Fieldset.Legend>
              <Trans>Scopes</Trans>
            </Fieldset.Legend>
            <Fieldset.HelperText>
              <Trans>A token never does more than its maker may do at the time.</Trans>
            </Fieldset.HelperText>
            <Checkbox.Group value={scopes} onValueChange={(value) => setScopes(value as TokenScope[])}>
              <Stack gap={3}>
                {TOKEN_SCOPES.map((scope) => (
                  <Checkbox.Root key={scope.value} value={scope.value} alignItems="start" colorPalette="brand">
                    <Checkbox.HiddenInput aria-describedby={`${explanationId}-${scope.value}`} />
                    <Checkbox.Control mt="0.5" />
                    <Stack gap={0}>
                      <Checkbox.Label>{i18n._(scope.label)}</Checkbox.Label>
                      <Text id={`${explanationId}-${scope.value}`} fontSize="sm" color="fg.muted">
                        {i18n._(scope.explanation)}
                      </Text>
                    </Stack>
                  </Checkbox.Root>
                ))}
              </Stack>
            </Checkbox.Group>
            {errors.scopes ? <Fieldset.ErrorText>{errors.scopes}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
          <Stack gap={2}>
            <RadioGroup.Root value={days} onValueChange={(details) => (details.value ? setDays(details.value) : undefined)} colorPalette="brand" size="sm">
              <RadioGroup.Label fontWeight="medium" fontSize="sm" display="block" mb={2}>
                <Trans>Expires in</Trans>
              </RadioGroup.Label>
              <HStack gap={5} wrap="wrap">
                {TOKEN_LIFETIMES.map((count) => (
                  <RadioGroup.Item key={count} value={String(count)}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{plural(count, { one: '# day', other: '# days' })}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
            {errors.expiresInDays ? (
              <Text fontSize="xs" color="fg.error">
                {errors.expiresInDays}
              </Text>
            ) : null}
          </Stack>
          {errors.form ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{errors.form}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" colorPalette="brand" loading={creating} loadingText={t`Creating…`}>
          <Trans>Create token</Trans>
        </Button>
      </Dialog.Footer>
    </form>
  );
}

function TokenSecret({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useLingui();
  const start = secret.slice(0, 8);
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          <Trans>Token created</Trans>
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={4}>
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>Copy the token now: you won’t see it again.</Trans>
            </Alert.Title>
          </Alert.Root>
          <HStack>
            <Input readOnly value={secret} aria-label={t`Access token`} onFocus={(e) => e.target.select()} fontFamily="mono" fontSize="sm" />
            <CopyButton value={secret}>{t`Copy token`}</CopyButton>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              Send it with each request: <Code>Authorization: Bearer {start}…</Code>
            </Trans>
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="brand" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      </Dialog.Footer>
    </>
  );
}
