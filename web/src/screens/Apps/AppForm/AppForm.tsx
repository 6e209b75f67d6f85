import { Button, Field, HStack, Input, Separator, Stack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AppForm_app$key } from '../../../__generated__/AppForm_app.graphql';
import type { AppForm_connector$key } from '../../../__generated__/AppForm_connector.graphql';
import type { AppForm_workspace$key } from '../../../__generated__/AppForm_workspace.graphql';
import type { AppInput } from '../../../__generated__/useInstallAppMutation.graphql';
import { toaster } from '../../../components/ui/toaster';
import type { SaveOutcome } from '../../../relay/mutationResult';
import { checkAppForm, githubValuesOf, settingsOf, websiteValuesOf, yuqueBooksOf, type AppFormValues, type AuthType } from './appFormValues';
import { GitHubSettingsFields } from './GitHubSettingsFields';
import { AppCredentialsFields } from './AppCredentialsFields';
import { TokenField } from './TokenField';
import { ChoiceField } from './ChoiceField';
import { PermissionFields } from './PermissionFields';
import { WebsiteSettingsFields } from './WebsiteSettingsFields';

const FORM_FIELDS = ['title', 'authType', 'dataPermission', 'roleIds', 'roleScope', 'protectedPermission', 'autoSync', 'startUrls', 'maxDepth', 'maxPages', 'delayMs', 'repositories', 'books', 'token', 'appCredentials'];

/**
 * An app's settings, to install it (no `app`) or to change them. Workspace apps also say who sees
 * their documents; personal apps are their owner's alone.
 */
export function AppForm({
  connector,
  app,
  workspace,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  connector: AppForm_connector$key;
  app: AppForm_app$key | null;
  /** The workspace's roles, for a workspace app; null for a personal one. */
  workspace: AppForm_workspace$key | null;
  submitLabel: string;
  onSubmit: (input: AppInput) => Promise<Pick<SaveOutcome<unknown>, 'message' | 'problems'>>;
  onCancel: () => void;
}) {
  const source = useFragment(
    graphql`
      fragment AppForm_connector on Connector {
        key
        authTypes
        oauthAvailable
      }
    `,
    connector,
  );
  const current = useFragment(
    graphql`
      fragment AppForm_app on App {
        title
        authType
        autoSync
        dataPermission
        roleScope
        roles {
          id
        }
        protectedPermission
        settings
        hasCredentials
      }
    `,
    app,
  );
  const roles = useFragment(
    graphql`
      fragment AppForm_workspace on Workspace {
        ...PermissionFields_workspace
      }
    `,
    workspace,
  );
  const { t, i18n } = useLingui();
  // OAuth is offered where the server has the connector's OAuth app (an app already on it keeps it).
  const authTypes = source.authTypes.filter((type) => type !== 'OAUTH' || source.oauthAvailable || current?.authType === 'OAUTH');
  const [values, setValues] = useState<AppFormValues>(() => ({
    title: current?.title ?? '',
    // A new app starts from the usual choices; only a real choice between ways to sign in is left open.
    authType: current?.authType ?? (authTypes.length === 1 ? authTypes[0]! : null),
    dataPermission: current?.dataPermission ?? 'ALL_MEMBERS',
    roleIds: current?.roles.map((role) => role.id) ?? [],
    roleScope: current?.roleScope ?? 'MATCH_DATA_SOURCE',
    protectedPermission: current?.protectedPermission ?? 'MATCH_APP',
    // A file app indexes each upload at once: its nightly sync is optional, off unless chosen.
    autoSync: current ? (current.autoSync ? 'on' : 'off') : source.key === 'files' ? 'off' : 'on',
    website: websiteValuesOf(current?.settings),
    github: githubValuesOf(current?.settings),
    yuqueBooks: yuqueBooksOf(current?.settings),
    token: '',
    feishuAppId: '',
    feishuAppSecret: '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const workspaceApp = roles !== null;
  const change = (next: Partial<AppFormValues>) => setValues((before) => ({ ...before, ...next }));

  const authLabels: Record<AuthType, string> = { NONE: t`No authorization needed`, OAUTH: t`OAuth authorization`, TOKEN: t`Access token` };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkAppForm(values, { workspaceApp, connectorKey: source.key, hasToken: Boolean(current?.hasCredentials) }, i18n);
    // The App ID and App Secret are saved together: one alone would replace the stored pair with half of it.
    const appId = values.feishuAppId.trim();
    const appSecret = values.feishuAppSecret.trim();
    if (source.key === 'feishu' && values.authType === 'TOKEN' && Boolean(appId) !== Boolean(appSecret)) {
      found.appCredentials = t`Please enter the app’s App ID and App Secret`;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    const specified = values.dataPermission === 'SPECIFIED_ROLES';
    const input: AppInput = {
      title: values.title.trim(),
      authType: values.authType,
      autoSync: values.autoSync === 'on',
      settings: settingsOf(values, source.key),
      ...(values.authType === 'TOKEN' && source.key !== 'feishu' && values.token.trim() && { credentials: { token: values.token.trim() } }),
      ...(values.authType === 'TOKEN' && source.key === 'feishu' && appId && appSecret && { credentials: { appId, appSecret } }),
      ...(workspaceApp && {
        dataPermission: values.dataPermission,
        roleIds: specified ? values.roleIds : [],
        roleScope: specified ? values.roleScope : null,
        protectedPermission: values.protectedPermission,
      }),
    };
    setSaving(true);
    const outcome = await onSubmit(input);
    setSaving(false);
    if (outcome.message === null) return;
    const fields = Object.keys(outcome.problems);
    setErrors(outcome.problems);
    // A failure the form has no field for still shows, as a toast.
    if (fields.length === 0 || fields.some((field) => !FORM_FIELDS.includes(field))) toaster.error({ title: outcome.message });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={6} maxW="3xl">
        <Field.Root invalid={Boolean(errors.title)} required maxW="md">
          <Field.Label>
            <Trans>Title</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={values.title} onChange={(e) => change({ title: e.target.value })} />
          {errors.title ? <Field.ErrorText>{errors.title}</Field.ErrorText> : null}
        </Field.Root>
        <ChoiceField<AuthType>
          label={t`Authorization type`}
          choices={authTypes.map((value) => ({ value, label: authLabels[value] }))}
          value={values.authType}
          onChange={(authType) => change({ authType })}
          error={errors.authType}
        />
        {roles ? <PermissionFields workspace={roles} value={values} onChange={change} errors={errors} /> : null}
        <ChoiceField<'on' | 'off'>
          label={t`Auto-sync (nightly)`}
          choices={[
            { value: 'on', label: t`On` },
            { value: 'off', label: t`Off` },
          ]}
          value={values.autoSync}
          onChange={(autoSync) => change({ autoSync })}
          error={errors.autoSync}
        />
        {values.authType === 'TOKEN' && source.key === 'feishu' ? (
          <AppCredentialsFields
            appId={values.feishuAppId}
            appSecret={values.feishuAppSecret}
            onChange={(next) => change(next)}
            error={errors.appCredentials}
            stored={Boolean(current?.hasCredentials)}
          />
        ) : null}
        {values.authType === 'TOKEN' && source.key !== 'feishu' ? (
          <TokenField value={values.token} onChange={(token) => change({ token })} error={errors.token} stored={Boolean(current?.hasCredentials)} />
        ) : null}
        {source.key === 'github' ? (
          <>
            <Separator />
            <GitHubSettingsFields value={values.github} onChange={(github) => change({ github })} errors={errors} />
          </>
        ) : null}
        {source.key === 'yuque' ? (
          <>
            <Separator />
            <Field.Root invalid={Boolean(errors.books)} required>
              <Field.Label>
                <Trans>Books</Trans>
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea rows={3} value={values.yuqueBooks} onChange={(e) => change({ yuqueBooks: e.target.value })} placeholder="group/book" />
              {errors.books ? (
                <Field.ErrorText>{errors.books}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  <Trans>One group/book a line, as in the book’s address.</Trans>
                </Field.HelperText>
              )}
            </Field.Root>
          </>
        ) : null}
        {source.key === 'website' ? (
          <>
            <Separator />
            <WebsiteSettingsFields value={values.website} onChange={(website) => change({ website })} errors={errors} />
          </>
        ) : null}
        <HStack gap={3}>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {submitLabel}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
