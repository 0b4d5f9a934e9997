// Validation through the registry: every family's schema, and the rules JSON Schema cannot say.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { families, family, schemaOf } from '../shared/messages/registry.ts';
import { detectFamily, validateMessage } from '../shared/schema/validate.ts';
import { checkSchema } from '../shared/schema/validator.ts';
import { readExample, specPath } from './support/official.ts';

const examples = fs.readdirSync(specPath('examples', 'json'));

// The official timecard example has no allowance line; this one is written from the schema.
const allowance = {
  id: { value: 'A1', schemeAgencyId: 'Supplier' },
  typeCode: { value: 'TravelExpenses' },
  period: { datePeriod: { start: '2024-03-04' } },
  quantity: { value: 42 },
  attachment: { url: 'https://example.org/attachment/receipt.png' },
};

function timecardWithAllowance() {
  return { ...readExample('Timecard-2.0.json'), allowance: [structuredClone(allowance)] };
}

describe('every family with a JSON schema', () => {
  for (const f of families.filter((x) => x.format === 'setu')) {
    for (const { version } of f.versions) {
      const file = `${f.name}-${version}.json`;
      if (!examples.includes(file)) continue;
      it(`${f.name} ${version}: the official example is valid and detected as ${f.name}`, () => {
        const doc = readExample(file);
        expect(validateMessage(f, doc, version)).toEqual([]);
        expect(detectFamily(doc)?.name).toBe(f.name);
      });
    }
  }
});

describe('rules beyond the schema', () => {
  it('an RFQ endpoint takes only orderType RFQ, the Order endpoint only Order', () => {
    const so = family('StaffingOrder');
    const doc = readExample('StaffingOrder-2.0.json');
    const [rfq, order] = so.endpoints;
    const matching = doc.orderType === 'RFQ' ? rfq : order;
    const other = doc.orderType === 'RFQ' ? order : rfq;
    expect(validateMessage(so, doc, '2.0', matching)).toEqual([]);
    expect(validateMessage(so, doc, '2.0', other)).toEqual([
      {
        path: '/orderType',
        code: 'endpoint',
        message: `must be ${other?.requires?.value} for the ${other?.label} endpoint`,
      },
    ]);
  });

  it('planning line ids are unique across periodic and single lines (they share lines/{lineId})', () => {
    const f = family('PlanningRequest');
    const doc = readExample('PlanningRequest-2.0.json');
    const periodicId = doc.periodicPlanningLine[0].lineId.value;
    doc.singlePlanningLine[0].lineId.value = periodicId;
    expect(validateMessage(f, doc, '2.0')).toEqual([
      {
        path: '/singlePlanningLine/0/lineId/value',
        code: 'duplicate-line-id',
        message: `line id "${periodicId}" is already used at /periodicPlanningLine/0/lineId/value`,
      },
    ]);
  });

  it('a timecard may reuse an id across time intervals and allowances (separate paths), not within one kind', () => {
    const f = family('Timecard');
    const doc = timecardWithAllowance();
    doc.allowance[0].id.value = doc.timeInterval[0].id.value;
    expect(validateMessage(f, doc, '2.0')).toEqual([]);
    doc.allowance.push(structuredClone(doc.allowance[0]));
    expect(validateMessage(f, doc, '2.0').map((i) => i.code)).toEqual(['duplicate-line-id']);
  });
});

describe('line and upload bodies', () => {
  const timecard = timecardWithAllowance();

  it('time-interval and allowance bodies carry lines of the timecard schema', () => {
    for (const kind of family('Timecard').lines) {
      const schema = kind.bodySchema['2.0'] as string;
      expect(checkSchema(schema, { [kind.member]: [timecard[kind.member][0]] })).toEqual([]);
      expect(checkSchema(schema, { [kind.member]: [] })).toEqual([
        { path: `/${kind.member}`, code: 'min-items', message: 'must hold at least 1 item' },
      ]);
      expect(checkSchema(schema, {})).toEqual([
        { path: `/${kind.member}`, code: 'required', message: 'is required' },
      ]);
    }
  });

  it('planning line bodies are single lines', () => {
    const request = readExample('PlanningRequest-2.0.json');
    for (const kind of family('PlanningRequest').lines) {
      expect(checkSchema(kind.bodySchema['2.0'] as string, request[kind.member][0])).toEqual([]);
    }
  });

  it('an attachment upload names one of the six mime types and carries base64', () => {
    const schema = schemaOf(family('Attachment')) as string;
    expect(
      checkSchema(schema, { document: 'aGVsbG8=', 'mime type': 'image/png', filename: 'r.png' }),
    ).toEqual([]);
    expect(checkSchema(schema, { document: 'not base64!', 'mime type': 'image/gif' })).toEqual([
      { path: '/document', code: 'pattern', message: 'is not in the expected form' },
      {
        path: '/mime type',
        code: 'enum',
        message:
          'must be one of: application/pdf, application/vnd.oasis.opendocument.spreadsheet, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, text/csv, image/png, image/jpeg',
      },
    ]);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: mutations reach into an untyped example document.
type Doc = any;

describe('errors in plain words with JSON Pointer paths', () => {
  const f = family('Timecard');
  const base = timecardWithAllowance();

  it.each([
    [
      'a missing member',
      (d: Doc) => delete d.person,
      { path: '/person', code: 'required', message: 'is required' },
    ],
    [
      'an unknown member',
      (d: Doc) => (d.colour = 'red'),
      { path: '/colour', code: 'unknown-member', message: '"colour" is not a member of this message' },
    ],
    [
      'a wrong type',
      (d: Doc) => (d.allowance[0].quantity.value = '3'),
      { path: '/allowance/0/quantity/value', code: 'type', message: 'must be a number' },
    ],
    [
      'a bad date',
      (d: Doc) => (d.period.datePeriod.start = '2024-02-30'),
      { path: '/period/datePeriod/start', code: 'format', message: 'must be a date (YYYY-MM-DD)' },
    ],
    [
      'a control character, which XML cannot carry',
      (d: Doc) => (d.person.name.formattedName = 'Jan\u0001'),
      {
        path: '/person/name/formattedName',
        code: 'character',
        message: 'holds U+0001, which XML cannot carry',
      },
    ],
    [
      'half a surrogate pair, which no UTF can carry',
      (d: Doc) => (d.person.name.formattedName = 'Jan\uD800'),
      {
        path: '/person/name/formattedName',
        code: 'character',
        message: 'holds U+D800, which XML cannot carry',
      },
    ],
    [
      'too many items',
      (d: Doc) => (d.timeInterval[0].payRates = [1, 2, 3].map(() => d.timeInterval[0].payRates[0])),
      { path: '/timeInterval/0/payRates', code: 'max-items', message: 'may hold at most 2 items' },
    ],
  ])('%s', (_what, change, issue) => {
    const doc = structuredClone(base);
    change(doc);
    expect(validateMessage(f, doc, '2.0')).toEqual([issue]);
  });
});
