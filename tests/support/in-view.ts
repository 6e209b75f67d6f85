import type { Locator } from 'playwright-core';

/** Two screens people work on: a common laptop's, and a small one's. */
export const LAPTOP = { width: 1280, height: 720 };
export const SMALL_LAPTOP = { width: 1024, height: 640 };

/**
 * Where `locator` stands against the window as the page is now, without scrolling the window or a
 * dialog: "in view" when the whole of it is inside the window and it is what is drawn at its centre
 * (not under a footer, nor scrolled out of a dialog's body); else where it is, for the message.
 */
export async function whereSeen(locator: Locator): Promise<string> {
  const box = await locator.boundingBox();
  if (!box) return 'not drawn';
  const page = locator.page();
  const window = page.viewportSize()!;
  const where = `at ${Math.round(box.x)},${Math.round(box.y)} to ${Math.round(box.x + box.width)},${Math.round(box.y + box.height)} in a ${window.width}×${window.height} window`;
  if (box.x < 0 || box.y < 0 || box.x + box.width > window.width || box.y + box.height > window.height) return where;
  const drawn = await locator.evaluate((element, [x, y]) => {
    const hit = document.elementFromPoint(x!, y!);
    return hit !== null && (hit === element || element.contains(hit));
  }, [box.x + box.width / 2, box.y + box.height / 2]);
  return drawn ? 'in view' : `covered or clipped, ${where}`;
}
