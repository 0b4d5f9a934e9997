// Invoice arithmetic in whole numbers, so that totals add up as EN 16931 checks them: amounts in cents,
// quantities in hundredths (hours as Dutch payrolls count them), prices in millionths of a euro (a bill
// rate times a percentage such as 150 or 127.5 stays exact). Rounding is half away from zero, so that a
// credit is exactly the negative of what it credits.

/** Euros (as typed: 41.5) in cents. */
export const cents = (euros: number) => Math.round(euros * 100);

/** The price of one unit in millionths of a euro: the rate times its percentage of it (150 for overtime). */
export const priceMicros = (euros: number, percent = 100) => cents(euros) * Math.round(percent * 100);

/** Minutes as hundredths of an hour, rounded to the nearest (8:20 is 8.33). */
export const hourHundredths = (minutes: number) => divide(BigInt(minutes) * 100n, 60n);

/** A count (42 km, 1 receipt) in hundredths. */
export const countHundredths = (count: number) => Math.round(count * 100);

function divide(n: bigint, d: bigint): number {
  const q = n / d;
  const r = n % d;
  const away = 2n * (r < 0n ? -r : r) >= d ? (n < 0n ? -1n : 1n) : 0n;
  return Number(q + away);
}

/** A line's amount in cents: its quantity (hundredths) times its price (millionths). */
export const lineCents = (hundredths: number, micros: number) =>
  divide(BigInt(hundredths) * BigInt(micros), 1_000_000n);

/** VAT in cents on an amount in cents at a percentage (21, 9, 0). */
export const vatCents = (taxable: number, percent: number) =>
  divide(BigInt(taxable) * BigInt(Math.round(percent * 100)), 10_000n);

/** A share (percent) of an amount in cents. */
export const shareCents = (amount: number, percent: number) =>
  divide(BigInt(amount) * BigInt(Math.round(percent * 100)), 10_000n);

function decimal(units: number, scale: number, minDigits: number): string {
  const sign = units < 0 ? '-' : '';
  const digits = String(Math.abs(units)).padStart(scale + 1, '0');
  let fraction = digits.slice(digits.length - scale);
  while (fraction.length > minDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const whole = digits.slice(0, digits.length - scale);
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Cents as UBL writes an amount: `1234.50`. */
export const amountText = (c: number) => decimal(c, 2, 2);
/** Millionths as a price: `41.50`, `62.25`, `0.2345`. */
export const priceText = (micros: number) => decimal(micros, 6, 2);
/** Hundredths as a quantity: `40`, `7.5`, `8.33`. */
export const quantityText = (hundredths: number) => decimal(hundredths, 2, 0);

/** For people and JSON answers: cents, hundredths and millionths as plain numbers of euros and hours. */
export const euros = (c: number) => c / 100;
export const units = (hundredths: number) => hundredths / 100;
export const priceEuros = (micros: number) => micros / 1_000_000;
