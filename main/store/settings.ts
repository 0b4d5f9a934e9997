// Settings the clerk keeps in the Workbench: My agency (the agency's own details), the names of hour
// and allowance types, and which relation each inbound key belongs to. Stored as JSON by key; read
// with a default until first saved.
import type Database from 'better-sqlite3';
import type { TypeName } from '../../shared/api/types.ts';
import { defaultTypeNames } from '../../shared/messages/type-names.ts';
import type { Agency } from '../../shared/parties/agency.ts';

export class Settings {
  private readonly s;

  constructor(db: Database.Database) {
    this.s = {
      get: db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?'),
      put: db.prepare(
        `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      ),
    };
  }

  private read<T>(key: string, fallback: T): T {
    const row = this.s.get.get(key);
    return row ? (JSON.parse(row.value) as T) : fallback;
  }

  private write<T>(key: string, value: T): T {
    this.s.put.run(key, JSON.stringify(value), new Date().toISOString());
    return value;
  }

  agency(): Agency {
    return this.read<Agency>('agency', { name: '' });
  }

  setAgency(agency: Agency): Agency {
    return this.write('agency', agency);
  }

  typeNames(): TypeName[] {
    return this.read('types', defaultTypeNames);
  }

  setTypeNames(types: TypeName[]): TypeName[] {
    return this.write('types', types);
  }

  /** The relation (counterparty) each inbound key's holder is, by the key's name, where the clerk said. */
  senderTies(): Record<string, string> {
    return this.read('senders', {});
  }

  setSenderTies(ties: Record<string, string>): Record<string, string> {
    return this.write('senders', ties);
  }
}
