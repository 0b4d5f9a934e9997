// Paging, one way for every list of the management API (main/store/paging.ts): each pages through all
// its rows once with its cursor, brings a limit within 1..500, and refuses a cursor it did not give
// (garbage, another list's, an older form) with a 400 in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadCursor, Keyset, PAGE_LIMIT, pageLimit } from '../main/store/paging.ts';
import type { Page } from '../shared/api/types.ts';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage } from './support/examples.ts';
import { type ApiServer, startApiServer } from './support/management.ts';
import { agency, customer } from './support/placements.ts';

type Json = Record<string, unknown>;
const ROWS = 5;

let wb: ApiServer;
beforeAll(async () => {
  wb = await startApiServer();
  expect((await wb.api('/api/agency', { method: 'PUT', json: agency })).status).toBe(200);
  const cp = await wb.api('/api/counterparties', {
    method: 'POST',
    json: {
      name: 'bakkerij',
      role: 'customer',
      families: ['Assignment', 'Timecard'],
      baseUrl: 'http://127.0.0.1:9',
      party: customer,
    },
  });
  expect(cp.status).toBe(201);
  // Each placement drafts its Assignment and queues it: drafts, outbox entries and placements.
  for (let i = 0; i < ROWS; i++) {
    const res = await wb.api('/api/placements', {
      method: 'POST',
      json: {
        workerName: `Worker ${i}`,
        counterparty: 'bakkerij',
        start: '2026-11-02',
        rates: [{ kind: 'hours', code: 'HT100', amount: 23.4, multiplier: 100 }],
        schedule: { days: [480, 480, 480, 480, 480, 0, 0], start: 480, breakMinutes: 30 },
      },
    });
    expect(res.status, await res.text()).toBe(201);
  }
  const timecard = exampleMessage(family('Timecard'), '2.0') as Json;
  const received = Array.from({ length: ROWS }, (_, i) => ({
    filename: `tc-${i}.json`,
    content: JSON.stringify({ ...timecard, documentId: { value: `TC-${i}`, schemeAgencyId: 'Supplier' } }),
  }));
  expect((await wb.api('/api/import?as=received', { method: 'POST', json: received })).status).toBe(200);
});
afterAll(() => wb.close());

/** Every paged list, with the parts of its cursor's key (which decide whose cursors it cannot read). */
const lists = [
  { path: '/api/drafts?', key: 'text,integer' },
  { path: '/api/lists/drafts?', key: 'text,integer' },
  { path: '/api/inbox?', key: 'integer' },
  { path: '/api/lists/inbox?', key: 'integer' },
  { path: '/api/outbox?', key: 'integer' },
  { path: '/api/lists/outbox?', key: 'integer' },
  { path: '/api/placements?ended=include&', key: 'text,text' },
];

async function page(path: string): Promise<Page<{ id: string | number }>> {
  const res = await wb.api(path);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as Page<{ id: string | number }>;
}

/** A cursor another list gave, of a key this list's cannot be. */
const firstCursors = new Map<string, string>();
async function foreignCursor(key: string): Promise<string> {
  const other = lists.find((l) => l.key !== key) as (typeof lists)[number];
  const known = firstCursors.get(other.path);
  if (known) return known;
  const next = (await page(`${other.path}limit=1`)).next as string;
  firstCursors.set(other.path, next);
  return next;
}

describe.each(lists)('$path', ({ path, key }) => {
  it('pages through every row once, in the order of one whole page', async () => {
    const whole = (await page(`${path}limit=500`)).items.map((r) => r.id);
    expect(whole.length).toBeGreaterThanOrEqual(ROWS);
    const seen: (string | number)[] = [];
    let cursor: string | undefined;
    do {
      const p = await page(`${path}limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(p.items.length).toBeLessThanOrEqual(2);
      seen.push(...p.items.map((r) => r.id));
      cursor = p.next;
    } while (cursor);
    expect(seen).toEqual(whole);
  });

  it('refuses a cursor it did not give, in words', async () => {
    for (const cursor of [
      'garbage',
      '5',
      await foreignCursor(key),
      Buffer.from('[1.5]').toString('base64url'),
    ]) {
      const res = await wb.api(`${path}cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'cursor',
        description: 'The cursor is not one this server gave; start again without one.',
      });
    }
  });

  it('takes a limit of 1 or more, and gives at most 500', async () => {
    for (const limit of ['0', '-1', 'ten', '1.5'])
      expect((await wb.api(`${path}limit=${limit}`)).status, limit).toBe(400);
    expect((await page(`${path}limit=1000000`)).items.length).toBeLessThanOrEqual(PAGE_LIMIT.max);
    expect((await page(`${path}limit=1`)).items).toHaveLength(1);
  });
});

describe('the paging module', () => {
  it('brings a limit within 1..500, 50 when not asked', () => {
    expect([undefined, 0, -3, 1, 7.9, 500, 501, 1e9].map(pageLimit)).toEqual([50, 1, 1, 1, 7, 500, 500, 500]);
  });

  it('reads back the keys it wrote, and nothing of another shape', () => {
    const keys = new Keyset(['text', 'integer']);
    const key: [string, number] = ['2026-11-02T08:00:00.000Z|"quoted"', 42];
    expect(keys.decode(keys.encode(key))).toEqual(key);
    expect(keys.decode(undefined)).toBeUndefined();
    expect(keys.decode('')).toBeUndefined();
    const wrong = [['a'], ['a', 1, 2], [1, 'a'], ['a', 1.5], ['a', '1'], { 0: 'a', 1: 1 }, 'a|1', null];
    for (const value of wrong)
      expect(() => keys.decode(Buffer.from(JSON.stringify(value)).toString('base64url'))).toThrow(BadCursor);
    expect(() => keys.decode('%%%')).toThrow(BadCursor);
  });

  it('gives a cursor only with a full page', () => {
    const keys = new Keyset(['integer']);
    const rows = [{ n: 3 }, { n: 2 }];
    expect(
      keys.page(
        rows,
        2,
        (r) => [r.n],
        (r) => r.n,
      ),
    ).toEqual({ items: [3, 2], next: keys.encode([2]) });
    expect(
      keys.page(
        rows,
        3,
        (r) => [r.n],
        (r) => r.n,
      ),
    ).toEqual({ items: [3, 2] });
  });
});
