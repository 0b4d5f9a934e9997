// `setu-workbench placement import FILE... [--update]` (spreadsheets, and Assignment files in XML or
// JSON, which are stored as received and keep their placements current), `placement list [--json]` and
// `placement delete ID`. A spreadsheet with rows that are placements already (by assignment number, or
// possibly the same worker) changes nothing unless --update says to take them over.
import fs from 'node:fs';
import type { ImportPreviewRow } from '../../shared/api/placement-types.ts';
import { CsvError, decodeSpreadsheet } from '../../shared/text/csv.ts';
import { today } from '../../shared/timecard/calendar.ts';
import { storeReceived } from '../messages/received.ts';
import { Refused } from '../messages/refusals.ts';
import type { Desk } from '../placements/desk.ts';
import { deletePlacement } from '../placements/ending.ts';
import { catchUp } from '../placements/projection.ts';
import { view } from '../placements/service.ts';
import { importSheet, previewSheet } from '../placements/sheet-import.ts';
import { command, commandGroup, dataOption } from './args.ts';
import { openCliDesk } from './desk.ts';
import { readMessageFile } from './read-file.ts';
import { table } from './sync-store.ts';

const isSheet = (file: string, bytes: Buffer) =>
  /\.(csv|txt)$/i.test(file) ||
  !/^\s*[<{]/.test(decodeSpreadsheet(bytes.subarray(0, 64)).replace(/^\uFEFF/, ''));

const reasons = {
  'assignment-number': 'its assignment number',
  'personnel-number': 'the same personnel number',
  'name-birth-date': 'the same name and birth date',
  name: 'the same name',
};

/** A row that is a placement already, in a line: which, why, and whether anything would change. */
function duplicateLine(row: ImportPreviewRow): string {
  const [c] = row.candidates;
  if (!c) return '';
  const p = c.placement;
  const which = `${p.workerName || p.assignmentNumber} at ${p.counterparty} from ${p.start} (${p.id})`;
  const change = c.changes.length === 0 ? 'no change' : `would change: ${c.changes.join(', ')}`;
  return row.kind === 'known'
    ? `row ${row.row}: ${row.input.workerName} is placement ${which} by ${reasons[c.reason]}; ${change}`
    : `row ${row.row}: ${row.input.workerName} is possibly the same worker as placement ${which}: ${reasons[c.reason]}; ${change}`;
}

/** A spreadsheet: previewed, and imported only where no row is a placement already, or with --update. */
function importSpreadsheet(desk: Desk, file: string, text: string, update: boolean): boolean {
  const { rows } = previewSheet(desk, text);
  const duplicates = rows.filter((r) => r.kind !== 'new');
  if (duplicates.length > 0 && !update) {
    for (const row of duplicates) process.stderr.write(`${file}: ${duplicateLine(row)}\n`);
    process.stderr.write(
      `${file}: nothing imported: ${duplicates.length} row(s) are placements already; --update takes them over\n`,
    );
    return false;
  }
  const result = importSheet(desk, text, []);
  process.stdout.write(
    `${file}: ${result.created} placement(s) added, ${result.updated} updated, ${result.unchanged} unchanged\n`,
  );
  return true;
}

async function importFiles(files: string[], data: string | undefined, update: boolean): Promise<number> {
  const { s, desk } = openCliDesk(data);
  try {
    let failed = false;
    let unreadable = false;
    for (const file of files) {
      let bytes: Buffer;
      try {
        bytes = fs.readFileSync(file);
      } catch (e) {
        process.stderr.write(
          `${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}\n`,
        );
        failed = true;
        continue;
      }
      if (isSheet(file, bytes)) {
        try {
          if (!importSpreadsheet(desk, file, decodeSpreadsheet(bytes), update)) failed = true;
        } catch (e) {
          if (!(e instanceof CsvError || e instanceof Refused)) throw e;
          process.stderr.write(`${file}: nothing imported: ${e.message}\n`);
          failed = true;
        }
        continue;
      }
      const read = readMessageFile(file, {});
      if (!read.ok) {
        process.stderr.write(`${file}: ${read.error}\n`);
        unreadable = true;
        continue;
      }
      const message = read.message;
      if (message.family.name !== 'Assignment') {
        process.stderr.write(`${file}: a ${message.family.title} is not an assignment\n`);
        failed = true;
        continue;
      }
      const stored = await storeReceived(s.store, message);
      if (!stored.ok) {
        process.stderr.write(`${file}: ${stored.error.message}\n`);
        for (const issue of stored.issues)
          process.stderr.write(`${file}: ${issue.path || '/'}: ${issue.message}\n`);
        failed = true;
        continue;
      }
      catchUp(desk);
      process.stdout.write(`${file}: assignment stored; its placement is kept current\n`);
    }
    return unreadable ? 2 : failed ? 1 : 0;
  } finally {
    s.close();
  }
}

function list(json: boolean, ended: boolean, data: string | undefined): number {
  const { s, desk } = openCliDesk(data);
  try {
    catchUp(desk);
    const items = [];
    let cursor: string | undefined;
    do {
      const page = desk.placements.list({
        ended: ended ? 'include' : 'exclude',
        today: today(),
        limit: 500,
        cursor,
      });
      items.push(...page.items.map((p) => view(desk, p)));
      cursor = page.next;
    } while (cursor);
    if (json) {
      process.stdout.write(`${JSON.stringify(items)}\n`);
      return 0;
    }
    const rows = items.map((p) => [
      p.id,
      p.worker.name,
      p.counterparty,
      p.assignmentId.value,
      p.start,
      p.end ?? '',
      p.withdrawn ? 'withdrawn' : p.active ? 'active' : 'not active',
    ]);
    process.stdout.write(table(['ID', 'WORKER', 'CUSTOMER', 'ASSIGNMENT', 'START', 'END', 'STATE'], rows));
    return 0;
  } finally {
    s.close();
  }
}

/** Deletes a placement never sent, by its id or its assignment number. */
function remove(which: string, data: string | undefined): number {
  const { s, desk } = openCliDesk(data);
  try {
    catchUp(desk);
    const p = desk.placements.get(which) ?? desk.placements.byAssignment(which);
    if (!p) {
      process.stderr.write(`no placement ${which}\n`);
      return 1;
    }
    try {
      deletePlacement(desk, p.id);
    } catch (e) {
      if (!(e instanceof Refused)) throw e;
      process.stderr.write(`${e.message}\n`);
      return 1;
    }
    process.stdout.write(
      `deleted the placement of ${p.worker.name || p.assignmentId.value} at ${p.counterparty}, with its drafts and outbox entries\n`,
    );
    return 0;
  } finally {
    s.close();
  }
}

export const placementCommand = commandGroup(
  'placement',
  'Placements: one worker at one customer for a period, with the rates and the normal week.',
  {
    import: command(
      {
        name: 'placement import',
        summary:
          'Placements from spreadsheets (CSV; a file with a bad row imports nothing) and Assignment files (XML or JSON).',
        synopsis: '<file.csv|assignment.xml|assignment.json>... [--update] [--data DIR]',
        operands: { name: '<file>', min: 1 },
        options: {
          update: {
            type: 'boolean',
            default: false,
            help: "take over a spreadsheet's rows that are placements already (without it, nothing is imported)",
          },
          ...dataOption,
        },
      },
      ({ values, positionals }) => importFiles(positionals, values.data, values.update),
    ),
    list: command(
      {
        name: 'placement list',
        summary: 'Lists the running placements, each with its id.',
        synopsis: '[--json] [--ended] [--data DIR]',
        options: {
          json: { type: 'boolean', default: false, help: 'as a JSON array' },
          ended: { type: 'boolean', default: false, help: 'ended and withdrawn placements too' },
          ...dataOption,
        },
      },
      ({ values }) => list(values.json, values.ended, values.data),
    ),
    delete: command(
      {
        name: 'placement delete',
        summary: 'Deletes a placement that was never sent, with its drafts and outbox entries.',
        synopsis: '<id|assignment number> [--data DIR]',
        operands: { name: '<id|assignment number>', min: 1, max: 1 },
        options: dataOption,
      },
      ({ values, positionals: [which = ''] }) => remove(which, values.data),
    ),
  },
);
