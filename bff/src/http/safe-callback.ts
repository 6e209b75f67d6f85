const BASE = 'http://same.origin';

/**
 * Keeps a post-sign-in destination on this site: only a same-origin path is honoured, so a
 * crafted `callback_url` cannot send people elsewhere (no open redirect).
 */
export function safeCallbackPath(raw: unknown, fallback = '/home'): string {
  return sameOriginPath(raw) ?? fallback;
}

/**
 * The path on this origin that `raw` names, normalised as a browser will read it, or null when it
 * is anything else. Pure and free of imports: the web app uses it too, before it sends the browser
 * to an address taken from the query string or from an answer.
 */
export function sameOriginPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !isLocalPath(raw) || raw.includes('\\')) return null;
  // Control characters (CR, LF, tab…) could split a header, and URL parsers drop some of them.
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  try {
    const url = new URL(raw, BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Resolving dot segments can make a new `//`: `/.//evil.example` becomes `//evil.example`,
    // which a browser reads as another host. The result is judged again as the browser will read
    // it, and once decoded, since a router or a later hop may decode `%2f` and `%5c`.
    if (url.origin !== BASE || !isLocalPath(path) || !isLocalPath(decodeURIComponent(url.pathname))) return null;
    if (new URL(path, BASE).href !== url.href) return null;
    return path;
  } catch {
    return null;
  }
}

/** A path on this host: one leading slash, not `//` or `/\` (both mean "another host" to browsers). */
const isLocalPath = (path: string) => path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
