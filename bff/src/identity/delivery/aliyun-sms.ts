import { createHmac, randomUUID } from 'node:crypto';
import type { DeliveryConfig } from './config.ts';
import { DeliveryError, type CodeMessage } from './ports.ts';

export type SmsCodeMessage = Extract<CodeMessage, { channel: 'sms' }>;
export type AliyunSmsConfig = NonNullable<DeliveryConfig['sms']>;

/** RFC 3986 encoding as Alibaba Cloud's signature 1.0 wants it (encodeURIComponent leaves !'()* alone). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Sorted, encoded `k=v&k=v`: both the canonical query string and the request body. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
}

/** Signature version 1.0: Base64(HMAC-SHA1(secret + "&", METHOD&%2F&encode(canonical query))). */
export function signRpcRequest(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string) {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** Mainland numbers go bare; everything else (Hong Kong too) as 00 + country code + number. */
export function aliyunPhoneNumber(countryCode: string, phone: string): string {
  const country = countryCode.replace(/\D/g, '');
  const number = phone.replace(/\D/g, '');
  return country === '86' ? number : `00${country}${number}`;
}

/** ISO 8601 UTC without milliseconds, the only form the API accepts. */
export const aliyunTimestamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export type SendSmsClock = { now?: () => Date; nonce?: () => string; timeoutMs?: number };

/** The SendSms parameters before signing; exported so the signature can be checked from the outside. */
export function sendSmsParams(config: AliyunSmsConfig, message: SmsCodeMessage, now: Date, nonce: string) {
  return {
    Action: 'SendSms',
    Version: '2017-05-25',
    Format: 'JSON',
    AccessKeyId: config.accessKeyId,
    SignatureMethod: 'HMAC-SHA1',
    SignatureVersion: '1.0',
    SignatureNonce: nonce,
    Timestamp: aliyunTimestamp(now),
    PhoneNumbers: aliyunPhoneNumber(message.countryCode, message.phone),
    SignName: config.signName,
    TemplateCode: config.templateCode,
    TemplateParam: JSON.stringify({ code: message.code }),
  };
}

type SendSmsAnswer = { Code?: string; Message?: string; RequestId?: string };

export function createAliyunSmsSender(config: AliyunSmsConfig, clock: SendSmsClock = {}) {
  const { now = () => new Date(), nonce = randomUUID, timeoutMs = 10_000 } = clock;
  return {
    async send(message: SmsCodeMessage): Promise<void> {
      const params = sendSmsParams(config, message, now(), nonce());
      const body = canonicalQuery({ ...params, Signature: signRpcRequest('POST', params, config.accessKeySecret) });
      let response: Response;
      try {
        response = await fetch(`${config.endpoint}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new DeliveryError(`Aliyun SMS unreachable: ${(error as Error).message}`, { cause: error });
      }
      // Refusals come back as JSON with a non-2xx status, so read the body before judging the status.
      const raw = await response.text().catch(() => '');
      let answer: SendSmsAnswer = {};
      try {
        answer = JSON.parse(raw) as SendSmsAnswer;
      } catch {
        // Not JSON (a proxy's error page): fall through with the HTTP status.
      }
      if (response.ok && answer.Code === 'OK') return;
      const code = answer.Code ?? `HTTP ${response.status}`;
      const detail = answer.Message ?? raw.slice(0, 200);
      throw new DeliveryError(`Aliyun SMS refused: ${code}: ${detail}`);
    },
  };
}
