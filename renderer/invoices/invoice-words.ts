// What the invoice pages say of an invoice: its state, its title, and where each problem is fixed.
import type { InvoiceListItem, InvoiceState } from '../../shared/api/invoice-types.ts';
import type { InvoiceDocument, InvoiceProblem } from '../../shared/invoice/document.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import type { Translate } from '../i18n/intl.tsx';
import { href } from '../router.ts';

const stateKeys: Record<InvoiceState, MessageKey> = {
  concept: 'inv.state.concept',
  ready: 'inv.state.ready',
  queued: 'inv.state.queued',
  sent: 'inv.state.sent',
  rejected: 'inv.state.rejected',
  paid: 'inv.state.paid',
};

export const stateWords = (t: Translate, state: InvoiceState) => t(stateKeys[state]);

/** "Factuur 2026-0001", "Creditfactuur 2026-0002", "Conceptfactuur voor Bakkerij Jansen". */
export function invoiceTitle(t: Translate, invoice: InvoiceListItem): string {
  if (!invoice.number) return t('invoice.conceptHeading', { customer: invoice.customer });
  return invoice.kind === 'credit'
    ? t('invoice.creditHeading', { number: invoice.number })
    : t('invoice.heading', { number: invoice.number });
}

/**
 * The place a problem is fixed: My agency and the types in Settings, the customer's details with its
 * relation, a bill rate or cost centre with the placement its line comes from. (Which timecard counts
 * is chosen on the invoice's own page, under its problems.)
 */
export function problemPlace(problem: InvoiceProblem, doc: InvoiceDocument): string | undefined {
  switch (problem.code) {
    case 'agency-no-name':
    case 'agency-no-kvk':
    case 'agency-no-btw':
    case 'agency-no-address':
    case 'no-iban':
    case 'no-g-account':
    case 'no-setu-type':
      return href('settings');
    case 'no-customer':
    case 'customer-no-kvk':
    case 'customer-no-address':
    case 'needs-purchase-order':
      return href('counterparties');
    case 'no-bill-rate':
    case 'needs-cost-center': {
      const line = doc.lines.find(
        (l) =>
          l.worker === problem.about.worker && (problem.code !== 'no-bill-rate' || l.price === undefined),
      );
      return line ? href('placements', line.placement) : href('placements');
    }
    case 'empty-period':
      return href('invoices', 'run');
    default:
      return undefined;
  }
}
