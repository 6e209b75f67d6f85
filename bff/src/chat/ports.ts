import type { Locale } from '../i18n/messages.ts';
import type { ActingMember } from '../request/viewer.ts';
import type { ChatSpend } from '../workspaces/ports.ts';
import type { Citation, Message } from './tables.ts';

/**
 * What the chat domain lends beside itself: the runner that generates answers in this process, and
 * the events an answer streams through the event bus.
 * A ports file holds shapes and constants only, and imports nothing of the product but the
 * foundation and other ports (request/, a domain's ports.ts): the request's context names them
 * without importing the domain, which fills them in at the composition root (see the README's map).
 */

export type MessageStatus = Message['status'];

export type ChatStreamEvent = {
  offset: number;
  delta: string;
  status: MessageStatus;
  citations?: Citation[];
  errorKey?: string | null;
  /** With the final event of an answer whose agent suggests them: up to three questions to ask next. */
  followUps?: string[];
};

export type AnswerJob = {
  reader: ActingMember;
  locale: Locale;
  conversationId: string;
  messageId: string;
  userMessageId: string;
  question: string;
  spend: ChatSpend;
  /**
   * Whether a digest (no model) ends with its note on the model and the way to one: for the
   * workspace's own people, not for whoever writes to a bot (they can do nothing about it).
   */
  modelNote?: boolean;
  /** The agent's instructions and knowledge scope; null for the general assistant. */
  agent: { systemPrompt: string | null; appIds: readonly string[] | null; model: string | null; followUps?: boolean } | null;
};

export type ChatRunner = {
  start: (job: AnswerJob) => void;
  /** The text of an answer this process is generating now (fresher than the last flush). */
  live: (messageId: string) => string | undefined;
  stop: (messageId: string) => void;
  close: () => Promise<void>;
};
