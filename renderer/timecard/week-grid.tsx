// The timecard's hours as a week grid: the week picker, "Copy last week", the table of hour types by
// days, adding an hour type, and the lines the grid cannot show.
import { useEffect, useMemo, useRef, useState } from 'react';
import { addDays, isDay, mondayOf, shortDay, weekNumber, weekOf } from '../../shared/calendar.ts';
import { type Json, linesOf, TIME_LINES } from '../../shared/timecard/lines.ts';
import { gridLines, setCell } from '../../shared/timecard/time-lines.ts';
import { copyWeek } from './copy-week.ts';
import { HoursTable } from './hours-table.tsx';
import type { MemberIssues } from './issues.ts';
import { findLastWeek } from './last-week.ts';
import { OtherLines } from './other-lines.tsx';

/** Changes the body from its latest state (edits may follow each other before a re-render). */
export type Update = (change: (body: Json) => Json) => void;

export interface WeekGridProps {
  draftId: string;
  body: Json;
  monday: string;
  onWeek(monday: string): void;
  /** Writes the time-interval lines into the body. */
  setLines(body: Json, lines: unknown[]): Json;
  update: Update;
  issues: MemberIssues;
}

export function WeekGrid({ draftId, body, monday, onWeek, setLines, update, issues }: WeekGridProps) {
  const lines = linesOf(body, TIME_LINES);
  const grid = useMemo(() => gridLines(lines), [lines]);
  const [added, setAdded] = useState<string[]>([]);
  const [newCode, setNewCode] = useState('');
  const [status, setStatus] = useState('');
  const [copying, setCopying] = useState(false);
  const [focusCode, setFocusCode] = useState<string>();
  const section = useRef<HTMLElement>(null);

  const codes = [...grid.codes, ...added.filter((code) => !grid.codes.includes(code))];
  const days = weekOf(monday);
  const sunday = days[6] as string;
  const shown = (index: number) => {
    const day = grid.placed[index]?.day;
    return !!day && day >= monday && day <= sunday;
  };
  const issuesOf = (index: number) => issues.byLine.get(index) ?? [];
  const elsewhere = [...issues.byLine.keys()]
    .filter((index) => grid.placed[index] && !shown(index))
    .map((index) => ({ index, issues: issuesOf(index) }));

  useEffect(() => {
    if (focusCode === undefined) return;
    section.current
      ?.querySelector<HTMLInputElement>(`input[data-row="${codes.indexOf(focusCode)}"][data-col="0"]`)
      ?.focus();
    setFocusCode(undefined);
  });

  function addType() {
    const code = newCode.trim();
    if (code === '') return;
    if (!codes.includes(code)) setAdded([...added, code]);
    setNewCode('');
    setFocusCode(code);
  }

  function setHours(day: string, code: string, minutes: number) {
    update((b) => {
      const next = setCell(b, linesOf(b, TIME_LINES), day, code, minutes);
      return next ? setLines(b, next) : b;
    });
  }

  async function copyLastWeek() {
    setCopying(true);
    setStatus('');
    try {
      const source = await findLastWeek(draftId, body, monday);
      if (!source) {
        setStatus(
          'Nothing to copy: no hours in the week before, nor in another timecard draft of this assignment or person.',
        );
        return;
      }
      let copied = 0;
      update((b) => {
        const result = copyWeek(b, linesOf(b, TIME_LINES), source, monday);
        copied = result.copied;
        return copied > 0 ? setLines(b, result.lines) : b;
      });
      const from = `the week of ${shortDay(source.monday)} in ${source.from}`;
      setStatus(
        copied > 0
          ? `Copied ${copied} ${copied === 1 ? 'entry' : 'entries'} from ${from}.`
          : `Nothing copied: the cells for the hours of ${from} are filled already.`,
      );
    } catch (e) {
      setStatus(`Could not copy last week: ${(e as Error).message}`);
    } finally {
      setCopying(false);
    }
  }

  const label = `Week ${weekNumber(monday)}: ${shortDay(monday)} – ${shortDay(sunday)} ${sunday.slice(0, 4)}`;
  return (
    <section className="week-grid" aria-labelledby="timecard-hours" ref={section}>
      <h2 id="timecard-hours">Hours</h2>
      <div className="toolbar">
        <button type="button" aria-label="Previous week" onClick={() => onWeek(addDays(monday, -7))}>
          ‹
        </button>
        <span className="week-label">{label}</span>
        <button type="button" aria-label="Next week" onClick={() => onWeek(addDays(monday, 7))}>
          ›
        </button>
        <label>
          Week of{' '}
          <input
            type="date"
            value={monday}
            onChange={(e) => isDay(e.currentTarget.value) && onWeek(mondayOf(e.currentTarget.value))}
          />
        </label>
        <button type="button" onClick={copyLastWeek} disabled={copying}>
          Copy last week
        </button>
      </div>
      <HoursTable
        caption={`Hours by type and day, ${label}`}
        days={days}
        codes={codes}
        grid={grid}
        issuesOf={(indexes) => indexes.flatMap(issuesOf)}
        onCell={setHours}
        removable={(code) => !grid.codes.includes(code)}
        onRemoveRow={(code) => setAdded(added.filter((c) => c !== code))}
      />
      {codes.length === 0 && (
        <p className="muted">
          Add the hour types you report: the codes agreed with the counterparty, such as HT100.
        </p>
      )}
      <div className="toolbar add-hour-type">
        <input
          aria-label="New hour type code"
          placeholder="Hour type code"
          value={newCode}
          onChange={(e) => setNewCode(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            addType();
          }}
        />
        <button type="button" onClick={addType} disabled={newCode.trim() === ''}>
          Add hour type
        </button>
      </div>
      <p role="status" aria-label="Copy result" className="muted">
        {status}
      </p>
      <OtherLines
        lines={lines}
        unplaced={grid.unplaced}
        issuesOf={issuesOf}
        elsewhere={elsewhere}
        whole={issues.whole}
        onRemove={(index) =>
          update((b) =>
            setLines(
              b,
              linesOf(b, TIME_LINES).filter((_, i) => i !== index),
            ),
          )
        }
      />
    </section>
  );
}
