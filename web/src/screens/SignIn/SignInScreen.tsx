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
import { DirectoryFields, type DirectoryAccount } from './DirectoryFields';
import { WorkplaceSignIn, type WorkplaceApp } from './WorkplaceSignIn';
import { JoiningWorkspace, QuietBoundary } from './JoiningWorkspace';

/** The other ways in the server offers: single sign-on and the company directory, each under its name. */
type Providers = { oidc: { name: string } | null; ldap: { name: string } | null; workplace: WorkplaceApp[] };
type Way = ContactKind | 'directory';

/**
 * Sign in (or up) with a code sent to an e-mail address or a phone number, or with the company
 * directory's name and password where one is configured; from an invitation link, it says which
 * workspace the person is joining.
 */
export function SignInScreen({ invitation }: { invitation: PreloadedQuery<JoiningWorkspaceQuery> | null }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Sign in`);
  const [params] = useSearchParams();
  const [way, setWay] = useState<Way>('email');
  const [contact, setContact] = useState<Contact>({ email: '', countryCode: '+86', phone: '' });
  const [account, setAccount] = useState<DirectoryAccount>({ username: '', password: '' });
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [providers, setProviders] = useState<Providers>({ oidc: null, ldap: null, workplace: [] });
  // The server judges it again; a path of another site is not even passed on.
  const callback = sameOriginPath(params.get('callback_url')) ?? '/home';
  useEffect(() => {
    void api.get<Providers>('/auth/providers', { silent: true }).then(setProviders, () => {});
  }, []);

  const kind: ContactKind = way === 'phone' ? 'phone' : 'email';
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

  /** The code sign-in's request, or the directory's; null when a field is missing (its error shown). */
  const signInRequest = (): [string, object] | null => {
    if (way === 'directory') {
      const missing: FieldErrors = {};
      if (!account.username.trim()) missing.username = t`Please enter your user name`;
      if (!account.password) missing.password = t`Please enter your password`;
      setErrors(missing);
      return Object.keys(missing).length ? null : ['/auth/ldap', { ...account, callback_url: callback }];
    }
    if (!validate()) return null;
    if (!code) {
      setErrors({ code: t`The verification code must not be empty` });
      return null;
    }
    return ['/auth/sign_in', { ...contactBody(kind, contact), code, callback_url: callback }];
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = signInRequest();
    if (!request) return;
    setSubmitting(true);
    try {
      const data = await api.post<{ redirect_url: string }>(request[0], request[1], { inline: true });
      // A full load: everything cached before signing in belongs to no one now.
      window.location.assign(sameOriginPath(data.redirect_url) ?? '/home');
    } catch (failure) {
      // A refusal of no one field (a wrong code or password, a directory that is down) shows under the last one.
      const last = way === 'directory' ? 'password' : 'code';
      if (failure instanceof ApiError) setErrors((failure.data as { errors?: FieldErrors } | null)?.errors ?? { [last]: failure.message });
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
                value={way}
                choices={[
                  { value: 'email', label: <Trans>E-mail</Trans> },
                  { value: 'phone', label: <Trans>Phone</Trans> },
                  ...(providers.ldap ? [{ value: 'directory' as const, label: providers.ldap.name }] : []),
                ]}
                onChange={(next) => {
                  setWay(next);
                  setErrors({});
                }}
              >
                {way === 'directory' ? (
                  <DirectoryFields value={account} onChange={setAccount} errors={errors} />
                ) : (
                  <ContactFields kind={kind} value={contact} onChange={setContact} errors={errors} />
                )}
              </ChoiceTabs>
              {way === 'directory' ? null : <CodeField value={code} onChange={setCode} onSend={sendCode} error={errors.code} />}
              <Button type="submit" colorPalette="brand" loading={submitting} loadingText={t`Signing in…`} width="full">
                <Trans>Sign in</Trans>
              </Button>
              {providers.oidc ? (
                <Button asChild variant="outline" width="full">
                  <a href={`/api/auth/oidc/start?callback_url=${encodeURIComponent(callback)}`}>
                    <Trans>Sign in with {providers.oidc.name}</Trans>
                  </a>
                </Button>
              ) : null}
              <WorkplaceSignIn apps={providers.workplace} callback={callback} />
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
