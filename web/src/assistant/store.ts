import { useSyncExternalStore } from 'react';

/** The assistant's states from the spec: waiting, hearing the person, answering. */
export type BotState = 'idle' | 'listening' | 'speaking';

type AssistantState = {
  bot: BotState;
  /** Whether the workspace lets members chat; without it the panel has no width and the bot hides. */
  chatEnabled: boolean;
  panelOpen: boolean;
  /** The conversation of the side panel: none until its first question, kept until the page reloads. */
  panelConversationId: string | null;
};

let state: AssistantState = { bot: 'idle', chatEnabled: false, panelOpen: true, panelConversationId: null };
const listeners = new Set<() => void>();

export function setAssistant(change: Partial<AssistantState>) {
  const next = { ...state, ...change };
  if (Object.entries(change).every(([key, value]) => state[key as keyof AssistantState] === value)) return;
  state = next;
  listeners.forEach((listener) => listener());
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
