// What invoices need of My agency, of a customer and of the types (DESIGN §15): addresses, bank accounts,
// terms, the references a customer's invoices carry, and the SETU names invoice lines are read by.
import { defineMessages } from '../define.ts';

export default defineMessages({
  'address.heading': { en: 'Address', nl: 'Adres' },
  'address.street': { en: 'Street and number', nl: 'Straat en huisnummer' },
  'address.postalCode': { en: 'Postcode', nl: 'Postcode' },
  'address.city': { en: 'City', nl: 'Plaats' },
  'address.incomplete': {
    en: 'An address needs a street with its number, a postal code and a city.',
    nl: 'Een adres heeft een straat met huisnummer, een postcode en een plaats nodig.',
  },
  'iban.format': {
    en: '“{text}” is not an IBAN; it is written like NL91 ABNA 0417 1643 00.',
    nl: '“{text}” is geen IBAN; die wordt geschreven als NL91 ABNA 0417 1643 00.',
  },
  'iban.checksum': {
    en: 'The IBAN “{text}” does not add up: look for a typing error.',
    nl: 'Het IBAN “{text}” klopt niet: kijk of er een tikfout in zit.',
  },
  'agency.invoicing': { en: 'For invoices', nl: 'Voor facturen' },
  'agency.iban': { en: 'IBAN (bank account)', nl: 'IBAN (bankrekening)' },
  'agency.gIban': { en: 'G-account IBAN', nl: 'IBAN van de G-rekening' },
  'agency.gShare': { en: 'Share paid into the G-account (%)', nl: 'Deel op de G-rekening (%)' },
  'agency.gHint': {
    en: 'Only where the agency has a G-account: customers that ask for it pay this share of each invoice into it.',
    nl: 'Alleen als het bureau een G-rekening heeft: klanten die erom vragen betalen dit deel van elke factuur daarop.',
  },
  'agency.paymentDays': { en: 'Payment terms (days)', nl: 'Betalingstermijn (dagen)' },
  'agency.badNumber': { en: '“{text}” is not a number.', nl: '“{text}” is geen getal.' },
  'customer.invoicing': { en: 'Invoicing', nl: 'Facturatie' },
  'customer.invoicePeriod': { en: 'Invoiced every', nl: 'Gefactureerd per' },
  'customer.period.week': { en: 'week', nl: 'week' },
  'customer.period.4weeks': { en: 'four weeks', nl: 'vier weken' },
  'customer.period.month': { en: 'month', nl: 'maand' },
  'customer.paymentDays': {
    en: 'Payment terms (days; empty: those of My agency)',
    nl: 'Betalingstermijn (dagen; leeg: die van Mijn bureau)',
  },
  'customer.purchaseOrder': {
    en: 'Purchase order number for all work',
    nl: 'Inkoopordernummer voor al het werk',
  },
  'customer.costCenter': { en: 'Cost centre for all work', nl: 'Kostenplaats voor al het werk' },
  'customer.requiresPurchaseOrder': {
    en: 'Every invoice must carry a purchase order number',
    nl: 'Elke factuur moet een inkoopordernummer hebben',
  },
  'customer.requiresCostCenter': {
    en: 'Every invoice must carry a cost centre',
    nl: 'Elke factuur moet een kostenplaats hebben',
  },
  'customer.gAccount': {
    en: 'Pays a share of each invoice into our G-account',
    nl: 'Betaalt een deel van elke factuur op onze G-rekening',
  },
  'customer.referencesHint': {
    en: 'A placement’s own purchase order number comes first; these serve where it has none.',
    nl: 'Het inkoopordernummer van een plaatsing gaat voor; deze gelden waar die er geen heeft.',
  },
  'types.setu': { en: 'On the invoice as', nl: 'Op de factuur als' },
  'types.setu.none': { en: 'Not chosen yet', nl: 'Nog niet gekozen' },
  'types.vat': { en: 'VAT %', nl: 'Btw %' },
});
