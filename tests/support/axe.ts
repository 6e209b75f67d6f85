import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core in the page; answers the serious and critical violations, described for a reader.
 * It first lets finite transitions end: a button leaving its loading state fades back from half
 * opacity, and what a person reads is the colour it settles on, not a frame of the fade. A
 * transition that starts while axe reads the page (a tooltip opening after its delay) is caught
 * the same way: what axe finds is read again once the page has settled, and only what it finds
 * both times is a violation.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const first = await settledViolations(page);
  if (first.length === 0) return first;
  const again = new Set(await settledViolations(page));
  return first.filter((violation) => again.has(violation));
}

async function settledViolations(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const running = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    const settled = Promise.allSettled(running.map((a) => a.finished));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
