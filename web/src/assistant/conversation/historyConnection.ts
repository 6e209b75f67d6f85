import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** The key of the conversation history's connection on the /chat page (newest first). */
export const HISTORY_CONNECTION = 'ConversationHistory_conversations';

/**
 * Puts a conversation first in the history, as the server orders it after a question: a new one
 * goes in, an existing one moves up. Nothing happens while no history has been loaded.
 */
export function moveToTopOfHistory(store: RecordSourceSelectorProxy, conversation: RecordProxy) {
  const history = ConnectionHandler.getConnection(store.getRoot(), HISTORY_CONNECTION);
  if (!history) return;
  ConnectionHandler.deleteNode(history, conversation.getDataID());
  const edge = ConnectionHandler.createEdge(store, history, conversation, 'QueryConversationsConnectionEdge');
  ConnectionHandler.insertEdgeBefore(history, edge);
}
