// The worker of a placement made from a customer's order, as the HumanResource the agency sends for it
// (SETU: "used by the staffing supplier to match a human resource to an open position"). It refers to
// the order as SETU's HumanResource can, by `staffingIds.requestForQuotationId`, and carries the
// Assignment's number as its own: one worker proposed per placement, and the two read together.
import { type Agency, supplierParty } from '../parties/agency.ts';
import type { Json, PlacementFields } from './placement.ts';

const drop = (o: Json): Json => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** A party block without its contact persons, which a HumanResource's customer does not have. */
function partyOnly(block: Json): Json {
  const { id, legalId, taxId, establishment } = block;
  return drop({ id, legalId, taxId, establishment });
}

export function humanResourceOf(p: PlacementFields, agency: Agency, supplierIdAtCustomer?: string): Json {
  return drop({
    documentId: { value: p.assignmentId.value, schemeAgencyId: 'Supplier' },
    supplier: p.supplier ?? supplierParty(agency, supplierIdAtCustomer),
    customer: partyOnly(p.customer),
    person: drop({
      id: p.worker.ids,
      name: { formattedName: p.worker.name },
      birthDate: p.worker.birthDate,
      communication: {},
    }),
    staffingIds: p.orderId ? { requestForQuotationId: p.orderId } : undefined,
  });
}
