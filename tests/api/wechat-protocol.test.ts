import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { wechatEncrypt, wechatSignature } from '../../bff/src/bots/wechat-crypto.ts';
import { messageXml, postToBot, replyText } from '../support/fake-wechat.ts';
import { FAST, wechatBotWorld } from '../support/wechat-bot-world.ts';

/**
 * The WeChat Official Account bot's wire protocol against a local WeChat: the URL check and
 * Tencent's test vectors through the real callback, safe mode both ways, and forged signatures.
 */
describe('WeChat Official Account bot: protocol', () => {
  const world = wechatBotWorld();
  const { account, bind, makeBot } = world;

  it('answers the URL check with Tencent’s vector, and nothing to a forged one', async () => {
    const bot = await makeBot({ token: 'AAAAA' });
    const url = `${account(bot).callbackUrl}?timestamp=1714037059&nonce=486452656&echostr=hello-echo`;
    const good = await fetch(`${url}&signature=899cf89e464efb63f54ddac96b0a0a235f53aa78`);
    expect([good.status, await good.text()]).toEqual([200, 'hello-echo']);
    const forged = await fetch(`${url}&signature=899cf89e464efb63f54ddac96b0a0a235f53aa79`);
    expect(forged.status).toBe(403);
    expect(await forged.text()).not.toContain('hello-echo');
    // A callback path no bot has.
    expect((await fetch(`${world.app.url}/api/bots/wechat/${'x'.repeat(32)}?${new URL(url).search.slice(1)}`)).status).toBe(404);
  });

  it('reads Tencent’s safe-mode samples and answers them encrypted, once', async () => {
    expect(wechatEncrypt('abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', 'wxb11529c136998cb6', '我是中文abcd123', Buffer.from('aaaabbbbccccdddd'))).toBe(
      'jn1L23DB+6ELqJ+6bruv21Y6MD7KeIfP82D6gU39rmkgczbWwt5+3bnyg5K55bgVtVzd832WzZGMhkP72vVOfg==',
    );
    const samples = [
      {
        token: 'spamtest',
        encodingAesKey: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
        appId: 'wx2c2769f8efd9abc2',
        timestamp: '1409735669',
        nonce: '1320562132',
        msgSignature: '5d197aaffba7e9b25a30732f161a50dee96bd5fa',
        to: 'oyORnuP8q7ou2gfYjqLzSIWZf0rs',
        encrypt:
          'hyzAe4OzmOMbd6TvGdIOO6uBmdJoD0Fk53REIHvxYtJlE2B655HuD0m8KUePWB3+LrPXo87wzQ1QLvbeUgmBM4x6F8PGHQHFVAFmOD2LdJF9FrXpbUAh0B5GIItb52sn896wVsMSHGuPE328HnRGBcrS7C41IzDWyWNlZkyyXwon8T332jisa+h6tEDYsVticbSnyU8dKOIbgU6ux5VTjg3yt+WGzjlpKn6NPhRjpA912xMezR4kw6KWwMrCVKSVCZciVGCgavjIQ6X8tCOp3yZbGpy0VxpAe+77TszTfRd5RJSVO/HTnifJpXgCSUdUue1v6h0EIBYYI1BD1DlD+C0CR8e6OewpusjZ4uBl9FyJvnhvQl+q5rv1ixrcpCumEPo5MJSgM9ehVsNPfUM669WuMyVWQLCzpu9GhglF2PE=',
      },
      {
        token: '123456',
        encodingAesKey: 'kWxPEV2UEDyxWpmPdKC3F4dgPDmOvfKX1HGnEUDS1aR',
        appId: 'wx49f0ab532d5d035a',
        timestamp: '1411525903',
        nonce: '461056294',
        msgSignature: '74d92dfeb87ba7c714f89d98870ae5eb62dff26d',
        to: 'messense',
        encrypt:
          'RgqEoJj5A4EMYlLvWO1F86ioRjZfaex/gePD0gOXTxpsq5Yj4GNglrBb8I2BAJVODGajiFnXBu7mCPatfjsu6IHCrsTyeDXzF6Bv283dGymzxh6ydJRvZsryDyZbLTE7rhnus50qGPMfp2wASFlzEgMW9z1ef/RD8XzaFYgm7iTdaXpXaG4+BiYyolBug/gYNx410cvkKR2/nPwBiT+P4hIiOAQqGp/TywZBtDh1yCF2KOd0gpiMZ5jSw3e29mTvmUHzkVQiMS6td7vXUaWOMZnYZlF3So2SjHnwh4jYFxdgpkHHqIrH/54SNdshoQgWYEvccTKe7FS709/5t6NMxuGhcUGAPOQipvWTT4dShyqio7mlsl5noTrb++x6En749zCpQVhDpbV6GDnTbcX2e8K9QaNWHp91eBdCRxthuL0=',
      },
    ];
    for (const sample of samples) {
      const bot = await makeBot({ token: sample.token, encodingAesKey: sample.encodingAesKey, appId: sample.appId, originId: 'gh_10f6c3c3ac5a', defaultReply: 'kxdefaultreply' });
      const acc = account(bot);
      const post = (msgSignature: string) =>
        fetch(`${acc.callbackUrl}?${new URLSearchParams({
          signature: wechatSignature(sample.token, sample.timestamp, sample.nonce),
          timestamp: sample.timestamp,
          nonce: sample.nonce,
          encrypt_type: 'aes',
          msg_signature: msgSignature,
        })}`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: `<xml><ToUserName><![CDATA[gh_10f6c3c3ac5a]]></ToUserName><Encrypt><![CDATA[${sample.encrypt}]]></Encrypt></xml>` });
      // The message signature is over the ciphertext too: a wrong one is refused before anything is read.
      expect((await post(sample.msgSignature.replace(/^./, (c) => (c === '0' ? '1' : '0')))).status).toBe(403);
      const response = await post(sample.msgSignature);
      expect(response.status).toBe(200);
      const reply = replyText(acc, await response.text())!;
      // Nobody bound yet: the default reply and the link that binds the follower.
      expect(reply.to).toBe(sample.to);
      expect(reply.content).toContain('kxdefaultreply');
      expect(reply.content).toContain('微信账号未绑定');
      // WeChat's retry of the same MsgId starts nothing more.
      expect(await (await post(sample.msgSignature)).text()).toBe('success');
    }
    // The same ciphertext does not open for another account (its AppID ends the plaintext).
    const other = await makeBot({ token: 'spamtest', encodingAesKey: samples[0]!.encodingAesKey, appId: 'wx0000000000000000' });
    const refused = await fetch(`${account(other).callbackUrl}?${new URLSearchParams({
      signature: wechatSignature('spamtest', samples[0]!.timestamp, samples[0]!.nonce),
      timestamp: samples[0]!.timestamp,
      nonce: samples[0]!.nonce,
      encrypt_type: 'aes',
      msg_signature: samples[0]!.msgSignature,
    })}`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: `<xml><Encrypt><![CDATA[${samples[0]!.encrypt}]]></Encrypt></xml>` });
    expect(refused.status).toBe(403);
  });

  it('answers a follower’s text as typed whatever markup it holds, and refuses a document that declares a DTD, plain and safe', async () => {
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_markup', world.creator);
    world.model.behaviour = FAST;
    // A follower's text is CDATA (a `]]>` in it ends one section and starts the next), where nothing is markup.
    const texts = [
      '<!DOCTYPE x>',
      '<!doctype html><html></html>',
      '<!ENTITY a "b">',
      '<!DOCTYPE xml [<!ENTITY a "aaaa">]>&a;',
      '&xxe; &amp;lt; &#60;',
      'a]]>b',
      ']]>',
      '<![CDATA[x]]>',
      '<![CDATA[',
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!-- 注释 -->出差补贴？',
      '</Content></xml><xml><Content>',
    ];
    for (const mode of ['plain', 'aes'] as const) {
      for (const text of texts) {
        const label = `${mode}: ${text}`;
        const delivery = await postToBot(acc, messageXml(acc, { from: 'o_markup', text }), mode);
        expect(delivery.status, label).toBe(200);
        expect(replyText(acc, delivery.body)!.content, label).toContain('出差补贴每天一百二十元');
        expect(world.model.requests.at(-1)!.messages.at(-1)!.content, label).toBe(text);
      }
    }

    // A document that declares a DTD itself is no message WeChat sends: refused, nothing expanded or asked.
    const withContent = (content: string) => messageXml(acc, { from: 'o_markup', text: 'x' }).replace('<Content><![CDATA[x]]></Content>', `<Content>${content}</Content>`);
    const declaring = [
      `<!DOCTYPE xml [<!ENTITY a "出差补贴是多少？">]>${withContent('&a;')}`,
      `<?xml version="1.0"?><!DOCTYPE xml>${withContent('<![CDATA[出差补贴是多少？]]>')}`,
      `<!DOCTYPE xml SYSTEM "${world.app.url}/healthz">${withContent('<![CDATA[出差补贴是多少？]]>')}`,
      `<!DOCTYPE xml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>${withContent('&c;')}`,
    ];
    const asked = world.model.requests.length;
    for (const mode of ['plain', 'aes'] as const) {
      for (const body of declaring) expect((await postToBot(acc, body, mode)).status, `${mode}: ${body}`).toBe(400);
    }
    // In safe mode, the envelope around the ciphertext may not declare one either.
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = '20261126';
    const encrypt = wechatEncrypt(acc.encodingAesKey, acc.appId, messageXml(acc, { from: 'o_markup', text: '出差补贴是多少？' }));
    const query = new URLSearchParams({ signature: wechatSignature(acc.token, timestamp, nonce), timestamp, nonce, encrypt_type: 'aes', msg_signature: wechatSignature(acc.token, timestamp, nonce, encrypt) });
    const envelope = await fetch(`${acc.callbackUrl}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: `<!DOCTYPE xml [<!ENTITY e "${encrypt}">]><xml><ToUserName><![CDATA[gh_test]]></ToUserName><Encrypt>&e;</Encrypt></xml>`,
    });
    expect(envelope.status).toBe(400);
    expect(world.model.requests.length).toBe(asked);
  });

  it('refuses forged signatures without answering or spending anything', async () => {
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_forged', world.creator);
    const asked = world.model.requests.length;
    for (const [mode, forge] of [['plain', 'signature'], ['aes', 'signature'], ['aes', 'msg_signature']] as const) {
      const delivery = await postToBot(acc, messageXml(acc, { from: 'o_forged', text: '出差补贴是多少？' }), mode, { forge });
      expect(delivery.status).toBe(403);
    }
    // Signed with another bot's token.
    const other = await makeBot();
    const crossed = await postToBot({ ...acc, token: other.token }, messageXml(acc, { from: 'o_forged', text: '出差补贴是多少？' }), 'plain');
    expect(crossed.status).toBe(403);
    expect(world.model.requests.length).toBe(asked);
    const tampered = await fetch(`${acc.callbackUrl}?signature=${createHash('sha1').update('x').digest('hex')}`, { method: 'POST', body: '<xml/>', headers: { 'content-type': 'text/xml' } });
    expect(tampered.status).toBe(403);
    // Signed, but no message WeChat sends: a document type (entities), or no XML at all.
    for (const body of ['<!DOCTYPE xml [<!ENTITY a "aaaa">]><xml><FromUserName>&a;</FromUserName><MsgType>text</MsgType></xml>', 'not xml', '<xml><MsgType>text</MsgType></xml>']) {
      const refused = await postToBot(acc, body, 'plain');
      expect([refused.status, JSON.parse(refused.body).message]).toEqual([400, '请求格式有误，无法读取']);
    }
    expect(world.model.requests.length).toBe(asked);
  });
});
