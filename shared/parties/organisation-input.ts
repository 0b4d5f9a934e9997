// My agency and a customer's details as the API, the CLI and the forms give them: every member checked
// for its kind (text of bounded length, an IBAN with its check digits, an address with street, postal
// code and city, whole days, a share in percent), unknown members refused. Problems are named by field.
import { type Address, parseAddress } from './address.ts';
import {
  type Agency,
  type CustomerParty,
  type InvoicePeriodKind,
  invoicePeriodKinds,
  type Organisation,
} from './agency.ts';
import { compactIban, ibanProblem } from './iban.ts';

export interface InputProblem {
  /** The member, as the API names it (`gAccount.share`). */
  field: string;
  message: string;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

class Reader {
  readonly problems: InputProblem[] = [];
  constructor(private readonly input: Json) {}

  fail(field: string, message: string): undefined {
    this.problems.push({ field, message });
    return undefined;
  }

  /** Members the form may send: any other is refused, so that a misspelt one is not silently lost. */
  only(allowed: string[]): void {
    for (const key of Object.keys(this.input))
      if (!allowed.includes(key))
        this.fail(key, `${key} is not a member; the members are ${allowed.join(', ')}.`);
  }

  text(field: string, max = 200): string | undefined {
    const v = this.input[field];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string' || v.length > max) return this.fail(field, `${field} must be text.`);
    return v.trim() === '' ? undefined : v.trim();
  }

  iban(field: string, value: unknown = this.input[field]): string | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') return this.fail(field, `${field} must be an IBAN.`);
    const problem = ibanProblem(value);
    if (problem === 'format')
      return this.fail(field, `${field} "${value}" is not an IBAN (such as NL91 ABNA 0417 1643 00).`);
    if (problem === 'checksum')
      return this.fail(
        field,
        `${field} "${value}" is not a valid IBAN: its check digits do not match; look for a typing error.`,
      );
    return compactIban(value);
  }

  days(field: string): number | undefined {
    const v = this.input[field];
    if (v === undefined || v === null || v === '') return undefined;
    if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > 365)
      return this.fail(field, `${field} must be a whole number of days from 0 to 365.`);
    return v as number;
  }

  flag(field: string): boolean | undefined {
    const v = this.input[field];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'boolean') return this.fail(field, `${field} must be true or false.`);
    return v || undefined;
  }

  /** An address as an object (street, postalCode, city, country) or as one line of text. */
  address(field = 'address'): Address | undefined {
    const v = this.input[field];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v === 'string') {
      const parsed = v.length <= 300 ? parseAddress(v) : undefined;
      return parsed ?? this.fail(field, `${field} must read as "Kerkstraat 1, 1234 AB Amsterdam".`);
    }
    if (!isObject(v)) return this.fail(field, `${field} must be an address.`);
    const part = new Reader(v);
    part.only(['street', 'postalCode', 'city', 'country']);
    const street = part.text('street');
    const postalCode = part.text('postalCode', 20);
    const city = part.text('city');
    const country = part.text('country', 2)?.toUpperCase();
    for (const p of part.problems) this.fail(`${field}.${p.field}`, p.message);
    if (part.problems.length > 0) return undefined;
    if (!street && !postalCode && !city) return undefined;
    if (!street || !postalCode || !city)
      return this.fail(field, `${field} needs a street with its number, a postal code and a city.`);
    if (country !== undefined && !/^[A-Z]{2}$/.test(country))
      return this.fail(`${field}.country`, 'country must be a two-letter country code such as NL.');
    return { street, postalCode, city, ...(country && country !== 'NL' ? { country } : {}) };
  }
}

const drop = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

function organisation(r: Reader): Organisation {
  return drop({
    name: r.text('name') ?? '',
    kvk: r.text('kvk', 40),
    btw: r.text('btw', 40),
    address: r.address(),
  });
}

const ORGANISATION = ['name', 'kvk', 'btw', 'address'];

/** My agency as given; `problems` is empty when it can be saved. */
export function readAgency(input: unknown): { value: Agency; problems: InputProblem[] } {
  if (!isObject(input))
    return { value: { name: '' }, problems: [{ field: '', message: 'Send My agency as an object.' }] };
  const r = new Reader(input);
  r.only([...ORGANISATION, 'iban', 'gAccount', 'paymentDays']);
  let gAccount: Agency['gAccount'];
  const g = input.gAccount;
  if (g !== undefined && g !== null) {
    const iban = isObject(g)
      ? r.iban('gAccount.iban', g.iban)
      : r.fail('gAccount', 'gAccount must be { iban, share }.');
    const share = isObject(g) ? g.share : undefined;
    if (isObject(g) && !(typeof share === 'number' && share > 0 && share <= 100))
      r.fail(
        'gAccount.share',
        'gAccount.share must be the percentage paid into the G-account (more than 0, at most 100).',
      );
    else if (iban) gAccount = { iban, share: share as number };
    else if (isObject(g) && !g.iban) r.fail('gAccount.iban', 'gAccount.iban is required with a share.');
  }
  const value = drop({
    ...organisation(r),
    iban: r.iban('iban'),
    gAccount,
    paymentDays: r.days('paymentDays'),
  });
  return { value, problems: r.problems };
}

const CUSTOMER = [
  ...ORGANISATION,
  'supplierNumber',
  'customerNumber',
  'invoicePeriod',
  'paymentDays',
  'purchaseOrder',
  'costCenter',
  'requiresPurchaseOrder',
  'requiresCostCenter',
  'gAccount',
];

/** A customer's details as given; `problems` is empty when they can be saved. */
export function readCustomer(input: unknown): { value: CustomerParty; problems: InputProblem[] } {
  if (!isObject(input))
    return {
      value: { name: '' },
      problems: [{ field: '', message: 'party must be an object with the customer’s name and numbers.' }],
    };
  const r = new Reader(input);
  r.only(CUSTOMER);
  const period = input.invoicePeriod;
  if (period !== undefined && period !== null && !invoicePeriodKinds.includes(period as InvoicePeriodKind))
    r.fail('invoicePeriod', `invoicePeriod must be one of ${invoicePeriodKinds.join(', ')}.`);
  const value = drop({
    ...organisation(r),
    supplierNumber: r.text('supplierNumber'),
    customerNumber: r.text('customerNumber'),
    invoicePeriod: invoicePeriodKinds.includes(period as InvoicePeriodKind)
      ? (period as InvoicePeriodKind)
      : undefined,
    paymentDays: r.days('paymentDays'),
    purchaseOrder: r.text('purchaseOrder', 100),
    costCenter: r.text('costCenter', 100),
    requiresPurchaseOrder: r.flag('requiresPurchaseOrder'),
    requiresCostCenter: r.flag('requiresCostCenter'),
    gAccount: r.flag('gAccount'),
  });
  return { value, problems: r.problems };
}
