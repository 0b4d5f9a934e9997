import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openConnection } from '../main/store/connection.ts';
import { Counterparties, type Counterparty } from '../main/store/counterparties.ts';
import { type Migration, migrations } from '../main/store/migrations.ts';
import { Outbox } from '../main/store/outbox.ts';
import { Store } from '../main/store/store.ts';

const TC = '/purchase-to-pay/timecard';
const [initial] = migrations as [Migration];
// These tests simulate upgrades from a database holding only the first migration.
const firstOnly = { migrations: [initial] };

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-migrate-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A store with one resource, closed again: an existing database as an upgrade finds it. */
async function seeded(): Promise<void> {
  const store = Store.open(dir, firstOnly);
  expect(store.migration).toEqual({ applied: [1], backup: undefined });
  await store.write((tx) =>
    tx.put({
      collection: TC,
      id: 'r1',
      family: 'timecard',
      owner: '',
      body: { v: 1 },
      standardVersion: '1.6',
    }),
  );
  store.close();
}

function appliedIds(file: string): number[] {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT id FROM migrations ORDER BY id').all() as { id: number }[]).map((r) => r.id);
  } finally {
    db.close();
  }
}

describe('migrations', () => {
  it('applies nothing when reopening an up-to-date database', async () => {
    await seeded();
    const store = Store.open(dir, firstOnly);
    expect(store.migration).toEqual({ applied: [], backup: undefined });
    expect(store.get(TC, 'r1')?.body).toEqual({ v: 1 });
    store.close();
    expect(fs.existsSync(path.join(dir, 'backups'))).toBe(false);
    const db = new Database(path.join(dir, 'workbench.sqlite'), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('refuses a database whose applied migration was edited, naming it', async () => {
    await seeded();
    const edited = [{ ...initial, sql: `${initial.sql}\n-- tidied up` }];
    expect(() => Store.open(dir, { migrations: edited })).toThrow(/Migration 1 \(initial\) was edited/);
    expect(() => Store.open(dir, { migrations: [] })).toThrow(/newer version/);
  });

  it('backs up an existing database before applying a new migration', async () => {
    await seeded();
    const added: Migration = { id: 2, name: 'notes', sql: 'CREATE TABLE notes (text TEXT NOT NULL);' };
    const store = Store.open(dir, { migrations: [initial, added] });
    const backup = store.migration.backup;
    expect(store.migration.applied).toEqual([2]);
    expect(backup).toMatch(/backups[/\\]workbench-.+-before-2\.sqlite$/);
    store.close();

    expect(appliedIds(backup as string)).toEqual([1]);
    const copy = Store.open(path.dirname(backup as string), { fileName: path.basename(backup as string) });
    expect(copy.get(TC, 'r1')?.body).toEqual({ v: 1 });
    copy.close();
    expect(appliedIds(path.join(dir, 'workbench.sqlite'))).toEqual([1, 2]);
  });

  it('leaves the database intact when a migration fails, and names the backup', async () => {
    await seeded();
    const broken: Migration = {
      id: 2,
      name: 'broken',
      sql: 'CREATE TABLE half (x TEXT); INSERT INTO no_such_table VALUES (1);',
    };
    let message = '';
    try {
      Store.open(dir, { migrations: [initial, broken] });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/Migration 2 \(broken\) failed: no such table: no_such_table/);
    const backup = /at (\S+-before-2\.sqlite)/.exec(message)?.[1];
    expect(backup && fs.existsSync(backup)).toBe(true);

    const store = Store.open(dir, firstOnly);
    expect(store.migration.applied).toEqual([]);
    expect(store.get(TC, 'r1')?.body).toEqual({ v: 1 });
    store.close();
    const db = new Database(path.join(dir, 'workbench.sqlite'), { readonly: true });
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    db.close();
  });

  it('moves queued messages out of the outbox rows, each kept with its entry (migration 5)', () => {
    const before = Store.open(dir, { migrations: migrations.filter((m) => m.id < 5) });
    const db = openConnection(before.file);
    const at = new Date().toISOString();
    db.prepare(
      `INSERT INTO counterparties (name, role, families, base_url, created_at, updated_at)
       VALUES ('acme', 'supplier', '[]', 'http://127.0.0.1:1', ?, ?)`,
    ).run(at, at);
    const add = db.prepare(
      `INSERT INTO outbox (counterparty, family, path, resource_id, operation, body, standard_version,
         created_at, updated_at, seq) VALUES ('acme', 'Timecard', ?, ?, 'submit', ?, '2.0', ?, ?, 1)`,
    );
    const bodies = ['{"documentId":{"value":"a"}}', '<Invoice>é</Invoice>'];
    const ids = bodies.map((body, i) => Number(add.run(TC, `r${i}`, body, at, at).lastInsertRowid));
    db.close();
    before.close();

    const store = Store.open(dir, { migrations: migrations.filter((m) => m.id <= 5) });
    expect(store.migration.applied).toEqual([5]);
    const outbox = new Outbox(openConnection(store.file));
    expect(ids.map((id) => outbox.get(id)?.body)).toEqual(bodies);
    expect(outbox.cancel(ids[0] as number)).toBe(true);
    expect(outbox.db.prepare('SELECT id FROM outbox_bodies').all()).toEqual([{ id: ids[1] }]);
    outbox.db.close();
    store.close();
  });

  it('keeps what existing counterparties were sent, explicitly where it differs from the OpenAPI defaults (migration 11)', () => {
    const before = Store.open(dir, { migrations: migrations.filter((m) => m.id < 11) });
    const db = openConnection(before.file);
    const at = new Date().toISOString();
    const add = db.prepare(
      `INSERT INTO counterparties (name, role, families, base_url, submit_method, version_header, created_at,
         updated_at) VALUES (?, ?, ?, 'http://127.0.0.1:1', ?, ?, ?, ?)`,
    );
    const oldCustomer = '["HumanResource","Assignment","Invoice","PlanningAssignment"]';
    const supplier =
      '["StaffingOrder","Timecard","InquiryPayEquity","PlanningRequest","PlanningConstraints"]';
    add.run('put-default', 'supplier', supplier, 'PUT', 'standardVersionId', at, at);
    add.run('post-pay-equity', 'supplier', supplier, 'POST', 'setuVersionId', at, at);
    add.run('post-customer', 'customer', oldCustomer, 'POST', 'standardVersionId', at, at);
    add.run('chosen-families', 'customer', '["Invoice"]', 'POST', 'setuVersionId', at, at);
    db.close();
    before.close();

    // The store classes read every later column too, so the store is brought up to date.
    const store = Store.open(dir, { migrations });
    expect(store.migration.applied[0]).toBe(11);
    const counterparties = new Counterparties(openConnection(store.file));
    const dialect = (name: string) => {
      const { submitMethod, submitMethods, versionHeader, families } = counterparties.get(
        name,
      ) as Counterparty;
      return { submitMethod, submitMethods, versionHeader, families };
    };
    // PUT was every submit's method: it stays so (the OpenAPI's is POST, but pay equity's PUT).
    expect(dialect('put-default')).toEqual({
      submitMethod: 'PUT',
      submitMethods: {},
      versionHeader: 'standardVersionId',
      families: JSON.parse(supplier),
    });
    // POST is the OpenAPI's for all but pay equity, which keeps POST where it is received.
    expect(dialect('post-pay-equity')).toEqual({
      submitMethod: null,
      submitMethods: { InquiryPayEquity: 'POST' },
      versionHeader: 'setuVersionId',
      families: JSON.parse(supplier),
    });
    // A customer's back office with its role's families receives the agency's timecards as well.
    expect(dialect('post-customer')).toEqual({
      submitMethod: null,
      submitMethods: {},
      versionHeader: 'standardVersionId',
      families: ['HumanResource', 'Assignment', 'Timecard', 'Invoice', 'PlanningAssignment'],
    });
    expect(dialect('chosen-families')).toMatchObject({ submitMethods: {}, families: ['Invoice'] });
    // The dialect columns take only what they mean, and NULL for the default.
    expect(() => counterparties.update('put-default', { submitMethod: 'PATCH' as 'PUT' })).toThrow(
      /CHECK constraint failed/,
    );
    counterparties.update('put-default', { submitMethod: null, versionHeader: null });
    expect(dialect('put-default')).toMatchObject({ submitMethod: null, versionHeader: null });
    store.close();
  });
});
