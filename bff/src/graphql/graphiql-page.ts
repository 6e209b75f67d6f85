import { createHash } from 'node:crypto';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';

/**
 * GraphiQL's page, rendered once, and a Content-Security-Policy made for it. The page carries all
 * its assets inline (many intranets have no internet access): its one script is allowed by its
 * hash, so no other script can run. Styles need 'unsafe-inline': the editor (Monaco) and
 * GraphiQL's components write style elements and attributes as they run, which no hash or nonce
 * covers. Monaco's workers start from blob: URLs the script makes; fonts and icons are data: URLs.
 */
export function graphiqlPage(options: Parameters<typeof renderGraphiQL>[0]) {
  // Browsers read CR LF as LF before hashing a script's text: serve the text that was hashed.
  const html = renderGraphiQL(options).replace(/\r\n?/g, '\n');
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`,
  );
  const csp = [
    "default-src 'none'",
    `script-src ${hashes.join(' ')}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    'font-src data:',
    'worker-src blob:',
    "connect-src 'self' ws: wss:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
