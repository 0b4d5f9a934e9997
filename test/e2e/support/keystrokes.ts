// Every key pressed in the page, with the field it went into (named as a person using a screen reader
// would hear it): how a test proves that a task needed no identifier typed by hand.
import type { Page } from 'playwright-core';

export interface Keystroke {
  key: string;
  field: string;
}

const recorder = `(() => {
  if (window.__keystrokes) return;
  window.__keystrokes = [];
  document.addEventListener('keydown', (e) => {
    const el = e.target;
    const field = !(el instanceof HTMLElement) ? '' :
      el.getAttribute('aria-label') ||
      (el.labels && el.labels[0] ? el.labels[0].textContent : '') ||
      el.getAttribute('placeholder') || el.getAttribute('name') || el.id || el.tagName;
    window.__keystrokes.push({ key: e.key, field: (field || '').trim() });
  }, { capture: true });
})()`;

/** Starts recording in the page as it is, and in every page it loads later. */
export async function recordKeystrokes(page: Page): Promise<void> {
  await page.addInitScript(recorder);
  await page.evaluate(recorder);
}
