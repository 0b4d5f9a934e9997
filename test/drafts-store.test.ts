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

/** The query plan SQLite chose for one of the store's own statements, with these parameters. */
function plan(statement: string, params: Record<string, unknown>): string {
  const { source } =
    (drafts as unknown as { lists: Record<string, { source: string }> }).lists[statement] ?? {};
  return (db.prepare(`EXPLAIN QUERY PLAN ${source}`).all(params) as { detail: string }[])
    .map((r) => r.detail)
    .join('; ');
}

describe('drafts at 100,000', () => {
  it('lists, filters and searches', () => {
    expect(drafts.list({ limit: 50 }).items).toHaveLength(50);
    const timecards = drafts.list({ family: 'HumanResource', limit: 50 }).items;
    expect(timecards.map((d) => d.family)).toEqual(Array(50).fill('HumanResource'));
    expect(drafts.list({ text: 'DOC-99999' }).items.map((d) => d.title)).toEqual(['Draft DOC-99999']);
    const rare = drafts.list({ text: 'rare staff', family: 'Timecard' }).items;
    expect(rare.length).toBeGreaterThan(0);
    expect(rare.every((d) => d.family === 'Timecard' && /Rare Staffing/.test(d.summary))).toBe(true);
    expect(drafts.list({ text: 'Common', limit: 50 }).items).toHaveLength(50);
  });

  it('lists with the messages: the same page, each with its body as stored', () => {
    for (const query of [
      { limit: 50 },
      { family: 'Assignment', limit: 20 },
      { text: 'rare staff', limit: 10 },
    ]) {
      const page = drafts.listWithBodies(query);
      expect(page.items.map(({ body: _, ...item }) => item)).toEqual(drafts.list(query).items);
      for (const item of page.items) expect(item.body).toEqual(drafts.get(item.id)?.body);
    }
    const first = drafts.listWithBodies({ limit: 50 });
    expect(first.items[0]?.body).toMatchObject({ documentId: { value: expect.stringMatching(/^DOC-/) } });
    const next = drafts.listWithBodies({ limit: 50, cursor: first.next });
    expect(next.items.map((d) => d.id)).toEqual(
      drafts.list({ limit: 50, cursor: first.next }).items.map((d) => d.id),
    );
  });

  it('pages deep through a family without gaps or repeats', () => {
    const seen: string[] = [];
    let page = drafts.list({ family: 'Assignment', limit: 500 });
    for (;;) {
      seen.push(...page.items.map((d) => d.id));
      if (!page.next) break;
      page = drafts.list({ family: 'Assignment', limit: 500, cursor: page.next });
    }
    expect(seen).toHaveLength(N / families.length);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers every list and page from an index: a seek, never a walk from the top', () => {
    const deep = { at: '2026-01-01T00:00:00.000Z', seq: 50_000, limit: 50 };
    const all = plan('list', { ...deep, family: null });
    expect(all).toMatch(/SEARCH drafts USING INDEX drafts_recent \(updated_at<\?\)/);
    expect(all).not.toMatch(/TEMP B-TREE/);
    expect(plan('listFamily', { ...deep, family: 'Timecard' })).toMatch(
      /SEARCH drafts USING INDEX drafts_family_recent \(family=\? AND updated_at<\?\)/,
    );
    expect(plan('search', { match: '"rare"', seq: 50_000, family: null, limit: 50 })).toMatch(
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
