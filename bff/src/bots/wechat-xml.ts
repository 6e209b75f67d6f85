import { XMLParser, type EntityDecoderOptions } from 'fast-xml-parser';

/**
 * WeChat never sends a document type, and one could declare entities that expand without end. The
 * parser hands every DOCTYPE it reads in the markup to its entity decoder, which refuses it; a
 * follower's text is CDATA, never read as markup, so whatever it holds is answered as typed.
 */
const refusingDocumentTypes: EntityDecoderOptions = {
  addInputEntities: () => {
    throw new Error('a document type in a WeChat message');
  },
  setExternalEntities: () => {},
  reset: () => {},
  decode: (text) => text,
  setXmlVersion: () => {},
};

/**
 * WeChat's messages are flat XML: `<xml><ToUserName><![CDATA[…]]></ToUserName>…</xml>`. Values
 * stay strings (a MsgId has more digits than a JavaScript number holds); no entity is expanded,
 * not even XML's own (WeChat writes every text in CDATA); no attributes, no DTDs.
 */
const parser = new XMLParser({
  parseTagValue: false,
  trimValues: false,
  ignoreAttributes: true,
  processEntities: false,
  entityDecoder: refusingDocumentTypes,
  ignoreDeclaration: true,
});

export type WechatFields = Record<string, string>;

/** The fields of a `<xml>` message (nested elements, which WeChat does not send to bots, are dropped); null when it is not one. */
export function parseWechatXml(body: string): WechatFields | null {
  let parsed: unknown;
  try {
    parsed = parser.parse(body);
  } catch {
    return null;
  }
  const root = (parsed as { xml?: unknown } | null)?.xml;
  if (!root || typeof root !== 'object') return null;
  return Object.fromEntries(Object.entries(root).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A value inside CDATA: `]]>` cannot appear in one, so it is split across two sections. */
const cdata = (value: string) => `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** A passive text reply (to: the follower's openid; from: the account's origin id). */
export function textReplyXml(input: { to: string; from: string; content: string; now: Date }) {
  return `<xml><ToUserName>${cdata(input.to)}</ToUserName><FromUserName>${cdata(input.from)}</FromUserName><CreateTime>${Math.floor(
    input.now.getTime() / 1000,
  )}</CreateTime><MsgType><![CDATA[text]]></MsgType><Content>${cdata(input.content)}</Content></xml>`;
}

/** The envelope of an encrypted passive reply. */
export function encryptedReplyXml(input: { encrypt: string; signature: string; timestamp: string; nonce: string }) {
  return `<xml><Encrypt>${cdata(input.encrypt)}</Encrypt><MsgSignature>${cdata(input.signature)}</MsgSignature><TimeStamp>${input.timestamp}</TimeStamp><Nonce>${cdata(
    input.nonce,
  )}</Nonce></xml>`;
}
