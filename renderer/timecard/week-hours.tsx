// The timecard's hours of one week: the week picker, "Copy last week", the hours grid with the
// timecard as its one row (hour types by days, each day's start and break), adding an hour type, and
// the lines the grid cannot show. Every change lays the day's lines out by the clock-time rule
// (shared/timecard/clock.ts): the start and break as entered or from the placement's schedule,
// overtime after the normal hours, no invented times.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { typeName } from '../../shared/messages/type-names.ts';
import { addDays, isDay, mondayOf, weekNumber, weekOf } from '../../shared/timecard/calendar.ts';
import { type Json, linesOf, TIME_LINES } from '../../shared/timecard/lines.ts';
import { gridLines } from '../../shared/timecard/time-lines.ts';
import type { WeekRow } from '../../shared/timecard/week-card.ts';
import { DayInput } from '../components/day-input.tsx';
import type { GridRow } from '../hours/grid-row.ts';
import { HoursGrid } from '../hours/hours-grid.tsx';
import { useFormats, useLanguage, useT } from '../i18n/intl.tsx';
import { useTypeNames } from '../placements/type-names.ts';
import { copyWeek } from './copy-week.ts';
import { useLineIssueWords } from './issue-words.ts';
import type { MemberIssues } from './issues.ts';
import { findLastWeek } from './last-week.ts';
import { OtherLines } from './other-lines.tsx';
import { useSchedule } from './schedule.ts';
import { cellNotes, weekRowOf, writeWeek } from './timecard-row.ts';

/** Changes the body from its latest state (edits may follow each other before a re-render). */
export type Update = (change: (body: Json) => Json) => void;

export interface WeekHoursProps {
  draftId: string;
  body: Json;
  monday: string;
  onWeek(monday: string): void;
  /** Writes the time-interval lines into the body. */
  setLines(body: Json, lines: unknown[]): Json;
  update: Update;
  issues: MemberIssues;
}

export function WeekHours({ draftId, body, monday, onWeek, setLines, update, issues }: WeekHoursProps) {
  const t = useT();
  const f = useFormats();
  const { language } = useLanguage();
  const types = useTypeNames();
  const describe = useLineIssueWords('timeInterval');
  const schedule = useSchedule(body);
  const lines = linesOf(body, TIME_LINES);
  const grid = useMemo(() => gridLines(lines), [lines]);
  const [added, setAdded] = useState<string[]>([]);
  const [newCode, setNewCode] = useState('');
  const [status, setStatus] = useState('');
  const [copying, setCopying] = useState(false);
  const [focusCode, setFocusCode] = useState<string>();
  const section = useRef<HTMLElement>(null);
  const id = useId();

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
      ?.querySelector<HTMLInputElement>(`input[data-line="${codes.indexOf(focusCode)}"][data-col="0"]`)
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

  const row: GridRow = {
    id: draftId,
    row: weekRowOf(body, monday),
    codes,
    removable: codes.filter((code) => !grid.codes.includes(code)),
    typeName: (kind, code) => typeName(types, kind, code, language),
    days,
    schedule,
    open: { times: codes.length > 0, allowances: false },
    cell: cellNotes(grid, (index) => issuesOf(index).map(describe)),
  };
  function edit(_: string, change: (row: WeekRow) => WeekRow) {
    update((b) => {
      const lines = linesOf(b, TIME_LINES);
      const before = weekRowOf(b, monday);
      const next = writeWeek(b, lines, before, change(before), { schedule, codes });
      return next === lines ? b : setLines(b, next);
    });
  }

  async function copyLastWeek() {
    setCopying(true);
    setStatus('');
    try {
      const source = await findLastWeek(draftId, body, monday);
      if (!source) {
        setStatus(t('tc.copy.nothing'));
        return;
      }
      let copied = 0;
      update((b) => {
        const result = copyWeek(b, linesOf(b, TIME_LINES), source, monday);
        copied = result.copied;
        return copied > 0 ? setLines(b, result.lines) : b;
      });
      const where = { monday: f.day(source.monday), from: source.from ?? t('tc.copy.thisCard') };
      setStatus(copied > 0 ? t('tc.copy.done', { count: copied, ...where }) : t('tc.copy.full', where));
    } catch {
      setStatus(t('tc.copy.failed'));
    } finally {
      setCopying(false);
    }
  }

  const label = t('tc.week', { week: weekNumber(monday), from: f.day(monday), to: f.day(sunday) });
  return (
    <section className="week-hours" aria-labelledby="timecard-hours" ref={section}>
      <h2 id="timecard-hours">{t('tc.hours')}</h2>
      <div className="toolbar">
        <button type="button" aria-label={t('tc.previous')} onClick={() => onWeek(addDays(monday, -7))}>
          ‹
        </button>
        <span className="week-label">{label}</span>
        <button type="button" aria-label={t('tc.next')} onClick={() => onWeek(addDays(monday, 7))}>
          ›
        </button>
        <label htmlFor={`${id}-week-of`}>{t('tc.weekOf')}</label>
        <DayInput id={`${id}-week-of`} value={monday} onDay={(day) => isDay(day) && onWeek(mondayOf(day))} />
        <button type="button" onClick={copyLastWeek} disabled={copying}>
          {t('tc.copy')}
        </button>
      </div>
      <HoursGrid
        monday={monday}
        caption={t('tc.caption', { week: label })}
        rows={[row]}
        edit={edit}
        onRemoveType={(_, code) => setAdded(added.filter((c) => c !== code))}
      />
      {codes.length === 0 ? (
        <p className="muted">{t('tc.noTypes')}</p>
      ) : (
        <p className="hint">{t('tc.timesHint')}</p>
      )}
      <div className="toolbar add-hour-type">
        <input
          aria-label={t('tc.newType')}
          placeholder={t('tc.newType.placeholder')}
          value={newCode}
          onChange={(e) => setNewCode(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            addType();
          }}
        />
        <button type="button" onClick={addType} disabled={newCode.trim() === ''}>
          {t('tc.addType')}
        </button>
      </div>
      <p role="status" aria-label={t('tc.copy.result')} className="muted">
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
