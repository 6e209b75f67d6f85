import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../bff/src/config-error.ts';
import { percentEncode, signRpcRequest, sendSmsParams } from '../../bff/src/identity/delivery/aliyun-sms.ts';
import { loadDeliveryConfig } from '../../bff/src/identity/delivery/config.ts';
import { createCodeSender } from '../../bff/src/identity/delivery/sender.ts';
import { DeliveryError, type CodeMessage } from '../../bff/src/identity/delivery/ports.ts';
import { readMail } from '../support/mailbox.ts';

const quiet = pino({ level: 'silent' });
const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;
type Sms = Extract<CodeMessage, { channel: 'sms' }>;
type Email = Extract<CodeMessage, { channel: 'email' }>;
const base = { code: '123456', locale: 'zh-hans', purpose: 'sign-in' } as const;
const email = (m: Partial<Email> = {}): Email => ({ channel: 'email', to: 'li@example.com', ...base, ...m });
const sms = (m: Partial<Sms> = {}): Sms =>
  ({ channel: 'sms', countryCode: '+86', phone: '13800000000', ...base, ...m });

describe('e-mail codes over SMTP', () => {
  const received: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  beforeAll(() => new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends the code in the person’s language', async () => {
    const config = loadDeliveryConfig({ SMTP_URL: `smtp://127.0.0.1:${portOf(smtp.server)}` });
    const sender = createCodeSender(config, quiet);
    await sender.send(email());
    await sender.send(email({ to: 'ann@example.com', code: '654321', locale: 'en', purpose: 'change-email' }));
    await sender.close();

    expect(received.map((m) => m.to)).toEqual([['li@example.com'], ['ann@example.com']]);
    const zh = readMail(received[0]!.raw);
    expect(zh.subject).toBe('知问验证码：123456');
    expect(zh.bodies).toHaveLength(2); // text and HTML
    for (const body of zh.bodies) expect(body).toMatch(/123456[\s\S]*登录知问[\s\S]*10 分钟内有效[\s\S]*请忽略/);
    expect(received[0]!.raw).toMatch(/^From: .*<no-reply@localhost>/m);

    const en = readMail(received[1]!.raw);
    expect(en.subject).toBe('Your Zhiwen verification code: 654321');
    for (const body of en.bodies) expect(body).toMatch(/654321[\s\S]*change the e-mail[\s\S]*10 minutes[\s\S]*ignore/);
  });

  it('turns an unreachable relay into a DeliveryError', async () => {
    const sender = createCodeSender(loadDeliveryConfig({ SMTP_URL: 'smtp://127.0.0.1:1' }), quiet);
    await expect(sender.send(email())).rejects.toBeInstanceOf(DeliveryError);
    await sender.close();
  });
});

describe('SMS codes through Aliyun SendSms', () => {
  const secret = 'test-secret';
  const seen: URLSearchParams[] = [];
  // A stand-in for dysmsapi: checks the signature the way Alibaba Cloud documents it, with the known secret,
  // and answers one number as if it had hit the provider's rate limit.
  const fake: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const pairs = [...form].filter(([key]) => key !== 'Signature').sort(([a], [b]) => (a < b ? -1 : 1));
      const canonical = pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
      const expected = createHmac('sha1', `${secret}&`).update(`POST&%2F&${percentEncode(canonical)}`).digest('base64');
      const limited = form.get('PhoneNumbers') === '13900000000' ? 'isv.BUSINESS_LIMIT_CONTROL' : 'OK';
      const code = form.get('Signature') === expected ? limited : 'SignatureDoesNotMatch';
      res.writeHead(code === 'OK' ? 200 : 400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ Code: code, Message: code === 'OK' ? 'OK' : `refused: ${code}`, RequestId: 'r-1' }));
    });
  });
  const aliyunEnv = (overrides: NodeJS.ProcessEnv = {}) => ({
    ...{ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'test-id', ALIYUN_SMS_ACCESS_KEY_SECRET: secret },
    ...{ ALIYUN_SMS_SIGN_NAME: '知问', ALIYUN_SMS_TEMPLATE_CODE: 'SMS_0001' },
    ...{ ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${portOf(fake)}`, ...overrides },
  });
  beforeAll(() => new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise((resolve) => fake.close(resolve)));

  it('sends a signed request the provider accepts', async () => {
    const sender = createCodeSender(loadDeliveryConfig(aliyunEnv()), quiet);
    await sender.send(sms());
    await sender.send(sms({ countryCode: '+852', phone: '6123 4567', code: '000111', locale: 'en' }));
    const [mainland, hongKong] = seen.slice(-2).map((form) => Object.fromEntries(form));
    expect(mainland).toMatchObject({ Action: 'SendSms', Version: '2017-05-25', PhoneNumbers: '13800000000' });
    expect(mainland).toMatchObject({ SignName: '知问', TemplateCode: 'SMS_0001', TemplateParam: '{"code":"123456"}' });
    expect(mainland!.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(hongKong!.PhoneNumbers).toBe('0085261234567');
    expect(hongKong!.SignatureNonce).not.toBe(mainland!.SignatureNonce);
  });

  it('reports a refusal, a wrong secret or no answer as a DeliveryError with the reason', async () => {
    const send = (env: NodeJS.ProcessEnv, message = sms()) =>
      createCodeSender(loadDeliveryConfig(aliyunEnv(env)), quiet).send(message);
    const refused = send({}, sms({ phone: '13900000000' }));
    await expect(refused).rejects.toThrow(DeliveryError);
    await expect(refused).rejects.toThrow(/isv\.BUSINESS_LIMIT_CONTROL: refused/);
    await expect(send({ ALIYUN_SMS_ACCESS_KEY_SECRET: 'other' })).rejects.toThrow(/SignatureDoesNotMatch/);
    const unreachable = send({ ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:1' });
    await expect(unreachable).rejects.toThrow(DeliveryError);
    await expect(unreachable).rejects.toThrow(/unreachable/);
  });

  it('signs exactly as the documented algorithm does', () => {
    // Alibaba Cloud's published example (DescribeRegions, secret "testsecret"), signed with GET.
    const documented = {
      ...{ AccessKeyId: 'testid', Action: 'DescribeRegions', Format: 'XML', Version: '2014-05-26' },
      ...{ SignatureMethod: 'HMAC-SHA1', SignatureVersion: '1.0', TimeStamp: '2016-02-23T12:46:24Z' },
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
    };
    expect(signRpcRequest('GET', documented, 'testsecret')).toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE=');

    // Our SendSms with a fixed nonce and time, against a string to sign written out by hand.
    const config = loadDeliveryConfig(aliyunEnv()).sms!;
    const message = sms({ countryCode: '+1', phone: '415 555 0100', locale: 'en' });
    const params = sendSmsParams(config, message, new Date('2026-11-22T03:00:00.123Z'), 'nonce-1');
    const stringToSign =
      'POST&%2F&AccessKeyId%3Dtest-id%26Action%3DSendSms%26Format%3DJSON%26PhoneNumbers%3D0014155550100' +
      '%26SignName%3D%25E7%259F%25A5%25E9%2597%25AE%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3Dnonce-1' +
      '%26SignatureVersion%3D1.0%26TemplateCode%3DSMS_0001' +
      '%26TemplateParam%3D%257B%2522code%2522%253A%2522123456%2522%257D' +
      '%26Timestamp%3D2026-11-22T03%253A00%253A00Z%26Version%3D2017-05-25';
    const expected = createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
    expect(signRpcRequest('POST', params, secret)).toBe(expected);
    // The characters encodeURIComponent leaves alone but RFC 3986 (and the signature) do not.
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
  });
});

describe('development delivery', () => {
  it('writes the code to the log with a clear label when a channel has no transport', async () => {
    const lines: unknown[] = [];
    const label = (variable: string) =>
      `DEVELOPMENT DELIVERY: no ${variable} configured; verification code written to the log`;
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const sender = createCodeSender(loadDeliveryConfig({}), log);
    await sender.send(email({ code: '246810' }));
    await sender.send(sms({ code: '135791', purpose: 'change-phone' }));
    await sender.close();
    expect(lines).toMatchObject([
      { level: 40, channel: 'email', to: 'li@example.com', code: '246810', purpose: 'sign-in', msg: label('SMTP_URL') },
      { level: 40, channel: 'sms', to: '+86 13800000000', code: '135791', msg: label('SMS_PROVIDER') },
    ]);
  });
});

describe('delivery configuration', () => {
  it('defaults to development delivery and names every bad variable', () => {
    const defaults = { smtpUrl: undefined, smtpFrom: '知问 <no-reply@localhost>', sms: undefined };
    expect(loadDeliveryConfig({})).toEqual(defaults);
    expect(loadDeliveryConfig({ SMTP_URL: '', SMS_PROVIDER: '' })).toEqual(defaults);
    const env = { SMTP_URL: 'http://mail.example.com', SMS_PROVIDER: 'aliyun', ALIYUN_SMS_SIGN_NAME: '知问' };
    expect(() => loadDeliveryConfig(env)).toThrow(ConfigError);
    const missing = ['ACCESS_KEY_ID', 'ACCESS_KEY_SECRET', 'TEMPLATE_CODE'].map(
      (name) => `  ALIYUN_SMS_${name}: required when SMS_PROVIDER=aliyun`,
    );
    const lines = ['Invalid delivery configuration:', '  SMTP_URL: must be an smtp:// or smtps:// URL', ...missing];
    expect(() => loadDeliveryConfig(env)).toThrow(lines.join('\n'));
    expect(() => loadDeliveryConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
  });
});
