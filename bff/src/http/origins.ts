import type { Config } from '../config.ts';

export type OriginPolicy = ReturnType<typeof originPolicy>;

/**
 * Which browser pages may use the API with a person's session: this site's (PUBLIC_URL's origin)
 * and the origins listed in CORS_ORIGINS. One list answers CORS, guards REST writes and WebSocket
 * upgrades.
 */
export function originPolicy(config: Pick<Config, 'publicUrl' | 'corsOrigins'>) {
  const listed = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  return {
    /** For CORS: a listed origin. A page of the address the request came to needs no CORS. */
    listed: (origin: string | undefined): boolean => origin !== undefined && listed.has(origin),
    /**
     * For requests that carry the session: a listed origin, or the address the request came to
     * (the site reached by another name, e.g. `http://127.0.0.1:8080` while PUBLIC_URL says
     * localhost). Browsers set Host themselves, so another site's page cannot claim it; a page
     * that does, through DNS rebinding, is on another name and holds none of this site's cookies.
     */
    allows(origin: string, host: string | undefined): boolean {
      if (listed.has(origin)) return true;
      try {
        const url = new URL(origin);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host?.toLowerCase();
      } catch {
        return false; // `null` (a sandboxed page, a file) or garbage
      }
    },
  };
}
