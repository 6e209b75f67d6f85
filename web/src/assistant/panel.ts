import { loadQuery } from 'react-relay';
import PanelConversationQueryNode, { type PanelConversationQuery } from '../__generated__/PanelConversationQuery.graphql';
import { environment } from '../relay/environment';
import { assistantState, setAssistant } from './store';

/**
 * Opens the side panel of /search on a conversation (by default the one it showed last; null for a
 * new one). What opens it (the page, the assistant, "New chat", a first question) starts loading
 * the conversation, alongside the panel's code rather than after it; the panel reads what was
 * loaded, and each opening loads afresh.
 */
export function openPanel(conversationId: string | null = assistantState().panelConversationId) {
  const previous = assistantState().panel;
  const panel = loadQuery<PanelConversationQuery>(
    environment,
    PanelConversationQueryNode,
    { conversationId: conversationId ?? '', hasConversation: conversationId !== null },
    { fetchPolicy: 'store-and-network' },
  );
  setAssistant({ panel, panelConversationId: conversationId });
  // The panel now reads the new load; the one it replaces is let go (and stopped if still under way).
  previous?.dispose();
}

/** Closes the side panel, letting go of its conversation's load; the conversation is kept for the next opening. */
export function closePanel() {
  const previous = assistantState().panel;
  setAssistant({ panel: null });
  previous?.dispose();
}
