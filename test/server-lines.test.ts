// Line operations: timecard time intervals and allowances, planning lines.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMessage } from '../shared/messages/message-io.ts';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { storeKinds } from './support/stores.ts';

describe.each(storeKinds)('%s store', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, kind);
  });
  afterAll(() => server.close());

  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    standardVersionId: '2.0',
  };
  type Line = Record<string, unknown> & { id?: { value: string }; lineId?: { value: string } };

  describe('timecard lines', () => {
    async function timecard() {
      const doc = variant(exampleMessage(family('Timecard'), '2.0'), randomUUID());
      const path = `/purchase-to-pay/timecard/${randomUUID()}`;
      expect((await server.fetch(path, { method: 'PUT', headers, body: JSON.stringify(doc) })).status).toBe(
        201,
      );
      return { doc, path, line: (doc.timeInterval as Line[])[0] as Line };
    }

    it('add (201), read, replace (200) and remove a time interval; the timecard follows', async () => {
      const { path, line } = await timecard();
      const fresh = {
        ...structuredClone(line),
        id: { value: 'new-1', schemeAgencyId: 'Supplier' },
        timeTotal: '4',
      };
      const added = await server.fetch(`${path}/time-interval/new-1`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ timeInterval: [fresh] }),
      });
      expect(added.status).toBe(201);
      expect(await (await server.fetch(`${path}/time-interval/new-1`)).json()).toEqual({
        timeInterval: [fresh],
      });
      const changed = { ...fresh, timeTotal: '6' };
      expect(
        (
          await server.fetch(`${path}/time-interval/new-1`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ timeInterval: [changed] }),
          })
        ).status,
      ).toBe(200);
      const whole = (await (await server.fetch(path)).json()) as { timeInterval: Line[] };
      expect(whole.timeInterval.at(-1)).toEqual(changed);
      const removed = await server.fetch(`${path}/time-interval/new-1`, { method: 'DELETE' });
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({ timeInterval: [changed] });
      expect((await server.fetch(`${path}/time-interval/new-1`)).status).toBe(404);
    });

    it('reads a line as XML inside the Timecard root element', async () => {
      const { path, line } = await timecard();
      const res = await server.fetch(`${path}/time-interval/${line.id?.value}`, {
        headers: { accept: 'application/xml' },
      });
      expect(readMessage(await res.text()).doc).toEqual({ timeInterval: [line] });
    });

    it('POST .../allowance adds allowance lines; a line id already used is refused', async () => {
      const { path } = await timecard();
      const allowance = {
        id: { value: 'A1', schemeAgencyId: 'Supplier' },
        typeCode: { value: 'Travel' },
        quantity: { value: 12 },
      };
      const res = await server.fetch(`${path}/allowance`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ allowance: [allowance] }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('location')).toBe(`${path}/allowance/A1`);
      const again = await server.fetch(`${path}/allowance`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ allowance: [allowance] }),
      });
      expect(again.status).toBe(409);
    });

    it('POST on an allowance line is 405 (allowances are added at .../allowance); a time interval takes it', async () => {
      const { path, line } = await timecard();
      const allowance = { id: { value: 'A9', schemeAgencyId: 'Supplier' }, typeCode: { value: 'Travel' } };
      const res = await server.fetch(`${path}/allowance/A9`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ allowance: [allowance] }),
      });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, PUT, DELETE');
      expect(await res.json()).toMatchObject({
        description: expect.stringContaining(`${'POST'} .../allowance`),
      });
      const interval = { ...structuredClone(line), id: { value: 'T9', schemeAgencyId: 'Supplier' } };
      const added = await server.fetch(`${path}/time-interval/T9`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ timeInterval: [interval] }),
      });
      expect(added.status).toBe(201);
    });

    it('a body whose line id differs from the path: 400; a missing line or timecard: 404', async () => {
      const { path, line } = await timecard();
      const res = await server.fetch(`${path}/time-interval/other`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ timeInterval: [line] }),
      });
      expect(res.status).toBe(400);
      expect((await server.fetch(`${path}/allowance/none`)).status).toBe(404);
      expect((await server.fetch(`/purchase-to-pay/timecard/${randomUUID()}/time-interval/1`)).status).toBe(
        404,
      );
    });
  });

  describe('planning lines', () => {
    async function request() {
      const doc = variant(exampleMessage(family('PlanningRequest'), '2.0'), randomUUID());
      const res = await server.fetch('/planning/requests', {
        method: 'POST',
        headers,
        body: JSON.stringify(doc),
      });
      const location = (res.headers.get('location') as string).replace('/request/', '/requests/');
      return { doc, location };
    }

    it('adds, reads, replaces and removes lines; the lines of a missing line are 404', async () => {
      const { doc, location } = await request();
      const periodic = structuredClone((doc.periodicPlanningLine as Line[])[0]) as Line;
      periodic.lineId = { ...(periodic.lineId as object), value: '900' } as Line['lineId'];
      const added = await server.fetch(`${location}/periodic-lines`, {
        method: 'POST',
        headers,
        body: JSON.stringify(periodic),
      });
      expect(added.status).toBe(201);
      expect(added.headers.get('location')).toBe(`${location.replace('/requests/', '/request/')}/lines/900`);
      expect(await (await server.fetch(`${location}/lines/900`)).json()).toEqual(periodic);
      const replaced = { ...periodic, planningLineName: 'Night shift' };
      expect(
        (
          await server.fetch(`${location}/lines/900`, {
            method: 'PUT',
            headers,
            body: JSON.stringify(replaced),
          })
        ).status,
      ).toBe(200);
      expect(await (await server.fetch(`${location}/lines/900`)).json()).toEqual(replaced);
      const withId = { ...periodic, lineId: { ...(periodic.lineId as object), value: '901' } };
      expect(
        (
          await server.fetch(`${location}/lines/901`, {
            method: 'POST',
            headers,
            body: JSON.stringify(withId),
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await server.fetch(`${location}/lines/901`, {
            method: 'POST',
            headers,
            body: JSON.stringify(withId),
          })
        ).status,
      ).toBe(409);
      expect((await server.fetch(`${location}/lines/900`, { method: 'DELETE' })).status).toBe(200);
      expect((await server.fetch(`${location}/lines/900`)).status).toBe(404);
      expect((await server.fetch(`${location}/lines/900`, { method: 'DELETE' })).status).toBe(404);
    });
  });
});
