// What the counterparty, outbox and sync commands open: the store (which migrates the database) and
// a connection for the counterparties and the outbox, closed together.
import { defaultDataDir } from '../paths.ts';
import { openConnection } from '../store/connection.ts';
import { Counterparties } from '../store/counterparties.ts';
import { Outbox } from '../store/outbox.ts';
import { Store } from '../store/store.ts';

export interface SyncStore {
  store: Store;
  counterparties: Counterparties;
  outbox: Outbox;
  close(): void;
}

export function openSyncStore(dataDir: string | undefined): SyncStore {
  // A one-shot command: no checkpoint thread; the serving process (if any) keeps the WAL short.
  const store = Store.open(dataDir ?? defaultDataDir(), { backgroundCheckpoint: false });
  const db = openConnection(store.file);
  return {
    store,
    counterparties: new Counterparties(db),
    outbox: new Outbox(db),
    close() {
      db.close();
      store.close();
    },
  };
}

/** Prints rows as aligned columns. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}
