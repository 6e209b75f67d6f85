/**
 * How many items the open lists hold, so that reading a list again (after a question, or when
 * the page's data is read for another conversation) asks for as many as are shown: a connection
 * read again from its start keeps only what that read brings back.
 */
let openConversation: { id: string; messages: number } | null = null;
let historyLength = 0;

export const FIRST_MESSAGES = 30;
export const FIRST_CONVERSATIONS = 20;

export function rememberMessages(conversationId: string, count: number) {
  openConversation = { id: conversationId, messages: count };
}

/** Messages to read back with a conversation: those shown, and room for a question and its answer. */
export function messagesToRead(conversationId: string | null) {
  const shown = conversationId && openConversation?.id === conversationId ? openConversation.messages : 0;
  return Math.max(FIRST_MESSAGES, shown + 2);
}

/** Messages to read back when an answer of the open conversation is made again. */
export function openMessagesToRead() {
  return Math.max(FIRST_MESSAGES, openConversation?.messages ?? 0);
}

export function rememberHistory(count: number) {
  historyLength = count;
}

export function historyToRead() {
  return Math.max(FIRST_CONVERSATIONS, historyLength);
}
