// The desktop's connection to its office server (Settings → Office server): the office's URL and the
// desktop's key (sealed like counterparty tokens, secrets.ts), and how far its change feed was read.
// The position is written by Store.receive in the same transaction as what the page brought, so a
// crash between the two can neither lose a change nor store one twice.
import type Database from 'better-sqlite3';
import type { Secrets } from './secrets.ts';

const LINK = 'office';
export const CURSOR = 'office.cursor';
const CONTEXT = 'office-key';

interface Stored {
  url: string;
  /** Sealed with the data folder's key. */
  key: string | null;
}

export class OfficeLink {
  private readonly s;

  constructor(
    db: Database.Database,
    private readonly secrets: Secrets,
  ) {
    this.s = {
      get: db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?').pluck(),
      put: db.prepare(
        `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      ),
      drop: db.prepare('DELETE FROM settings WHERE key = ?'),
    };
  }

  private stored(): Stored | undefined {
    const value = this.s.get.get(LINK) as string | undefined;
    return value === undefined ? undefined : (JSON.parse(value) as Stored);
  }

  /** The office's URL and whether a key is set; undefined when no office is set up. */
  get(): { url: string; hasKey: boolean } | undefined {
    const link = this.stored();
    return link && { url: link.url, hasKey: link.key !== null };
  }

  key(): string | undefined {
    const sealed = this.stored()?.key;
    return sealed ? this.secrets.open(sealed, CONTEXT) : undefined;
  }

  /** `key` undefined keeps the one set; another office starts its feed from the beginning. */
  set(url: string, key?: string | null): void {
    const before = this.stored();
    const sealed = key === undefined ? (before?.key ?? null) : key ? this.secrets.seal(key, CONTEXT) : null;
    this.s.put.run(LINK, JSON.stringify({ url, key: sealed } satisfies Stored), new Date().toISOString());
    if (before?.url !== url) this.s.drop.run(CURSOR);
  }

  clear(): void {
    this.s.drop.run(LINK);
    this.s.drop.run(CURSOR);
  }
}
