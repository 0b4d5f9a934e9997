// A placement as the clerk gives it, in the placement form or a spreadsheet row: words, dates, amounts
// and the customer by name — never a SETU block. `placementFields` turns it into the placement's
// fields, numbering what the clerk left unnumbered.
import { type CustomerParty, customerParty } from '../parties/agency.ts';
import type { Identifier, Placement, PlacementFields, Rate, Schedule } from './placement.ts';

export interface PlacementInput {
  workerName: string;
  /** The agency's number for the worker; one is made when absent. */
  personnelNumber?: string;
  /** The customer's number for the worker, where the customer gave one. */
  customerWorkerNumber?: string;
  /** `YYYY-MM-DD`; absent keeps the one known, empty removes it. */
  birthDate?: string;
  counterparty: string;
  /** The received StaffingOrder the placement fills ("Place someone" on it). */
  order?: { collection: string; id: string };
  start: string;
  end?: string;
  position?: string;
  rates: Rate[];
  schedule: Schedule;
  /** The Assignment's number (its documentId); one is made when absent. */
  assignmentNumber?: string;
  orderNumber?: string;
  reference?: string;
  purchaseOrder?: string;
}

const newNumber = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;

function workerIds(input: PlacementInput, kept: Identifier[]): Identifier[] {
  const own = input.personnelNumber?.trim() || kept.find((id) => id.schemeAgencyId === 'Supplier')?.value;
  const theirs =
    input.customerWorkerNumber?.trim() || kept.find((id) => id.schemeAgencyId === 'Customer')?.value;
  return [
    ...(theirs ? [{ value: theirs, schemeAgencyId: 'Customer' }] : []),
    { value: own || newNumber('W'), schemeAgencyId: 'Supplier' },
  ];
}

/**
 * The fields of a placement given in words. `kept` is the placement being edited: what the form does
 * not show (an Assignment's department, contacts, the customer's own ids) stays as it was.
 */
export function placementFields(
  input: PlacementInput,
  customer: CustomerParty | undefined,
  kept?: PlacementFields,
): PlacementFields {
  const assignment = input.assignmentNumber?.trim() || kept?.assignmentId.value || newNumber('A');
  const order = input.orderNumber?.trim();
  const birthDate = input.birthDate === undefined ? kept?.worker.birthDate : input.birthDate || undefined;
  const fields: PlacementFields = {
    ...kept,
    worker: {
      name: input.workerName.trim(),
      ids: workerIds(input, kept?.worker.ids ?? []),
      ...(birthDate ? { birthDate } : {}),
    },
    counterparty: input.counterparty,
    customer:
      kept && kept.counterparty === input.counterparty
        ? kept.customer
        : customer
          ? customerParty(customer)
          : {},
    assignmentId: { value: assignment, schemeAgencyId: 'Supplier' },
    ...(input.order ? { order: input.order } : {}),
    start: input.start,
    rates: input.rates,
    schedule: input.schedule,
  };
  const optional = {
    orderId: order ? { value: order, schemeAgencyId: 'Customer' } : undefined,
    end: input.end || undefined,
    // Ended early stays so while its last day does; a new end date is a planned end again.
    ended: kept?.ended && input.end === kept.end ? true : undefined,
    position: input.position?.trim() || undefined,
    reference: input.reference?.trim() || undefined,
    purchaseOrder: input.purchaseOrder?.trim() || undefined,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value === undefined) delete (fields as unknown as Record<string, unknown>)[key];
    else (fields as unknown as Record<string, unknown>)[key] = value;
  }
  return fields;
}

/** The form's view of a placement. */
export function inputOf(p: Placement): PlacementInput {
  const id = (scheme: string) => p.worker.ids.find((i) => i.schemeAgencyId === scheme)?.value;
  return {
    workerName: p.worker.name,
    personnelNumber: id('Supplier'),
    customerWorkerNumber: id('Customer'),
    birthDate: p.worker.birthDate,
    counterparty: p.counterparty,
    order: p.order,
    start: p.start,
    end: p.end,
    position: p.position,
    rates: p.rates,
    schedule: p.schedule,
    assignmentNumber: p.assignmentId.value,
    orderNumber: p.orderId?.value,
    reference: p.reference,
    purchaseOrder: p.purchaseOrder,
  };
}

/** What is wrong with a placement as given, each with the field it concerns; empty when it can be saved. */
export function inputProblems(
  input: PlacementInput,
  customerKnown: boolean,
): { field: keyof PlacementInput; problem: string }[] {
  const out: { field: keyof PlacementInput; problem: string }[] = [];
  if (input.workerName.trim() === '') out.push({ field: 'workerName', problem: 'required' });
  if (input.counterparty.trim() === '') out.push({ field: 'counterparty', problem: 'required' });
  else if (!customerKnown) out.push({ field: 'counterparty', problem: 'unknown-customer' });
  if (input.start === '') out.push({ field: 'start', problem: 'required' });
  if (input.end && input.start && input.end < input.start)
    out.push({ field: 'end', problem: 'end-before-start' });
  if (!input.rates.some((r) => r.kind === 'hours')) out.push({ field: 'rates', problem: 'no-hour-rate' });
  return out;
}
