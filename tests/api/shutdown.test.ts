import { request } from 'node:http';
import { createClient } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp } from '../support/app.ts';
import { TINY_PNG } from '../support/files.ts';

const PNG = TINY_PNG;

describe('graceful shutdown', () => {
  it('finishes an in-flight request, ends subscriptions, then stops accepting', async () => {
    const app = await startTestApp();
    const cookie = await app.signIn(await app.demoCreatorId());
    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      retryAttempts: 0,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      },
    });
    const ended = new Promise<string>((resolve) => {
      client.subscribe({ query: 'subscription { workspaceUpdated { name } }' }, {
        next: () => {},
        error: () => resolve('error'),
        complete: () => resolve('complete'),
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    // An upload whose body is still arriving when the shutdown begins.
    const boundary = 'x-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const upload = request(`${app.url}/api/upload`, {
      method: 'POST',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + PNG.length + tail.length },
    });
    const answered = new Promise<number>((resolve, reject) => {
      upload.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      upload.on('error', reject);
    });
    upload.write(head);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const closing = app.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    upload.end(Buffer.concat([PNG, tail]));

    expect(await answered).toBe(200);
    expect(['complete', 'error']).toContain(await ended);
    await closing;
    await expect(fetch(`${app.url}/healthz`)).rejects.toThrow();
    await client.dispose();
  });
});
