// What stands in the way of sending an invoice, in the clerk's words in both languages (DESIGN §15,
// "Before it leaves"): each problem is found by the Workbench's own checks before the invoice is numbered,
// and is what a customer's system would otherwise refuse it for.
import type { InvoiceProblem } from './document.ts';

type Words = (about: Record<string, string>) => { nl: string; en: string };

const words = {
  'no-customer': ({ customer }) => ({
    nl: `${customer} heeft geen klantgegevens: vul naam, adres en KvK-nummer in bij de relatie.`,
    en: `${customer} has no customer details: fill in its name, address and KvK number with the relation.`,
  }),
  'agency-no-name': () => ({
    nl: 'Mijn bureau heeft geen naam (Instellingen → Mijn bureau).',
    en: 'My agency has no name (Settings → My agency).',
  }),
  'agency-no-kvk': () => ({
    nl: 'Mijn bureau heeft geen KvK-nummer (Instellingen → Mijn bureau).',
    en: 'My agency has no KvK number (Settings → My agency).',
  }),
  'agency-no-btw': () => ({
    nl: 'Mijn bureau heeft geen btw-nummer: een factuur met btw moet het noemen (Instellingen → Mijn bureau).',
    en: 'My agency has no VAT number, which an invoice with VAT must state (Settings → My agency).',
  }),
  'agency-no-address': () => ({
    nl: 'Mijn bureau heeft geen volledig adres: straat met huisnummer, postcode en plaats (Instellingen → Mijn bureau).',
    en: 'My agency has no complete address: street and number, postal code and city (Settings → My agency).',
  }),
  'no-iban': () => ({
    nl: 'Mijn bureau heeft geen IBAN: de klant weet dan niet waarheen te betalen (Instellingen → Mijn bureau).',
    en: 'My agency has no IBAN, so the customer would not know where to pay (Settings → My agency).',
  }),
  'no-g-account': ({ customer }) => ({
    nl: `${customer} betaalt een deel op de G-rekening, maar Mijn bureau heeft geen G-rekening.`,
    en: `${customer} pays a share into the G-account, but My agency has no G-account.`,
  }),
  'customer-no-kvk': ({ customer }) => ({
    nl: `${customer} heeft geen KvK-nummer; vul het in bij de relatie.`,
    en: `${customer} has no KvK number; fill it in with the relation.`,
  }),
  'customer-no-address': ({ customer }) => ({
    nl: `${customer} heeft geen volledig adres (straat met huisnummer, postcode en plaats); vul het in bij de relatie.`,
    en: `${customer} has no complete address (street and number, postal code and city); fill it in with the relation.`,
  }),
  'needs-purchase-order': ({ customer }) => ({
    nl: `${customer} wil op elke factuur een inkoopordernummer, en die is niet bekend: vul het in bij de plaatsing of de relatie.`,
    en: `${customer} wants a purchase order number on every invoice, and none is known: fill it in with the placement or the relation.`,
  }),
  'needs-cost-center': ({ customer, worker }) => ({
    nl: `${customer} wil op elke factuur een kostenplaats, en die is niet bekend voor ${worker}.`,
    en: `${customer} wants a cost centre on every invoice, and none is known for ${worker}.`,
  }),
  'no-bill-rate': ({ worker, type }) => ({
    nl: `Er is geen tarief voor de klant voor ${type} van ${worker}: vul het in bij de plaatsing.`,
    en: `There is no bill rate for ${worker}’s ${type}: fill it in with the placement.`,
  }),
  'no-setu-type': ({ type }) => ({
    nl: `${type} heeft nog geen SETU-soort, waarmee de klant de regel leest: kies er een in Instellingen → Soorten.`,
    en: `${type} has no SETU type yet, which the customer reads the line as: choose one in Settings → Types.`,
  }),
  'choose-source': ({ worker, week }) => ({
    nl: `Het urenbriefje van ${worker} in week ${week} dat de klant stuurde verschilt van het onze: kies welk telt.`,
    en: `The timecard the customer sent for ${worker} in week ${week} differs from ours: choose which counts.`,
  }),
  'empty-period': ({ customer, period }) => ({
    nl: `Er zijn geen uren van ${customer} in ${period} die nog gefactureerd moeten worden.`,
    en: `There are no hours at ${customer} in ${period} still to be invoiced.`,
  }),
  'not-positive': () => ({
    nl: 'Het totaal van de factuur is niet meer dan nul: corrigeer met een creditfactuur.',
    en: 'The invoice’s total is not more than zero: correct with a credit invoice instead.',
  }),
} satisfies Record<string, Words>;

export type ProblemCode = keyof typeof words;

/** A problem with its words; `about` fills them in. */
export function problem(code: ProblemCode, about: Record<string, string> = {}): InvoiceProblem {
  const say: Words = words[code];
  return { code, about, ...say(about) };
}
