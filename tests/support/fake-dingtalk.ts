import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { dingSign } from '../../bff/src/bots/dingtalk-api.ts';

/**
 * DingTalk's open API, as a robot's server calls it, on a local port: `/gettoken`, the user lookup
 * `/topapi/v2/user/get` (staff id → mobile), and the session webhooks
 * `/robot/sendBySession?session=…` a callback names, each recording what it was sent.
 */
export type FakeDingtalk = {
  baseUrl: string;
  appKey: string;
  appSecret: string;
  /** Staff ids DingTalk knows, with their mobile numbers. */
  mobiles: Map<string, string>;
  userLookups: string[];
  /** What was posted to session webhooks, by session. */
  posts: { session: string; body: { msgtype: string; text?: { content: string }; markdown?: { title: string; text: string } } }[];
  close: () => Promise<void>;
};

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (piece) => (data += piece));
    request.on('end', () => resolve(data));
  });

export async function startFakeDingtalk(appKey = 'dingfakeappkey', appSecret = 'fake-dingtalk-secret'): Promise<FakeDingtalk> {
  const tokens = new Set<string>();
  const fake = { appKey, appSecret, mobiles: new Map(), userLookups: [], posts: [] } as unknown as FakeDingtalk;
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const json = (value: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (request.method === 'GET' && url.pathname === '/gettoken') {
      if (url.searchParams.get('appkey') !== fake.appKey || url.searchParams.get('appsecret') !== fake.appSecret) return json({ errcode: 40089, errmsg: '不合法的corpid或corpsecret' });
      const token = randomBytes(8).toString('hex');
      tokens.add(token);
      return json({ errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 });
    }
    if (request.method === 'POST' && url.pathname === '/topapi/v2/user/get') {
      if (!tokens.has(url.searchParams.get('access_token') ?? '')) return json({ errcode: 88, errmsg: 'invalid access token' });
      const { userid } = JSON.parse(await read(request)) as { userid: string };
      fake.userLookups.push(userid);
      const mobile = fake.mobiles.get(userid);
      if (!mobile) return json({ errcode: 60121, errmsg: '找不到该用户' });
      return json({ errcode: 0, errmsg: 'ok', result: { userid, mobile, state_code: '86', name: 'someone' } });
    }
    if (request.method === 'POST' && url.pathname === '/robot/sendBySession') {
      fake.posts.push({ session: url.searchParams.get('session') ?? '', body: JSON.parse(await read(request)) });
      return json({ errcode: 0, errmsg: 'ok' });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

export type DingCallback = {
  text?: string;
  msgtype?: string;
  msgId?: string;
  conversationType?: '1' | '2';
  isInAtList?: boolean;
  senderStaffId?: string;
  /** The sender's id in DingTalk's own form (`$:LWCP_v1:$…`), unless given. */
  senderId?: string;
  session?: string;
  /** The session webhook's own address, when not the fake's. */
  sessionWebhook?: string;
  expiresInMs?: number;
};

/** A robot message as DingTalk posts it to a bot's receive URL, signed with the app secret at `timestampMs`. */
export async function callBot(
  fake: FakeDingtalk,
  receiveUrl: string,
  message: DingCallback,
  options: { timestampMs?: number; secret?: string; sign?: string } = {},
): Promise<{ status: number; body: { code: number; message: string; data: unknown } }> {
  const timestamp = String(options.timestampMs ?? Date.now());
  const session = message.session ?? randomBytes(8).toString('hex');
  const body = {
    conversationId: `cid${session}`,
    atUsers: [],
    chatbotCorpId: 'dingcorp',
    chatbotUserId: '$:LWCP_v1:$bot',
    msgId: message.msgId ?? `msg${randomBytes(8).toString('hex')}`,
    senderNick: '钉钉用户',
    isAdmin: false,
    senderStaffId: message.senderStaffId ?? '',
    sessionWebhookExpiredTime: Date.now() + (message.expiresInMs ?? 60 * 60 * 1000),
    createAt: Date.now(),
    senderCorpId: 'dingcorp',
    conversationType: message.conversationType ?? '1',
    senderId: message.senderId ?? '$:LWCP_v1:$sender',
    isInAtList: message.isInAtList ?? message.conversationType !== '2',
    sessionWebhook: message.sessionWebhook ?? `${fake.baseUrl}/robot/sendBySession?session=${session}`,
    robotCode: fake.appKey,
    msgtype: message.msgtype ?? 'text',
    ...(message.msgtype === undefined || message.msgtype === 'text' ? { text: { content: ` ${message.text ?? ''}` } } : {}),
  };
  const response = await fetch(receiveUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', timestamp, sign: options.sign ?? dingSign(timestamp, options.secret ?? fake.appSecret) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
