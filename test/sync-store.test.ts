// Counterparties, the outbox's bookkeeping and the retry timing, on a real store in a temp directory.
import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { roleFamilies } from '../main/store/counterparties.ts';
import { backoffDelay, defaultRetryPolicy, retryAfterMs } from '../main/sync/backoff.ts';
import { openWorkbench, timecard, type Workbench } from './support/workbench.ts';

let wb: Workbench;
/** A claim of a sender in this (live) process, holding for `ms`. */
const claim = (owner = `${process.pid}:test`, ms = 60_000) => ({ owner, until: new Date(Date.now() + ms) });
beforeEach(() => {
  wb = openWorkbench();
});
afterEach(() => wb.close());

describe('counterparties', () => {
  it("default to their role's API set and keep their dialect", () => {
    expect(roleFamilies('supplier')).toEqual([
      'StaffingOrder',
      'Timecard',
      'InquiryPayEquity',
      'PlanningRequest',
      'PlanningConstraints',
    ]);
    // The customer's back office receives the agency's timecards too (DESIGN §5).
    expect(roleFamilies('customer')).toEqual([
      'HumanResource',
      'Assignment',
      'Timecard',
      'Invoice',
      'PlanningAssignment',
    ]);
    // Named, addressed and given a role only: every request as the official OpenAPI has it.
    expect(
      wb.counterparties.add({ name: 'plain', role: 'customer', baseUrl: 'https://setu.plain.example' }),
    ).toMatchObject({ submitMethod: null, submitMethods: {}, versionHeader: null, bodyFormat: 'json' });
    const cp = wb.counterparties.add({
      name: 'acme',
      role: 'customer',
      baseUrl: 'https://setu.acme.example/api/',
      submitMethod: 'POST',
      submitMethods: { InquiryPayEquity: 'PUT' },
      versionHeader: 'setuVersionId',
      bodyFormat: 'xml',
    });
    expect(cp).toMatchObject({
      baseUrl: 'https://setu.acme.example/api',
      families: roleFamilies('customer'),
      submitMethod: 'POST',
      submitMethods: { InquiryPayEquity: 'PUT' },
      versionHeader: 'setuVersionId',
      bodyFormat: 'xml',
      timeoutMs: 30_000,
      token: null,
    });
    expect(wb.counterparties.list().map((c) => c.name)).toEqual(['acme', 'plain']);
  });

  it('refuses a second one of the same name, a bad URL and unknown families', () => {
    wb.counterparties.add({ name: 'acme', role: 'supplier', baseUrl: 'http://127.0.0.1:1' });
    expect(() => wb.counterparties.add({ name: 'acme', role: 'supplier', baseUrl: 'http://x' })).toThrow(
      /already exists/,
    );
    expect(() => wb.counterparties.add({ name: 'b', role: 'supplier', baseUrl: 'setu.example' })).toThrow(
      /not a valid absolute URL/,
    );
    expect(() =>
      wb.counterparties.add({ name: 'c', role: 'supplier', baseUrl: 'http://x', families: ['Memo'] }),
    ).toThrow(/Unknown message families: Memo/);
    const submitting = (submitMethods: Record<string, string>) => () =>
      wb.counterparties.add({
        name: 'd',
        role: 'supplier',
        baseUrl: 'http://x',
        submitMethods: submitMethods as Record<string, 'PUT'>,
      });
    expect(submitting({ Memo: 'PUT' })).toThrow(/Unknown message family Memo/);
    expect(submitting({ Timecard: 'PATCH' })).toThrow(/submit method of Timecard is PUT or POST/);
  });
});

describe('the outbox', () => {
  beforeEach(() => {
    wb.counterparties.add({ name: 'acme', role: 'supplier', baseUrl: 'http://127.0.0.1:1' });
  });

  it('keeps later versions of one document on its resource, in order', () => {
    const a = wb.queue('acme', timecard(1));
    const b = wb.queue('acme', timecard(1), 'update');
    const c = wb.queue('acme', timecard(2));
    expect(b.resourceId).toBe(a.resourceId);
    expect([a.seq, b.seq, c.seq]).toEqual([1, 2, 1]);
    expect(c.resourceId).not.toBe(a.resourceId);
    expect(a.path).toBe(`/purchase-to-pay/timecard/${a.resourceId}`);
    expect(() => wb.queue('acme', timecard(3), 'update')).toThrow(/submit it first/);
  });

  it('retries a failed entry with those blocked behind it, and cancels what is not sent', () => {
    const a = wb.queue('acme', timecard(1));
    const b = wb.queue('acme', timecard(1), 'update');
    const other = wb.queue('acme', timecard(2));
    wb.outbox.markSending(a.id, claim());
    wb.outbox.markFailed(wb.outbox.get(a.id) as typeof a, 400, '{"code":"invalid"}');
    expect(wb.outbox.get(b.id)?.state).toBe('blocked');
    expect(wb.outbox.retry(other.id)).toBe(false);
    expect(wb.outbox.retry(a.id)).toBe(true);
    expect([a, b].map((e) => wb.outbox.get(e.id)?.state)).toEqual(['queued', 'queued']);
    expect(wb.outbox.cancel(b.id)).toBe(true);
    expect(wb.outbox.get(b.id)).toBeUndefined();
    wb.outbox.markSending(a.id, claim());
    expect(wb.outbox.cancel(a.id)).toBe(false);
  });

  it('lets one sender claim an entry, and only once the earlier entries of its resource were sent', () => {
    const a = wb.queue('acme', timecard(1));
    const b = wb.queue('acme', timecard(1), 'update');
    expect(wb.outbox.markSending(b.id, claim())).toBeUndefined();
    expect(wb.outbox.markSending(a.id, claim())).toMatchObject({ id: a.id, state: 'sending', attempts: 1 });
    expect(wb.outbox.markSending(a.id, claim(`${process.pid}:another-engine`))).toBeUndefined();
    expect(wb.outbox.markSending(b.id, claim())).toBeUndefined();
    wb.outbox.markSent(wb.outbox.get(a.id) as typeof a, 201);
    expect(wb.outbox.markSending(b.id, claim())).toBeDefined();
  });

  it('queues again what a crashed or silent sender left sending, never what a live one is sending', () => {
    const live = wb.queue('acme', timecard(1));
    const lapsed = wb.queue('acme', timecard(2));
    const orphaned = wb.queue('acme', timecard(3));
    const renewed = wb.queue('acme', timecard(4));
    // A process that has exited: its claims have no owner any more.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    wb.outbox.markSending(live.id, claim());
    wb.outbox.markSending(lapsed.id, claim(`${process.pid}:silent`, 1000));
    wb.outbox.markSending(orphaned.id, claim(`${gone}:crashed`));
    wb.outbox.markSending(renewed.id, claim(`${process.pid}:renewing`, 1000));
    expect(wb.outbox.renewClaims('acme', `${process.pid}:renewing`, new Date(Date.now() + 60_000))).toBe(1);
    const later = new Date(Date.now() + 2000);
    expect(wb.outbox.recover('acme', later)).toBe(2);
    expect([live, lapsed, orphaned, renewed].map((e) => wb.outbox.get(e.id)?.state)).toEqual([
      'sending',
      'queued',
      'queued',
      'sending',
    ]);
    expect(wb.outbox.get(orphaned.id)).toMatchObject({ attempts: 1 });
    expect(wb.outbox.markSending(orphaned.id, claim())).toBeDefined();
  });
});

describe('retry timing', () => {
  it('backs off exponentially with jitter up to the ceiling', () => {
    const policy = { ...defaultRetryPolicy, baseMs: 100, maxMs: 1000 };
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, policy, () => 1))).toEqual([100, 200, 400, 800, 1000]);
    expect([1, 2, 3].map((n) => backoffDelay(n, policy, () => 0))).toEqual([50, 100, 200]);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});
