// A received StaffingOrder as the placement it asks for ("Place someone"): the customer is the relation
// that sent it, and the position, period, location, rates, schedule and the customer's numbers are the
// order's. An order has the shape of the Assignment that answers it, so it is read as one; its own
// number is its documentId, which the placement's Assignment and HumanResource refer to.

import type { OrderPrefill } from '../../shared/api/placement-types.ts';
import { at } from '../../shared/messages/registry.ts';
import { sameParty } from '../../shared/parties/agency.ts';
import type { PlacementInput } from '../../shared/placement/input.ts';
import {
  fieldsFromAssignment,
  type Identifier,
  type Json,
  type PlacementFields,
} from '../../shared/placement/placement.ts';
import type { Desk } from './desk.ts';
import { senderRelation } from './senders.ts';

export interface StoredOrder {
  collection: string;
  id: string;
  owner: string;
  body: Json;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

function documentId(order: Json): Identifier | undefined {
  const id = order.documentId as { value?: unknown; schemeAgencyId?: unknown } | undefined;
  return typeof id?.value === 'string'
    ? { value: id.value, schemeAgencyId: String(id.schemeAgencyId ?? 'Customer') }
    : undefined;
}

/**
 * What a placement takes over from its order that the form does not show: the customer as the order
 * names it (with the customer's own numbers), the work location, department, cost centre and project,
 * and the order's documentId as SETU writes it.
 */
export function orderFields(order: Json): Partial<PlacementFields> {
  const read = fieldsFromAssignment(order);
  const fields: Partial<PlacementFields> = {
    customer: read.customer,
    location: read.location,
    department: read.department,
    costCenter: read.costCenter,
    project: read.project,
    orderId: documentId(order),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** The relation the order is for: its sender's, else the one whose details name the order's customer. */
function relationOf(desk: Desk, order: StoredOrder): string {
  const customers = desk.counterparties
    .list()
    .filter((cp) => cp.families.includes('Assignment') || cp.families.includes('Timecard'));
  const sender = senderRelation(desk, order.owner);
  if (sender && customers.some((cp) => cp.name === sender)) return sender;
  return customers.find((cp) => cp.party && sameParty(order.body.customer, cp.party))?.name ?? '';
}

/** The placement form's fields as the order asks: who is asked for, where, when, at which rates. */
export function orderPrefill(desk: Desk, order: StoredOrder): OrderPrefill {
  const read = fieldsFromAssignment(order.body);
  const requested = at(order.body, '/positionProfile/requestedWorker');
  const theirNumber = (
    Array.isArray(at(requested, '/workerId')) ? (at(requested, '/workerId') as Json[]) : []
  )
    .map((id) => text(id.value))
    .find(Boolean);
  const number = documentId(order.body)?.value ?? '';
  const input: PlacementInput = {
    workerName: text(at(requested, '/person/name/formattedName')) ?? '',
    customerWorkerNumber: theirNumber,
    counterparty: relationOf(desk, order),
    order: { collection: order.collection, id: order.id },
    start: read.start,
    end: text(at(order.body, '/positionProfile/positionPeriod/end')),
    position: read.position,
    rates: read.rates,
    schedule: { days: read.schedule.days },
    orderNumber: number,
    reference: read.reference,
    purchaseOrder: read.purchaseOrder,
  };
  return {
    input: Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as PlacementInput,
    order: { collection: order.collection, id: order.id, number },
    ...(read.location ? { location: read.location } : {}),
  };
}
