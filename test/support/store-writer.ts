// Child process for the store's durability test: writes without pause and prints each id only after
// its write promise resolved, i.e. after the COMMIT that made it durable. The test kills it with
// SIGKILL mid-stream and checks every printed id.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Store } from '../../main/store/store.ts';

export const writerCollection = '/purchase-to-pay/timecard';

export function writerId(i: number): string {
  return `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
}

export function writerBody(i: number): Record<string, unknown> {
  return {
    timecardId: { value: `TC-${i}`, schemeAgencyId: 'Supplier' },
    n: i,
    note: 'x'.repeat(200 + (i % 50)),
  };
}

async function main(dataDir: string): Promise<void> {
  const store = Store.open(dataDir);
  // A safety net: never outlive a test that forgot to kill us.
  setTimeout(() => process.exit(2), 20_000).unref();
  const wave = 25;
  for (let start = 0; ; start += wave) {
    const writes: Promise<void>[] = [];
    for (let i = start; i < start + wave; i++) {
      const put = store.write((tx) =>
        tx.put({
          collection: writerCollection,
          id: writerId(i),
          family: 'timecard',
          owner: '',
          body: writerBody(i),
          standardVersion: '1.6',
        }),
      );
      writes.push(put.then(() => void process.stdout.write(`${i}\n`)));
    }
    await Promise.all(writes);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: store-writer.ts <data dir>');
  await main(dir);
}
