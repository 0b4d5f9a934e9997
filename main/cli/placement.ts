// `setu-workbench placement import FILE...` (spreadsheets, and Assignment files in XML or JSON, which
// are stored as received and keep their placements current) and `placement list [--json]`.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { today } from '../../shared/calendar.ts';
import { CsvError, decodeSpreadsheet } from '../../shared/csv.ts';
import { storeReceived } from '../messages/received.ts';
import { PlacementRefused } from '../placements/errors.ts';
import { catchUp } from '../placements/projection.ts';
import { importSheet, view } from '../placements/service.ts';
import { openCliDesk } from './desk.ts';
import { readMessageFile } from './read-file.ts';
import { table } from './sync-store.ts';

const usage = `usage: setu-workbench placement import <file.csv|assignment.xml|assignment.json>... [--data DIR]
       setu-workbench placement list [--json] [--ended] [--data DIR]`;

const isSheet = (file: string, bytes: Buffer) =>
  /\.(csv|txt)$/i.test(file) ||
  !/^\s*[<{]/.test(decodeSpreadsheet(bytes.subarray(0, 64)).replace(/^\uFEFF/, ''));

async function importFiles(files: string[], data: string | undefined): Promise<number> {
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
          const result = importSheet(desk, decodeSpreadsheet(bytes));
          process.stdout.write(`${file}: ${result.created} placement(s) added, ${result.updated} updated\n`);
        } catch (e) {
          if (!(e instanceof CsvError || e instanceof PlacementRefused)) throw e;
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

export async function placementCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { data: { type: 'string' }, json: { type: 'boolean' }, ended: { type: 'boolean' } },
  });
  const [action, ...files] = positionals;
  if (action === 'import' && files.length > 0) return importFiles(files, values.data);
  if (action === 'list' && files.length === 0)
    return list(values.json ?? false, values.ended ?? false, values.data);
  throw new Error(usage);
}
