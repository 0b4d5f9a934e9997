// From a received order to a placement, over the management API: a customer's system sends a
// StaffingOrder with its key; the clerk ties the key to the relation once (the key's name is not the
// relation's), after which the order and the Inbox name the relation; "Place someone" starts from the
// order; saving sends the worker as a HumanResource and the placement as its Assignment to that
// customer, both referring to the order and valid against the official schemas.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPrefill } from '../shared/api/placement-types.ts';
import type { InboxListRow, MessageView, PlacementSaved } from '../shared/api/types.ts';
import { type ApiServer, type EventStream, openEvents, startApiServer } from './support/management.ts';
import { official, readExample } from './support/official.ts';
import { agency } from './support/placements.ts';
import { type Counterpart, startCounterparty } from './support/workbench.ts';

type Json = Record<string, unknown>;

let wb: ApiServer;
let customer: Counterpart;
let events: EventStream;
let key: string;
const orderId = randomUUID();
const ORDER = '/purchase-to-pay/staffing-order/order';

/** The official example order, as a customer would send it for late 2026, with its rates. */
function order(): Json {
  const doc = readExample('StaffingOrder-2.0.json') as Json;
  const profile = doc.positionProfile as Json;
  profile.positionPeriod = { start: '2026-11-30', end: '2026-12-24' };
  doc.payRates = [
    {
      rateType: 'TimeInterval',
      code: 'HT100',
      amount: { value: 16.5, currency: { value: 'EUR' } },
      intervalCode: { value: 'HourlyConsolidated' },
      period: { datePeriod: { start: '2026-11-30' } },
      multiplier: 100,
      toBeBilled: true,
      toBePaid: true,
    },
  ];
  doc.resourceClassificationInclusion = {
    referenceNumber: 'KEUKEN-12',
    costCenter: { code: 'K12', name: 'Keuken' },
  };
  return doc;
}

beforeAll(async () => {
  [wb, customer] = await Promise.all([startApiServer(), startCounterparty('customer')]);
  events = await openEvents(wb.port, wb.token);
  key = wb.store.addKey('bakkerij-de-molen');
  const doc = order();
  const setup = [
    wb.api('/api/agency', { method: 'PUT', json: agency }),
    wb.api('/api/counterparties', {
      method: 'POST',
      json: {
        name: 'molen',
        role: 'customer',
        baseUrl: customer.server.url,
        token: customer.token,
        party: {
          name: 'Bakkerij De Molen',
          kvk: ((doc.customer as Json).legalId as Json).value,
          supplierNumber: 'LEV-9',
        },
      },
    }),
  ];
  for (const res of await Promise.all(setup)) expect(res.ok, await res.text()).toBe(true);
  const sent = await fetch(`${wb.url}${ORDER}/${orderId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', standardVersionId: '2.0' },
    body: JSON.stringify(doc),
  });
  expect(sent.status, await sent.text()).toBe(201);
});
afterAll(async () => {
  events.close();
  await Promise.all([wb.close(), customer.server.close()]);
});

const json = async <T>(res: Response, status = 200): Promise<T> => {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
};
const inboxRow = async () =>
  (await json<{ items: InboxListRow[] }>(await wb.api('/api/lists/inbox?family=StaffingOrder'))).items[0];

describe('the sender of a received order', () => {
  it('is the key until the clerk ties the key to its relation, then the relation everywhere', async () => {
    const before = await json<MessageView>(await wb.api(`/api/resources${ORDER}/${orderId}`));
    expect(before.owner).toBe('bakkerij-de-molen');
    expect(before.senderRelation).toBeUndefined();
    expect((await inboxRow())?.senderRelation).toBeUndefined();

    const tied = await json<{ relation?: string }>(
      await wb.api('/api/senders/bakkerij-de-molen', { method: 'PUT', json: { relation: 'molen' } }),
    );
    expect(tied.relation).toBe('molen');
    const after = await json<MessageView>(await wb.api(`/api/resources${ORDER}/${orderId}`));
    expect(after.senderRelation).toBe('molen');
    const row = await inboxRow();
    expect(row?.senderRelation).toBe('molen');
    expect(row?.digest.relation).toBe('molen');
    const filtered = await json<{ items: InboxListRow[] }>(await wb.api('/api/lists/inbox?customer=molen'));
    expect(filtered.items.map((m) => m.id)).toEqual([orderId]);
  });

  it('is tied only to a relation the Workbench has, and by a key name', async () => {
    const unknown = await wb.api('/api/senders/bakkerij-de-molen', {
      method: 'PUT',
      json: { relation: 'nobody' },
    });
    expect(unknown.status).toBe(404);
    for (const name of ['import', 'office:bakkerij-de-molen'])
      expect(
        (
          await wb.api(`/api/senders/${encodeURIComponent(name)}`, {
            method: 'PUT',
            json: { relation: 'molen' },
          })
        ).status,
      ).toBe(400);
  });
});

describe('a placement on the order', () => {
  let prefill: OrderPrefill;
  let saved: PlacementSaved;

  it('starts from the order: customer, position, period, location, rates, numbers and the worker asked for', async () => {
    prefill = await json<OrderPrefill>(await wb.api(`/api/placements/from-order${ORDER}/${orderId}`));
    expect(prefill.order).toEqual({ collection: ORDER, id: orderId, number: '39fc74 8a3ac' });
    expect(prefill.input).toMatchObject({
      workerName: 'John Lennon',
      customerWorkerNumber: 'fda9a5 29d60',
      counterparty: 'molen',
      start: '2026-11-30',
      end: '2026-12-24',
      position: 'Afwasser',
      rates: [{ kind: 'hours', code: 'HT100', amount: 16.5, multiplier: 100 }],
      orderNumber: '39fc74 8a3ac',
      reference: 'KEUKEN-12',
      order: { collection: ORDER, id: orderId },
    });
    expect(prefill.location).toMatchObject({ name: 'Restaurant aan zee', city: 'Noordwijk aan zee' });
    const notAnOrder = await wb.api(`/api/placements/from-order/purchase-to-pay/timecard/${orderId}`);
    expect(notAnOrder.status).toBe(400);
  });

  it('sends the worker as a HumanResource and the placement as its Assignment, both referring to the order', async () => {
    saved = await json<PlacementSaved>(
      await wb.api('/api/placements', {
        method: 'POST',
        json: { ...prefill.input, workerName: 'Sanne Visser', birthDate: '1990-03-14' },
      }),
      201,
    );
    expect(saved.assignment.queued?.operation).toBe('submit');
    expect(saved.humanResource?.queued?.operation).toBe('submit');
    const done = events.next((e) => e.type === 'sync-done', 10_000);
    expect((await wb.api('/api/sync', { method: 'POST', json: {} })).status).toBe(200);
    expect(await done).toMatchObject({ sent: 2, failed: 0 });

    const orderDoc = order();
    const [hr] = await customer.server.store.list('/purchase-to-pay/human-resource');
    const [assignment] = await customer.server.store.list('/purchase-to-pay/assignment');
    if (!hr || !assignment) throw new Error('the customer holds no human resource or no assignment');
    for (const [name, got] of [
      ['HumanResource-2.0', hr],
      ['Assignment-2.0', assignment],
    ] as const) {
      const { validate } = official(name);
      expect(validate(got.body), JSON.stringify(validate.errors)).toBe(true);
      expect((got.body.staffingIds as Json).requestForQuotationId).toEqual(orderDoc.documentId);
    }
    const person = hr.body.person as Json;
    expect(person.name).toEqual({ formattedName: 'Sanne Visser' });
    expect(person.birthDate).toBe('1990-03-14');
    expect(person.id).toEqual(saved.placement.worker.ids);
    expect(assignment.body.customer).toEqual(orderDoc.customer);
    const profile = assignment.body.positionProfile as Json;
    expect(profile.positionLocation).toEqual([(orderDoc.positionProfile as Json).positionLocation]);
    expect(profile.positionTitle).toBe('Afwasser');
    expect(assignment.body.resourceClassificationInclusion).toEqual(orderDoc.resourceClassificationInclusion);
    expect(saved.placement.order).toEqual({ collection: ORDER, id: orderId });
  });

  it('sends the worker again only when the worker changed', async () => {
    const input = { ...prefill.input, workerName: 'Sanne Visser', birthDate: '1990-03-14' };
    const same = await json<PlacementSaved>(
      await wb.api(`/api/placements/${saved.placement.id}`, { method: 'PUT', json: input }),
    );
    expect(same.humanResource).toBeUndefined();
    expect(same.assignment.queued).toBeUndefined();
    const renamed = await json<PlacementSaved>(
      await wb.api(`/api/placements/${saved.placement.id}`, {
        method: 'PUT',
        json: { ...input, workerName: 'Sanne Visser-de Boer' },
      }),
    );
    expect(renamed.humanResource?.queued?.operation).toBe('update');
    // The Assignment names its worker by number only: the new name changes nothing in it.
    expect(renamed.assignment.queued).toBeUndefined();
  });
});
