/**
 * Streaming cost of chat answers. Usage: npm run bench:chat -- [N=300] [tokens=40] [intervalMs=50] [rounds=3]
 *
 * Starts the server as a child process on a fresh Postgres database (DATABASE_URL, default the
 * local one), with a local OpenAI-compatible fake model that streams each answer at a fixed rate
 * and stamps every token with the time it sent it. N conversations ask at once and are followed
 * (first over graphql-ws, then over server-sent events); the model starts streaming once all are
 * followed, so the figures are those of streaming alone. A first, unprinted round over both
 * transports warms the server up (its code compiled by the JIT), as a server in use would be.
 * Printed per round and as the median of the rounds (this machine's load varies from one round to
 * the next): the added delay per token (model sends → client receives, through the server)
 * p50/p99, and the server's CPU time per streamed token.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { createClient } from 'graphql-ws';
import postgres from 'postgres';
import WebSocket from 'ws';

const [n = 300, tokens = 40, intervalMs = 50, rounds = 3] = process.argv.slice(2).map(Number);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const now = () => performance.timeOrigin + performance.now();

// The fake model: each token carries its send time, "⟨t⟩". Streams wait at a barrier until every
// conversation is asked and followed, so what is measured is streaming alone.
let arrived = 0;
let go: () => void = () => {};
let barrier = new Promise<void>((resolve) => (go = resolve));
const model = createServer((request, response) => {
  request.resume();
  request.on('end', async () => {
    arrived += 1;
    // A provider answers with its headers at once and streams the tokens after (as OpenAI's API
    // does); without this, Node holds the headers back until the first token.
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.flushHeaders();
    await barrier;
    // Conversations do not tick in step: each starts somewhere within one interval.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * intervalMs));
    for (let i = 0; i < tokens; i++) {
      const delta = `⟨${now().toFixed(3)}⟩`;
      response.write(`data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta: { content: delta }, finish_reason: null }] })}\n\n`);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    response.end('data: [DONE]\n\n');
  });
});
await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
const modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;

// A database of its own, with the quota out of the way.
const name = `bench_${randomBytes(4).toString('hex')}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;

const port = 18000 + Math.floor(Math.random() * 1000);
// As `npm start` runs it (a young generation large enough that a stream's short-lived objects die
// young instead of being promoted and collected by the costlier old-generation collector).
const server = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROFILE] : []), '--max-semi-space-size=64', '--import', 'tsx', 'bff/src/main.ts'], {
  env: { ...process.env, DATABASE_URL: url.toString(), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', LLM_BASE_URL: modelUrl, LLM_MODEL: 'bench', REDIS_URL: '', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_IP_PER_MINUTE: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
server.stdout!.on('data', (chunk) => (output += chunk));
const link = await new Promise<string>((resolve, reject) => {
  const timer = setInterval(() => {
    const found = /\/api\/auth\/link\/\S+/.exec(output)?.[0];
    if (found) {
      clearInterval(timer);
      resolve(found);
    }
  }, 100);
  server.on('exit', () => reject(new Error(`server exited:\n${output}`)));
});
const base = `http://127.0.0.1:${port}`;
const cookie = ((await fetch(`${base}${link}`, { redirect: 'manual' })).headers.get('set-cookie') ?? '').split(';')[0]!;
const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
await db`update workspaces set version = 'ultimate'`;

const cpu = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ms (100 Hz clock)
};

async function ask(): Promise<string> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: 'mutation ($t: String!) { sendMessage(input: { text: $t }) { ... on SendMessagePayload { answer { id } } ... on Error { message } } }', variables: { t: 'benchmark question' } }),
  });
  const body = (await response.json()) as { data: { sendMessage: { answer?: { id: string }; message?: string } } };
  if (!body.data.sendMessage.answer) throw new Error(body.data.sendMessage.message ?? 'no answer');
  return body.data.sendMessage.answer.id;
}

/**
 * Delays of the tokens in a piece of text (each token's stamp against its arrival). Tokens sent
 * before the client was following (the first event's catch-up text) are not a delay the server
 * added, so only tokens stamped after `since` count.
 */
function stamps(text: string, since: number, delays: number[]) {
  const arrived = now();
  for (const match of text.matchAll(/⟨([\d.]+)⟩/g)) {
    const sent = Number(match[1]);
    if (sent > since) delays.push(arrived - sent);
  }
}

/** Asks N questions and waits until the model holds all N requests. */
async function askAll() {
  arrived = 0;
  barrier = new Promise<void>((resolve) => (go = resolve));
  const ids = await Promise.all(Array.from({ length: n }, ask));
  while (arrived < n) await new Promise((resolve) => setTimeout(resolve, 20));
  return ids;
}

let streamingCpu = 0;
let clientCpu = 0;
let following = 0;
/** Once every client follows its answer: open the barrier and count the server's CPU from here. */
async function release(done: Promise<unknown>) {
  while (following < n) await new Promise((resolve) => setTimeout(resolve, 20));
  const before = cpu();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const window = process.hrtime.bigint() / 1000n;
  go();
  await done;
  // With a profile, where the streaming was (the profile's clock is the same monotonic clock, in µs).
  if (process.env.BENCH_PROFILE) console.error(`streaming window ${window} ${process.hrtime.bigint() / 1000n}`);
  streamingCpu = cpu() - before;
  const own = process.cpuUsage(ownBefore);
  // The model and the clients share this machine's cores with the server: their load is part of the picture.
  clientCpu = (own.user + own.system) / 1000 / (performance.now() - started);
}

async function overGraphqlWs(): Promise<number[]> {
  const delays: number[] = [];
  const ids = await askAll();
  following = 0;
  const streams = Promise.all(
    ids.map(
      (id) =>
        new Promise<void>((resolve, reject) => {
          const client = createClient({
            url: `${base.replace('http', 'ws')}/graphql`,
            webSocketImpl: class extends WebSocket {
              constructor(address: string, protocols?: string | string[]) {
                super(address, protocols, { headers: { cookie } });
              }
            },
          });
          let since = Number.POSITIVE_INFINITY;
          client.subscribe<{ answerStream: { delta: string; status: string } }>(
            { query: 'subscription ($id: ID!) { answerStream(messageId: $id) { delta status } }', variables: { id } },
            {
              next: ({ data }) => {
                if (since === Number.POSITIVE_INFINITY) {
                  since = now();
                  following += 1;
                } else stamps(data!.answerStream.delta, since, delays);
              },
              error: reject,
              complete: () => void Promise.resolve(client.dispose()).then(() => resolve()),
            },
          );
        }),
    ),
  );
  await release(streams);
  return delays;
}

async function overSse(): Promise<number[]> {
  const delays: number[] = [];
  const ids = await askAll();
  following = 0;
  const streams = Promise.all(
    ids.map(async (id) => {
      const response = await fetch(`${base}/api/chat/messages/${id}/stream`, { headers: { cookie } });
      const decoder = new TextDecoder();
      let since = Number.POSITIVE_INFINITY;
      for await (const chunk of response.body!) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        if (since === Number.POSITIVE_INFINITY) {
          since = now();
          following += 1;
        } else stamps(text, since, delays);
      }
    }),
  );
  await release(streams);
  return delays;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

console.log(`bench:chat — ${n} concurrent conversations, ${tokens} tokens each every ${intervalMs} ms, server on Postgres, ${rounds} rounds per transport`);
await overGraphqlWs();
await overSse();
// Rounds alternate between the transports, so that a noisy stretch of the machine hits both.
const results: Record<'graphql-ws' | 'SSE', { p50: number; p99: number; cpu: number }[]> = { 'graphql-ws': [], SSE: [] };
for (let round = 1; round <= rounds; round++) {
  for (const [label, run] of [['graphql-ws', overGraphqlWs], ['SSE', overSse]] as const) {
    const delays = await run();
    const result = { p50: quantile(delays, 0.5), p99: quantile(delays, 0.99), cpu: (streamingCpu / Math.max(1, delays.length)) * 1000 };
    results[label].push(result);
    console.log(
      `round ${round}  ${label.padEnd(10)} tokens ${String(delays.length).padStart(6)}   added delay p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   server CPU ${result.cpu.toFixed(0)} µs/token   bench's own load ${(clientCpu * 100).toFixed(0)}% of a core`,
    );
  }
}
const median = (values: number[]) => quantile(values, 0.5);
for (const [label, rows] of Object.entries(results)) {
  console.log(
    `${label.padEnd(10)} median of ${rounds} rounds: added delay p50 ${median(rows.map((r) => r.p50)).toFixed(1)} ms   p99 ${median(rows.map((r) => r.p99)).toFixed(1)} ms   server CPU ${median(rows.map((r) => r.cpu)).toFixed(0)} µs/token`,
  );
}

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await db.end();
await admin.unsafe(`drop database if exists ${name} with (force)`);
await admin.end();
model.close();
process.exit(0);
