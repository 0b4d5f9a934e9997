// `placement import|list` and `timecard week` as an agency runs them: a spreadsheet as Dutch Excel saves
// it (Windows-1252, `;`), refused whole for one bad row; an Assignment file; a week of hours from a
// spreadsheet written as the week page would, queued, and written out as files.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection } from '../main/store/connection.ts';
import type { PlacementView } from '../shared/api/types.ts';
import { readMessage, writeMessage } from '../shared/messages/message-io.ts';
import { family } from '../shared/messages/registry.ts';
import { assignmentOf } from '../shared/placement/placement.ts';
import { cli } from './support/cli.ts';
import { agency, samplePlacement } from './support/placements.ts';
import { tempDir } from './support/temp.ts';

let dir: string;
let data: string[];
beforeAll(async () => {
  dir = tempDir('setu-cli-placements-');
  data = ['--data', path.join(dir, 'data')];
  const added = await cli(
    'counterparty',
    'add',
    'bakkerij',
    '--url',
    'http://127.0.0.1:9',
    '--role',
    'customer',
    '--families',
    'Assignment,Timecard',
    ...data,
  );
  expect(added.code, added.stderr).toBe(0);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = (name: string, content: string | Buffer) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, content);
  return p;
};
const list = async () => {
  const res = await cli('placement', 'list', '--json', ...data);
  expect(res.code, res.stderr).toBe(0);
  return JSON.parse(res.stdout) as PlacementView[];
};
const timecardDrafts = () => {
  const db = openConnection(path.join(dir, 'data', 'workbench.sqlite'));
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM drafts WHERE family = 'Timecard'").get() as { n: number })
      .n;
  } finally {
    db.close();
  }
};

const header = 'Medewerker;Klant;Startdatum;Uurtarieven;Uren per week;Begintijd;Pauze minuten;Opdrachtnummer';

describe('placement import and list', () => {
  it('imports nothing from a sheet with a bad row, naming the row and the column', async () => {
    const sheet = Buffer.from(
      `${header}\r\nJoël Smit;bakkerij;02-11-2026;HT100=21,50;40;08:00;30;A-1\r\nAnna;bakkerij;02-11-2026;HT100=tien;40;08:00;30;A-2\r\n`,
      'latin1',
    );
    const res = await cli('placement', 'import', file('bad.csv', sheet), ...data);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/row 3, column D \(Uurtarieven\)/);
    expect(await list()).toEqual([]);
  });

  it('imports a sheet as Excel writes it and an Assignment file, and lists each placement with its id', async () => {
    const sheet = Buffer.from(
      `${header}\r\nJoël Smit;bakkerij;02-11-2026;HT100=21,50;40;08:00;30;A-1\r\nAnna de Wit;bakkerij;02-11-2026;HT100=22,00;32;07:30;30;A-2\r\n`,
      'latin1',
    );
    const res = await cli('placement', 'import', file('good.csv', sheet), ...data);
    expect(res.code, res.stderr).toBe(0);
    const assignment = assignmentOf(
      samplePlacement({ assignmentId: { value: 'A-3', schemeAgencyId: 'Supplier' } }),
      agency,
    );
    const xml = writeMessage(assignment, family('Assignment'), '2.0', 'xml');
    const stored = await cli('placement', 'import', file('a3.xml', xml), ...data);
    expect(stored.code, stored.stderr).toBe(0);
    const placements = await list();
    expect(placements.map((p) => [p.worker.name, p.assignmentId.value]).sort()).toEqual([
      ['', 'A-3'],
      ['Anna de Wit', 'A-2'],
      ['Joël Smit', 'A-1'],
    ]);
    expect(placements.every((p) => typeof p.id === 'string' && p.id.length === 36)).toBe(true);
  });

  it('reports the rows of a sheet that are placements already and changes nothing, unless told --update', async () => {
    const sheet = (anna: string) =>
      Buffer.from(
        `Medewerker;Klant;Startdatum;Uurtarieven;Uren per week;Begintijd;Pauze minuten\r\nJoël Smit;bakkerij;02-11-2026;HT100=21,50;40;08:00;30\r\n${anna}\r\nPiet Nieuw;bakkerij;02-11-2026;HT100=20,00;40;08:00;30\r\n`,
        'latin1',
      );
    const again = file('again.csv', sheet('Anna de Wit;bakkerij;02-11-2026;HT100=23,00;32;07:30;30'));
    const before = await list();
    const refused = await cli('placement', 'import', again, ...data);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /row 2: Joël Smit is possibly the same worker as placement Joël Smit at bakkerij from 2026-11-02 \(.{36}\): the same name; no change/,
    );
    expect(refused.stderr).toMatch(
      /row 3: Anna de Wit is possibly the same worker as .*; would change: rates/,
    );
    expect(refused.stderr).toMatch(
      /nothing imported: 2 row\(s\) are placements already; --update takes them over/,
    );
    expect(await list()).toEqual(before);

    const taken = await cli('placement', 'import', again, '--update', ...data);
    expect(taken.code, taken.stderr).toBe(0);
    expect(taken.stdout).toMatch(/1 placement\(s\) added, 1 updated, 1 unchanged/);
    const after = await list();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((p) => p.worker.name === 'Anna de Wit')?.rates[0]?.amount).toBe(23);
  });

  it('deletes a placement never sent, by its id, and nothing else', async () => {
    const before = await list();
    const piet = before.find((p) => p.worker.name === 'Piet Nieuw');
    const res = await cli('placement', 'delete', piet?.id as string, ...data);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/deleted the placement of Piet Nieuw at bakkerij/);
    expect(await list()).toEqual(before.filter((p) => p !== piet));
    const missing = await cli('placement', 'delete', piet?.id as string, ...data);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no placement/);
  });
});

describe('timecard week', () => {
  const hours = (rows: string[]) => file('hours.csv', `placement,date,hourType,hours\n${rows.join('\n')}\n`);

  it('changes nothing for a file with a bad row, and names it', async () => {
    const res = await cli(
      'timecard',
      'week',
      '--week',
      '2026-W48',
      '--hours',
      hours(['A-1,2026-11-23,HT100,8', 'A-1,2026-12-01,HT100,8']),
      ...data,
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/row 3, column B \(date\): 2026-12-01 is not a day of 2026-W48/);
    expect(timecardDrafts()).toBe(0);
  });

  it('writes the week page’s drafts from the hours, queues them and writes them out', async () => {
    const [anna] = (await list()).filter((p) => p.assignmentId.value === 'A-2');
    const out = path.join(dir, 'out');
    const res = await cli(
      'timecard',
      'week',
      '--week',
      '2026-W48',
      '--hours',
      hours([
        'A-1,23-11-2026,HT100,"7,5"',
        'A-1,2026-11-24,HT100,8',
        'A-1,2026-11-24,HT150,1:30',
        `${anna?.id},2026-11-23,HT100,8`,
      ]),
      '--queue',
      '--out',
      out,
      ...data,
    );
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/queued 2 timecard\(s\)/);
    const files = fs.readdirSync(out).sort();
    expect(files).toHaveLength(2);
    for (const name of files) {
      const doc = JSON.parse(fs.readFileSync(path.join(out, name), 'utf8'));
      expect(readMessage(JSON.stringify(doc), { type: 'Timecard' }).issues).toEqual([]);
    }
    const joel = files
      .map((n) => JSON.parse(fs.readFileSync(path.join(out, n), 'utf8')))
      .find((d) => d.staffingIds.assignmentId.value === 'A-1');
    const lines = joel.timeInterval.map(
      (l: {
        typeCode: { value: string };
        timeTotal: string;
        period: { dateTimePeriod: { start: string; end: string } };
      }) => [l.typeCode.value, l.period.dateTimePeriod.start, l.period.dateTimePeriod.end, l.timeTotal],
    );
    expect(lines).toEqual([
      ['HT100', '2026-11-23T08:00:00', '2026-11-23T16:00:00', '7.50'],
      ['HT100', '2026-11-24T08:00:00', '2026-11-24T16:30:00', '8.00'],
      ['HT150', '2026-11-24T16:30:00', '2026-11-24T18:00:00', '1.50'],
    ]);
    const outbox = await cli('outbox', 'list', '--json', ...data);
    const entries = JSON.parse(outbox.stdout) as { family: string; operation: string }[];
    expect(entries.filter((e) => e.family === 'Timecard').map((e) => e.operation)).toEqual([
      'submit',
      'submit',
    ]);
  });
});
