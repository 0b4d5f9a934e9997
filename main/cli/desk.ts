// What the placement and timecard commands open: the store and the clerk's desk on one connection.
import { type Desk, openDesk } from '../placements/desk.ts';
import { openSyncStore, type SyncStore } from './sync-store.ts';

export function openCliDesk(dataDir: string | undefined): { s: SyncStore; desk: Desk } {
  const s = openSyncStore(dataDir);
  return { s, desk: openDesk(s.outbox.db, s.counterparties, () => {}, { outbox: s.outbox }) };
}
