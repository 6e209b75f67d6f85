import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A port free now: for a test app whose PUBLIC_URL must name its own port before it starts (a
 * provider sends the browser back there: Alipay, DingTalk), or a server the test starts itself.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
