import { XMLParser } from 'fast-xml-parser';
import { guardedFetch, type FetchPolicy } from '../guarded-fetch.ts';
import { USER_AGENT } from './fetch-page.ts';

const parser = new XMLParser({ ignoreAttributes: true, isArray: (name) => name === 'url' || name === 'sitemap' });

type Sitemap = { urlset?: { url?: { loc?: string }[] }; sitemapindex?: { sitemap?: { loc?: string }[] } };

/** Page URLs listed by sitemaps (following sitemap indexes one level), at most `limit`. */
export async function sitemapUrls(locations: string[], signal: AbortSignal, limit: number, policy: FetchPolicy): Promise<string[]> {
  const pages: string[] = [];
  const pending = [...locations];
  let fetched = 0;
  while (pending.length > 0 && pages.length < limit && fetched < 20) {
    const location = pending.shift()!;
    fetched += 1;
    let parsed: Sitemap;
    try {
      const response = await guardedFetch(
        location,
        { headers: { 'user-agent': USER_AGENT }, signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]) },
        policy,
      );
      if (!response.ok) continue;
      parsed = parser.parse(await response.text()) as Sitemap;
    } catch {
      continue;
    }
    for (const entry of parsed.urlset?.url ?? []) if (entry.loc) pages.push(String(entry.loc).trim());
    for (const entry of parsed.sitemapindex?.sitemap ?? []) if (entry.loc) pending.push(String(entry.loc).trim());
  }
  return pages.slice(0, limit);
}
