import { z } from 'zod';
import { ConfigError } from '../../config-error.ts';

// An empty variable (`SMTP_URL=` in a compose file) means "not set", like in the main config.
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(inner: T) => z.preprocess(blankAsUnset, inner.optional());

const schema = z.object({
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, hostname: /./, error: 'must be an smtp:// or smtps:// URL' })),
  SMTP_FROM: optional(z.string().trim().min(3)).transform((v) => v ?? '知问 <no-reply@localhost>'),
  SMS_PROVIDER: optional(z.enum(['aliyun'], { error: 'must be unset or "aliyun"' })),
  ALIYUN_SMS_ACCESS_KEY_ID: optional(z.string().trim()),
  ALIYUN_SMS_ACCESS_KEY_SECRET: optional(z.string().trim()),
  ALIYUN_SMS_SIGN_NAME: optional(z.string().trim()),
  ALIYUN_SMS_TEMPLATE_CODE: optional(z.string().trim()),
  ALIYUN_SMS_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })).transform((v) =>
    (v ?? 'https://dysmsapi.aliyuncs.com').replace(/\/+$/, ''),
  ),
});

const aliyunRequired = [
  'ALIYUN_SMS_ACCESS_KEY_ID',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'ALIYUN_SMS_SIGN_NAME',
  'ALIYUN_SMS_TEMPLATE_CODE',
] as const;

export type DeliveryConfig = {
  /** Unset: e-mail codes are written to the log (development delivery). */
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Unset: SMS codes are written to the log (development delivery). */
  sms:
    | {
        provider: 'aliyun';
        accessKeyId: string;
        accessKeySecret: string;
        signName: string;
        templateCode: string;
        endpoint: string;
      }
    | undefined;
};

/** Reads how verification codes leave the server; every bad variable is named in one message. */
export function loadDeliveryConfig(env: NodeJS.ProcessEnv): DeliveryConfig {
  const parsed = schema.safeParse(env);
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  // Checked on the raw environment so that a bad SMTP_URL does not hide missing SMS keys.
  if (blankAsUnset(env.SMS_PROVIDER) === 'aliyun') {
    const missing = aliyunRequired.filter((name) => blankAsUnset(env[name]) === undefined);
    lines.push(...missing.map((name) => `  ${name}: required when SMS_PROVIDER=aliyun`));
  }
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid delivery configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    sms:
      e.SMS_PROVIDER === 'aliyun'
        ? {
            provider: 'aliyun',
            // aliyunRequired has made sure these are present.
            accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID!,
            accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET!,
            signName: e.ALIYUN_SMS_SIGN_NAME!,
            templateCode: e.ALIYUN_SMS_TEMPLATE_CODE!,
            endpoint: e.ALIYUN_SMS_ENDPOINT,
          }
        : undefined,
  };
}
