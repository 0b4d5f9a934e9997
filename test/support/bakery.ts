// The placements tests' set-up: the Workbench with My agency set and the bakery (a customer's
// Workbench, in the customer role) as its relation, and the change stream open.
import { expect } from 'vitest';
import { type ApiServer, type EventStream, openEvents, startApiServer } from './management.ts';
import { agency, customer } from './placements.ts';
import { type Counterpart, startCounterparty } from './workbench.ts';

export interface WithBakery {
  wb: ApiServer;
  cp: Counterpart;
  events: EventStream;
  close(): Promise<void>;
}

export async function withBakery(): Promise<WithBakery> {
  const [wb, cp] = await Promise.all([startApiServer(), startCounterparty('both')]);
  const events = await openEvents(wb.port, wb.token);
  expect((await wb.api('/api/agency', { method: 'PUT', json: agency })).status).toBe(200);
  const res = await wb.api('/api/counterparties', {
    method: 'POST',
    json: {
      name: 'bakkerij',
      role: 'customer',
      families: ['Assignment', 'Timecard'],
      baseUrl: cp.server.url,
      token: cp.token,
      party: customer,
    },
  });
  expect(res.status).toBe(201);
  return {
    wb,
    cp,
    events,
    async close() {
      events.close();
      await Promise.all([wb.close(), cp.server.close()]);
    },
  };
}
