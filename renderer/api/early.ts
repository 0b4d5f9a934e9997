// The first page's data, asked for by the window's first module (main.tsx) while the rest of the app's
// code is still arriving: the server reads the rows while the browser compiles. A JSON answer is read
// as soon as it arrives, so that the page's first render can show it (`takeArrived`) rather than render
// empty, ask, and render again; the page's first call (client.ts) otherwise finds it on its way.
import { earlyPaths, keyOf } from './first-calls.ts';

export interface EarlyAnswer {
  response: Response;
  /** The JSON body, read as it arrived (the response's body is used up then); absent for a failure. */
  json?: { value: unknown };
}

const answers = new Map<string, Promise<EarlyAnswer>>();
const read = new Map<string, EarlyAnswer>();

/** An answer the first page has not taken by then may be stale. */
const TAKE_WITHIN_MS = 10_000;

function dropAnswers(): void {
  for (const answer of answers.values())
    answer.then(
      // A failure's unread body would keep one of the browser's six connections to the server busy.
      ({ response, json }) => {
        if (!json) void response.body?.cancel();
      },
      () => {},
    );
  answers.clear();
  read.clear();
}

async function readAnswer(path: string, response: Response): Promise<EarlyAnswer> {
  const isJson = response.status === 200 && (response.headers.get('Content-Type') ?? '').includes('json');
  const answer: EarlyAnswer = isJson ? { response, json: { value: await response.json() } } : { response };
  if (answers.has(path)) read.set(path, answer);
  return answer;
}

/** Asks for what the page at `hash` shows first; what it has not taken is dropped when the address changes. */
export function askEarly(hash: string, headers: Record<string, string>): void {
  for (const path of earlyPaths(hash)) {
    const answer = fetch(`/api/${path}`, { headers }).then((response) => readAnswer(path, response));
    // Not taken, a failure would be an unhandled rejection; taken, the page sees it.
    answer.catch(() => {});
    answers.set(path, answer);
  }
  if (answers.size === 0) return;
  window.addEventListener('hashchange', dropAnswers, { once: true });
  setTimeout(dropAnswers, TAKE_WITHIN_MS);
}

/** The early answer to a GET of `path`, once; afterwards the page asks the server itself. */
export function takeEarly(path: string): Promise<EarlyAnswer> | undefined {
  const key = keyOf(path);
  const answer = answers.get(key);
  answers.delete(key);
  read.delete(key);
  return answer;
}

/** The JSON answer to a GET of `path` if it has arrived already, once: a first render can show it. */
export function takeArrived(path: string): { value: unknown } | undefined {
  const key = keyOf(path);
  const json = read.get(key)?.json;
  if (json) takeEarly(key);
  return json;
}
