// Spreadsheets as Dutch Excel writes them: `;` or `,`, UTF-8 with or without BOM, or Windows-1252;
// a bad row is named by its row and column.
import { describe, expect, it } from 'vitest';
import { placementTemplate, readPlacementSheet } from '../shared/placement/csv.ts';
import { CsvError, decodeSpreadsheet, parseCsv } from '../shared/text/csv.ts';
import { parseDecimal } from '../shared/text/numbers.ts';

const customers = (name: string) => (name.toLowerCase() === 'bakkerij jansen' ? 'bakkerij' : undefined);

const header =
  'Medewerker;Klant;Startdatum;Einddatum;Uurtarieven;Vergoedingen;Uren per week;Werkdagen;Begintijd;Pauze minuten';

describe('reading a spreadsheet', () => {
  it('reads `;` and `,` files, quoted cells and line ends of either kind', () => {
    expect(parseCsv('a;b\r\n"x;1";"say ""hi"""\n').map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['x;1', 'say "hi"'],
    ]);
    expect(parseCsv('a,b\n1,"2,5"\n').map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['1', '2,5'],
    ]);
  });
  it('decodes UTF-8 with and without BOM, and Windows-1252', () => {
    const utf8 = new TextEncoder().encode('Zoë;€');
    expect(decodeSpreadsheet(utf8)).toBe('Zoë;€');
    expect(decodeSpreadsheet(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe('Zoë;€');
    expect(decodeSpreadsheet(new Uint8Array([0x5a, 0x6f, 0xeb, 0x3b, 0x80]))).toBe('Zoë;€');
  });
  it('reads amounts in either convention', () => {
    expect([
      parseDecimal('23,40'),
      parseDecimal('23.40'),
      parseDecimal('€ 1.234,56'),
      parseDecimal('1,234.56'),
    ]).toEqual([23.4, 23.4, 1234.56, 1234.56]);
    expect(parseDecimal('12,3,4')).toBeUndefined();
    expect(parseDecimal('twelve')).toBeUndefined();
  });
});

describe('placements from a spreadsheet', () => {
  it('reads Dutch headers, dates, amounts, weekdays and the day start', () => {
    const text = `${header}\r\nJan de Vries;Bakkerij Jansen;02-11-2026;;HT100=23,40 HT150=35,10;KM=0,23;40;ma-vr;08:00;30\r\n`;
    const [first] = readPlacementSheet(text, customers);
    expect(first).toEqual({
      row: 2,
      input: expect.objectContaining({
        workerName: 'Jan de Vries',
        counterparty: 'bakkerij',
        start: '2026-11-02',
        rates: [
          { kind: 'hours', code: 'HT100', amount: 23.4, toBeBilled: true, toBePaid: true },
          { kind: 'hours', code: 'HT150', amount: 35.1, toBeBilled: true, toBePaid: true },
          { kind: 'allowance', code: 'KM', amount: 0.23, toBeBilled: true, toBePaid: true },
        ],
        schedule: { days: [480, 480, 480, 480, 480, 0, 0], start: 480, breakMinutes: 30 },
      }),
    });
  });
  it('bills the rates `tarieven klant` names, and the other hour rates times `omrekenfactor`', () => {
    const sheet = `${header};Tarieven klant;Omrekenfactor\r\nJan;Bakkerij Jansen;02-11-2026;;HT100=23,40 HT150=35,10;KM=0,23;;;;;HT150=60;1,85\r\n`;
    const [first] = readPlacementSheet(sheet, customers);
    expect(first?.input.rates).toEqual([
      { kind: 'hours', code: 'HT100', amount: 23.4, bill: 43.29, toBeBilled: true, toBePaid: true },
      { kind: 'hours', code: 'HT150', amount: 35.1, bill: 60, toBeBilled: true, toBePaid: true },
      { kind: 'allowance', code: 'KM', amount: 0.23, toBeBilled: true, toBePaid: true },
    ]);
    const unknown = `${header};Tarieven klant\nJan;Bakkerij Jansen;02-11-2026;;HT100=23,40;;;;;;HT200=50\n`;
    expect(() => readPlacementSheet(unknown, customers)).toThrow(
      /column K \(Tarieven klant\): HT200 has no hour rate or allowance rate/,
    );
    const factor = `${header};Omrekenfactor\nJan;Bakkerij Jansen;02-11-2026;;HT100=23,40;;;;;;twee\n`;
    expect(() => readPlacementSheet(factor, customers)).toThrow(/"twee" is not a factor/);
  });
  it('reads the template it offers, in both languages', () => {
    for (const language of ['nl', 'en'] as const)
      expect(readPlacementSheet(placementTemplate(language), customers)).toHaveLength(1);
  });
  it('names the row and column of the first bad cell', () => {
    const text = `${header}\nJan;Bakkerij Jansen;02-11-2026;;HT100=23,40;;;;;\nPiet;Bakkerij Jansen;31-02-2026;;HT100=23,40;;;;;\n`;
    expect(() => readPlacementSheet(text, customers)).toThrow(
      new CsvError(3, 'C (Startdatum)', '"31-02-2026" is not a date (write it as 24-11-2026)'),
    );
    expect(() =>
      readPlacementSheet(`${header}\nJan;Bakker Piet;02-11-2026;;HT100=1;;;;;\n`, customers),
    ).toThrow(/row 2, column B \(Klant\)/);
    expect(() => readPlacementSheet('Medewerker;Klant\nJan;Bakkerij Jansen\n', customers)).toThrow(
      /column "start" is missing/,
    );
  });
});
