// The drafts table at scale: 100,000 drafts, and listing, filtering, searching and paging each answer
// from an index rather than a scan of the table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection } from '../main/store/connection.ts';
import { Drafts } from '../main/store/drafts.ts';
import { Store } from '../main/store/store.ts';

const N = 100_000;
const families = ['Timecard', 'Assignment', 'HumanResource', 'StaffingOrder'];
let dir: string;
let store: Store;
let db: ReturnType<typeof openConnection>;
let drafts: Drafts;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-drafts-'));
  store = Store.open(dir, { backgroundCheckpoint: false });
  db = openConnection(store.file);
  drafts = new Drafts(db);
  db.transaction(() => {
    for (let i = 0; i < N; i++) {
      drafts.create({
        family: families[i % families.length] as string,
        version: '2.0',
        body: { documentId: { value: `DOC-${i}` } },
        title: `Draft DOC-${i}`,
        summary: `person ${i % 1000} · agency ${i % 7 === 0 ? 'Rare Staffing' : 'Common'}`,
        issues: [],
      });
    }
  })();
});
afterAll(() => {
  db.close();
  store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const timed = <T>(fn: () => T): { value: T; ms: number } => {
  const start = performance.now();
  const value = fn();
  return { value, ms: performance.now() - start };
};

describe('drafts at 100,000', () => {
  it('lists, filters, searches and pages quickly', () => {
    const cases = [
      () => drafts.list({ limit: 50 }),
      () => drafts.list({ family: 'HumanResource', limit: 50 }),
      () => drafts.list({ text: 'DOC-99999' }),
      () => drafts.list({ text: 'rare staff', family: 'Timecard' }),
      () => drafts.list({ text: 'Common', limit: 50 }),
    ];
    for (const run of cases) run(); // warm the statement cache and pages
    for (const [i, run] of cases.entries()) {
      const { value, ms } = timed(run);
      expect(value.items.length, `case ${i}`).toBeGreaterThan(0);
      expect(ms, `case ${i}`).toBeLessThan(50);
    }
    expect(drafts.list({ text: 'DOC-99999' }).items.map((d) => d.title)).toEqual(['Draft DOC-99999']);
    // Deep paging stays a seek: the cursor starts each page where the last one ended.
    let page = drafts.list({ family: 'Assignment', limit: 500 });
    for (let i = 0; i < 20 && page.next; i++)
      page = drafts.list({ family: 'Assignment', limit: 500, cursor: page.next });
    const deep = timed(() => drafts.list({ family: 'Assignment', limit: 50, cursor: page.next }));
    expect(deep.value.items.length).toBe(50);
    expect(deep.ms).toBeLessThan(50);
  });

  it('uses the indexes for listing and filtering', () => {
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join('; ');
    expect(
      plan("SELECT id FROM drafts WHERE family = 'Timecard' ORDER BY updated_at DESC, seq DESC LIMIT 50"),
    ).toMatch(/drafts_family_recent/);
    expect(plan('SELECT id FROM drafts ORDER BY updated_at DESC, seq DESC LIMIT 50')).toMatch(
      /drafts_recent/,
    );
    expect(plan('SELECT rowid FROM drafts_search WHERE drafts_search MATCH \'"rare"\'')).toMatch(
      /VIRTUAL TABLE/,
    );
  });

  it('keeps the search index in step with saves and deletes', () => {
    const d = drafts.create({
      family: 'Timecard',
      version: '2.0',
      body: {},
      title: 'Before',
      summary: 'xyzzy-old',
      issues: [],
    });
    expect(drafts.list({ text: 'xyzzy-old' }).items.map((x) => x.id)).toEqual([d.id]);
    drafts.save(d.id, {
      family: 'Timecard',
      version: '2.0',
      body: {},
      title: 'After',
      summary: 'xyzzy-new',
      issues: [],
    });
    expect(drafts.list({ text: 'xyzzy-old' }).items).toEqual([]);
    expect(drafts.list({ text: 'xyzzy-new' }).items.map((x) => x.title)).toEqual(['After']);
    drafts.delete(d.id);
    expect(drafts.list({ text: 'xyzzy' }).items).toEqual([]);
  });
});
