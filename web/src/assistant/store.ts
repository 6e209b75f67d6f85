import { useSyncExternalStore } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { PanelConversationQuery } from '../__generated__/PanelConversationQuery.graphql';

/** The assistant's states from the spec: waiting, hearing the person, answering. */
export type BotState = 'idle' | 'listening' | 'speaking';

type AssistantState = {
  bot: BotState;
  /** Whether the workspace lets members chat; without it the panel has no width and the bot hides. */
  chatEnabled: boolean;
  /** The side panel's conversation, loading or loaded, while the panel is open; null while it is closed (see panel.ts). */
  panel: PreloadedQuery<PanelConversationQuery> | null;
  /** The conversation of the side panel: none until its first question, kept until the page reloads. */
  panelConversationId: string | null;
};

let state: AssistantState = { bot: 'idle', chatEnabled: false, panel: null, panelConversationId: null };
const listeners = new Set<() => void>();

export function setAssistant(change: Partial<AssistantState>) {
  const next = { ...state, ...change };
  if (Object.entries(change).every(([key, value]) => state[key as keyof AssistantState] === value)) return;
  state = next;
  listeners.forEach((listener) => listener());
}

/** The state now, for the events that change it. */
export function assistantState(): AssistantState {
  return state;
}

export function useAssistant(): AssistantState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
