import { expect } from 'vitest';
import type { TestApp } from './app.ts';

export type VisitorCitation = { index: number; title: string; passage: string; url: string };
export type VisitorEvent = { offset: number; delta: string; status: string; citations?: VisitorCitation[]; error: string | null };

/** A browser that never signed in: its own visitor cookie, and an address of its own (through the trusted proxy). */
export class Visitor {
  cookie = '';
  constructor(
    readonly app: TestApp,
    readonly ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {}

  async call(method: string, path: string, body?: unknown, language = 'zh-hans') {
    const response = await fetch(`${this.app.url}/api/public/chat/${path}`, {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        'accept-language': language,
        ...(this.cookie && { cookie: this.cookie }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    return { status: response.status, body: (await response.json()) as { code: number; message: string; data: Record<string, unknown> | null } };
  }

  ask(key: string, text: string, conversationId?: string, language?: string) {
    return this.call('POST', `${key}/messages`, { text, conversation_id: conversationId }, language);
  }

  /** The answer's events, to its end. */
  async follow(key: string, messageId: string): Promise<{ status: number; events: VisitorEvent[] }> {
    const response = await fetch(`${this.app.url}/api/public/chat/${key}/messages/${messageId}/stream`, {
      headers: { 'x-forwarded-for': this.ip, ...(this.cookie && { cookie: this.cookie }) },
    });
    if (response.status !== 200) return { status: response.status, events: [] };
    const text = await response.text();
    const events = text
      .split('\n\n')
      .map((block) => /^data: (.*)$/m.exec(block)?.[1])
      .filter((data): data is string => Boolean(data))
      .map((data) => JSON.parse(data) as VisitorEvent);
    return { status: 200, events };
  }

  /** Asks and reads the whole answer: its text, its citations, its final status. */
  async answer(key: string, text: string, conversationId?: string) {
    const asked = await this.ask(key, text, conversationId);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const { events } = await this.follow(key, asked.body.data!.message_id as string);
    let content = '';
    let citations: VisitorCitation[] = [];
    for (const event of events) {
      content = content.slice(0, event.offset) + event.delta;
      if (event.citations) citations = event.citations;
    }
    return { content, citations, final: events.at(-1)!, conversationId: asked.body.data!.conversation_id as string };
  }
}

