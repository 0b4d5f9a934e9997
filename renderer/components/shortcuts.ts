// Keyboard shortcuts for the work done most: New (Alt+N, a new draft), Save (Ctrl+S or ⌘S, the draft
// now rather than after the pause), Sync (Alt+S, "Versturen"), and on the week page Queue all (Alt+K,
// "Alles klaarzetten"), the previous and next week (Alt+PageUp, Alt+PageDown) and finding a worker
// (Ctrl+F, which the browser's own find cannot do in a grid that renders only the rows in view). Pages
// register what a shortcut does while they are shown; New, Sync and Queue all press the buttons that
// stand for them, so a shortcut does exactly what its button does. A page's own shortcut does nothing
// elsewhere: there Ctrl+F is the browser's. The list is in Help.
import { useEffect, useRef } from 'react';
import { navigate } from '../router.ts';

export type Shortcut = 'new' | 'save' | 'sync' | 'queue' | 'previousWeek' | 'nextWeek' | 'find';

export const shortcutKeys: Record<Shortcut, string> = {
  new: 'Alt+N',
  save: 'Control+S',
  sync: 'Alt+S',
  queue: 'Alt+K',
  previousWeek: 'Alt+PageUp',
  nextWeek: 'Alt+PageDown',
  find: 'Control+F',
};

const handlers = new Map<Shortcut, () => void>();

/** What a shortcut does while the calling component is shown. */
export function useShortcut(name: Shortcut, handler: () => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const run = () => latest.current();
    handlers.set(name, run);
    return () => {
      if (handlers.get(name) === run) handlers.delete(name);
    };
  }, [name]);
}

const button = (name: Shortcut) =>
  document.querySelector<HTMLButtonElement>(`button[data-shortcut="${name}"]`);

/** Presses a button once it is on the page (after a move to the page that has it). */
function press(name: Shortcut, tries = 30): void {
  const b = button(name);
  if (b && !b.disabled) b.click();
  else if (tries > 0) requestAnimationFrame(() => press(name, tries - 1));
}

/** Shortcuts that do something only where a page has registered them. */
const pageOwn = new Set<Shortcut>(['previousWeek', 'nextWeek', 'find']);

function which(e: KeyboardEvent): Shortcut | undefined {
  const key = e.key.toLowerCase();
  if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
    if (key === 's') return 'save';
    if (key === 'f') return 'find';
  }
  if (e.altKey && !e.ctrlKey && !e.metaKey) {
    // Alt+letter gives another character on some layouts (macOS): the physical key decides.
    if (e.code === 'KeyN') return 'new';
    if (e.code === 'KeyS') return 'sync';
    if (e.code === 'KeyK') return 'queue';
    if (e.key === 'PageUp') return 'previousWeek';
    if (e.key === 'PageDown') return 'nextWeek';
  }
  return undefined;
}

export function onShortcutKey(e: KeyboardEvent): void {
  const name = which(e);
  if (!name) return;
  const own = handlers.get(name);
  if (!own && pageOwn.has(name)) return;
  e.preventDefault();
  if (own) {
    own();
    return;
  }
  if (name === 'new' && !button('new')) navigate('drafts');
  if (name === 'queue') {
    // Only where its button is: Queue all is the week's.
    button('queue')?.click();
    return;
  }
  if (name !== 'save') press(name);
}
