import type { Transporter } from 'nodemailer';
import type { Locale } from '../../i18n/messages.ts';
import { DeliveryError, type CodeMessage, type CodePurpose } from './ports.ts';

export type EmailCodeMessage = Extract<CodeMessage, { channel: 'email' }>;

/** What the mail promises; the code store must keep codes no longer than this. */
export const CODE_VALID_MINUTES = 10;

const purposeText: Record<CodePurpose, Record<Locale, string>> = {
  'sign-in': { 'zh-hans': '登录知问', en: 'sign in to Zhiwen' },
  'change-email': { 'zh-hans': '更换知问账号绑定的邮箱', en: 'change the e-mail address of your Zhiwen account' },
  'change-phone': { 'zh-hans': '更换知问账号绑定的手机号', en: 'change the phone number of your Zhiwen account' },
};

function lines(message: EmailCodeMessage): { subject: string; body: string[] } {
  const { code, purpose } = message;
  if (message.locale === 'en') {
    return {
      subject: `Your Zhiwen verification code: ${code}`,
      body: [
        `Your verification code is ${code}.`,
        `Use it to ${purposeText[purpose].en}. It expires in ${CODE_VALID_MINUTES} minutes.`,
        'If you did not ask for this code, ignore this e-mail; nothing changes without it.',
      ],
    };
  }
  return {
    subject: `知问验证码：${code}`,
    body: [
      `你的验证码是 ${code}。`,
      `该验证码用于${purposeText[purpose]['zh-hans']}，${CODE_VALID_MINUTES} 分钟内有效。`,
      '如果这不是你本人的操作，请忽略这封邮件，你的账号不会有任何变化。',
    ],
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Subject, plain text and simple HTML in the person's language. */
export function composeCodeEmail(message: EmailCodeMessage): { subject: string; text: string; html: string } {
  const { subject, body } = lines(message);
  const lang = message.locale === 'en' ? 'en' : 'zh-Hans';
  const paragraphs = body.map((line) => {
    // The code gets its own large line so it can be read at a glance and copied.
    const escaped = escapeHtml(line).replace(
      escapeHtml(message.code),
      `<strong style="font-size:24px;letter-spacing:4px">${escapeHtml(message.code)}</strong>`,
    );
    return `<p>${escaped}</p>`;
  });
  const html =
    `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif">` +
    `${paragraphs.join('')}</body></html>`;
  return { subject, text: `${body.join('\n\n')}\n`, html };
}

// Sign-in waits for the mail to be accepted, so a dead relay must fail in seconds, not minutes.
const TIMEOUT_MS = 10_000;

export function createEmailSender(smtpUrl: string, from: string) {
  // nodemailer loads with the first e-mail: a start does not need it.
  let opening: Promise<Transporter> | undefined;
  const transport = () =>
    (opening ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({ url: smtpUrl, connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS }),
    ));
  return {
    async send(message: EmailCodeMessage): Promise<void> {
      const { subject, text, html } = composeCodeEmail(message);
      try {
        await (await transport()).sendMail({ from, to: message.to, subject, text, html });
      } catch (error) {
        throw new DeliveryError(`SMTP delivery failed: ${(error as Error).message}`, { cause: error });
      }
    },
    async close(): Promise<void> {
      (await opening)?.close();
    },
  };
}
