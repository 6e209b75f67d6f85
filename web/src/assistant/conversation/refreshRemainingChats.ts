import { fetchQuery, graphql } from 'react-relay';
import type { refreshRemainingChatsQuery } from '../../__generated__/refreshRemainingChatsQuery.graphql';
import { environment } from '../../relay/environment';

// Fetched for the store only: the parts showing the count read it through their own fragments.
const query = graphql`
  # eslint-disable-next-line relay/unused-fields
  query refreshRemainingChatsQuery {
    viewer {
      currentWorkspace {
        id
        remainingChatsToday
        allowanceLeftToday
        chatCredits
      }
    }
  }
`;

/**
 * Reads today's remaining chats again, after a question spent one or a failed answer gave it back;
 * every part showing the count follows the store.
 */
export function refreshRemainingChats() {
  fetchQuery<refreshRemainingChatsQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({});
}
