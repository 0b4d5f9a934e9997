// Refusals the clerk can act on (DESIGN §14, issue 23 item 5), through the management API against a
// real HTTP server on 127.0.0.1 that refuses as customers' systems do: a SETU error naming a field (as
// JSON with a JSONPath and as XML with an XPath), 405 for a method it does not serve, 415 for JSON
// where it takes XML, 400 for a version header it does not know, 401 for a wrong key, 503 with a
// Retry-After years ahead. Each failed entry's refusal names its kind and the field as a JSON Pointer;
// the cause fixed, "retry all failed" queues them again and the next sync delivers them; a corrected
// message replaces its refused version instead of waiting behind it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS } from '../main/sync/backoff.ts';
import type { OutboxItem } from '../shared/api/types.ts';
import { type ApiServer, type EventStream, openEvents, startApiServer } from './support/management.ts';
import { timecard } from './support/workbench.ts';

type Json = Record<string, unknown>;

interface Seen {
  mode: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The customer's system: its first path segment (the counterparty's base URL) says how it refuses. */
function startRefuser() {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const mode = (req.url ?? '').split('/')[1] ?? '';
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ mode, method: req.method ?? '', headers: req.headers, body });
      const answer = (status: number, text = '', headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(text);
      };
      const ok = () => answer(req.method === 'POST' ? 201 : 200);
      const json = (status: number, error: Json) => answer(status, JSON.stringify(error));
      switch (mode) {
        case 'fields':
          if (JSON.parse(body).timeInterval?.[0]?.timeTotal === '8.00')
            return json(400, {
              code: 'invalid-timecard',
              description: 'Timecard rejected by the hours check',
              errors: [
                { path: '$.timeInterval[0].timeTotal', code: 'too-many', message: 'more than the shift' },
                { path: '/person/personId', code: 'required', message: 'is required' },
              ],
            });
          return ok();
        case 'fields-xml':
          res.writeHead(422, { 'content-type': 'application/xml' });
          return res.end(
            '<error><code>invalid</code><description>Rejected</description>' +
              '<errors><path>/Timecard/timeInterval[1]/timeTotal</path><code>type</code>' +
              '<message>must be a number</message></errors></error>',
          );
        case 'method':
          if (req.method === 'PUT') return ok();
          return json(405, { code: 'method-not-allowed', description: `${req.method} is not served here` });
        case 'format':
          if (req.headers['content-type']?.startsWith('application/xml')) return ok();
          return json(415, { code: 'unsupported-media-type', description: 'Send XML.' });
        case 'version':
          if (req.headers.standardversionid === undefined) return ok();
          return json(400, { code: 'bad-header', description: 'Unknown header standardVersionId' });
        case 'key':
          if (req.headers.authorization === 'Bearer right') return ok();
          return json(401, { code: 'unauthorized', description: 'Invalid token' });
        case 'busy':
          // A date years ahead: the wait granted is bounded.
          return answer(503, JSON.stringify({ code: 'busy', description: 'Come back later' }), {
            'retry-after': 'Tue, 01 Jan 2115 00:00:00 GMT',
          });
        default:
          return answer(404);
      }
    });
  });
  return { server, seen };
}

let wb: ApiServer;
let events: EventStream;
let refuser: ReturnType<typeof startRefuser>;
let base: string;

beforeAll(async () => {
  refuser = startRefuser();
  await new Promise<void>((r) => refuser.server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(refuser.server.address() as AddressInfo).port}`;
  wb = await startApiServer({ retry: { baseMs: 10, maxMs: 10, maxAttempts: 2 } });
  events = await openEvents(wb.port, wb.token);
  for (const name of ['fields', 'fields-xml', 'method', 'format', 'version', 'key', 'busy']) {
    const res = await wb.api('/api/counterparties', {
      method: 'POST',
      json: { name, role: 'customer', baseUrl: `${base}/${name}`, token: 'wrong' },
    });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  events.close();
  await wb.close();
  await new Promise((r) => refuser.server.close(r));
});

async function queue(counterparty: string, doc: Json, operation = 'submit'): Promise<OutboxItem> {
  const draft = (await (
    await wb.api('/api/drafts', { method: 'POST', json: { family: 'Timecard', body: doc } })
  ).json()) as { id: string };
  const res = await wb.api('/api/outbox', {
    method: 'POST',
    json: { counterparty, draft: draft.id, operation },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as OutboxItem;
}

async function sync(counterparty?: string): Promise<Json> {
  const done = events.next((e) => e.type === 'sync-done', 20_000);
  const res = await wb.api('/api/sync', { method: 'POST', json: counterparty ? { counterparty } : {} });
  expect(res.status).toBe(200);
  return done;
}

const entry = async (id: number) => (await (await wb.api(`/api/outbox/${id}`)).json()) as OutboxItem;
const put = (name: string, json: Json) =>
  wb.api(`/api/counterparties/${name}`, { method: 'PUT', json }).then((r) => expect(r.status).toBe(200));
const retryFailed = async (json: Json) => wb.api('/api/outbox/retry-failed', { method: 'POST', json });

describe('refusals read for the clerk', () => {
  it('names each field a SETU error names, as a pointer into the message, from JSON and XML', async () => {
    const json = await queue('fields', timecard('fields-1'));
    const xml = await queue('fields-xml', timecard('fields-2'));
    await sync();
    expect(await entry(json.id)).toMatchObject({
      state: 'failed',
      lastStatus: 400,
      refusal: {
        kind: 'fields',
        description: 'Timecard rejected by the hours check',
        errors: [
          { path: '/timeInterval/0/timeTotal', code: 'too-many', message: 'more than the shift' },
          { path: '/person/personId', code: 'required', message: 'is required' },
        ],
      },
    });
    // The counterparty's text stays as it came, for Details.
    expect((await entry(json.id)).lastError).toContain('$.timeInterval[0].timeTotal');
    expect((await entry(xml.id)).refusal).toEqual({
      kind: 'fields',
      description: 'Rejected',
      errors: [{ path: '/timeInterval/0/timeTotal', code: 'type', message: 'must be a number' }],
    });
  });

  it('says which setting a refusal points to: method, format, version header, sign-in', async () => {
    const sent = {
      method: await queue('method', timecard('method-1')),
      format: await queue('format', timecard('format-1')),
      version: await queue('version', timecard('version-1')),
      key: await queue('key', timecard('key-1')),
    };
    await sync();
    const kinds = Object.fromEntries(
      await Promise.all(
        Object.entries(sent).map(async ([name, e]) => {
          const got = await entry(e.id);
          return [name, [got.state, got.lastStatus, got.refusal?.kind]];
        }),
      ),
    );
    expect(kinds).toEqual({
      method: ['failed', 405, 'method'],
      format: ['failed', 415, 'format'],
      version: ['failed', 400, 'version'],
      key: ['failed', 401, 'sign-in'],
    });
    // The lists carry the same reading.
    const listed = (await (await wb.api('/api/outbox?counterparty=format')).json()) as {
      items: OutboxItem[];
    };
    expect(listed.items[0]?.refusal?.kind).toBe('format');
  });

  it('queues the failed entries again once the settings are fixed, and the next sync delivers them', async () => {
    expect((await retryFailed({ counterparty: 7 })).status).toBe(400);
    expect((await retryFailed({ counterparty: 'nobody' })).status).toBe(404);
    // One counterparty's failures only.
    await put('format', { format: 'xml' });
    const one = await retryFailed({ counterparty: 'format' });
    expect(await one.json()).toEqual({ retried: 1 });
    expect(await sync('format')).toMatchObject({ sent: 1, failed: 0 });
    expect(refuser.seen.filter((s) => s.mode === 'format').at(-1)?.body).toMatch(/^<\?xml|^<Timecard/);

    await put('method', { submitMethod: 'PUT' });
    await put('version', { versionHeader: 'setuVersionId' });
    await put('key', { token: 'right' });
    const all = await retryFailed({});
    // method, version, key; and the two field refusals, which fail again as they were.
    expect(await all.json()).toEqual({ retried: 5 });
    expect(await sync()).toMatchObject({ sent: 3, failed: 2 });
    const last = (mode: string) => refuser.seen.filter((s) => s.mode === mode).at(-1);
    expect(last('method')?.method).toBe('PUT');
    expect(last('version')?.headers.setuversionid).toBe('2.0');
    expect(last('key')?.headers.authorization).toBe('Bearer right');
  });

  it('sends a corrected message in place of its refused version, as the submit it still is', async () => {
    const [refused] = (
      (await (await wb.api('/api/outbox?counterparty=fields&state=failed')).json()) as { items: OutboxItem[] }
    ).items;
    expect(refused).toBeDefined();
    const fixed = timecard('fields-1') as { timeInterval: Json[] };
    (fixed.timeInterval[0] as Json).timeTotal = '7.50';
    const corrected = await queue('fields', fixed, 'update');
    expect(corrected).toMatchObject({ operation: 'submit', state: 'queued' });
    expect((await wb.api(`/api/outbox/${refused?.id}`)).status).toBe(404);
    expect(await sync('fields')).toMatchObject({ sent: 1, failed: 0 });
    expect(refuser.seen.filter((s) => s.mode === 'fields').at(-1)?.method).toBe('POST');
  });

  it('waits as a 503 Retry-After asks, but never longer than the bound', async () => {
    const busy = await queue('busy', timecard('busy-1'));
    const before = Date.now();
    expect(await sync('busy')).toMatchObject({ sent: 0, queued: 1 });
    const got = await entry(busy.id);
    expect(got).toMatchObject({ state: 'queued', lastStatus: 503 });
    expect(got.refusal).toBeUndefined();
    const wait = Date.parse(got.nextAttemptAt ?? '') - before;
    expect(wait).toBeGreaterThan(MAX_RETRY_AFTER_MS - 60_000);
    expect(wait).toBeLessThanOrEqual(MAX_RETRY_AFTER_MS + 60_000);
  });
});
