// The parts invoices are made of, on their own: periods as sets of ISO weeks (a month by its weeks'
// Thursdays, period 13 taking week 53), money in whole units rounded half away from zero (so a credit is
// exactly minus what it credits), IBANs checked as banks check them, addresses as people write them, and
// My agency and a customer's details checked member by member.
import { describe, expect, it } from 'vitest';
import {
  amountText,
  hourHundredths,
  lineCents,
  priceMicros,
  priceText,
  shareCents,
  vatCents,
} from '../shared/invoice/money.ts';
import { parsePeriod, periodOfWeek } from '../shared/invoice/period.ts';
import { parseAddress } from '../shared/parties/address.ts';
import { ibanProblem } from '../shared/parties/iban.ts';
import { readAgency, readCustomer } from '../shared/parties/organisation-input.ts';

describe('invoice periods', () => {
  it('are weeks, four weeks and months, each a set of ISO weeks', () => {
    expect(parsePeriod('2026-W48')).toMatchObject({
      kind: 'week',
      weeks: ['2026-W48'],
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(parsePeriod('2026-P12')?.weeks).toEqual(['2026-W45', '2026-W46', '2026-W47', '2026-W48']);
    // 2026 has 53 weeks: the thirteenth period takes five.
    expect(parsePeriod('2026-P13')?.weeks).toEqual([
      '2026-W49',
      '2026-W50',
      '2026-W51',
      '2026-W52',
      '2026-W53',
    ]);
    expect(parsePeriod('2027-P13')?.weeks).toHaveLength(4);
    // January 2026 holds the week from 29 December 2025, whose Thursday is 1 January.
    expect(parsePeriod('2026-01')?.weeks).toEqual([
      '2026-W01',
      '2026-W02',
      '2026-W03',
      '2026-W04',
      '2026-W05',
    ]);
    // …and January 2021 not the week of 31 December 2020 (2020-W53), whose Thursday is in December.
    expect(parsePeriod('2021-01')?.weeks[0]).toBe('2021-W01');
    expect(parsePeriod('2020-12')?.weeks.at(-1)).toBe('2020-W53');
    for (const bad of ['2026-W54', '2025-W53', '2026-P14', '2026-P00', '2026-13', 'november'])
      expect(parsePeriod(bad)).toBeUndefined();
  });
  it('know which period of a kind holds a week', () => {
    expect([
      periodOfWeek('week', '2026-W48'),
      periodOfWeek('4weeks', '2026-W48'),
      periodOfWeek('month', '2026-W48'),
    ]).toEqual(['2026-W48', '2026-P12', '2026-11']);
    expect(periodOfWeek('4weeks', '2026-W53')).toBe('2026-P13');
    expect(periodOfWeek('month', '2026-W01')).toBe('2026-01');
  });
});

describe('money', () => {
  it('adds up exactly, and rounds half a cent away from zero alike for an invoice and its credit', () => {
    // 8:20 is 8.33 hours; 41,50 at 150 % is 62,25 an hour.
    expect(hourHundredths(500)).toBe(833);
    expect(priceText(priceMicros(41.5, 150))).toBe('62.25');
    expect(priceText(priceMicros(0.23))).toBe('0.23');
    expect(lineCents(833, priceMicros(62.25))).toBe(51854); // 8.33 × 62.25 = 518.5425
    expect(lineCents(50, priceMicros(0.05))).toBe(3); // 0.025 up
    expect(lineCents(-50, priceMicros(0.05))).toBe(-3);
    expect([vatCents(5, 21), vatCents(-5, 21), vatCents(166000, 21)]).toEqual([1, -1, 34860]);
    expect(shareCents(752511, 30)).toBe(225753);
    expect([amountText(-166000), amountText(5), amountText(0)]).toEqual(['-1660.00', '0.05', '0.00']);
  });
});

describe('IBANs and addresses', () => {
  it('checks an IBAN’s length and check digits, however it is spaced', () => {
    expect(ibanProblem('NL91 ABNA 0417 1643 00')).toBeUndefined();
    expect(ibanProblem('nl91abna0417164300')).toBeUndefined();
    expect(ibanProblem('BE68 5390 0754 7034')).toBeUndefined();
    expect(ibanProblem('NL91 ABNA 0417 1643 01')).toBe('checksum');
    expect(ibanProblem('NL91 ABNA 0417 1643')).toBe('format');
    expect(ibanProblem('12345')).toBe('format');
  });
  it('reads an address as people write it on one line', () => {
    expect(parseAddress('Kerkstraat 1, 1234 AB Amsterdam')).toEqual({
      street: 'Kerkstraat 1',
      postalCode: '1234 AB',
      city: 'Amsterdam',
    });
    expect(parseAddress('Kerkstraat 1,1234ab  Den Haag')).toEqual({
      street: 'Kerkstraat 1',
      postalCode: '1234 AB',
      city: 'Den Haag',
    });
    expect(parseAddress('Rue Neuve 1, 1000 Brussel, BE')).toEqual({
      street: 'Rue Neuve 1',
      postalCode: '1000',
      city: 'Brussel',
      country: 'BE',
    });
    expect(parseAddress('Kerkstraat 1')).toBeUndefined();
    expect(parseAddress('Kerkstraat 1, Amsterdam')).toBeUndefined();
  });
});

describe('My agency and a customer as given', () => {
  it('takes them member by member, naming what is wrong', () => {
    const agency = readAgency({
      name: ' Flex ',
      iban: 'NL91 ABNA 0417 1643 00',
      address: 'Kerkstraat 1, 1234 AB Amsterdam',
      gAccount: { iban: 'NL44RABO0123456789', share: 30 },
      paymentDays: 14,
    });
    expect(agency).toEqual({
      value: {
        name: 'Flex',
        iban: 'NL91ABNA0417164300',
        address: { street: 'Kerkstraat 1', postalCode: '1234 AB', city: 'Amsterdam' },
        gAccount: { iban: 'NL44RABO0123456789', share: 30 },
        paymentDays: 14,
      },
      problems: [],
    });
    const bad = readAgency({
      name: 'Flex',
      iban: 'NL91ABNA0417164301',
      gAccount: { iban: 'NL44RABO0123456789', share: 130 },
      paymentDays: 1.5,
      colour: 'red',
    });
    expect(bad.problems.map((p) => p.field)).toEqual(['colour', 'gAccount.share', 'iban', 'paymentDays']);
    const customer = readCustomer({
      name: 'Bakkerij',
      address: { street: 'Dorpsstraat 5', postalCode: '5678 CD' },
      invoicePeriod: 'daily',
      requiresPurchaseOrder: 'yes',
    });
    expect(customer.problems.map((p) => p.field)).toEqual([
      'invoicePeriod',
      'address',
      'requiresPurchaseOrder',
    ]);
    expect(
      readCustomer({ name: 'Bakkerij', invoicePeriod: '4weeks', gAccount: true, requiresCostCenter: false })
        .value,
    ).toEqual({
      name: 'Bakkerij',
      invoicePeriod: '4weeks',
      gAccount: true,
    });
  });
});
