import { graphql, useFragment } from 'react-relay';
import type { UserMessage_message$key } from '../../__generated__/UserMessage_message.graphql';
import { QuestionBubble } from './QuestionBubble';

/** A question the person asked, on the right. */
export function UserMessage({ message }: { message: UserMessage_message$key }) {
  const data = useFragment(
    graphql`
      fragment UserMessage_message on ChatMessage {
        content
      }
    `,
    message,
  );
  return <QuestionBubble text={data.content} />;
}
