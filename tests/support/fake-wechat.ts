import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { wechatDecrypt, wechatEncrypt, wechatSignature } from '../../bff/src/bots/wechat-crypto.ts';

/**
 * WeChat's API, as a bot's server calls it (`/cgi-bin/token`, `/cgi-bin/message/custom/send`), on a
 * local port: tokens it issued and has not expired are accepted; `expireTokens` makes WeChat
 * forget them (errcode 42001 from then on), `refuse` makes it refuse messages as it does a
 * follower silent for over 48 hours (45015).
 */
export type FakeWechat = {
  baseUrl: string;
  appId: string;
  appSecret: string;
  /** Token requests received. */
  tokenRequests: number;
  /** Token requests answered (after `tokenDelayMs`). */
  tokenAnswers: number;
  /** Customer-service messages accepted, in order. */
  sent: { touser: string; content: string }[];
  /** Sends refused (any reason), in order. */
  refusals: { errcode: number; touser: string }[];
  /** How long the tokens it issues last, in seconds. */
  expiresIn: number;
  refuse: boolean;
  /** How long a token request takes (so that requests made at once overlap). */
  tokenDelayMs: number;
  expireTokens: () => void;
  close: () => Promise<void>;
};

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (piece) => (data += piece));
    request.on('end', () => resolve(data));
  });

export async function startFakeWechat(appId = 'wx1234567890abcdef', appSecret = 'fake-wechat-secret'): Promise<FakeWechat> {
  const live = new Set<string>();
  const fake = { appId, appSecret, tokenRequests: 0, tokenAnswers: 0, sent: [], refusals: [], expiresIn: 7200, refuse: false, tokenDelayMs: 0 } as unknown as FakeWechat;
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const json = (value: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (request.method === 'GET' && url.pathname === '/cgi-bin/token') {
      fake.tokenRequests++;
      if (fake.tokenDelayMs) await new Promise((resolve) => setTimeout(resolve, fake.tokenDelayMs));
      fake.tokenAnswers++;
      if (url.searchParams.get('grant_type') !== 'client_credential' || url.searchParams.get('appid') !== fake.appId || url.searchParams.get('secret') !== fake.appSecret) {
        return json({ errcode: 40125, errmsg: 'invalid appsecret' });
      }
      const token = `tok_${randomBytes(8).toString('hex')}`;
      live.add(token);
      return json({ access_token: token, expires_in: fake.expiresIn });
    }
    if (request.method === 'POST' && url.pathname === '/cgi-bin/message/custom/send') {
      const message = JSON.parse(await body(request)) as { touser: string; msgtype: string; text: { content: string } };
      if (!live.has(url.searchParams.get('access_token') ?? '')) {
        fake.refusals.push({ errcode: 42001, touser: message.touser });
        return json({ errcode: 42001, errmsg: 'access_token expired' });
      }
      if (fake.refuse) {
        fake.refusals.push({ errcode: 45015, touser: message.touser });
        return json({ errcode: 45015, errmsg: 'response out of time limit or subscription is canceled' });
      }
      if (message.msgtype !== 'text' || Buffer.byteLength(message.text.content) > 2048) return json({ errcode: 45002, errmsg: 'content size out of limit' });
      fake.sent.push({ touser: message.touser, content: message.text.content });
      return json({ errcode: 0, errmsg: 'ok' });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.expireTokens = () => live.clear();
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** What WeChat's servers send a bot's callback: a message, signed, in plain or safe mode. */
export type WechatAccount = { callbackUrl: string; token: string; encodingAesKey: string; appId: string; originId: string };

export type WechatMessage = { from: string; text?: string; msgId?: string; event?: 'subscribe' | 'unsubscribe'; createTime?: number };

/** A text in CDATA as WeChat writes it: a `]]>` the text holds ends one section and starts the next. */
const cdata = (value: string) => `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

export function messageXml(account: Pick<WechatAccount, 'originId'>, message: WechatMessage) {
  const time = message.createTime ?? Math.floor(Date.now() / 1000);
  const common = `<ToUserName>${cdata(account.originId)}</ToUserName><FromUserName>${cdata(message.from)}</FromUserName><CreateTime>${time}</CreateTime>`;
  if (message.event) return `<xml>${common}<MsgType><![CDATA[event]]></MsgType><Event>${cdata(message.event)}</Event></xml>`;
  const msgId = message.msgId ?? `${randomInt(1, 2 ** 40)}${randomInt(100000, 999999)}`;
  return `<xml>${common}<MsgType><![CDATA[text]]></MsgType><Content>${cdata(message.text ?? '')}</Content><MsgId>${msgId}</MsgId></xml>`;
}

export type Delivery = { status: number; body: string; ms: number };

/** Posts a message to the callback as WeChat does; in safe mode (`aes`) encrypted and signed twice. */
export async function postToBot(account: WechatAccount, xml: string, mode: 'plain' | 'aes', options: { forge?: 'signature' | 'msg_signature' } = {}): Promise<Delivery> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = String(randomInt(1, 2 ** 31));
  const query = new URLSearchParams({ signature: wechatSignature(account.token, timestamp, nonce), timestamp, nonce });
  if (options.forge === 'signature') query.set('signature', createHash('sha1').update('forged').digest('hex'));
  let payload = xml;
  if (mode === 'aes') {
    const encrypt = wechatEncrypt(account.encodingAesKey, account.appId, xml);
    query.set('encrypt_type', 'aes');
    query.set('msg_signature', options.forge === 'msg_signature' ? createHash('sha1').update('forged').digest('hex') : wechatSignature(account.token, timestamp, nonce, encrypt));
    payload = `<xml><ToUserName><![CDATA[${account.originId}]]></ToUserName><Encrypt><![CDATA[${encrypt}]]></Encrypt></xml>`;
  }
  const started = Date.now();
  const response = await fetch(`${account.callbackUrl}?${query}`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: payload });
  return { status: response.status, body: await response.text(), ms: Date.now() - started };
}

/** The text of a passive reply (decrypted and its signature checked, in safe mode); null for `success`. */
export function replyText(account: WechatAccount, body: string): { content: string; to: string; from: string } | null {
  if (body === 'success' || body === '') return null;
  let xml = body;
  const encrypt = /<Encrypt><!\[CDATA\[(.*?)\]\]><\/Encrypt>/s.exec(body)?.[1];
  if (encrypt) {
    const signature = /<MsgSignature><!\[CDATA\[(.*?)\]\]>/.exec(body)?.[1];
    const timestamp = /<TimeStamp>(\d+)<\/TimeStamp>/.exec(body)?.[1] ?? '';
    const nonce = /<Nonce><!\[CDATA\[(.*?)\]\]>/.exec(body)?.[1] ?? '';
    if (signature !== wechatSignature(account.token, timestamp, nonce, encrypt)) throw new Error('reply signature mismatch');
    xml = wechatDecrypt(account.encodingAesKey, account.appId, encrypt);
  }
  const field = (name: string) => new RegExp(`<${name}><!\\[CDATA\\[(.*?)\\]\\]></${name}>`, 's').exec(xml)?.[1] ?? '';
  return { content: field('Content'), to: field('ToUserName'), from: field('FromUserName') };
}
