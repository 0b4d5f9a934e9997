// Timing a page from inside it: the frame in which what a person waits for first exists.
import type { Page } from 'playwright-core';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/**
 * Times are read in the page rather than by polling it from Node: an observer notes the frame in
 * which the awaited rows first exist. With `startEvent` the clock starts at that DOM event (the
 * click, the keystroke); without, the result is the wall-clock time of that frame.
 */
export async function arm(
  page: Page,
  condition: string,
  startEvent?: 'click' | 'input',
): Promise<() => Promise<number>> {
  await page.evaluate(`(() => {
    let start;
    ${startEvent ? `document.addEventListener('${startEvent}', () => { start ??= performance.now(); }, { capture: true, once: true });` : 'start = -performance.timeOrigin;'}
    window.__benchDone = new Promise((resolve) => {
      const check = () => {
        if (start === undefined || !(${condition})) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - start));
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, characterData: true });
      check();
    });
  })()`);
  // A page that never gets there is a failure to report, not a benchmark to wait for forever.
  return () =>
    Promise.race([
      page.evaluate('window.__benchDone') as Promise<number>,
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`the page did not reach ${condition} within 30 s`)),
          30_000,
        ).unref(),
      ),
    ]);
}
