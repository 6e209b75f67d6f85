import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { DingBotsScreenQuery$data } from '../../../../../__generated__/DingBotsScreenQuery.graphql';
import { DingBotList } from './DingBotList';

export const dingBotsScreenQuery = graphql`
  query DingBotsScreenQuery {
    viewer {
      currentWorkspace {
        ...DingBotList_workspace
      }
    }
  }
`;

/** `/manage/settings/dingbot`: the workspace's DingTalk bots. */
export function DingBotsScreen({ data }: { data: DingBotsScreenQuery$data }) {
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  return (
    <Stack gap={6}>
      <HStack justify="space-between" align="start" gap={4} wrap="wrap">
        <Stack gap={1} maxW="3xl">
          <Heading as="h1" size="xl">
            <Trans>DingTalk bots</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Colleagues ask Zhiwen in DingTalk, by messaging the bot or @-mentioning it in a group; each bot’s agent answers, with the permissions of the member a sender is linked to.</Trans>
          </Text>
        </Stack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/manage/settings/dingbot/edit/new">
            <Trans>New DingTalk bot</Trans>
          </RouterLink>
        </Button>
      </HStack>
      <DingBotList workspace={workspace} />
    </Stack>
  );
}
