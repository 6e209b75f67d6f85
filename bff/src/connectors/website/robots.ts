import robotsParser from 'robots-parser';
import { guardedFetch, type FetchPolicy } from '../guarded-fetch.ts';
import { USER_AGENT } from './fetch-page.ts';

type Robots = ReturnType<typeof robotsParser>;
const BOT_NAME = 'ZhiwenBot';

/** robots.txt per origin, fetched once per run; a missing or unreadable file allows everything. */
export class RobotsCache {
  private readonly byOrigin = new Map<string, Promise<Robots>>();
  constructor(
    private readonly signal: AbortSignal,
    private readonly policy: FetchPolicy,
  ) {}

  private get(origin: string): Promise<Robots> {
    let robots = this.byOrigin.get(origin);
    if (!robots) {
      robots = this.load(origin);
      this.byOrigin.set(origin, robots);
    }
    return robots;
  }

  private async load(origin: string): Promise<Robots> {
    const url = `${origin}/robots.txt`;
    try {
      const response = await guardedFetch(
        url,
        { headers: { 'user-agent': USER_AGENT }, signal: AbortSignal.any([this.signal, AbortSignal.timeout(10_000)]) },
        this.policy,
      );
      // 4xx: no rules. 5xx: the site is unwell, so crawl nothing of it this time (RFC 9309).
      if (response.status >= 500) return robotsParser(url, 'User-agent: *\nDisallow: /');
      return robotsParser(url, response.ok ? await response.text() : '');
    } catch {
      return robotsParser(url, '');
    }
  }

  async allows(url: string): Promise<boolean> {
    return (await this.get(new URL(url).origin)).isAllowed(url, BOT_NAME) !== false;
  }

  async crawlDelay(url: string): Promise<number> {
    return Math.min(30, (await this.get(new URL(url).origin)).getCrawlDelay(BOT_NAME) ?? 0);
  }

  async sitemaps(origin: string): Promise<string[]> {
    return (await this.get(origin)).getSitemaps();
  }
}
