import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';

type Line = { workspace_id: string; seq: number; entry_id: string; action: string; object_label: string | null };

/** A SIEM's collector: takes JSON Lines by POST, refusing the first ones it is told to (as one that is down), as slowly as it is told to. */
async function startCollector() {
  const collector = { received: [] as Line[], requests: 0, refuseNext: 0, delayMs: 0, authorization: [] as (string | undefined)[], url: '', close: async () => {} };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', async () => {
      collector.requests += 1;
      await new Promise((resolve) => setTimeout(resolve, collector.delayMs));
      collector.authorization.push(request.headers.authorization);
      if (collector.refuseNext > 0) {
        collector.refuseNext -= 1;
        response.writeHead(503).end();
        return;
      }
      expect(request.headers['content-type']).toBe('application/x-ndjson');
      collector.received.push(...body.trim().split('\n').map((line) => JSON.parse(line) as Line));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  collector.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ingest`;
  collector.close = () => new Promise((resolve) => server.close(() => resolve()));
  return collector;
}

/**
 * The SIEM stream: every workspace's audit log delivered as JSON Lines to an HTTP collector and to
 * a file, each workspace's entries in order and none lost while the collector is down (retried; a
 * copy sent twice carries the same entry ID).
 */
describe('audit log stream', () => {
  let app: TestApp;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let folder: string;

  beforeAll(async () => {
    collector = await startCollector();
    folder = await mkdtemp(path.join(os.tmpdir(), 'audit-stream-'));
    app = await startTestApp({ AUDIT_STREAM_URL: collector.url, AUDIT_STREAM_TOKEN: 'siem-secret', AUDIT_STREAM_FILE: path.join(folder, 'audit.jsonl') });
  });
  afterAll(async () => {
    await app?.stop();
    await collector?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const inFile = async () =>
    (await readFile(path.join(folder, 'audit.jsonl'), 'utf8').catch(() => ''))
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line);
  /** Each workspace's entries as a receiver ends up with them: copies of one entry counted once. */
  const byWorkspace = (lines: Line[]) => {
    const seen = new Map<string, Line>();
    for (const line of lines) seen.set(line.entry_id, line);
    const grouped = new Map<string, number[]>();
    for (const line of seen.values()) grouped.set(line.workspace_id, [...(grouped.get(line.workspace_id) ?? []), line.seq]);
    return grouped;
  };

  it('delivers each workspace’s entries in order, to the collector and the file, through the collector’s outage', async () => {
    const { db } = app.deps.database;
    const first = await createWorkspaceWithCreator(db, '流一');
    const second = await createWorkspaceWithCreator(db, '流二');
    const cookies = [await app.signIn(first.creator.id), await app.signIn(second.creator.id)];
    collector.refuseNext = 2;
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => app.graphql(`mutation { createRole(input: { name: "流角色${i}" }) { __typename } }`, { cookie: cookies[i % 2]! })),
    );

    await expect.poll(() => byWorkspace(collector.received).get(first.workspace.id)?.length ?? 0, { timeout: 20_000 }).toBe(6);
    await expect.poll(() => byWorkspace(collector.received).get(second.workspace.id)?.length ?? 0, { timeout: 20_000 }).toBe(6);
    // Refused twice, then taken: nothing lost, each workspace's entries in the order they were numbered.
    expect(collector.requests).toBeGreaterThanOrEqual(4);
    for (const workspace of [first.workspace.id, second.workspace.id]) {
      const delivered = collector.received.filter((line) => line.workspace_id === workspace).map((line) => line.seq);
      expect(delivered).toEqual([...delivered].sort((a, b) => a - b));
      expect(byWorkspace(collector.received).get(workspace)).toEqual([1, 2, 3, 4, 5, 6]);
    }
    expect(collector.authorization.every((value) => value === 'Bearer siem-secret')).toBe(true);
    expect(collector.received[0]).toMatchObject({ action: 'role.created', object_label: expect.stringMatching(/^流角色/) });

    // The file has the same entries, in the same order per workspace.
    await expect.poll(async () => byWorkspace(await inFile()).get(second.workspace.id)?.length ?? 0, { timeout: 20_000 }).toBe(6);
    expect(byWorkspace(await inFile()).get(first.workspace.id)).toEqual([1, 2, 3, 4, 5, 6]);

    // Later acts follow, once each.
    const before = collector.received.length;
    await app.graphql('mutation { createRole(input: { name: "后来的角色" }) { __typename } }', { cookie: cookies[0]! });
    await expect.poll(() => collector.received.length, { timeout: 20_000 }).toBe(before + 1);
    expect(collector.received.at(-1)).toMatchObject({ workspace_id: first.workspace.id, seq: 7, object_label: '后来的角色' });
  });

  it('keeps answering while a slow collector takes a batch, and delivers what was appended meanwhile at once', async () => {
    const third = await createWorkspaceWithCreator(app.deps.database.db, '流三');
    const cookie = await app.signIn(third.creator.id);
    const delivered = () => byWorkspace(collector.received).get(third.workspace.id) ?? [];
    collector.delayMs = 2_000;
    try {
      // News of a workspace with no entries here (deleted since, or another database's on a shared bus) holds nothing up.
      app.deps.pubsub.publish('audit:appended', 'all', { workspaceId: randomUUID() });
      const requests = collector.requests;
      await app.graphql('mutation { createRole(input: { name: "途中一" }) { __typename } }', { cookie });
      // The first entry's batch has reached the collector, which is slow to take it.
      await expect.poll(() => collector.requests, { timeout: 5_000 }).toBe(requests + 1);
      const second = await app.graphql<{ createRole: { __typename: string } }>('mutation { createRole(input: { name: "途中二" }) { __typename } }', { cookie });
      // Done before the collector has taken the first batch: the delivery holds up no one.
      expect(second.data!.createRole.__typename).toBe('RolePayload');
      expect(delivered()).toEqual([]);
      // The entry appended meanwhile follows without waiting for the minute's sweep.
      await expect.poll(delivered, { timeout: 10_000 }).toEqual([1, 2]);
    } finally {
      collector.delayMs = 0;
    }
  });
});
