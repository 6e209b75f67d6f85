import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { AnalyticsAskersSetting_workspace$key } from '../../../../__generated__/AnalyticsAskersSetting_workspace.graphql';
import type { AnalyticsAskers, AnalyticsAskersSettingMutation } from '../../../../__generated__/AnalyticsAskersSettingMutation.graphql';
import { toaster } from '../../../../components/ui/toaster';
import { commitForResult } from '../../../../relay/mutationResult';

/**
 * What the analytics shows admins of their members' questions: nothing, the questions with nobody
 * named (the default), or who asked. Saved as it is chosen, and recorded in the audit log.
 */
export function AnalyticsAskersSetting({ workspace }: { workspace: AnalyticsAskersSetting_workspace$key }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const data = useFragment(
    graphql`
      fragment AnalyticsAskersSetting_workspace on Workspace {
        analyticsAskers
      }
    `,
    workspace,
  );
  const [commit, saving] = useMutation<AnalyticsAskersSettingMutation>(graphql`
    mutation AnalyticsAskersSettingMutation($askers: AnalyticsAskers!) {
      setAnalyticsAskers(askers: $askers) {
        __typename
        ... on AnalyticsAskersPayload {
          askers
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const labels: Record<string, string> = {
    HIDDEN: t`Show no questions`,
    ANONYMOUS: t`Show questions, naming nobody`,
    NAMED: t`Show questions and who asked`,
  };
  const choose = async (askers: AnalyticsAskers) => {
    const failed = await commitForResult(commit, { variables: { askers } }, (response) => response.setAnalyticsAskers, t`Operation failed`);
    if (failed === null) {
      toaster.success({ title: t`Saved` });
      // The page is read again: the lists above follow the new choice.
      void revalidator.revalidate();
    } else toaster.error({ title: failed });
  };
  return (
    <Stack gap={2} as="section" aria-labelledby="analytics-askers-heading">
      <Text as="h3" id="analytics-askers-heading" fontWeight="semibold" fontSize="lg">
        <Trans>Members’ questions</Trans>
      </Text>
      <Text color="fg.muted" fontSize="sm" maxW="3xl">
        <Trans>
          Conversations stay until their member deletes them (a public link’s visitors’ for its retention), with the votes on their answers. What admins
          see of the questions here is the workspace’s choice; changing it is recorded in the audit log.
        </Trans>
      </Text>
      <Field.Root width="auto" disabled={saving}>
        <Field.Label>
          <Trans>Questions in analytics</Trans>
        </Field.Label>
        <NativeSelect.Root size="sm" width="72">
          <NativeSelect.Field value={data.analyticsAskers} onChange={(e) => void choose(e.target.value as AnalyticsAskers)}>
            {['HIDDEN', 'ANONYMOUS', 'NAMED'].map((choice) => (
              <option key={choice} value={choice}>
                {labels[choice]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
