import { Button, Card, Field, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { checkLength } from '../../../../bff/src/validation/rules.ts';
import { api, ApiError } from '../../api/request';
import type { UserInfo } from '../../api/user-info';
import type { FieldErrors } from '../../components/ContactFields';
import { toaster } from '../../components/ui/toaster';
import { ruleMessages } from '../../i18n/rule-messages';
import { AvatarPicker } from '../../components/AvatarPicker';

export function ProfileSection({ info, onSaved }: { info: UserInfo; onSaved: (info: UserInfo) => void }) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState({
    display_name: info.display_name,
    username: info.username,
    ws_username: info.current_workspace?.ws_username ?? '',
    avatar: info.avatar,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's length limits, told before anything is sent.
    const found: FieldErrors = {};
    const displayName = checkLength('displayName', form.display_name);
    if (displayName) found.display_name = i18n._(ruleMessages[displayName]);
    const memberName = info.current_workspace ? checkLength('memberName', form.ws_username) : null;
    if (memberName) found.ws_username = i18n._(ruleMessages[memberName]);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const { ws_username, ...rest } = form;
      onSaved(await api.put<UserInfo>('/user/base_info', { ...rest, ...(info.current_workspace && { ws_username }) }));
      toaster.success({ title: t`Saved` });
    } catch (failure) {
      if (failure instanceof ApiError) setErrors((failure.data as { errors?: FieldErrors } | null)?.errors ?? {});
    } finally {
      setSaving(false);
    }
  };

  const field = (name: 'display_name' | 'username' | 'ws_username', label: string, autoComplete?: string) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>{label}</Field.Label>
      <Input value={form[name]} autoComplete={autoComplete} onChange={(e) => setForm({ ...form, [name]: e.target.value })} />
      {errors[name] ? <Field.ErrorText>{errors[name]}</Field.ErrorText> : null}
    </Field.Root>
  );

  return (
    <Card.Root as="section" aria-labelledby="profile-heading">
      <Card.Header>
        <Card.Title id="profile-heading" as="h2">
          <Trans>Profile</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap={4}>
            <AvatarPicker value={form.avatar} name={form.display_name} onChange={(avatar) => setForm({ ...form, avatar })} />
            {field('display_name', t`Name`, 'name')}
            {field('username', t`Username`, 'username')}
            {info.current_workspace ? field('ws_username', t`Display name in this workspace`) : null}
            <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Saving…`} alignSelf="start">
              <Trans>Save</Trans>
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
