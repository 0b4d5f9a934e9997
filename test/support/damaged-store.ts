// A store damaged as a failing disk damages it: filled with resources, closed, then pages overwritten.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Migration, migrations } from '../../main/store/migrations.ts';
import { Store } from '../../main/store/store.ts';
import { tempDir } from './temp.ts';

const TC = '/purchase-to-pay/timecard';
export const PAGE = 4096;

/** A data directory whose store holds `count` resources and a migration backup, closed again. */
export async function filled(count: number): Promise<{ dir: string; file: string; ids: string[] }> {
  const dir = tempDir('setu-corrupt-');
  Store.open(dir, { migrations: migrations.slice(0, 1) as Migration[] }).close();
  const store = Store.open(dir);
  const ids = Array.from({ length: count }, () => randomUUID());
  await Promise.all(
    ids.map((id) =>
      store.write((tx) =>
        tx.put({
          collection: TC,
          id,
          family: 'Timecard',
          owner: '',
          body: { id, text: randomBytes(600).toString('hex') },
          standardVersion: '2.0',
        }),
      ),
    ),
  );
  store.close();
  return { dir, file: path.join(dir, 'workbench.sqlite'), ids };
}

/** Overwrites the middle half of the file's pages with random bytes, as a failing disk might. */
export function garblePages(file: string): void {
  const pages = Math.floor(fs.statSync(file).size / PAGE);
  const fd = fs.openSync(file, 'r+');
  for (let p = Math.floor(pages / 4); p < Math.floor((pages * 3) / 4); p++)
    fs.writeSync(fd, randomBytes(PAGE), 0, PAGE, p * PAGE);
  fs.closeSync(fd);
}
