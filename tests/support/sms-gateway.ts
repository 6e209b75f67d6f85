import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Aliyun's SMS endpoint that accepts every SendSms and keeps the codes by phone
 * number (signatures are checked in the delivery tests).
 */
export async function startSmsGateway() {
  const sent: { phone: string; code: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const code = (JSON.parse(form.get('TemplateParam') ?? '{}') as { code?: string }).code ?? '';
      sent.push({ phone: form.get('PhoneNumbers') ?? '', code });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ Code: 'OK', Message: 'OK', RequestId: 'fake', BizId: 'fake' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    env: {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'test-id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'test-secret',
      ALIYUN_SMS_SIGN_NAME: '知问',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_0001',
      ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${port}`,
    },
    sent,
    codeFor(phone: string) {
      const code = sent.filter((s) => s.phone === phone).at(-1)?.code;
      if (!code) throw new Error(`no code was sent to ${phone}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
