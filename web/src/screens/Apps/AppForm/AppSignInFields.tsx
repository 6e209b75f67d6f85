import { AppCredentialsFields } from './AppCredentialsFields';
import { CUSTOM_APP_CONNECTORS, type AppFormValues } from './appFormValues';
import { TokenField } from './TokenField';

/** What signing in with an access token asks for: a Feishu or DingTalk app's ID and secret, else the token. */
export function AppSignInFields({
  connectorKey,
  values,
  change,
  errors,
  stored,
}: {
  connectorKey: string;
  values: AppFormValues;
  change: (next: Partial<AppFormValues>) => void;
  errors: Record<string, string>;
  /** Whether the app has them saved already (write-only: they are not shown). */
  stored: boolean;
}) {
  if (values.authType !== 'TOKEN') return null;
  if (CUSTOM_APP_CONNECTORS.includes(connectorKey)) {
    return (
      <AppCredentialsFields
        connectorKey={connectorKey}
        appId={values.customAppId}
        appSecret={values.customAppSecret}
        onChange={(next) => change(next)}
        error={errors.appCredentials}
        stored={stored}
      />
    );
  }
  return <TokenField value={values.token} onChange={(token) => change({ token })} error={errors.token} stored={stored} />;
}
