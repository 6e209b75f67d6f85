import { Button, EmptyState, Spinner, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { sameOriginPath } from '../../../../bff/src/http/safe-callback.ts';
import { api, ApiError } from '../../api/request';
import { toaster } from '../../components/ui/toaster';
import { notices } from '../../i18n/notices';
import { usePageTitle } from '../../layout/usePageTitle';

type Outcome = { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * Where a data-source app's provider sends the browser back: hands the code and state to the
 * server, then opens the app. "Authorization code missing" and "authorization callback failed"
 * as the spec names them.
 */
export function OAuthCallbackScreen() {
  const { i18n, t } = useLingui();
  const { appKey = '' } = useParams();
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
      .post<{ app_id: string; edit_url: string }>(
        `/oauth/data-source/callback/${encodeURIComponent(appKey)}`,
        { code, state: params.get('state'), error: params.get('error') },
        { silent: true },
      )
      .then((data) => {
        toaster.success({ title: t`Authorized` });
        // The router loads an address of another origin as a new page: only this site's are followed.
        navigate(sameOriginPath(data.edit_url) ?? '/home', { replace: true });
      })
      .catch((error: unknown) =>
        setOutcome({ kind: 'failed', message: error instanceof ApiError ? error.message : i18n._(notices.authorizationCallbackFailed) }),
      );
  }, [appKey, code, i18n, navigate, outcome.kind, params, t]);

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
              <EmptyState.Description>
                <Trans>Go back to the app and authorize it again.</Trans>
              </EmptyState.Description>
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

export const Component = OAuthCallbackScreen;
