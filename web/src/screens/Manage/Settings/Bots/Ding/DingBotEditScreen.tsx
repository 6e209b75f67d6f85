import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { DingBotEditScreenQuery$data } from '../../../../../__generated__/DingBotEditScreenQuery.graphql';
import type { DingBotInput } from '../../../../../__generated__/useCreateDingBotMutation.graphql';
import { toaster } from '../../../../../components/ui/toaster';
import type { SaveOutcome } from '../../../../../relay/mutationResult';
import { BotTestPanel } from '../BotTestPanel';
import { useCreateDingBotMutation } from './useCreateDingBotMutation';
import { useTestDingBotMutation } from './useTestDingBotMutation';
import { useUpdateDingBotMutation } from './useUpdateDingBotMutation';
import { DingBotForm } from './DingBotForm';
import { DingConsoleSettings } from './DingConsoleSettings';

export const dingBotEditScreenQuery = graphql`
  query DingBotEditScreenQuery($id: ID!, $editing: Boolean!) {
    bot: node(id: $id) @include(if: $editing) {
      ... on DingBot {
        id
      }
      ...DingConsoleSettings_bot @alias(as: "console")
      ...DingBotForm_bot @alias(as: "form")
    }
    viewer {
      currentWorkspace {
        ...DingBotForm_workspace
      }
    }
  }
`;

/** `/manage/settings/dingbot/edit/:id` (`new` for a new bot): its settings, what to paste into DingTalk, a test. */
export function DingBotEditScreen({ data, editing }: { data: DingBotEditScreenQuery$data; editing: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [create, creating] = useCreateDingBotMutation();
  const [update, updating] = useUpdateDingBotMutation();
  const [test, testing] = useTestDingBotMutation();
  const workspace = data.viewer?.currentWorkspace;
  // The fragments are there only when the ID names a DingTalk bot.
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

  const save = async (input: DingBotInput) => {
    if (bot) return settle(await update(bot.id, input), () => toaster.success({ title: t`Saved` }));
    return settle(await create(input), ({ createDingBot }) => {
      toaster.success({ title: t`Bot created` });
      // Its own page next: the message receive URL made for it is to be pasted into DingTalk.
      const created = createDingBot.__typename === 'DingBotPayload' ? createDingBot.dingBot?.id : null;
      if (created) navigate(`/manage/settings/dingbot/edit/${encodeURIComponent(created)}`, { replace: true });
    });
  };

  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {bot ? <Trans>Edit DingTalk bot</Trans> : <Trans>New DingTalk bot</Trans>}
        </Heading>
        <Button asChild variant="ghost" size="sm">
          <RouterLink to="/manage/settings/dingbot">
            <Trans>Back to the list</Trans>
          </RouterLink>
        </Button>
      </HStack>
      {bot ? <DingConsoleSettings bot={bot.console} /> : null}
      <DingBotForm
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
