import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SiteFile = { contentType: string; body: () => Promise<Buffer> | Buffer };
export type Site = { url: string; sitemap: string; urlOf: (path: string) => string; pathOf: (url: string) => string | null; close: () => Promise<void> };

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * A static website on the loopback, as `python3 -m http.server` serves a folder: each file at its
 * path (`files`: path without the leading slash → content type and bytes), each folder as a
 * listing that links what it holds; besides, a robots.txt naming a sitemap that lists every file,
 * as a documentation site has.
 */
export async function startSite(files: Map<string, SiteFile>): Promise<Site> {
  const folders = new Map<string, Set<string>>();
  for (const path of files.keys()) {
    const parts = path.split('/');
    for (let i = 0; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      const entry = i < parts.length - 1 ? `${parts[i]}/` : parts[i]!;
      if (!folders.has(folder)) folders.set(folder, new Set());
      folders.get(folder)!.add(entry);
    }
  }
  const server = createServer((request, response) => {
    void (async () => {
      let path: string;
      try {
        path = decodeURIComponent(new URL(request.url ?? '/', base).pathname).slice(1);
      } catch {
        return response.writeHead(400).end();
      }
      if (path === 'robots.txt') return response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(`User-agent: *\nAllow: /\nSitemap: ${sitemap}\n`);
      if (path === 'sitemap.xml') {
        const urls = [...files.keys()].map((file) => `<url><loc>${escapeXml(urlOf(file))}</loc></url>`).join('\n');
        const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
        return response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(xml);
      }
      const file = files.get(path);
      if (file) return response.writeHead(200, { 'content-type': file.contentType }).end(await file.body());
      const folder = path.replace(/\/$/, '');
      const entries = folders.get(folder);
      if (!entries) return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      if (folder && !path.endsWith('/')) return response.writeHead(301, { location: `/${encodePath(folder)}/` }).end();
      const title = `Directory listing for /${path}`;
      const links = [...entries].sort().map((entry) => `<li><a href="${escapeXml(encodePath(entry))}">${escapeXml(entry)}</a></li>`);
      const html = `<!DOCTYPE HTML>\n<html><head><meta charset="utf-8"><title>${escapeXml(title)}</title></head>\n<body><h1>${escapeXml(title)}</h1><hr><ul>\n${links.join('\n')}\n</ul><hr></body></html>\n`;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    })().catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sitemap = `${base}/sitemap.xml`;
  const urlOf = (path: string) => `${base}/${encodePath(path)}`;
  /** The file a URL of this site names (its path decoded, without the leading slash); null for any other URL. */
  const pathOf = (url: string) => {
    try {
      const parsed = new URL(url);
      return parsed.origin === base ? decodeURIComponent(parsed.pathname).slice(1) : null;
    } catch {
      return null;
    }
  };
  return { url: base, sitemap, urlOf, pathOf, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
