// Import/export, inbox and history over a real server: every official example imports as a draft
// without issues, an exported XML timecard satisfies the official XSD, received messages appear in the
// inbox, SETU writes show up in a resource's history and as change events.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '../main/store/drafts.ts';
import type { Revision } from '../main/store/types.ts';
import type { ImportResult } from '../shared/api/types.ts';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { type ApiServer, openEvents, startApiServer } from './support/management.ts';
import { specPath } from './support/official.ts';
import { xsdErrors } from './support/xsd.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const examples = ['json', 'xml', 'invoice'].flatMap((dir) =>
  fs.readdirSync(specPath('examples', dir)).map((name) => ({
    filename: name,
    content: fs.readFileSync(specPath('examples', dir, name), 'utf8'),
  })),
);

async function importFiles(files: unknown, as = 'draft'): Promise<ImportResult[]> {
  const res = await server.api(`/api/import?as=${as}`, { method: 'POST', json: files });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: ImportResult[] }).results;
}

const putTimecard = (id: string, doc: unknown) =>
  fetch(`${server.url}/purchase-to-pay/timecard/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
    body: JSON.stringify(doc),
  });

describe('import and export', () => {
  it('imports every official example (JSON and XML) as a draft without issues', async () => {
    expect(examples.length).toBeGreaterThanOrEqual(12);
    const results = await importFiles(examples);
    for (const r of results) {
      expect(r.ok, `${r.filename}: ${JSON.stringify(r)}`).toBe(true);
      if (r.ok && 'draft' in r) expect(r.draft.issues, r.filename).toEqual([]);
      else throw new Error(`${r.filename} was not imported as a draft`);
    }
    const families = results.map((r) => (r.ok && 'draft' in r ? r.draft.family : ''));
    expect(new Set(families)).toEqual(
      new Set([
        'Assignment',
        'HumanResource',
        'InquiryPayEquity',
        'PlanningAssignment',
        'PlanningConstraints',
        'PlanningRequest',
        'StaffingOrder',
        'Timecard',
        'Invoice',
      ]),
    );
  });

  it('takes a file as its bytes in the encoding it is written in, strictly, and refuses one too large for a message', async () => {
    const xml = examples.find((e) => e.filename === 'Timecard-2.0.xml')?.content as string;
    const named = xml
      .replace(/<\?xml[^>]*\?>/, '<?xml version="1.0" encoding="ISO-8859-1"?>')
      .replace(
        /<formattedName>[^<]*<\/formattedName>/,
        '<formattedName>Ren\u00e9 M\u00fcller</formattedName>',
      );
    const send = (bytes: Buffer, filename: string) =>
      server.api(`/api/import?filename=${filename}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: bytes,
      });
    const latin = await send(Buffer.from(named, 'latin1'), 'latin.xml');
    const [imported] = ((await latin.json()) as { results: ImportResult[] }).results;
    if (!imported?.ok || !('draft' in imported)) throw new Error(JSON.stringify(imported));
    const draft = (await (await server.api(`/api/drafts/${imported.draft.id}`)).json()) as Draft;
    expect(JSON.stringify(draft.body)).toContain('René Müller');

    const broken = await send(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]), 'broken.json');
    const [refused] = ((await broken.json()) as { results: ImportResult[] }).results;
    expect(refused).toMatchObject({ ok: false, error: { code: 'encoding' } });

    const huge = await send(Buffer.alloc(6 * 1024 * 1024, 0x20), 'huge.xml');
    expect(huge.status).toBe(413);
  });

  it('takes a single raw XML file and reports unreadable files one by one', async () => {
    const xml = examples.find((e) => e.filename === 'Timecard-2.0.xml')?.content as string;
    const res = await server.api('/api/import?filename=tc.xml', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: xml,
    });
    const [single] = ((await res.json()) as { results: ImportResult[] }).results;
    expect(single).toMatchObject({ filename: 'tc.xml', ok: true, draft: { family: 'Timecard', issues: [] } });
    const mixed = await importFiles([
      { filename: 'broken.json', content: '{ "documentId": ' },
      { filename: 'doctype.xml', content: '<!DOCTYPE x [<!ENTITY a "b">]><Timecard/>' },
      { filename: 'ok.json', content: JSON.stringify(exampleMessage(family('Assignment'), '2.0')) },
    ]);
    expect(mixed.map((r) => r.ok)).toEqual([false, false, true]);
    expect(mixed[0]).toMatchObject({ error: { code: 'malformed-json' } });
  });

  it('exports the imported XML timecard as XML that the official XSD accepts', async () => {
    const xml = examples.find((e) => e.filename === 'Timecard-2.0.xml')?.content as string;
    const [result] = await importFiles([{ filename: 'Timecard-2.0.xml', content: xml }]);
    const id = result?.ok && 'draft' in result ? result.draft.id : '';
    const res = await server.api(`/api/export?draft=${id}&format=xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Timecard-[\w.-]+\.xml"$/);
    const exported = await res.text();
    expect(await xsdErrors('Timecard', exported)).toEqual([]);
    const json = await server.api(`/api/export?draft=${id}&format=json`);
    expect(json.headers.get('content-disposition')).toMatch(/\.json"$/);
    const draft = (await (await server.api(`/api/drafts/${id}`)).json()) as Draft;
    expect(await json.json()).toEqual(draft.body);
  });

  it('imports as received messages, which the inbox lists newest first and by family', async () => {
    const files = [
      {
        filename: 'a.json',
        content: JSON.stringify(variant(exampleMessage(family('Assignment'), '2.0'), 'inbox')),
      },
      {
        filename: 'tc.json',
        content: JSON.stringify(variant(exampleMessage(family('Timecard'), '2.0'), 'inbox')),
      },
      {
        filename: 'invalid.json',
        content: JSON.stringify({ ...exampleMessage(family('Timecard'), '2.0'), person: 1 }),
      },
      { filename: 'invoice.xml', content: examples.find((e) => e.filename === 'Invoice-2.1.xml')?.content },
    ];
    const results = await importFiles(files, 'received');
    expect(results.map((r) => r.ok)).toEqual([true, true, false, true]);
    expect(results[2]).toMatchObject({ error: { code: 'invalid-message' } });
    expect((results[2] as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
    const ids = results.flatMap((r) => (r.ok && 'resource' in r ? [r.resource.id] : []));
    const inbox = (await (await server.api('/api/inbox')).json()) as {
      items: { id: string; owner: string; title: string }[];
    };
    expect(inbox.items.slice(0, 3).map((i) => i.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(inbox.items[0]).toMatchObject({ family: 'Invoice', title: expect.stringMatching(/^Invoice \S/) });
    expect(inbox.items[1]).toMatchObject({ owner: 'import', title: expect.stringMatching(/^Timecard /) });
    const timecards = (await (await server.api('/api/inbox?family=Timecard')).json()) as {
      items: { family: string }[];
    };
    expect(timecards.items.every((i) => i.family === 'Timecard')).toBe(true);
    const page = (await (await server.api('/api/inbox?limit=1')).json()) as {
      items: { id: string }[];
      next: string;
    };
    const second = (await (await server.api(`/api/inbox?limit=1&cursor=${page.next}`)).json()) as {
      items: { id: string }[];
    };
    expect([page.items[0]?.id, second.items[0]?.id]).toEqual([ids[2], ids[1]]);
    const invoice = await server.api(`/api/export?collection=/purchase-to-pay/invoice&id=${ids[2]}`);
    expect(await invoice.text()).toBe(files[3]?.content);
    const exported = await server.api(
      `/api/export?collection=/purchase-to-pay/timecard&id=${ids[1]}&format=xml`,
    );
    expect(await xsdErrors('Timecard', await exported.text())).toEqual([]);
  });

  it('returns the history after two PUTs through the SETU API, each announced as an event', async () => {
    const id = 'a3c1e2f4-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    const doc = variant(exampleMessage(family('Timecard'), '2.0'), 'history');
    const events = await openEvents(server.port, server.token);
    try {
      const first = events.next((e) => e.type === 'resource' && e.id === id);
      expect((await putTimecard(id, doc)).status).toBe(201);
      expect(await first).toEqual({ type: 'resource', collection: '/purchase-to-pay/timecard', id });
      const second = events.next((e) => e.type === 'resource' && e.id === id);
      expect((await putTimecard(id, { ...doc, referenceNumber: 'second' })).status).toBe(200);
      await second;
    } finally {
      events.close();
    }
    const res = await server.api(`/api/resources/purchase-to-pay/timecard/${id}/history`);
    expect(res.status).toBe(200);
    const { revisions } = (await res.json()) as { revisions: Revision[] };
    expect(revisions.map((r) => [r.revision, r.op])).toEqual([
      [1, 'create'],
      [2, 'update'],
    ]);
    expect(revisions[1]?.body.referenceNumber).toBe('second');
    const current = await server.api(`/api/resources/purchase-to-pay/timecard/${id}`);
    expect(current.status).toBe(200);
    expect(await current.json()).toMatchObject({
      id,
      family: 'Timecard',
      revision: 2,
      deleted: false,
      body: { referenceNumber: 'second' },
    });
    expect((await server.api('/api/resources/purchase-to-pay/timecard/unknown/history')).status).toBe(404);
    expect((await server.api(`/api/resources/not-a-collection/${id}/history`)).status).toBe(404);
  });
});
