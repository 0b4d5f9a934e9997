// The first page's data, asked for by the window's first module (main.tsx) while the rest of the app's
// code is still arriving: the server reads the rows while the browser compiles, and the page's own
// first call (client.ts) finds the answer waiting.
import { earlyPaths, keyOf } from './first-calls.ts';

const answers = new Map<string, Promise<Response>>();

/**
 * An answer the first page has not taken by then may be stale, and its unread body keeps one of the
 * browser's six connections to the server busy.
 */
const TAKE_WITHIN_MS = 10_000;

function dropAnswers(): void {
  for (const answer of answers.values())
    answer.then(
      (res) => res.body?.cancel(),
      () => {},
    );
  answers.clear();
}

/** Asks for what the page at `hash` shows first; what it has not taken is dropped when the address changes. */
export function askEarly(hash: string, headers: Record<string, string>): void {
  for (const path of earlyPaths(hash)) {
    const answer = fetch(`/api/${path}`, { headers });
    // Not taken, a failure would be an unhandled rejection; taken, the page sees it.
    answer.catch(() => {});
    answers.set(path, answer);
  }
  if (answers.size === 0) return;
  window.addEventListener('hashchange', dropAnswers, { once: true });
  setTimeout(dropAnswers, TAKE_WITHIN_MS);
}

/** The early answer to a GET of `path`, once; afterwards the page asks the server itself. */
export function takeEarly(path: string): Promise<Response> | undefined {
  const key = keyOf(path);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}
