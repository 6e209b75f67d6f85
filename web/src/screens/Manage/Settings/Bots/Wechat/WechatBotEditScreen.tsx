import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { WechatBotEditScreenQuery$data } from '../../../../../__generated__/WechatBotEditScreenQuery.graphql';
import type { WechatBotInput } from '../../../../../__generated__/useCreateWechatBotMutation.graphql';
import { toaster } from '../../../../../components/ui/toaster';
import type { SaveOutcome } from '../../../../../relay/mutationResult';
import { BotTestPanel } from '../BotTestPanel';
import { useCreateWechatBotMutation } from './useCreateWechatBotMutation';
import { useTestWechatBotMutation } from './useTestWechatBotMutation';
import { useUpdateWechatBotMutation } from './useUpdateWechatBotMutation';
import { WechatBotForm } from './WechatBotForm';
import { WechatConsoleSettings } from './WechatConsoleSettings';

export const wechatBotEditScreenQuery = graphql`
  query WechatBotEditScreenQuery($id: ID!, $editing: Boolean!) {
    bot: node(id: $id) @include(if: $editing) {
      ... on WechatBot {
        id
      }
      ...WechatConsoleSettings_bot @alias(as: "console")
      ...WechatBotForm_bot @alias(as: "form")
    }
    viewer {
      currentWorkspace {
        ...WechatBotForm_workspace
      }
    }
  }
`;

/** `/manage/settings/wechat/edit/:id` (`new` for a new bot): its settings, what to paste into WeChat, a test. */
export function WechatBotEditScreen({ data, editing }: { data: WechatBotEditScreenQuery$data; editing: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [create, creating] = useCreateWechatBotMutation();
  const [update, updating] = useUpdateWechatBotMutation();
  const [test, testing] = useTestWechatBotMutation();
  const workspace = data.viewer?.currentWorkspace;
  // The fragments are there only when the ID names a WeChat bot.
  const node = data.bot;
  const bot = node?.id && node.console && node.form ? { id: node.id, console: node.console, form: node.form } : null;

  if (!workspace) return null;
  if (editing && !bot) {
    return (
      <Text role="alert">
        <Trans>The bot does not exist</Trans>
      </Text>
    );
  }

  const settle = <R,>(outcome: SaveOutcome<R>, saved: (response: R) => void): Record<string, string> | null => {
    if (outcome.response) {
      saved(outcome.response);
      return null;
    }
    if (Object.keys(outcome.problems).length > 0) return outcome.problems;
    toaster.error({ title: outcome.message ?? t`Operation failed` });
    return {};
  };

  const save = async (input: WechatBotInput) => {
    if (bot) return settle(await update(bot.id, input), () => toaster.success({ title: t`Saved` }));
    return settle(await create(input), ({ createWechatBot }) => {
      toaster.success({ title: t`Bot created` });
      // Its own page next: the callback URL, token and key made for it are to be pasted into WeChat.
      const created = createWechatBot.__typename === 'WechatBotPayload' ? createWechatBot.wechatBot?.id : null;
      if (created) navigate(`/manage/settings/wechat/edit/${encodeURIComponent(created)}`, { replace: true });
    });
  };

  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {bot ? <Trans>Edit WeChat bot</Trans> : <Trans>New WeChat bot</Trans>}
        </Heading>
        <Button asChild variant="ghost" size="sm">
          <RouterLink to="/manage/settings/wechat">
            <Trans>Back to the list</Trans>
          </RouterLink>
        </Button>
      </HStack>
      {bot ? <WechatConsoleSettings bot={bot.console} /> : null}
      <WechatBotForm
        key={bot?.id ?? 'new'}
        bot={bot?.form ?? null}
        workspace={workspace}
        submitLabel={bot ? t`Save` : t`Create`}
        saving={creating || updating}
        onSubmit={save}
      />
      {bot ? <BotTestPanel testing={testing} onTest={(text) => test(bot.id, text)} /> : null}
    </Stack>
  );
}
