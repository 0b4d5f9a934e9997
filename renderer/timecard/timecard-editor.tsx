// The timecard's purpose-built editor: its hours as the hours grid with the timecard as its one row
// (renderer/hours/), and its allowances with receipts. The draft editor shows it for Timecard drafts in
// place of the generic form of these members.
import { useEffect, useRef, useState } from 'react';
import { addDays, isDay, mondayOf, today } from '../../shared/timecard/calendar.ts';
import {
  ALLOWANCES,
  type Json,
  linesOf,
  objectAt,
  TIME_LINES,
  withLines,
} from '../../shared/timecard/lines.ts';
import { readLine } from '../../shared/timecard/time-lines.ts';
import type { FamilyEditorProps } from '../form/family-editor.ts';
import { Allowances } from './allowances.tsx';
import { memberIssues } from './issues.ts';
import { type Update, WeekHours } from './week-hours.tsx';
import './timecard.css';

const periodStart = (body: Json) => objectAt(objectAt(body, 'period'), 'datePeriod').start;

/** The week shown first: the timecard's period, else its first hours, else this week. */
function firstWeek(body: Json): string {
  const start = periodStart(body);
  if (isDay(start)) return mondayOf(start);
  const day = linesOf(body, TIME_LINES)
    .map((line) => readLine(line)?.day)
    .find(Boolean);
  return mondayOf(day ?? today());
}

/**
 * The body with the time lines set. A timecard without a period gets the shown week as its period
 * when hours are entered: it needs one, and this is the week the hours are for.
 */
function withTimeLines(body: Json, lines: unknown[], monday: string): Json {
  const next = withLines(body, TIME_LINES, lines);
  const period = objectAt(body, 'period');
  const datePeriod = objectAt(period, 'datePeriod');
  const unset = (value: unknown) => value === undefined || value === '';
  if (lines.length === 0 || !unset(datePeriod.start) || !unset(datePeriod.end)) return next;
  return {
    ...next,
    period: { ...period, datePeriod: { ...datePeriod, start: monday, end: addDays(monday, 6) } },
  };
}

export function TimecardEditor({ draftId, body, onChange, issues }: FamilyEditorProps) {
  const latest = useRef(body);
  latest.current = body;
  const update: Update = (change) => {
    const next = change(latest.current);
    if (next === latest.current) return;
    latest.current = next;
    onChange(next);
  };
  const [monday, setMonday] = useState(() => firstWeek(body));
  // When the user sets the timecard's period, the grid goes to its first week.
  const start = periodStart(body);
  useEffect(() => {
    if (isDay(start)) setMonday(mondayOf(start));
  }, [start]);
  const now = today();
  return (
    <div className="timecard-editor">
      <WeekHours
        draftId={draftId}
        body={body}
        monday={monday}
        onWeek={setMonday}
        setLines={(b, lines) => withTimeLines(b, lines, monday)}
        update={update}
        issues={memberIssues(issues, TIME_LINES)}
      />
      <Allowances
        body={body}
        update={update}
        issues={memberIssues(issues, ALLOWANCES)}
        day={now >= monday && now <= addDays(monday, 6) ? now : monday}
      />
    </div>
  );
}
