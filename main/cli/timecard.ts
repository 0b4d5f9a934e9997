// `setu-workbench timecard week --week 2026-W48 --hours FILE.csv [--queue] [--out DIR]`: the week page's
// work from a spreadsheet of hours. The hours it names replace those of the same placement, day and
// type; the drafts are the page's own (one Timecard per placement and week), all written or none.
import fs from 'node:fs';
import path from 'node:path';
import { CsvError, decodeSpreadsheet } from '../../shared/text/csv.ts';
import { addDays } from '../../shared/timecard/calendar.ts';
import { readHoursSheet } from '../../shared/timecard/hours-sheet.ts';
import { setMinutes, type WeekRow } from '../../shared/timecard/week-card.ts';
import { writeFileAtomic } from '../files.ts';
import { Refused } from '../messages/refusals.ts';
import { catchUp } from '../placements/projection.ts';
import { mondayOrFail, queueWeek, saveRow, weekView } from '../placements/week.ts';
import { command, commandGroup, dataOption } from './args.ts';
import { openCliDesk } from './desk.ts';
import { table } from './sync-store.ts';

const week = command(
  {
    name: 'timecard week',
    summary:
      "The week's timecards from a spreadsheet of hours (placement,date,hourType,hours), as the Hours page makes them.",
    synopsis: '--week 2026-W48 --hours FILE.csv [--queue] [--out DIR] [--data DIR]',
    required: ['week', 'hours'],
    options: {
      week: { type: 'string', help: 'the ISO week' },
      hours: {
        type: 'string',
        help: 'the hours: placement (id or assignment number), date, hour type, hours',
      },
      queue: { type: 'boolean', help: 'queue the timecards to their customers' },
      out: { type: 'string', help: 'also write each timecard there as a JSON file' },
      ...dataOption,
    },
  },
  async ({ values }) => {
    const { week, hours } = values;
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(hours);
    } catch (e) {
      process.stderr.write(
        `${hours}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}\n`,
      );
      return 2;
    }
    const { s, desk } = openCliDesk(values.data);
    try {
      const monday = mondayOrFail(week);
      catchUp(desk);
      const running = desk.placements.running(monday, addDays(monday, 6));
      const placementOf = (name: string) =>
        running.find((p) => p.id === name || p.assignmentId.value === name)?.id;
      const entries = readHoursSheet(decodeSpreadsheet(bytes), week, placementOf);
      const current = new Map(weekView(desk, week).rows.map((r) => [r.placement.id, r.row]));
      const touched = [...new Set(entries.map((e) => e.placement))];
      // The file's hours replace those of the same placement, day and type; lines that repeat one (a
      // split shift) add up.
      const rows = new Map(
        touched.map((id) => {
          const mine = entries.filter((e) => e.placement === id);
          let row = current.get(id) as WeekRow;
          for (const e of mine) row = setMinutes(row, e.code, e.day, 0);
          for (const e of mine)
            row = setMinutes(row, e.code, e.day, (row.hours[e.code]?.[e.day] ?? 0) + e.minutes);
          return [id, row] as const;
        }),
      );
      const saved = desk.db.transaction(() => [...rows].map(([id, row]) => saveRow(desk, week, id, row)))();
      const queued = values.queue ? queueWeek(desk, week, touched) : undefined;
      if (values.out) {
        fs.mkdirSync(values.out, { recursive: true });
        for (const r of saved) {
          const draft = r.draftId ? desk.drafts.get(r.draftId) : undefined;
          if (!draft) continue;
          const name = String((draft.body.documentId as { value?: unknown } | undefined)?.value ?? draft.id);
          writeFileAtomic(
            path.join(values.out, `${name.replace(/[^\w.-]+/g, '_')}.json`),
            `${JSON.stringify(draft.body, null, 2)}\n`,
          );
        }
      }
      const final = queued?.rows ?? saved;
      const shown = final.filter((r) => touched.includes(r.placement.id));
      process.stdout.write(
        table(
          ['PLACEMENT', 'WORKER', 'CUSTOMER', 'STATE', 'PROBLEM'],
          shown.map((r) => [
            r.placement.id,
            r.placement.worker.name,
            r.placement.counterparty,
            r.state,
            r.issues[0]?.message ?? '',
          ]),
        ),
      );
      if (queued) process.stdout.write(`queued ${queued.queued} timecard(s)\n`);
      for (const skip of queued?.skipped ?? [])
        process.stderr.write(`not queued: ${skip.placementId}: ${skip.reason}\n`);
      return shown.some((r) => r.state === 'problem') ? 1 : 0;
    } catch (e) {
      if (e instanceof CsvError) {
        process.stderr.write(`${hours}: nothing changed: ${e.message}\n`);
        return 1;
      }
      if (e instanceof Refused) {
        process.stderr.write(`${e.message}\n`);
        return 2;
      }
      throw e;
    } finally {
      s.close();
    }
  },
);

export const timecardCommand = commandGroup('timecard', 'Timecards from the command line.', { week });
