/**
 * Keeps a post-sign-in destination on this site: only a same-origin path is honoured, so a
 * crafted `callback_url` cannot send people elsewhere (no open redirect).
 */
export function safeCallbackPath(raw: unknown, fallback = '/home'): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  // Control characters (CR, LF…) could split a header or fool a parser.
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  const base = 'http://same.origin';
  try {
    const url = new URL(raw, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
