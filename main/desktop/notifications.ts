// The body of the bridge's notify (shared/api/desktop-bridge.ts): a notification through the operating
// system, its text checked first (it comes from the page); a click brings the window to the front.
import type { BrowserWindow, NotificationConstructorOptions } from 'electron';

const MAX_TITLE = 200;
const MAX_BODY = 1000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function notificationOptions(input: unknown): { title: string; body: string } {
  if (
    isRecord(input) &&
    typeof input.title === 'string' &&
    typeof input.body === 'string' &&
    input.title.length <= MAX_TITLE &&
    input.body.length <= MAX_BODY
  )
    return { title: input.title, body: input.body };
  throw new TypeError(
    `notify takes { title (at most ${MAX_TITLE} characters), body (at most ${MAX_BODY}) }.`,
  );
}

export interface Notifier {
  new (
    options: NotificationConstructorOptions,
  ): { show(): void; on(event: 'click', listener: () => void): unknown };
  isSupported(): boolean;
}

export function showNotification(notifier: Notifier, input: unknown, win: BrowserWindow | null): void {
  const options = notificationOptions(input);
  if (!notifier.isSupported()) return;
  const note = new notifier(options);
  note.on('click', () => {
    if (!win || win.isDestroyed()) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  });
  note.show();
}
