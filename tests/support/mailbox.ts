import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/** Unfolds the headers and decodes RFC 2047 words and each part's transfer encoding, enough to read the mail. */
export function readMail(raw: string): { subject: string; bodies: string[] } {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const encodedSubject = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  const subject = encodedSubject
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQp(text.replace(/_/g, ' ')),
    );
  const bodies: string[] = [];
  const part = /Content-Transfer-Encoding: ([\w-]+)\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/gi;
  for (const [, encoding, body] of raw.matchAll(part)) {
    const kind = encoding!.toLowerCase();
    if (kind === 'base64') bodies.push(Buffer.from(body!, 'base64').toString('utf8'));
    else bodies.push(kind === 'quoted-printable' ? decodeQp(body!) : body!);
  }
  return { subject, bodies };
}

function decodeQp(text: string): string {
  const bytes = text
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(+`0x${hex}`));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A real SMTP server on a free port that keeps every mail it receives. */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The code in the latest mail to `address` (waits briefly for it to arrive). */
    async codeFor(address: string): Promise<string> {
      for (let i = 0; i < 50; i++) {
        const mail = received.filter((m) => m.to.includes(address)).at(-1);
        const code = mail && /\b(\d{6})\b/.exec(readMail(mail.raw).subject)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no code was mailed to ${address}`);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
