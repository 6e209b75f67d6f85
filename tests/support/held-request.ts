import type { Locator, Page, Request, Route } from 'playwright-core';
import { expect } from 'vitest';

/** Which request to hold: those to `url` (a glob) that `matches`. */
export type HeldRequest = { url: string; matches: (request: Request) => boolean };

/**
 * Holds the page's first request that `request` names until `release` is called, so that a test
 * sees what the page shows while it waits (a loading button), however fast the server is.
 */
export async function holdRequest(page: Page, { url, matches }: HeldRequest) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let sent: Promise<void> | undefined;
  const handler = (route: Route) => {
    if (sent || !matches(route.request())) return route.fallback();
    sent = released.then(() => route.continue());
    return sent;
  };
  await page.route(url, handler);
  return {
    // The route is let go before the handler is removed: removing it first would answer the request twice.
    release: async () => {
      release();
      await sent;
      await page.unroute(url, handler);
    },
  };
}

/** A GraphQL operation the web app sends (by its persisted id, with its name beside it). */
export const graphqlOperation = (name: string): HeldRequest => ({
  url: '**/graphql',
  matches: (request) => request.method() === 'POST' && (request.postData() ?? '').includes(`"operationName":"${name}"`),
});

/** A POST to the web app's REST API (`/api/auth/code`, say), by its path under `/api`. */
export const apiPost = (path: string): HeldRequest => ({
  url: `**/api${path}`,
  matches: (request) => request.method() === 'POST',
});

/**
 * Clicks `button` with the request it sends held, and checks that the button says what is under
 * way (not only that it is disabled) until the answer comes.
 */
export async function clickShowingProgress(page: Page, button: Locator, request: HeldRequest, progress: RegExp) {
  const held = await holdRequest(page, request);
  await button.click();
  const busy = page.getByRole('button', { name: progress });
  await busy.waitFor();
  expect(await busy.isDisabled()).toBe(true);
  await held.release();
  await busy.waitFor({ state: 'detached' });
}
