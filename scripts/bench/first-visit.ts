import type { Browser, BrowserContext } from 'playwright-core';

/** A cookie as a context takes it: a name, a value and where it is sent. */
type Cookie = Parameters<BrowserContext['addCookies']>[0][number];

/** One JavaScript file of a visit, as Chromium received it. */
export type ScriptTransfer = {
  url: string;
  /** Bytes on the wire: the response's headers and its body as sent (compressed). */
  transferred: number;
  /** The body once decoded, as the browser parses it. */
  decoded: number;
  /** `Content-Encoding`, or `identity`. */
  encoding: string;
  /** Finished loading before the first contentful paint. */
  beforeFirstRender: boolean;
  /** When it finished loading, from the navigation's start. */
  finishedMs: number;
};

export type FirstVisit = {
  url: string;
  /** From the navigation's start to the first contentful paint. */
  firstRenderMs: number;
  /** The same, as the page's own `first-contentful-paint` entry tells it (a cross-check). */
  pageFirstRenderMs: number;
  scripts: ScriptTransfer[];
};

type Seen = { url: string; javascript: boolean; encoding: string; decoded: number; transferred?: number; finishedAt?: number; cached: boolean };

/**
 * Opens `url` in a new browser context (an empty cache, `cookies` only) and follows it until the
 * page shows its level-one heading and the network has then been idle for 500 ms, recording every
 * response over the DevTools protocol.
 *
 * First render is the first contentful paint: the first frame showing text or an image, so the
 * first moment the person sees the app rather than a blank page. A script counts as loaded before
 * it when its `loadingFinished` came first; both times are the protocol's own monotonic clock.
 * A script's weight is `encodedDataLength`, the bytes Chromium read for it from the network.
 */
export async function measureFirstVisit(browser: Browser, url: string, cookies: Cookie[] = []): Promise<FirstVisit> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  try {
    await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const seen = new Map<string, Seen>();
    // Requests under way, and when the network last did anything (this process's clock).
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    const active = (requestId: string, busy: boolean) => {
      if (busy) inFlight.add(requestId);
      else inFlight.delete(requestId);
      lastActivity = Date.now();
    };
    cdp.on('Network.loadingFailed', (event) => active(event.requestId, false));
    let navigationStart: number | undefined;
    let firstRender: number | undefined;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document' && navigationStart === undefined) navigationStart = event.timestamp;
      seen.set(event.requestId, { url: event.request.url, javascript: event.type === 'Script', encoding: 'identity', decoded: 0, cached: false });
      active(event.requestId, true);
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = seen.get(event.requestId);
      if (!request) return;
      request.javascript ||= /javascript|ecmascript/i.test(event.response.mimeType);
      request.encoding = headerOf(event.response.headers, 'content-encoding') ?? 'identity';
      request.cached = Boolean(event.response.fromDiskCache || event.response.fromServiceWorker || event.response.fromPrefetchCache);
    });
    cdp.on('Network.dataReceived', (event) => {
      const request = seen.get(event.requestId);
      if (request) request.decoded += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = seen.get(event.requestId);
      if (!request) return;
      request.transferred = event.encodedDataLength;
      request.finishedAt = event.timestamp;
      active(event.requestId, false);
    });
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint' && firstRender === undefined) firstRender = event.timestamp;
    });
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });

    // Idle means after the page shows its own content (its level-one heading): a busy CPU can
    // leave the network quiet for a while between the entry and the page's code, which is no end.
    await page.goto(url, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await networkQuiet(() => inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS);
    const pageFirstRenderMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    if (firstRender === undefined || navigationStart === undefined || pageFirstRenderMs === null) {
      throw new Error(`${url} painted nothing (no first contentful paint) before the network went idle`);
    }
    const [paintedAt, startedAt] = [firstRender, navigationStart];
    const scripts = [...seen.values()]
      .filter((request) => request.javascript && request.transferred !== undefined)
      .map((request) => {
        if (request.cached) throw new Error(`${request.url} came from a cache on a first visit`);
        return {
          url: request.url,
          transferred: request.transferred!,
          decoded: request.decoded,
          encoding: request.encoding,
          beforeFirstRender: request.finishedAt! <= paintedAt,
          finishedMs: (request.finishedAt! - startedAt) * 1000,
        };
      });
    return { url, firstRenderMs: (paintedAt - startedAt) * 1000, pageFirstRenderMs, scripts };
  } finally {
    await context.close();
  }
}

const QUIET_MS = 500;

/** Waits until the network has had nothing under way for QUIET_MS (at most a minute). */
async function networkQuiet(quiet: () => boolean) {
  const deadline = Date.now() + 60_000;
  while (!quiet()) {
    if (Date.now() > deadline) throw new Error('the network never went quiet');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What a visit's scripts add up to, until idle and before first render. */
export function tally(scripts: ScriptTransfer[]) {
  const sum = (list: ScriptTransfer[]) => ({
    files: list.length,
    transferred: list.reduce((total, script) => total + script.transferred, 0),
    decoded: list.reduce((total, script) => total + script.decoded, 0),
  });
  return { untilIdle: sum(scripts), beforeFirstRender: sum(scripts.filter((script) => script.beforeFirstRender)) };
}

const headerOf = (headers: Record<string, unknown>, name: string) => {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : String(headers[key]);
};
