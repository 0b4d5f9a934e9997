// A postal address as invoices carry it (street with number, postal code, city, country) and as people
// write it on one line: "Kerkstraat 1, 1234 AB Amsterdam", with the country after a last comma where it
// is not the Netherlands ("Rue Neuve 1, 1000 Brussel, BE").

export interface Address {
  /** The street and the house number. */
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2; NL when absent. */
  country?: string;
}

/** The address in a line of text, or undefined when it has no street, postal code and city. */
export function parseAddress(text: string): Address | undefined {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const country =
    parts.length > 2 && /^[A-Za-z]{2}$/.test(parts[parts.length - 1] as string) ? parts.pop() : '';
  const [street, place, ...more] = parts;
  if (!street || !place || more.length > 0) return undefined;
  // "1234 AB Amsterdam", "1234AB Amsterdam"; elsewhere a code of digits and capitals before the city.
  const dutch = /^(\d{4})\s*([A-Za-z]{2})\s+(.+)$/.exec(place);
  const other = /^([A-Z0-9-]{3,10})\s+(.+)$/i.exec(place);
  const postalCode = dutch ? `${dutch[1]} ${dutch[2]?.toUpperCase()}` : other?.[1];
  const city = dutch ? dutch[3] : other?.[2];
  if (!postalCode || !city) return undefined;
  return { street, postalCode, city, ...(country ? { country: country.toUpperCase() } : {}) };
}

/** The address on one line, as parseAddress reads it. */
export const formatAddress = (a: Address) =>
  `${a.street}, ${a.postalCode} ${a.city}${a.country && a.country !== 'NL' ? `, ${a.country}` : ''}`;

/** Whether the address has what an invoice needs (street, postal code and city). */
export const completeAddress = (a: Address | undefined): a is Address =>
  !!a && [a.street, a.postalCode, a.city].every((v) => v.trim() !== '');
