// Keyboard shortcuts for the work done most: New (Alt+N, a new draft), Save (Ctrl+S or ⌘S, the draft
// now rather than after the pause) and Sync (Alt+S). Pages register what Save does while they are
// shown; New and Sync press the buttons that stand for them, so a shortcut does exactly what its button
// does. The list is in Help.
import { useEffect, useRef } from 'react';
import { navigate } from '../router.ts';

export type Shortcut = 'new' | 'save' | 'sync';

export const shortcutKeys: Record<Shortcut, string> = { new: 'Alt+N', save: 'Control+S', sync: 'Alt+S' };

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

function which(e: KeyboardEvent): Shortcut | undefined {
  const key = e.key.toLowerCase();
  if ((e.ctrlKey || e.metaKey) && !e.altKey && key === 's') return 'save';
  if (e.altKey && !e.ctrlKey && !e.metaKey) {
    // Alt+letter gives another character on some layouts (macOS): the physical key decides.
    if (e.code === 'KeyN') return 'new';
    if (e.code === 'KeyS') return 'sync';
  }
  return undefined;
}

export function onShortcutKey(e: KeyboardEvent): void {
  const name = which(e);
  if (!name) return;
  e.preventDefault();
  const own = handlers.get(name);
  if (own) {
    own();
    return;
  }
  if (name === 'new' && !button('new')) navigate('drafts');
  if (name !== 'save') press(name);
}
