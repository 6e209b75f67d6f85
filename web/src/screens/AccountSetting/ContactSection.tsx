import { Button, Card, DataList, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../api/request';
import type { UserInfo } from '../../api/user-info';
import { CodeField } from '../../components/CodeField';
import { checkContact, contactBody, ContactFields, type Contact, type ContactKind, type FieldErrors } from '../../components/ContactFields';
import { toaster } from '../../components/ui/toaster';
import { ruleMessages } from '../../i18n/rule-messages';

const ENDPOINT = { email: '/user/email', phone: '/user/mobile_num' } as const;

/** Shows the current e-mail or phone and changes it with a code sent to the new one. */
export function ContactSection({ kind, info, onSaved }: { kind: ContactKind; info: UserInfo; onSaved: (info: UserInfo) => void }) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [contact, setContact] = useState<Contact>({ email: '', countryCode: info.country_code ?? '+86', phone: '' });
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const current = kind === 'email' ? info.email : info.phone ? `${info.country_code ?? ''} ${info.phone}` : null;
  const title = kind === 'email' ? t`E-mail` : t`Phone`;

  const validate = () => {
    const found = checkContact(kind, contact, (key) => i18n._(ruleMessages[key]));
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const sendCode = async () => {
    if (!validate()) throw new Error('invalid');
    const data = await api.post<{ resend_after: number }>(`${ENDPOINT[kind]}/verify`, contactBody(kind, contact));
    return data.resend_after;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setSaving(true);
    try {
      onSaved(await api.put<UserInfo>(ENDPOINT[kind], { ...contactBody(kind, contact), code }, { inline: true }));
      toaster.success({ title: t`Saved` });
      setEditing(false);
      setCode('');
    } catch (failure) {
      if (failure instanceof ApiError) setErrors((failure.data as { errors?: FieldErrors } | null)?.errors ?? { code: failure.message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body>
        <Stack gap={4}>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{title}</DataList.ItemLabel>
              <DataList.ItemValue data-testid={`current-${kind}`}>{current ?? t`Not set`}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {editing ? (
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Stack gap={4}>
                <ContactFields kind={kind} value={contact} onChange={setContact} errors={errors} />
                <CodeField value={code} onChange={setCode} onSend={sendCode} error={errors.code} />
                <Stack direction="row">
                  <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Saving…`}>
                    <Trans>Confirm</Trans>
                  </Button>
                  <Button variant="ghost" onClick={() => setEditing(false)}>
                    <Trans>Cancel</Trans>
                  </Button>
                </Stack>
              </Stack>
            </form>
          ) : (
            <Button variant="outline" alignSelf="start" onClick={() => setEditing(true)}>
              {kind === 'email' ? t`Change e-mail` : t`Change phone`}
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
