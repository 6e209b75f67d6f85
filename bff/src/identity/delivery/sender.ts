import type { Logger } from 'pino';
import { createAliyunSmsSender } from './aliyun-sms.ts';
import type { DeliveryConfig } from './config.ts';
import { createEmailSender } from './email.ts';
import type { CodeMessage, CodeSender } from './ports.ts';

/**
 * Sends each code through the channel's configured transport. A channel with none falls back to
 * the log, the documented behaviour of the embedded default, so sign-in works on a laptop.
 */
export function createCodeSender(config: DeliveryConfig, log: Logger): CodeSender {
  const email = config.smtpUrl ? createEmailSender(config.smtpUrl, config.smtpFrom) : undefined;
  const sms = config.sms ? createAliyunSmsSender(config.sms) : undefined;

  function writeToLog(message: CodeMessage, missing: string) {
    const { channel, code, purpose } = message;
    const to = message.channel === 'email' ? message.to : `+${message.countryCode.replace(/^\+/, '')} ${message.phone}`;
    log.warn(
      { channel, to, code, purpose },
      `DEVELOPMENT DELIVERY: no ${missing} configured; verification code written to the log`,
    );
  }

  return {
    async send(message) {
      if (message.channel === 'email') {
        if (email) return email.send(message);
        return writeToLog(message, 'SMTP_URL');
      }
      if (sms) return sms.send(message);
      return writeToLog(message, 'SMS_PROVIDER');
    },
    async close() {
      await email?.close();
    },
  };
}
