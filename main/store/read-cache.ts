import type Database from 'better-sqlite3';
import type { StoredJson } from './types.ts';

/**
 * The JSON of recently read resources, so a counterparty reading back what it sent does not pay for
 * an SQLite lookup each time (the lookup alone took a third off the rate of a bare HTTP server).
 * Bounded by bytes, least recently used out first.
 *
 * Kept right by two rules: this connection's writes forget the resource they touch (before the write,
 * so a rolled-back write leaves at worst a miss), and a commit by any other connection (another
 * process on the same file) empties the whole cache, which `PRAGMA data_version` reveals.
 */
export class ReadCache {
  private readonly entries = new Map<string, StoredJson>();
  private bytes = 0;
  private seenVersion = -1;
  private readonly dataVersion: Database.Statement<[], number>;

  constructor(db: Database.Database) {
    this.dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  }

  get(collection: string, id: string): StoredJson | undefined {
    const version = this.dataVersion.get() as number;
    if (version !== this.seenVersion) {
      this.clear();
      this.seenVersion = version;
      return undefined;
    }
    const key = keyOf(collection, id);
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Remembers what a read found; only committed state may be offered (never from inside a write). */
  remember(collection: string, id: string, value: StoredJson): void {
    if (value.json.length > MAX_BYTES / 16) return;
    this.forget(collection, id);
    this.entries.set(keyOf(collection, id), value);
    this.bytes += value.json.length;
    for (const [key, old] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.entries.delete(key);
      this.bytes -= old.json.length;
    }
  }

  forget(collection: string, id: string): void {
    const key = keyOf(collection, id);
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.json.length;
  }

  private clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

const MAX_BYTES = 4 << 20;

const keyOf = (collection: string, id: string) => `${collection} ${id}`;
