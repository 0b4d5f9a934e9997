// The sign-in in the store (migration 12): a counterparty stored with a token before sign-ins had kinds
// signs in with it as a bearer token; the new secrets never reach the database file in the clear, and
// each opens only in its own counterparty and column; a sign-in of another kind keeps no secret of
// the one before.
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openConnection } from '../main/store/connection.ts';
import { Counterparties } from '../main/store/counterparties.ts';
import { InvalidSetting } from '../main/store/credentials.ts';
import { migrations } from '../main/store/migrations.ts';
import { Store } from '../main/store/store.ts';
import { tempDir } from './support/temp.ts';
import { makeTlsMaterial } from './support/tls-material.ts';

let dir: string;
let store: Store;
let db: Database.Database;
beforeEach(() => {
  dir = tempDir('setu-sign-in-store-');
});
afterEach(() => {
  db?.close();
  store?.close();
});

function open(): Counterparties {
  store = Store.open(dir, { backgroundCheckpoint: false });
  db = openConnection(store.file);
  return new Counterparties(db);
}

const databaseBytes = () =>
  Buffer.concat(
    fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('workbench.sqlite'))
      .map((f) => fs.readFileSync(path.join(dir, f))),
  );

const base = { role: 'customer' as const, baseUrl: 'https://setu.acme.example' };

describe('migration 12', () => {
  it('makes a counterparty with a token sign in with it as a bearer token, one without none', () => {
    const before = Store.open(dir, { migrations: migrations.filter((m) => m.id < 12) });
    const old = openConnection(before.file);
    const at = new Date().toISOString();
    const insert = old.prepare(
      `INSERT INTO counterparties (name, role, families, base_url, token, created_at, updated_at)
       VALUES (?, 'customer', '[]', 'https://setu.acme.example', ?, ?, ?)`,
    );
    insert.run('keyed', 'OLD-TOKEN', at, at);
    insert.run('open', null, at, at);
    old.close();
    before.close();

    const cps = open();
    expect(cps.get('keyed')).toMatchObject({
      auth: 'bearer',
      token: 'OLD-TOKEN',
      oauth: null,
      clientSecret: null,
    });
    expect(cps.get('open')).toMatchObject({ auth: 'none', token: null });
  });
});

describe('secrets of the sign-in', () => {
  it('are sealed in the database file, each bound to its counterparty and column', () => {
    const material = makeTlsMaterial();
    const cps = open();
    cps.add({
      ...base,
      name: 'acme',
      auth: 'oauth2',
      oauth: { tokenUrl: 'https://login.acme.example/token', clientId: 'workbench' },
      clientSecret: 'CLIENT-SECRET-9d1e',
      clientPfx: material.client.pfx.toString('base64'),
      passphrase: material.client.passphrase,
    });
    const bytes = databaseBytes().toString('latin1');
    expect(bytes).not.toContain('CLIENT-SECRET-9d1e');
    expect(bytes).not.toContain(material.client.passphrase);
    expect(bytes).not.toContain(material.client.pfx.toString('base64').slice(0, 40));
    expect(cps.get('acme')).toMatchObject({
      clientSecret: 'CLIENT-SECRET-9d1e',
      passphrase: material.client.passphrase,
    });

    // The sealed secret copied into another column, or another counterparty's row, does not open.
    cps.add({ ...base, name: 'other' });
    db.exec(
      `UPDATE counterparties SET passphrase = (SELECT client_secret FROM counterparties WHERE name = 'acme')
       WHERE name = 'acme';
       UPDATE counterparties SET client_secret = (SELECT client_secret FROM counterparties WHERE name = 'acme')
       WHERE name = 'other'`,
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(cps.get('acme')).toMatchObject({ clientSecret: 'CLIENT-SECRET-9d1e', passphrase: null });
      expect(cps.get('other')?.clientSecret).toBeNull();
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('are dropped when the sign-in no longer uses them, and required where it does', () => {
    const cps = open();
    cps.add({
      ...base,
      name: 'acme',
      auth: 'oauth2',
      oauth: { tokenUrl: 'https://login.acme.example/token', clientId: 'workbench', scope: 'setu' },
      clientSecret: 'S',
    });
    expect(cps.update('acme', { auth: 'header', headerName: 'X-Api-Key', token: 'K' })).toMatchObject({
      auth: 'header',
      token: 'K',
      oauth: null,
      clientSecret: null,
    });
    expect(cps.update('acme', { token: null })).toMatchObject({
      auth: 'none',
      token: null,
      headerName: null,
    });
    const refused = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof InvalidSetting ? e.field : 'another error';
      }
      return 'accepted';
    };
    expect(refused(() => cps.update('acme', { auth: 'bearer' }))).toBe('token');
    expect(refused(() => cps.update('acme', { auth: 'oauth2', clientSecret: 'S' }))).toBe('oauth');
    expect(
      refused(() =>
        cps.update('acme', {
          auth: 'oauth2',
          oauth: { tokenUrl: 'http://login.acme.example/token', clientId: 'w' },
          clientSecret: 'S',
        }),
      ),
    ).toBe('oauth.tokenUrl');
    expect(cps.get('acme')?.auth).toBe('none');
  });
});
