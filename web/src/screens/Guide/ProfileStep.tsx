import { Button, Card, Field, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { checkLength } from '../../../../bff/src/validation/rules.ts';
import { api, ApiError } from '../../api/request';
import type { UserInfo } from '../../api/user-info';
import type { FieldErrors } from '../../components/ContactFields';
import { ruleMessages } from '../../i18n/rule-messages';

/** Step one: the name others see and a username; saving it activates the account. */
export function ProfileStep({ info, onDone }: { info: UserInfo; onDone: (info: UserInfo) => void }) {
  const [displayName, setDisplayName] = useState(info.display_name);
  const [username, setUsername] = useState(info.username.startsWith('user_') ? '' : info.username);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const { i18n, t } = useLingui();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tooLong = checkLength('displayName', displayName);
    if (tooLong) {
      setErrors({ display_name: i18n._(ruleMessages[tooLong]) });
      return;
    }
    setSaving(true);
    try {
      await api.put<UserInfo>('/user/base_info', { display_name: displayName, username });
      onDone(await api.post<UserInfo>('/user/info/active'));
    } catch (failure) {
      if (failure instanceof ApiError) setErrors((failure.data as { errors?: FieldErrors } | null)?.errors ?? {});
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap={4}>
            <Field.Root invalid={Boolean(errors.display_name)} required>
              <Field.Label>
                <Trans>Name</Trans>
              </Field.Label>
              <Input value={displayName} onChange={(e) => setDisplayName(e.target.value)} autoComplete="name" />
              {errors.display_name ? <Field.ErrorText>{errors.display_name}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.username)} required>
              <Field.Label>
                <Trans>Username</Trans>
              </Field.Label>
              <Input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" />
              <Field.HelperText>
                <Trans>2 to 32 letters, digits, underscores, dots or dashes.</Trans>
              </Field.HelperText>
              {errors.username ? <Field.ErrorText>{errors.username}</Field.ErrorText> : null}
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Saving…`}>
              <Trans>Continue</Trans>
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
