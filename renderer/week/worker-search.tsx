// Finding a worker on the week page: the grid renders only the rows in view, so the browser's own find
// (Ctrl+F, which opens this field here) cannot reach the others. As the clerk types, the first worker
// whose name (or customer) holds every word is brought into view and shown as found; the arrow keys go
// to the next or previous one found, Enter into their hours, Escape clears.
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useShortcut } from '../components/shortcuts.ts';
import { useT } from '../i18n/intl.tsx';

export interface Findable {
  id: string;
  worker: string;
  customer: string;
}

/** Text as a search compares it: without accents or case ("Ömer" is found by "omer"). */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The rows whose worker or customer holds every word of the text, in the grid's order. */
function matchesOf(rows: Findable[], text: string): Findable[] {
  const words = plain(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return rows.filter((r) => {
    const said = plain(`${r.worker} ${r.customer}`);
    return words.every((w) => said.includes(w));
  });
}

export function WorkerSearch({
  rows,
  onFound,
}: {
  rows: Findable[];
  /** The row found (undefined: none); `into` when its hours should take the focus. */
  onFound(id: string | undefined, into: boolean): void;
}) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [at, setAt] = useState(0);
  const matches = useMemo(() => matchesOf(rows, text), [rows, text]);
  useShortcut('find', () => {
    input.current?.focus();
    input.current?.select();
  });

  const show = (index: number, into: boolean) => {
    const n = matches.length;
    const i = n === 0 ? 0 : (index + n) % n;
    setAt(i);
    onFound(matches[i]?.id, into);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show(at + (e.key === 'ArrowDown' ? 1 : -1), false);
    } else if (e.key === 'Enter' && matches.length > 0) {
      e.preventDefault();
      show(at, true);
    } else if (e.key === 'Escape' && text) {
      setText('');
      onFound(undefined, false);
    }
  };

  const said =
    text.trim() === ''
      ? ''
      : matches.length === 0
        ? t('week.find.none')
        : t('week.find.count', { at: at + 1, count: matches.length });
  return (
    <span className="worker-search">
      <label htmlFor={id} className="visually-hidden">
        {t('week.find')}
      </label>
      <input
        id={id}
        ref={input}
        type="search"
        placeholder={t('week.find')}
        aria-describedby={`${id}-said`}
        aria-keyshortcuts="Control+F"
        autoComplete="off"
        value={text}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          setAt(0);
          onFound(matchesOf(rows, next)[0]?.id, false);
        }}
        onKeyDown={onKeyDown}
      />
      <span id={`${id}-said`} className="muted" role="status">
        {said}
      </span>
    </span>
  );
}
