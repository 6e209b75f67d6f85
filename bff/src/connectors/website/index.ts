import { z } from 'zod';
import { ValidationError } from '../../request/errors.ts';
import { detectDocumentType, extractText } from '../../text/extract.ts';
import { readPage } from '../../text/html-text.ts';
import { SourceError, type Connector, type SyncEvent } from '../types.ts';
import { AddressNotAllowedError, type FetchPolicy } from '../guarded-fetch.ts';
import { fetchPage, FetchError } from './fetch-page.ts';
import { RobotsCache } from './robots.ts';
import { sitemapUrls } from './sitemap.ts';

export type WebsiteConfig = { startUrls: string[]; maxDepth: number; maxPages: number; delayMs: number; useSitemap: boolean };

const MAX_START_URLS = 20;

const configSchema = z.object({
  startUrls: z
    .array(z.string().trim())
    .min(1)
    .max(MAX_START_URLS)
    .transform((urls) => urls.filter(Boolean))
    .refine((urls) => urls.length > 0 && urls.every(isHttpUrl)),
  maxDepth: z.coerce.number().int().min(0).max(10).default(3),
  maxPages: z.coerce.number().int().min(1).max(5000).default(200),
  delayMs: z.coerce.number().int().min(0).max(10_000).default(1000),
  useSitemap: z.boolean().default(true),
});

function isHttpUrl(value: string) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const SETTING_PROBLEMS = {
  startUrls: 'startUrlsInvalid',
  maxDepth: 'maxDepthInvalid',
  maxPages: 'maxPagesInvalid',
  delayMs: 'crawlDelayInvalid',
  useSitemap: 'invalidInput',
} as const;

type Pending = { url: string; depth: number };
type CrawlState = { queue: Pending[]; seen: string[]; fetched: number };

/** A URL as the crawler keys it: without its fragment. */
export function normaliseUrl(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.toString();
}

/**
 * Crawls a website from its start URLs: the sitemap and same-site links, breadth first, within a
 * depth and a page limit, obeying robots.txt and waiting between requests. Every run walks the
 * site again, so pages that disappeared are removed; a page's text is re-indexed only when it
 * changed.
 */
export const websiteConnector: Connector<WebsiteConfig> = {
  key: 'website',
  name: { 'zh-hans': '网站', en: 'Website' },
  description: {
    'zh-hans': '从起始网址抓取同一站点的网页（遵守 robots.txt，可读取站点地图），提取正文供搜索和问答。',
    en: 'Crawls the pages of a site from its start URLs (obeying robots.txt, reading its sitemap) and takes in their main text.',
  },
  platform: 'web',
  authTypes: ['none'],
  listing: 'full',
  parseConfig(input) {
    const parsed = configSchema.safeParse(input ?? {});
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'startUrls')))];
      throw new ValidationError(fields.map((field) => ({ field, key: SETTING_PROBLEMS[field as keyof typeof SETTING_PROBLEMS] ?? 'invalidInput' })));
    }
    return parsed.data;
  },
  async *sync(ctx) {
    const config = ctx.config;
    const hosts = new Set(config.startUrls.map((u) => new URL(u).host));
    const robots = new RobotsCache(ctx.signal, ctx.fetchPolicy);
    const state: CrawlState = (ctx.checkpoint as CrawlState | null) ?? (await firstState(config, robots, hosts, ctx.signal, ctx.fetchPolicy));
    const seen = new Set(state.seen);
    const enqueue = (url: string, depth: number) => {
      if (seen.has(url) || seen.size >= config.maxPages * 5) return;
      seen.add(url);
      state.queue.push({ url, depth });
    };
    let lastRequest = 0;
    let reachedAny = state.fetched > 0;

    while (state.queue.length > 0 && state.fetched < config.maxPages) {
      if (ctx.signal.aborted) return;
      const next = state.queue.shift()!;
      if (!(await robots.allows(next.url))) continue;
      const delay = Math.max(config.delayMs, (await robots.crawlDelay(next.url)) * 1000);
      const wait = lastRequest + delay - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastRequest = Date.now();
      state.fetched += 1;

      const events: SyncEvent[] = [];
      try {
        const page = await fetchPage(next.url, ctx.signal, ctx.fetchPolicy);
        reachedAny = true;
        const finalUrl = normaliseUrl(page.url);
        if (page.status === 404 || page.status === 410) {
          // Gone: not listed, so the run removes it.
        } else if (!hosts.has(new URL(finalUrl).host)) {
          // Redirected off the site.
        } else if (page.kind === 'html') {
          const read = await readPage(page.body.toString('utf8'), finalUrl);
          if (next.depth < config.maxDepth) {
            for (const link of read.links) {
              if (isHttpUrl(link) && hosts.has(new URL(link).host)) enqueue(normaliseUrl(link), next.depth + 1);
            }
          }
          events.push({
            type: 'upsert',
            item: {
              externalId: finalUrl,
              url: finalUrl,
              title: read.title,
              text: read.text,
              author: read.author,
              sourceType: 'webpage',
              mediaType: 'text/html',
              updatedAt: page.lastModified,
            },
          });
        } else if (page.kind === 'other') {
          const type = detectDocumentType(page.body, new URL(finalUrl).pathname);
          if (type === 'pdf' || type === 'markdown' || type === 'text') {
            const extracted = await extractText(page.body, type);
            const name = decodeURIComponent(new URL(finalUrl).pathname.split('/').pop() || finalUrl);
            events.push({
              type: 'upsert',
              item: {
                externalId: finalUrl,
                url: finalUrl,
                title: extracted.title ?? name,
                text: extracted.text,
                author: extracted.author,
                sourceType: type === 'pdf' ? 'pdf' : 'webpage',
                mediaType: page.contentType,
                updatedAt: page.lastModified,
              },
            });
          }
        }
      } catch (error) {
        if (ctx.signal.aborted) return;
        if (error instanceof AddressNotAllowedError) {
          if (state.fetched === 1 && !reachedAny) throw new SourceError('addressNotAllowed', error.host);
          events.push({ type: 'error', externalId: next.url, title: next.url, key: 'addressNotAllowed', detail: error.host });
          yield* events;
          continue;
        }
        const detail = error instanceof FetchError || error instanceof Error ? error.message : String(error);
        events.push({ type: 'error', externalId: next.url, title: next.url, key: 'pageFetchFailed', detail });
      }
      yield* events;
      yield { type: 'total', total: Math.min(config.maxPages, state.fetched + state.queue.length) };
      yield { type: 'checkpoint', state: { queue: state.queue, seen: [...seen], fetched: state.fetched } };
    }
    if (!reachedAny) throw new SourceError('sourceUnreachable', config.startUrls.join(', '));
  },
};

async function firstState(config: WebsiteConfig, robots: RobotsCache, hosts: Set<string>, signal: AbortSignal, policy: FetchPolicy): Promise<CrawlState> {
  const queue: Pending[] = [];
  const seen = new Set<string>();
  for (const start of config.startUrls) {
    const url = normaliseUrl(start);
    if (!seen.has(url)) queue.push({ url, depth: 0 });
    seen.add(url);
  }
  if (config.useSitemap) {
    const origins = [...new Set(config.startUrls.map((u) => new URL(u).origin))];
    for (const origin of origins) {
      const declared = await robots.sitemaps(origin);
      const found = await sitemapUrls(declared.length > 0 ? declared : [`${origin}/sitemap.xml`], signal, config.maxPages, policy);
      for (const loc of found) {
        if (!isHttpUrl(loc) || !hosts.has(new URL(loc).host)) continue;
        const url = normaliseUrl(loc);
        if (!seen.has(url)) queue.push({ url, depth: Math.min(1, config.maxDepth) });
        seen.add(url);
      }
    }
  }
  return { queue, seen: [...seen], fetched: 0 };
}
