import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { WechatBotsScreenQuery$data } from '../../../../../__generated__/WechatBotsScreenQuery.graphql';
import { WechatBotList } from './WechatBotList';

export const wechatBotsScreenQuery = graphql`
  query WechatBotsScreenQuery {
    viewer {
      currentWorkspace {
        ...WechatBotList_workspace
      }
    }
  }
`;

/** `/manage/settings/wechat`: the workspace's WeChat Official Account bots. */
export function WechatBotsScreen({ data }: { data: WechatBotsScreenQuery$data }) {
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  return (
    <Stack gap={6}>
      <HStack justify="space-between" align="start" gap={4} wrap="wrap">
        <Stack gap={1} maxW="3xl">
          <Heading as="h1" size="xl">
            <Trans>WeChat Official Account bots</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Followers of an official account ask Zhiwen in WeChat; each bot’s agent answers, with the permissions of the member a follower is bound to.</Trans>
          </Text>
        </Stack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/manage/settings/wechat/edit/new">
            <Trans>New WeChat bot</Trans>
          </RouterLink>
        </Button>
      </HStack>
      <WechatBotList workspace={workspace} />
    </Stack>
  );
}
