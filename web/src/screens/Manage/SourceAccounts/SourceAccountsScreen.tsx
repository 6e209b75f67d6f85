import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { SourceAccountsScreenQuery$data } from '../../../__generated__/SourceAccountsScreenQuery.graphql';
import { SourceAccountList } from './SourceAccountList';

export const sourceAccountsScreenQuery = graphql`
  query SourceAccountsScreenQuery {
    viewer {
      currentWorkspace {
        ...SourceAccountList_workspace
      }
    }
  }
`;

export function SourceAccountsScreen({ data }: { data: SourceAccountsScreenQuery$data }) {
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading as="h1" size="xl">
          <Trans>Source accounts</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            The GitHub, Yuque and Feishu accounts that syncs of apps following the source’s permissions met. Link each to the member it belongs
            to: the member then reads what the source lets the account read. An account with a member’s e-mail address counts as theirs
            without a link.
          </Trans>
        </Text>
      </Stack>
      <SourceAccountList workspace={workspace} />
    </Stack>
  );
}
