import { Button, EmptyState, Spinner, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { sameOriginPath } from '../../../../bff/src/http/safe-callback.ts';
import { api, ApiError } from '../../api/request';
import { toaster } from '../../components/ui/toaster';
import { notices } from '../../i18n/notices';
import { usePageTitle } from '../../layout/usePageTitle';

type Outcome = { kind: 'working' } | { kind: 'failed'; message: string };

/** What a grant completes: an app's authorization, or the member's link to their own account. */
type Grant = { endpoint: string; done: (data: Record<string, string>) => { toast: string; to: string }; retry: string };

/**
 * Where a provider sends the browser back: hands the code and state to the server, then opens
 * what the grant was for. "Authorization code missing" and "authorization callback failed" as
 * the spec names them.
 */
function OAuthCallback({ grant }: { grant: Grant }) {
  const { i18n, t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const code = params.get('code');
  const [outcome, setOutcome] = useState<Outcome>(() =>
    code || params.get('error') ? { kind: 'working' } : { kind: 'failed', message: i18n._(notices.authorizationCodeMissing) },
  );

  usePageTitle(outcome.kind === 'working' ? t`Completing the authorization…` : outcome.message);

  useEffect(() => {
    if (started.current || outcome.kind !== 'working') return;
    started.current = true;
    api
      .post<Record<string, string>>(grant.endpoint, { code, state: params.get('state'), error: params.get('error') }, { silent: true })
      .then((data) => {
        const { toast, to } = grant.done(data);
        toaster.success({ title: toast });
        // The router loads an address of another origin as a new page: only this site's are followed.
        navigate(sameOriginPath(to) ?? '/home', { replace: true });
      })
      .catch((error: unknown) =>
        setOutcome({ kind: 'failed', message: error instanceof ApiError ? error.message : i18n._(notices.authorizationCallbackFailed) }),
      );
  }, [code, grant, i18n, navigate, outcome.kind, params]);

  return (
    <EmptyState.Root as="main" minH="60vh">
      <EmptyState.Content>
        <VStack textAlign="center" gap={4}>
          {outcome.kind === 'working' ? (
            <>
              <Spinner size="lg" />
              <EmptyState.Title as="h1">
                <Trans>Completing the authorization…</Trans>
              </EmptyState.Title>
            </>
          ) : (
            <>
              <EmptyState.Title as="h1">{outcome.message}</EmptyState.Title>
              <EmptyState.Description>{grant.retry}</EmptyState.Description>
              <Button asChild variant="outline">
                <RouterLink to="/home">
                  <Trans>Back to home</Trans>
                </RouterLink>
              </Button>
            </>
          )}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Back from authorizing a data-source app: the app opens again. */
export function OAuthCallbackScreen() {
  const { t } = useLingui();
  const { appKey = '' } = useParams();
  const grant = useMemo<Grant>(
    () => ({
      endpoint: `/oauth/data-source/callback/${encodeURIComponent(appKey)}`,
      done: (data) => ({ toast: t`Authorized`, to: data.edit_url ?? '/home' }),
      retry: t`Go back to the app and authorize it again.`,
    }),
    [appKey, t],
  );
  return <OAuthCallback grant={grant} />;
}

/** Back from signing in at a source to link the member's own account there: the account page shows it. */
export function AccountLinkCallbackScreen() {
  const { t } = useLingui();
  const { appKey = '' } = useParams();
  const grant = useMemo<Grant>(
    () => ({
      endpoint: `/oauth/data-source/callback/${encodeURIComponent(appKey)}/account`,
      done: (data) => ({ toast: t`Linked to ${data.login ?? ''}`, to: '/accountSetting' }),
      retry: t`Go back to your account settings and link the account again.`,
    }),
    [appKey, t],
  );
  return <OAuthCallback grant={grant} />;
}

export const Component = OAuthCallbackScreen;
