import type { FastifyReply } from 'fastify';
import { translate, type Locale } from '../i18n/messages.ts';

// Text, one form posting to this site, an inline style: nothing else may load or run.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Asks the member to confirm the binding with a button: the binding is a write, made by a POST
 * from this page (a page of another site cannot make it: cross-site writes are refused), never by
 * opening the link alone.
 */
export function sendBindConfirmPage(reply: FastifyReply, locale: Locale, action: string) {
  const lang = locale === 'en' ? 'en' : 'zh-Hans';
  const question = escape(translate(locale, 'botBindConfirm'));
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', PAGE_CSP)
    .header('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${question}</title>` +
        `<body style="font-family:sans-serif;padding:2rem;max-width:36rem"><main><p>${question}</p>` +
        `<form method="post" action="${escape(action)}"><button type="submit" style="font-size:1.1rem;padding:.6rem 1.4rem">${escape(translate(locale, 'botBindButton'))}</button></form></main></body></html>`,
    );
}
