import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { AuthorizeButton_app$key } from '../../../__generated__/AuthorizeButton_app.graphql';
import { toaster } from '../../../components/ui/toaster';
import { useAuthorizeAppMutation } from './useAuthorizeAppMutation';

/** For an app authorized through OAuth: off to the provider, which sends the browser back. */
export function AuthorizeButton({ app }: { app: AuthorizeButton_app$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment AuthorizeButton_app on App {
        id
        authType
        hasCredentials
        connector {
          name
          oauthAvailable
        }
      }
    `,
    app,
  );
  const [start, inFlight] = useAuthorizeAppMutation();
  if (data.authType !== 'OAUTH' || !data.connector?.oauthAvailable) return null;
  const name = data.connector.name;

  const authorize = async () => {
    const { response, message } = await start(data.id);
    const result = response?.authorizeApp;
    if (result?.__typename === 'AuthorizeAppPayload' && isWebAddress(result.authorizeUrl)) window.location.assign(result.authorizeUrl);
    else toaster.error({ title: message ?? t`Operation failed` });
  };

  return (
    <Button size="sm" variant={data.hasCredentials ? 'outline' : 'solid'} colorPalette="brand" loading={inFlight} loadingText={t`Opening the provider…`} onClick={() => void authorize()}>
      {data.hasCredentials ? <Trans>Authorize {name} again</Trans> : <Trans>Authorize with {name}</Trans>}
    </Button>
  );
}

/** The provider's page is on another site by design; only a web address is followed (never `javascript:`). */
function isWebAddress(url: string | undefined): url is string {
  return url !== undefined && URL.canParse(url) && ['https:', 'http:'].includes(new URL(url).protocol);
}
