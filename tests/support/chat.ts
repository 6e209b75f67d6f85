import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { installApp, syncAndWait, WEBSITE_INPUT } from './apps.ts';
import { page, type TestSite } from './test-site.ts';

export const SEND = `mutation Send($input: SendMessageInput!) { sendMessage(input: $input) {
  __typename
  ... on SendMessagePayload { conversation { id } answer { id } }
  ... on ChatQuotaExhaustedError { message inviteReward canTopUp }
  ... on ValidationError { message }
  ... on ActionError { message }
} }`;

export function wsClient(app: TestApp, cookie: string): Client {
  return createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
  });
}

export type StreamEvent = { offset: number; delta: string; status: string; errorMessage: string | null; citations: { index: number; title: string }[] | null };

/** Follows an answer over graphql-ws; `until` may end early (answers the events so far). */
export function followAnswer(client: Client, answerId: string, until?: (events: StreamEvent[]) => boolean): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  return new Promise((resolve, reject) => {
    const dispose = client.subscribe<{ answerStream: StreamEvent }>(
      {
        query: 'subscription ($id: ID!) { answerStream(messageId: $id) { offset delta status errorMessage citations { index title } } }',
        variables: { id: answerId },
      },
      {
        next: ({ data, errors }) => {
          if (errors) return reject(new Error(JSON.stringify(errors)));
          events.push(data!.answerStream);
          if (until?.(events)) {
            dispose();
            resolve(events);
          }
        },
        error: reject,
        complete: () => resolve(events),
      },
    );
  });
}

/** The text the events make when each delta is put at its offset. */
export function assemble(events: StreamEvent[], start = ''): string {
  let text = start;
  for (const event of events) {
    expect(event.offset).toBeLessThanOrEqual(text.length);
    text = text.slice(0, event.offset) + event.delta;
  }
  return text;
}

export async function ask(app: TestApp, cookie: string, text: string, conversationId?: string) {
  const result = await app.graphql<{ sendMessage: { __typename: string; conversation?: { id: string }; answer?: { id: string }; message?: string } }>(
    SEND,
    { cookie, variables: { input: { text, conversationId } } },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.sendMessage;
}

/** Chats the viewer's workspace has left today. */
export async function remaining(app: TestApp, cookie: string) {
  const result = await app.graphql<{ viewer: { currentWorkspace: { remainingChatsToday: number } } }>(
    '{ viewer { currentWorkspace { remainingChatsToday } } }',
    { cookie },
  );
  return result.data!.viewer.currentWorkspace.remainingChatsToday;
}

/** A website app crawling one page of the local site: the leave policy the chat tests ask about. */
export async function seedHandbook(app: TestApp, cookie: string, site: TestSite) {
  site.pages.set('/', page('员工年假管理制度', '员工入职满一年后享有带薪年假，年假为每年十五天。\n年假需提前三个工作日申请。'));
  const appId = await installApp(app, cookie, 'website', { ...WEBSITE_INPUT, title: '制度', settings: { startUrls: [`${site.url}/`], delayMs: 0 } });
  await syncAndWait(app, cookie, appId);
}
