// /api/drafts over a real server: autosave of partial and invalid drafts with their issues, list with
// family filter, text search and cursor paging, duplicate, delete, and the change event of a save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Body, Query } from '../shared/api/contract.ts';
import { family } from '../shared/messages/registry.ts';
import { type ContractClient, contractClient } from './support/api-client.ts';
import { exampleMessage } from './support/examples.ts';
import { type ApiServer, openEvents, startApiServer } from './support/management.ts';

let server: ApiServer;
let api: ContractClient;
beforeAll(async () => {
  server = await startApiServer();
  api = contractClient(server);
});
afterAll(() => server.close());

const create = async (body: Body<'POST /drafts'>) => {
  const res = await api.send('POST /drafts', { body });
  expect(res.status).toBe(201);
  return res.json();
};
const list = (query: Query<'GET /drafts'>) => api.call('GET /drafts', { query });

describe('drafts', () => {
  it('creates an empty skeleton (with issues) and a template (valid) from a family', async () => {
    const skeleton = await create({ family: 'Timecard' });
    expect(skeleton).toMatchObject({
      family: 'Timecard',
      version: '2.0',
      revision: 1,
      title: 'Timecard (new)',
    });
    expect(Object.keys(skeleton.body)).toEqual(['documentId', 'person', 'period']);
    expect(skeleton.issues.length).toBeGreaterThan(0);
    for (const f of ['StaffingOrder', 'Timecard', 'PlanningRequest', 'InquiryPayEquity']) {
      const template = await create({ family: f, template: true });
      expect(template.issues, f).toEqual([]);
    }
    const old = await create({ family: 'InquiryPayEquity', version: '1.0', template: true });
    expect(old).toMatchObject({ version: '1.0', issues: [] });
    const bad = await api.send('POST /drafts', { body: { family: 'Nope' } });
    expect(bad.status).toBe(400);
    expect((await api.send('POST /drafts', { body: { family: 'Timecard', version: '9' } })).status).toBe(400);
  });

  it('saves partial and invalid bodies, answering with their issues; a stale revision is 409', async () => {
    const draft = await create({ family: 'Timecard' });
    const partial = { documentId: { value: 'TC-autosave' }, period: { datePeriod: { start: 'not a date' } } };
    const saved = await api.call('PUT /drafts/:id', {
      params: { id: draft.id },
      body: { body: partial, revision: 1 },
    });
    expect(saved.revision).toBe(2);
    expect(saved.body).toEqual(partial);
    expect(saved.title).toBe('Timecard TC-autosave');
    const paths = saved.issues.map((i) => i.path);
    expect(paths).toContain('/person');
    expect(paths).toContain('/period/datePeriod/start');
    for (const issue of saved.issues) expect(Object.keys(issue).sort()).toEqual(['code', 'message', 'path']);
    expect(await api.call('GET /drafts/:id', { params: { id: draft.id } })).toEqual(saved);
    const stale = await api.send('PUT /drafts/:id', {
      params: { id: draft.id },
      body: { body: {}, revision: 1 },
    });
    expect(stale.status).toBe(409);
    const valid = exampleMessage(family('Timecard'), '2.0') as Record<string, unknown>;
    const fixed = await api.call('PUT /drafts/:id', { params: { id: draft.id }, body: { body: valid } });
    expect(fixed.issues).toEqual([]);
    const none = { id: '00000000-0000-4000-8000-000000000000' };
    expect((await api.send('PUT /drafts/:id', { params: none, body: { body: {} } })).status).toBe(404);
    expect((await server.api(`/api/drafts/${draft.id}`, { method: 'PUT', json: { body: [] } })).status).toBe(
      400,
    );
  });

  it('lists newest first, filters by family, searches title and summary, pages with a cursor', async () => {
    const tag = `zq${Date.now()}`;
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const f = i % 2 === 0 ? 'HumanResource' : 'Assignment';
      const d = await create({
        family: f,
        body: { documentId: { value: `${tag}-${i}`, schemeAgencyId: 'Customer' } },
      });
      made.push(d.id);
    }
    const found = await list({ q: tag });
    expect(found.items.map((d) => d.id)).toEqual([...made].reverse());
    expect(found.items[0]).not.toHaveProperty('body');
    expect((await list({ q: `${tag}-3` })).items.map((d) => d.id)).toEqual([made[3]]);
    expect((await list({ q: tag.toUpperCase(), family: 'HumanResource' })).items).toHaveLength(4);
    // Short text cannot use the trigram index and is matched by LIKE.
    expect((await list({ q: 'zq', limit: 500 })).items.length).toBeGreaterThanOrEqual(7);
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ q: tag, limit: 3, cursor });
      pages.push(page.items.map((d) => d.id));
      cursor = page.next;
    } while (cursor);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual([...made].reverse());
    expect((await api.send('GET /drafts', { query: { cursor: 'garbage' } })).status).toBe(400);
  });

  it('duplicates and deletes', async () => {
    const source = await create({ family: 'Timecard', template: true });
    const res = await api.send('POST /drafts/:id/duplicate', { params: { id: source.id } });
    expect(res.status).toBe(201);
    const copy = await res.json();
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ family: 'Timecard', body: source.body, revision: 1 });
    const fromDraft = await create({ from: { draft: source.id } });
    expect(fromDraft.body).toEqual(source.body);
    expect((await api.send('DELETE /drafts/:id', { params: { id: copy.id } })).status).toBe(204);
    expect((await api.send('GET /drafts/:id', { params: { id: copy.id } })).status).toBe(404);
    expect((await api.send('DELETE /drafts/:id', { params: { id: copy.id } })).status).toBe(404);
    expect((await api.send('GET /drafts/:id', { params: { id: source.id } })).status).toBe(200);
  });

  it('creates a draft from a stored message', async () => {
    const doc = exampleMessage(family('Timecard'), '2.0');
    const id = '5f1c4b2e-8d3a-4c1b-9e2f-0a1b2c3d4e5f';
    const put = await fetch(`${server.url}/purchase-to-pay/timecard/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
      body: JSON.stringify(doc),
    });
    expect(put.status).toBe(201);
    const draft = await create({ from: { collection: '/purchase-to-pay/timecard', id } });
    expect(draft).toMatchObject({ family: 'Timecard', version: '2.0', body: doc, issues: [] });
    const missing = await api.send('POST /drafts', {
      body: { from: { collection: 'purchase-to-pay/timecard', id: 'x' } },
    });
    expect(missing.status).toBe(404);
  });

  it('streams a change event after a draft save', async () => {
    const draft = await create({ family: 'Assignment' });
    const events = await openEvents(server.port, server.token);
    try {
      expect(events.headers['content-type']).toMatch(/^text\/event-stream/);
      const next = events.next((e) => e.type === 'draft' && e.id === draft.id);
      await api.call('PUT /drafts/:id', { params: { id: draft.id }, body: { body: { customer: {} } } });
      expect(await next).toEqual({ type: 'draft', id: draft.id, op: 'update' });
    } finally {
      events.close();
    }
  });
});
