import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * How `npm run sign-in-link` asks a running server on the embedded database for a link: the
 * database belongs to the server's process, so the command may not open it. A local socket in
 * DATA_DIR, which only the account owning DATA_DIR may connect to (mode 0600): the same people who
 * could read the database files themselves. One line of JSON each way.
 */
export type LinkAnswer = { url: string; name: string; minutes: number } | { unknown: true };
type Ask = (who: string) => Promise<LinkAnswer>;

/** The socket's address: within a Unix socket's length limit, relative to the working directory when that is shorter. */
export function linkChannelPath(dataDir: string) {
  const absolute = path.join(dataDir, 'sign-in-link.sock');
  const relative = path.relative(process.cwd(), absolute);
  return Buffer.byteLength(relative) < Buffer.byteLength(absolute) ? relative : absolute;
}

/**
 * Answers sign-in link requests on the socket until closed. The caller holds the database's lock,
 * so a socket file already there is one a stopped server left behind.
 */
export async function serveLinkChannel(dataDir: string, ask: Ask, onError: (error: unknown) => void) {
  const socketPath = linkChannelPath(dataDir);
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.setTimeout(5_000, () => socket.destroy());
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      if (received.length > 4096) return void socket.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      socket.pause();
      const reply = (answer: object) => socket.end(`${JSON.stringify(answer)}\n`);
      answerLine(received.slice(0, end), ask).then(reply, (error: unknown) => {
        onError(error);
        reply({ failed: true });
      });
    });
    socket.on('error', () => socket.destroy());
  });
  // Owner only from the moment it exists: connecting to a socket takes write permission on it.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(socketPath, 0o600);
  return {
    socketPath,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function answerLine(line: string, ask: Ask) {
  const { who } = JSON.parse(line) as { who?: unknown };
  if (typeof who !== 'string') throw new Error('a link request names nobody');
  return ask(who);
}

/**
 * Asks the server listening on DATA_DIR's socket for a link; null when no server listens there
 * (none started, or one that stopped without removing its socket).
 */
export function askLinkChannel(dataDir: string, who: string): Promise<LinkAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(linkChannelPath(dataDir));
    let received = '';
    socket.setTimeout(30_000, () => socket.destroy(new Error('the server did not answer within 30 s')));
    socket.on('connect', () => socket.write(`${JSON.stringify({ who })}\n`));
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('end', () => {
      let answer: LinkAnswer | { failed: true };
      try {
        answer = JSON.parse(received) as LinkAnswer | { failed: true };
      } catch {
        return reject(new Error('the server closed the connection without an answer'));
      }
      if ('failed' in answer) reject(new Error('the server failed to make a link (its log says why)'));
      else resolve(answer);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}
