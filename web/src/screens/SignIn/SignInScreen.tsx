import { Box, Button, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState, type FormEvent } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { sameOriginPath } from '../../../../bff/src/http/safe-callback.ts';
import type { JoiningWorkspaceQuery } from '../../__generated__/JoiningWorkspaceQuery.graphql';
import { api, ApiError } from '../../api/request';
import { ChoiceTabs } from '../../components/ChoiceTabs';
import { CodeField } from '../../components/CodeField';
import { checkContact, contactBody, ContactFields, type Contact, type ContactKind, type FieldErrors } from '../../components/ContactFields';
import { ruleMessages } from '../../i18n/rule-messages';
import { LanguageSwitch } from '../../layout/LanguageSwitch';
import { usePageTitle } from '../../layout/usePageTitle';
import { JoiningWorkspace, QuietBoundary } from './JoiningWorkspace';

/**
 * Sign in (or up) with a code sent to an e-mail address or a phone number; from an invitation
 * link, it says which workspace the person is joining.
 */
export function SignInScreen({ invitation }: { invitation: PreloadedQuery<JoiningWorkspaceQuery> | null }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Sign in`);
  const [params] = useSearchParams();
  const [kind, setKind] = useState<ContactKind>('email');
  const [contact, setContact] = useState<Contact>({ email: '', countryCode: '+86', phone: '' });
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [sso, setSso] = useState<{ name: string } | null>(null);
  // The server judges it again; a path of another site is not even passed on.
  const callback = sameOriginPath(params.get('callback_url')) ?? '/home';
  useEffect(() => {
    void api.get<{ oidc: { name: string } | null }>('/auth/providers', { silent: true }).then((p) => setSso(p.oidc), () => {});
  }, []);

  const validate = () => {
    const found = checkContact(kind, contact, (key) => i18n._(ruleMessages[key]));
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const sendCode = async () => {
    if (!validate()) throw new Error('invalid');
    const data = await api.post<{ resend_after: number }>('/auth/code', contactBody(kind, contact));
    return data.resend_after;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    if (!code) {
      setErrors({ code: t`The verification code must not be empty` });
      return;
    }
    setSubmitting(true);
    try {
      const data = await api.post<{ redirect_url: string }>(
        '/auth/sign_in',
        { ...contactBody(kind, contact), code, callback_url: callback },
        { inline: true },
      );
      // A full load: everything cached before signing in belongs to no one now.
      window.location.assign(sameOriginPath(data.redirect_url) ?? '/home');
    } catch (failure) {
      if (failure instanceof ApiError) setErrors((failure.data as { errors?: FieldErrors } | null)?.errors ?? { code: failure.message });
      setSubmitting(false);
    }
  };

  return (
    <Center as="main" minH="100vh" px={4} bg="bg.subtle">
      <Card.Root width="full" maxW="md">
        <Card.Header>
          <Heading as="h1" size="xl">
            <Trans>Sign in to Zhiwen</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>New here? Signing in with a code creates your account.</Trans>
          </Text>
          {invitation ? (
            <QuietBoundary>
              <Suspense fallback={null}>
                <JoiningWorkspace queryRef={invitation} />
              </Suspense>
            </QuietBoundary>
          ) : null}
        </Card.Header>
        <Card.Body>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack gap={4}>
              <ChoiceTabs
                value={kind}
                choices={[
                  { value: 'email', label: <Trans>E-mail</Trans> },
                  { value: 'phone', label: <Trans>Phone</Trans> },
                ]}
                onChange={(next) => {
                  setKind(next);
                  setErrors({});
                }}
              >
                <ContactFields kind={kind} value={contact} onChange={setContact} errors={errors} />
              </ChoiceTabs>
              <CodeField value={code} onChange={setCode} onSend={sendCode} error={errors.code} />
              <Button type="submit" colorPalette="brand" loading={submitting} width="full">
                <Trans>Sign in</Trans>
              </Button>
              {sso ? (
                <Button asChild variant="outline" width="full">
                  <a href={`/api/auth/oidc/start?callback_url=${encodeURIComponent(callback)}`}>
                    <Trans>Sign in with {sso.name}</Trans>
                  </a>
                </Button>
              ) : null}
            </Stack>
          </form>
        </Card.Body>
        <Card.Footer justifyContent="center">
          <Box>
            <LanguageSwitch persist={false} />
          </Box>
        </Card.Footer>
      </Card.Root>
    </Center>
  );
}
