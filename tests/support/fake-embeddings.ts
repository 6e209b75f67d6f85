import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Words that mean the same thing share a dimension, so this model "understands" them the way a
 * real embedding model would: a text about cars is near a query about automobiles.
 */
const CONCEPTS: string[][] = [
  ['car', 'cars', 'automobile', 'vehicle', 'vehicles', '汽车', '车辆'],
  ['holiday', 'vacation', 'leave', '假期', '休假', '年假'],
  ['salary', 'pay', 'payroll', 'wage', '工资', '薪水', '薪酬'],
  ['laptop', 'computer', 'notebook', '电脑', '笔记本'],
  ['weather', 'rain', 'forecast', '天气', '下雨'],
];
const DIMENSIONS = CONCEPTS.length + 27;

/** The fake model's vector of a text: concept counts, and a faint trace of every other word. */
export function embed(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  const lower = text.toLowerCase();
  CONCEPTS.forEach((words, i) => {
    for (const word of words) vector[i]! += (lower.match(new RegExp(word, 'g')) ?? []).length;
  });
  for (const word of lower.match(/[a-z]+/g) ?? []) {
    let hash = 0;
    for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) % 27;
    vector[CONCEPTS.length + hash]! += 0.05;
  }
  return vector;
}

export type FakeEmbeddings = {
  /** The base URL to give as EMBEDDING_BASE_URL. */
  baseUrl: string;
  /** The inputs of each request received, in order. */
  requests: string[][];
  /** When set, the endpoint answers this status instead (an outage). */
  failWith: number | null;
  close: () => Promise<void>;
};

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (piece) => (data += piece));
    request.on('end', () => resolve(data));
  });

/** An OpenAI-compatible /embeddings endpoint on a local port, answering the documented shape. */
export async function startFakeEmbeddings(): Promise<FakeEmbeddings> {
  const fake = { requests: [], failWith: null } as unknown as FakeEmbeddings;
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/embeddings')) {
      response.writeHead(404).end();
      return;
    }
    const { input, model } = JSON.parse(await body(request)) as { input: string | string[]; model: string };
    const inputs = Array.isArray(input) ? input : [input];
    fake.requests.push(inputs);
    if (fake.failWith) {
      response.writeHead(fake.failWith, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'unavailable', type: 'server_error' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        object: 'list',
        model,
        data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: embed(text) })),
        usage: { prompt_tokens: inputs.join(' ').length, total_tokens: inputs.join(' ').length },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
