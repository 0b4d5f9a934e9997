// /api/drafts over a real server: autosave of partial and invalid drafts with their issues, list with
// family filter, text search and cursor paging, duplicate, delete, and the change event of a save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft, DraftListItem } from '../main/store/drafts.ts';
import { family } from '../shared/registry.ts';
import { exampleMessage } from './support/examples.ts';
import { type ApiServer, openEvents, startApiServer } from './support/management.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const create = async (json: unknown) => {
  const res = await server.api('/api/drafts', { method: 'POST', json });
  expect(res.status).toBe(201);
  return (await res.json()) as Draft;
};
const list = async (query: string) => {
  const res = await server.api(`/api/drafts?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { items: DraftListItem[]; next?: string };
};

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
    const bad = await server.api('/api/drafts', { method: 'POST', json: { family: 'Nope' } });
    expect(bad.status).toBe(400);
    expect(
      (await server.api('/api/drafts', { method: 'POST', json: { family: 'Timecard', version: '9' } }))
        .status,
    ).toBe(400);
  });

  it('saves partial and invalid bodies, answering with their issues; a stale revision is 409', async () => {
    const draft = await create({ family: 'Timecard' });
    const partial = { documentId: { value: 'TC-autosave' }, period: { datePeriod: { start: 'not a date' } } };
    const res = await server.api(`/api/drafts/${draft.id}`, {
      method: 'PUT',
      json: { body: partial, revision: 1 },
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as Draft;
    expect(saved.revision).toBe(2);
    expect(saved.body).toEqual(partial);
    expect(saved.title).toBe('Timecard TC-autosave');
    const paths = saved.issues.map((i) => i.path);
    expect(paths).toContain('/person');
    expect(paths).toContain('/period/datePeriod/start');
    for (const issue of saved.issues) expect(Object.keys(issue).sort()).toEqual(['code', 'message', 'path']);
    const got = (await (await server.api(`/api/drafts/${draft.id}`)).json()) as Draft;
    expect(got).toEqual(saved);
    const stale = await server.api(`/api/drafts/${draft.id}`, {
      method: 'PUT',
      json: { body: {}, revision: 1 },
    });
    expect(stale.status).toBe(409);
    const valid = exampleMessage(family('Timecard'), '2.0');
    const fixed = await server.api(`/api/drafts/${draft.id}`, { method: 'PUT', json: { body: valid } });
    expect(((await fixed.json()) as Draft).issues).toEqual([]);
    expect(
      (
        await server.api('/api/drafts/00000000-0000-4000-8000-000000000000', {
          method: 'PUT',
          json: { body: {} },
        })
      ).status,
    ).toBe(404);
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
    const found = await list(`q=${tag}`);
    expect(found.items.map((d) => d.id)).toEqual([...made].reverse());
    expect(found.items[0]).not.toHaveProperty('body');
    expect((await list(`q=${tag}-3`)).items.map((d) => d.id)).toEqual([made[3]]);
    expect((await list(`q=${tag.toUpperCase()}&family=HumanResource`)).items).toHaveLength(4);
    // Short text cannot use the trigram index and is matched by LIKE.
    expect((await list('q=zq&limit=500')).items.length).toBeGreaterThanOrEqual(7);
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await list(`q=${tag}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page.items.map((d) => d.id));
      cursor = page.next;
    } while (cursor);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual([...made].reverse());
    expect((await server.api('/api/drafts?cursor=garbage')).status).toBe(400);
  });

  it('duplicates and deletes', async () => {
    const source = await create({ family: 'Timecard', template: true });
    const res = await server.api(`/api/drafts/${source.id}/duplicate`, { method: 'POST' });
    expect(res.status).toBe(201);
    const copy = (await res.json()) as Draft;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ family: 'Timecard', body: source.body, revision: 1 });
    const fromDraft = await create({ from: { draft: source.id } });
    expect(fromDraft.body).toEqual(source.body);
    expect((await server.api(`/api/drafts/${copy.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await server.api(`/api/drafts/${copy.id}`)).status).toBe(404);
    expect((await server.api(`/api/drafts/${copy.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await server.api(`/api/drafts/${source.id}`)).status).toBe(200);
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
    const missing = await server.api('/api/drafts', {
      method: 'POST',
      json: { from: { collection: 'purchase-to-pay/timecard', id: 'x' } },
    });
    expect(missing.status).toBe(404);
  });

  it('streams a change event after a draft save', async () => {
    const draft = await create({ family: 'Assignment' });
    const events = await openEvents(server.port, server.token);
    try {
      expect(events.headers['content-type']).toMatch(/^text\/event-stream/);
      const next = events.next((e) => e.type === 'draft' && e.id === draft.id);
      await server.api(`/api/drafts/${draft.id}`, { method: 'PUT', json: { body: { customer: {} } } });
      expect(await next).toEqual({ type: 'draft', id: draft.id, op: 'update' });
    } finally {
      events.close();
    }
  });
});
