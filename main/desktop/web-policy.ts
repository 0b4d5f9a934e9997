// What the window may load and do, decided from URLs alone: the app is the local server's origin,
// nothing else is loaded in the window.

const parse = (url: string) => {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
};

/** Whether `url` is on the local server (`origin` is the server's, e.g. http://127.0.0.1:41234). */
export const isAppUrl = (url: string, origin: string) => parse(url)?.origin === origin;

/** A link the user may follow in the system browser: web pages only (no file:, no custom schemes). */
export function externalLink(url: string): string | undefined {
  const parsed = parse(url);
  return parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') ? parsed.href : undefined;
}

/**
 * Requests the window's session may make: the server (a blob: URL the page made has its origin), the
 * data: images its CSP allows, and the developer tools' own pages. Anything else (remote content) is
 * cancelled.
 */
export function requestAllowed(url: string, origin: string): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  return parsed.origin === origin || parsed.protocol === 'data:' || parsed.protocol === 'devtools:';
}

/**
 * Permissions the page is granted: only writing text to the clipboard (the preview's Copy button);
 * camera, location, notifications and every other one are refused.
 */
export const permissionAllowed = (permission: string) => permission === 'clipboard-sanitized-write';
