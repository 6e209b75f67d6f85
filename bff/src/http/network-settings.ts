import { isIP } from 'node:net';
import { z } from 'zod';

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** An origin as browsers send it (scheme, host, port), normalised; undefined for anything else. */
function asOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** `CORS_ORIGINS`: comma-separated origins whose pages may use the API with a person's session. */
export const corsOriginsSetting = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of list(value)) {
      const origin = asOrigin(item);
      if (!origin) {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin such as https://portal.example.com` });
        return z.NEVER;
      }
      origins.push(origin);
    }
    return origins;
  });

// proxy-addr's names for whole ranges, which Fastify's trustProxy understands.
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(item: string): boolean {
  if (RANGE_NAMES.includes(item) || isIP(item)) return true;
  const [address = '', bits = '', ...rest] = item.split('/');
  const family = isIP(address);
  if (rest.length > 0 || !family) return false;
  if (isIP(bits) === 4) return family === 4; // a netmask such as 255.255.255.0
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: whose `X-Forwarded-For` tells the client's address. Unset or `false`: nobody's,
 * the address is the connection's. Otherwise the proxies' addresses, CIDRs or range names. `true`
 * and hop counts are refused: they would believe the header from anyone who connects directly
 * (and Fastify ignores hop counts for that reason).
 */
export const trustProxySetting = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | string[] => {
    if (value === '' || value === 'false') return false;
    const items = list(value);
    if (value !== 'true' && !/^\d+$/.test(value) && items.every(isProxyAddress)) return items;
    const wrong = value === 'true' || /^\d+$/.test(value) ? value : items.find((item) => !isProxyAddress(item));
    ctx.addIssue({
      code: 'custom',
      message: `"${wrong}" is not accepted: give the proxies' addresses or CIDRs (e.g. 10.0.0.0/8,loopback), or false`,
    });
    return z.NEVER;
  });
