import type { FastifyReply } from 'fastify';
import { translate, type Locale, type MessageKey } from '../i18n/messages.ts';

/**
 * Answers a browser navigation that failed (a spent sign-in link, a failed SSO callback) with a
 * small page in the person's language rather than a JSON envelope they would have to read.
 */
export function sendMessagePage(reply: FastifyReply, status: number, locale: Locale, key: MessageKey, backTo = '/') {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', PAGE_CSP)
    .send(messagePage(locale, translate(locale, key), backTo));
}

// The page is text, a link and an inline style: nothing else may load or run in it.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function messagePage(locale: Locale, message: string, backTo: string) {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const lang = locale === 'en' ? 'en' : 'zh-Hans';
  const text = escape(message);
  return `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${text}</title><body style="font-family:sans-serif;padding:3rem"><p role="alert">${text}</p><p><a href="${escape(backTo)}">↩</a></p></body></html>`;
}
