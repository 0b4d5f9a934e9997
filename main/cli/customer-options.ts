// The customer's details on `counterparty add` (kept apart from its connection and credential options):
// --kvk, --btw, --address "Kerkstraat 1, 1234 AB Amsterdam", --invoice-period week|4weeks|month and
// --payment-days N, checked as the relation form checks them.
import type { CustomerParty } from '../../shared/parties/agency.ts';
import { readCustomer } from '../../shared/parties/organisation-input.ts';
import { UsageError } from './args.ts';

export const customerOptions = {
  kvk: { type: 'string', help: "the customer's KvK number" },
  btw: { type: 'string', help: "the customer's VAT number" },
  address: { type: 'string', help: "the customer's address on one line" },
  'invoice-period': { type: 'string', help: 'how often it is invoiced' },
  'payment-days': { type: 'string', help: 'the days it has to pay an invoice' },
} as const;

type Given = { [K in keyof typeof customerOptions]?: string };

/** The customer's details named by the options (its name the counterparty's), or undefined when none is. */
export function customerFrom(name: string, values: Given): CustomerParty | undefined {
  const days = values['payment-days'];
  const given = Object.fromEntries(
    Object.entries({
      kvk: values.kvk,
      btw: values.btw,
      address: values.address,
      invoicePeriod: values['invoice-period'],
      paymentDays: days === undefined ? undefined : /^\d+$/.test(days) ? Number(days) : days,
    }).filter(([, v]) => v !== undefined),
  );
  if (Object.keys(given).length === 0) return undefined;
  const { value, problems } = readCustomer({ name, ...given });
  if (problems.length > 0)
    throw new UsageError(problems.map((p) => `--${optionOf(p.field)}: ${p.message}`).join('\n'));
  return value;
}

const optionOf = (field: string) =>
  ({ invoicePeriod: 'invoice-period', paymentDays: 'payment-days' })[field.split('.')[0] as string] ??
  field.split('.')[0];
