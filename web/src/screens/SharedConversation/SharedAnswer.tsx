import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { SharedAnswer_message$key } from '../../__generated__/SharedAnswer_message.graphql';
import { AnswerSources } from '../../assistant/conversation/AnswerSources';
import { AnswerText } from '../../assistant/conversation/AnswerText';

/** An answer of a shared conversation: its text and the sources the viewer may read, and how many others it has. */
export function SharedAnswer({ message }: { message: SharedAnswer_message$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment SharedAnswer_message on ChatMessage {
        status
        hiddenCitations
        ...AnswerText_message
        ...AnswerSources_message
      }
    `,
    message,
  );
  return (
    <Stack as="article" aria-label={t`Answer`} alignSelf="flex-start" maxW="full" gap={3} px={4} py={3} borderRadius="xl" borderTopStartRadius="sm" bg="bg.muted" data-status={data.status}>
      <AnswerText message={data} />
      <AnswerSources message={data} />
      {data.hiddenCitations > 0 ? (
        <Text fontSize="xs" color="fg.muted">
          <Trans>It also cites documents you may not read.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
