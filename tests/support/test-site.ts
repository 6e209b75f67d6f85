import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TestSite = {
  url: string;
  /** Path → HTML (or a status number); change it between syncs. */
  pages: Map<string, string | number>;
  robots: string;
  /** Milliseconds each page takes to answer (a slow site, to stop a sync half-way). */
  delayMs: number;
  /** While set, pages answer only once it settles (to watch a sync that has surely not ended). */
  held: Promise<void> | null;
  /** Paths requested, in order. */
  requests: string[];
  /** Path → how many of its next requests have their connection cut before any answer. */
  cuts: Map<string, number>;
  close: () => Promise<void>;
};

/** A small website on a local port: pages, robots.txt and a sitemap, changeable while it runs. */
export async function startTestSite(): Promise<TestSite> {
  const site: Omit<TestSite, 'url' | 'close'> = { pages: new Map(), robots: '', delayMs: 0, held: null, requests: [], cuts: new Map() };
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    site.requests.push(path);
    const cuts = site.cuts.get(path) ?? 0;
    if (cuts > 0) {
      site.cuts.set(path, cuts - 1);
      request.socket.destroy();
      return;
    }
    if (path === '/robots.txt') {
      response.writeHead(site.robots ? 200 : 404, { 'content-type': 'text/plain' }).end(site.robots);
      return;
    }
    if (path === '/sitemap.xml') {
      const urls = [...site.pages.keys()].filter((p) => p.startsWith('/sitemap-only'));
      const body = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
        .map((p) => `<url><loc>${base}${p}</loc></url>`)
        .join('')}</urlset>`;
      response.writeHead(200, { 'content-type': 'application/xml' }).end(body);
      return;
    }
    const page = site.pages.get(path);
    const held = site.held ?? Promise.resolve();
    void held.then(() => setTimeout(() => {
      if (page === undefined) response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      else if (typeof page === 'number') response.writeHead(page, { 'content-type': 'text/html' }).end('<h1>Error</h1>');
      else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    }, site.delayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(site, {
    url: base,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as TestSite;
}

/** A page with a title, a main article and links, as a content site would serve it. */
export function page(title: string, body: string, links: string[] = []) {
  return `<!doctype html><html lang="zh"><head><title>${title}</title></head><body>
<nav>${links.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</nav>
<article><h1>${title}</h1>${body
    .split('\n')
    .map((p) => `<p>${p}</p>`)
    .join('')}</article>
<footer>© Example</footer></body></html>`;
}
