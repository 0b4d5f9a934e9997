// Untrusted XML: each attack is refused with a clear error, quickly, and nothing is expanded.
import { describe, expect, it } from 'vitest';
import { readMessage } from '../shared/messages/message-io.ts';
import { defaultXmlLimits, readXml, XmlInputError } from '../shared/xml/reader.ts';
import { readXmlTree } from '../shared/xml/tree.ts';
import { readSpec } from './support/official.ts';

const NS = 'https://ontology.setu.nl/messages';

function refusal(xml: string): XmlInputError {
  const started = performance.now();
  try {
    readMessage(xml);
  } catch (e) {
    console.log(
      `refused in ${(performance.now() - started).toFixed(1)} ms: ${(e as Error).message.slice(0, 120)}`,
    );
    expect(e).toBeInstanceOf(XmlInputError);
    return e as XmlInputError;
  }
  throw new Error('the document was accepted');
}

describe('hostile XML', () => {
  it('refuses an external entity without reading it', () => {
    const e = refusal(
      `<?xml version="1.0"?>\n<!DOCTYPE Timecard [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<Timecard xmlns="${NS}"><referenceNumber>&x;</referenceNumber></Timecard>`,
    );
    expect(e.code).toBe('doctype');
    expect(e.message).toBe(
      'XML document type declarations and entity declarations are not accepted at line 2, column 1',
    );
  });

  it('refuses billion laughs', () => {
    const lols = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('');
    const e = refusal(
      `<!DOCTYPE lolz [<!ENTITY lol0 "lol">${lols}]><Timecard xmlns="${NS}">&lol9;</Timecard>`,
    );
    expect(e.code).toBe('doctype');
  });

  it('refuses an undeclared entity reference', () => {
    const e = refusal(`<Timecard xmlns="${NS}"><referenceNumber>&lol9;</referenceNumber></Timecard>`);
    expect(e.code).toBe('entity');
    expect(e.message).toContain('entity &lol9; is not defined');
  });

  it('refuses 10,000-deep nesting at the 65th level', () => {
    const e = refusal(`<Timecard xmlns="${NS}">${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}</Timecard>`);
    expect(e.code).toBe('too-deep');
    expect(e.message).toMatch(/nested deeper than the limit of 64 at line 1, column \d+/);
  });

  it('refuses a 50 MB body before parsing it', () => {
    const big = `<Timecard xmlns="${NS}"><referenceNumber>${'x'.repeat(50 * 1024 * 1024)}</referenceNumber></Timecard>`;
    const e = refusal(big);
    expect(e.code).toBe('too-large');
    expect(e.message).toBe('XML document is larger than the limit of 5242880 bytes');
  });

  it('refuses more than 100,000 elements at the first one past the limit', () => {
    const root = `<Timecard xmlns="${NS}">`;
    const e = refusal(`${root}${'<a/>'.repeat(100_000)}</Timecard>`);
    expect(e.code).toBe('too-many-elements');
    expect(e.message).toBe(
      `XML has more elements than the limit of 100000 at line 1, column ${root.length + 4 * 99_999 + 1}`,
    );
    // The limit itself is read: its unknown elements are validation's to report.
    expect(readMessage(`${root}${'<a/>'.repeat(99_999)}</Timecard>`).issues).toContainEqual(
      expect.objectContaining({ path: '/a', code: 'unknown-member' }),
    );
  });

  it('counts bytes, not characters, against the limit', () => {
    const text = `<a>${'é'.repeat(600)}</a>`; // 1,207 UTF-8 bytes in 607 characters
    expect(() =>
      readXml(text, { open() {}, text() {}, close() {} }, { ...defaultXmlLimits, maxBytes: 1000 }),
    ).toThrow(/larger than the limit/);
    expect(() =>
      readXml(text, { open() {}, text() {}, close() {} }, { ...defaultXmlLimits, maxBytes: 1300 }),
    ).not.toThrow();
  });
});

describe('unusual but well-formed XML', () => {
  it('reads comments, CDATA and processing instructions holding markup characters', () => {
    const xml = `<?xml version="1.0"?>
<!-- a comment with <Timecard> in it -->
<Timecard xmlns="${NS}">
  <?app instruction <x>?>
  <referenceNumber><![CDATA[1 < 2 && </referenceNumber>]]></referenceNumber>
  <!-- <purchaseOrderNumber>not me</purchaseOrderNumber> -->
</Timecard>`;
    expect(readMessage(xml).doc).toEqual({ referenceNumber: '1 < 2 && </referenceNumber>' });
  });

  it('reads attributes holding markup characters (a UBL invoice has attributes)', () => {
    const { root } = readXmlTree(`<Invoice note='a > b' other="/>"><ID>1</ID></Invoice>`);
    expect(root.attrs).toEqual({ note: 'a > b', other: '/>' });
    expect(root.kids[0]?.text).toBe('1');
  });
});

describe('malformed XML is refused with its position', () => {
  const cases: [string, string, RegExp][] = [
    [
      'mismatched tags',
      `<Timecard xmlns="${NS}"><referenceNumber></Timecard>`,
      /closing tag <\/Timecard> does not match <referenceNumber> at line 1, column 70/,
    ],
    [
      'unclosed root',
      `<Timecard xmlns="${NS}">\n<referenceNumber>1</referenceNumber>`,
      /element <Timecard> is not closed at line 2/,
    ],
    ['two roots', `<Timecard xmlns="${NS}"/><Timecard xmlns="${NS}"/>`, /second root element/],
    ['text after the root', `<Timecard xmlns="${NS}"/>junk`, /text outside the root element/],
    [
      'a bare ampersand',
      `<Timecard xmlns="${NS}"><referenceNumber>a & b</referenceNumber></Timecard>`,
      /"&" must be written as &amp;/,
    ],
    ['an unquoted attribute', `<Timecard xmlns=${NS}/>`, /attribute xmlns needs a quoted value/],
    [
      'a prolog without an element',
      '<?xml version="1.0"?>\n<!-- nothing -->',
      /document has no root element/,
    ],
    [
      'the wrong namespace',
      '<Timecard xmlns="urn:other"/>',
      /root element must be in the namespace https:\/\/ontology.setu.nl\/messages, not urn:other/,
    ],
    ['an unknown root', `<Payslip xmlns="${NS}"/>`, /<Payslip> is not a SETU message this workbench knows/],
  ];
  for (const [what, xml, message] of cases) {
    it(what, () => {
      expect(() => readMessage(xml)).toThrow(message);
    });
  }
});

describe('namespaces and attributes, as a namespace-aware parser reads them', () => {
  const official = readSpec('examples', 'xml', 'Timecard-2.0.xml');
  const withDocumentId = (element: string) =>
    official.replace(/<documentId>([\s\S]*?)<\/documentId>/, (_, inner) => element.replace('$', inner));

  const refused: [string, string, RegExp][] = [
    ['a duplicate attribute', `<Timecard xmlns="${NS}" a="1" a="2"/>`, /attribute a appears twice/],
    [
      'two prefixes for one attribute',
      `<Timecard xmlns="${NS}" xmlns:p="urn:x" xmlns:q="urn:x" p:a="1" q:a="2"/>`,
      /attribute q:a is p:a again/,
    ],
    ['the xml prefix rebound', `<Timecard xmlns="${NS}" xmlns:xml="urn:other"/>`, /prefix xml is bound to/],
    ['the xmlns prefix declared', `<Timecard xmlns="${NS}" xmlns:xmlns="urn:other"/>`, /prefix xmlns/],
    [
      'the XML namespace under another prefix',
      `<Timecard xmlns="${NS}" xmlns:x="http://www.w3.org/XML/1998/namespace"/>`,
      /only the prefix xml/,
    ],
    [
      'a prefix undeclared',
      `<Timecard xmlns="${NS}" xmlns:p="">x</Timecard>`,
      /prefix p cannot be undeclared/,
    ],
    [
      'an element prefix never declared',
      `<Timecard xmlns="${NS}"><p:documentId/></Timecard>`,
      /prefix p is not declared/,
    ],
    ['an attribute prefix never declared', `<Timecard xmlns="${NS}" p:a="1"/>`, /prefix p is not declared/],
  ];
  for (const [what, xml, message] of refused) {
    it(`refuses ${what}`, () => {
      expect(() => readMessage(xml)).toThrow(message);
    });
  }

  it('a SETU member in a foreign namespace is not that member', () => {
    const foreign = readMessage(withDocumentId('<documentId xmlns="urn:foreign">$</documentId>'));
    expect(foreign.doc).not.toHaveProperty('documentId');
    expect(foreign.issues.map((i) => i.message).join('\n')).toMatch(/documentId/);
  });

  it('a SETU member is one in whatever prefix binds the SETU namespace', () => {
    const prefixed = readMessage(withDocumentId(`<s:documentId xmlns:s="${NS}">$</s:documentId>`));
    expect(prefixed.issues).toEqual([]);
    expect(prefixed.doc).toEqual(readMessage(official).doc);
  });
});
