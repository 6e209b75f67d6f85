import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AppForm_app$data, AppForm_app$key } from '../../../__generated__/AppForm_app.graphql';
import type { AppForm_connector$key } from '../../../__generated__/AppForm_connector.graphql';
import type { AppForm_workspace$key } from '../../../__generated__/AppForm_workspace.graphql';
import type { AppInput } from '../../../__generated__/useInstallAppMutation.graphql';
import { toaster } from '../../../components/ui/toaster';
import type { SaveOutcome } from '../../../relay/mutationResult';
import { appInputOf, checkAppForm, dingtalkValuesOf, githubValuesOf, organisationValuesOf, websiteValuesOf, yuqueBooksOf, type AppFormValues, type AuthType } from './appFormValues';
import { AppSignInFields } from './AppSignInFields';
import { ChoiceField } from './ChoiceField';
import { PermissionFields } from './PermissionFields';
import { SourceSettingsFields } from './SourceSettingsFields';

const FORM_FIELDS = ['title', 'authType', 'dataPermission', 'roleIds', 'roleScope', 'protectedPermission', 'autoSync', 'startUrls', 'maxDepth', 'maxPages', 'delayMs', 'repositories', 'books', 'token', 'appCredentials'];

/** What the form starts from: the app's settings, or a new app's usual choices. */
function initialValues(current: AppForm_app$data | null | undefined, connectorKey: string, authTypes: readonly AuthType[]): AppFormValues {
  return {
    title: current?.title ?? '',
    // A new app starts from the usual choices; only a real choice between ways to sign in is left open.
    authType: current?.authType ?? (authTypes.length === 1 ? authTypes[0]! : null),
    dataPermission: current?.dataPermission ?? 'ALL_MEMBERS',
    roleIds: current?.roles.map((role) => role.id) ?? [],
    roleScope: current?.roleScope ?? 'MATCH_DATA_SOURCE',
    protectedPermission: current?.protectedPermission ?? 'MATCH_APP',
    // A file app indexes each upload at once: its nightly sync is optional, off unless chosen.
    autoSync: current ? (current.autoSync ? 'on' : 'off') : connectorKey === 'files' ? 'off' : 'on',
    website: websiteValuesOf(current?.settings),
    github: githubValuesOf(current?.settings),
    yuqueBooks: yuqueBooksOf(current?.settings),
    dingtalk: dingtalkValuesOf(current?.settings),
    ...organisationValuesOf(current?.settings),
    token: '',
    customAppId: '',
    customAppSecret: '',
  };
}

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
        sourcePermissions
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
  const [values, setValues] = useState(() => initialValues(current, source.key, authTypes));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const workspaceApp = roles !== null;
  const change = (next: Partial<AppFormValues>) => setValues((before) => ({ ...before, ...next }));

  const authLabels: Record<AuthType, string> = { NONE: t`No authorization needed`, OAUTH: t`OAuth authorization`, TOKEN: t`Access token` };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkAppForm(values, { workspaceApp, connectorKey: source.key, hasToken: Boolean(current?.hasCredentials) }, i18n);
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = appInputOf(values, { connectorKey: source.key, workspaceApp });
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
        {roles ? (
          <PermissionFields workspace={roles} connectorKey={source.key} sourcePermissions={source.sourcePermissions} value={values} onChange={change} errors={errors} />
        ) : null}
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
        <AppSignInFields connectorKey={source.key} values={values} change={change} errors={errors} stored={Boolean(current?.hasCredentials)} />
        <SourceSettingsFields connectorKey={source.key} values={values} change={change} errors={errors} />
        <HStack gap={3}>
          <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Saving…`}>
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
