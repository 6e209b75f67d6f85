import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { SearchRetention_workspace$key } from '../../../__generated__/SearchRetention_workspace.graphql';
import type { SearchRetentionMutation } from '../../../__generated__/SearchRetentionMutation.graphql';
import { commitForResult } from '../../../relay/mutationResult';
import { toaster } from '../../../components/ui/toaster';

/** How long searches are kept (days), as the server takes them; 0 records none. */
const CHOICES = [0, 7, 30, 90, 180, 365] as const;

/** How long the workspace keeps its searches; shortening it deletes the older ones at once. */
export function SearchRetention({ workspace }: { workspace: SearchRetention_workspace$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment SearchRetention_workspace on Workspace {
        id
        searchRetentionDays
      }
    `,
    workspace,
  );
  const [days, setDays] = useState(data.searchRetentionDays);
  const [commit, saving] = useMutation<SearchRetentionMutation>(graphql`
    mutation SearchRetentionMutation($days: Int!) {
      setSearchRetention(days: $days) {
        __typename
        ... on SearchRetentionPayload {
          retentionDays
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const labels: Record<number, string> = {
    0: t`Do not record searches`,
    7: t`7 days`,
    30: t`30 days`,
    90: t`90 days`,
    180: t`180 days`,
    365: t`365 days`,
  };
  const save = async () => {
    const failed = await commitForResult(
      commit,
      {
        variables: { days },
        updater: (store, response) => {
          if (response?.setSearchRetention.__typename === 'SearchRetentionPayload') store.get(data.id)?.setValue(response.setSearchRetention.retentionDays, 'searchRetentionDays');
        },
      },
      (response) => response.setSearchRetention,
      t`Operation failed`,
    );
    if (failed === null) toaster.success({ title: t`Saved` });
    else toaster.error({ title: failed });
  };
  return (
    <Stack gap={2} as="section" aria-labelledby="search-retention-heading">
      <Text as="h3" id="search-retention-heading" fontWeight="semibold" fontSize="lg">
        <Trans>Recording</Trans>
      </Text>
      <Text color="fg.muted" fontSize="sm" maxW="3xl">
        <Trans>
          Each search keeps what was typed, how many results it showed and which result was opened. Searches older than this are deleted every night;
          shortening it deletes them at once.
        </Trans>
      </Text>
      <HStack align="end" gap={3} wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>
            <Trans>Keep searches for</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm" width="56">
            <NativeSelect.Field value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {labels[choice]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" colorPalette="brand" loading={saving} loadingText={t`Saving…`} disabled={days === data.searchRetentionDays} onClick={() => void save()}>
          <Trans>Save</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
