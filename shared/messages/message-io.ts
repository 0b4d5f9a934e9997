// Reading and writing SETU message files in either body format, with the family and version
// resolved from the content (XML root element, JSON detection) or given by the caller.
import { checkInvoice, type InvoiceView, UBL_INVOICE_NS } from '../invoice/ubl-read.ts';
import { shapeFor } from '../schema/shapes.ts';
import { detectFamily, type ValidationIssue, validateMessage } from '../schema/validate.ts';
import { fromXml, toXml } from '../xml/codec.ts';
import { defaultXmlLimits, XmlInputError, type XmlLimits } from '../xml/reader.ts';
import { MessageInputError, parseJson } from './json-input.ts';
import { type Family, family, familyByName, newestVersion, schemaOf } from './registry.ts';

// A message's JSON is read as any JSON the server takes in: its callers have both from here.
export { MessageInputError, parseJson };

export type BodyFormat = 'json' | 'xml';

export const formatOf = (text: string): BodyFormat => (text.trimStart().startsWith('<') ? 'xml' : 'json');

export function resolveVersion(f: Family, version?: string): string {
  const v = version ?? newestVersion(f);
  if (!f.versions.some((x) => x.version === v)) {
    throw new MessageInputError(
      'version',
      `${f.name} version ${v} is not supported; supported: ${f.versions.map((x) => x.version).join(', ')}`,
    );
  }
  return v;
}

export interface ReadMessage {
  family: Family;
  version: string;
  format: BodyFormat;
  doc: Record<string, unknown>;
  /** True when the family or the version was inferred from the content rather than named. */
  detected: boolean;
  issues: ValidationIssue[];
  /** The text as read: for a UBL invoice the XML stays the source of truth and `doc` is its view. */
  source: string;
  /** XML read: the times written without a zone (Z in `doc`), for writing it back as it was. */
  zoneless?: string[];
}

// A UBL invoice: root element Invoice (any prefix) in the UBL namespace, near the start.
const ublRoot = /<(?:[A-Za-z_][\w.-]*:)?Invoice[\s/>]/;
const isInvoice = (text: string) =>
  ublRoot.test(text.slice(0, 4096)) && text.slice(0, 4096).includes(UBL_INVOICE_NS);

function readInvoice(text: string, version?: string): ReadMessage {
  const f = family('Invoice');
  const { issues, invoice } = checkInvoice(text);
  if (!invoice)
    throw new MessageInputError(issues[0]?.code ?? 'malformed', issues[0]?.message ?? 'not an invoice');
  // SETU 2.0 invoices name their version in the customization id; later ones follow NLCIUS.
  const named = /setu:invoice:v(\d+\.\d+)/.exec(invoice.customizationId)?.[1];
  const resolved = resolveVersion(
    f,
    version ?? (f.versions.some((v) => v.version === named) ? named : undefined),
  );
  return {
    family: f,
    version: resolved,
    format: 'xml',
    doc: invoice as unknown as Record<string, unknown>,
    detected: false,
    issues,
    source: text,
  };
}

/** Whether a JSON value has the shape of an invoice's JSON view (InvoiceView). */
function isInvoiceView(doc: unknown): boolean {
  const v = doc as Partial<Record<keyof InvoiceView, unknown>> | null;
  return typeof v?.customizationId === 'string' && typeof v.totals === 'object' && Array.isArray(v.lines);
}

/** Reads a SETU message (JSON or XML) and validates it. Throws MessageInputError when unreadable. */
export function readMessage(
  text: string,
  options: { type?: string; version?: string; limits?: XmlLimits } = {},
): ReadMessage {
  const format = formatOf(text);
  if (format === 'xml' && (options.type === 'Invoice' || (!options.type && isInvoice(text)))) {
    return readInvoice(text, options.version);
  }
  let named = options.type ? familyByName.get(options.type) : undefined;
  if (options.type && !named) {
    throw new MessageInputError(
      'type',
      `unknown message type ${options.type}; known: ${[...familyByName.keys()].join(', ')}`,
    );
  }
  let zoneless: string[] = [];
  const xmlAt = (version: string | undefined) => {
    const read = fromXml(
      text,
      (root) => {
        const f = familyByName.get(root);
        if (f?.format !== 'setu' || (named && named !== f)) return undefined;
        named = f;
        return shapeFor(schemaOf(f, resolveVersion(f, version)) as string);
      },
      options.limits ?? defaultXmlLimits,
    );
    zoneless = read.zoneless;
    return read.value;
  };
  let doc: unknown;
  let detected = false;
  let unreadable: unknown;
  if (format === 'xml') {
    try {
      doc = xmlAt(options.version);
    } catch (e) {
      // Elements that the newest version's shape cannot hold may fit an older version.
      if (options.version || !(e instanceof XmlInputError) || e.code !== 'content' || !named) throw e;
      unreadable = e;
      doc = {};
    }
  } else {
    doc = parseJson(text);
    // The JSON an invoice converts to is a view of its XML, which stays the invoice: nothing reads it back.
    if (named?.format === 'ubl' || (!named && isInvoiceView(doc))) {
      throw new MessageInputError(
        'type',
        'this is the JSON view of a UBL invoice, which is read-only: an invoice is its UBL XML; validate, convert or send the XML file',
      );
    }
    if (!named) {
      named = detectFamily(doc);
      detected = true;
    }
    if (!named)
      throw new MessageInputError('type', 'could not tell which SETU message this is; name it with --type');
  }
  const f = named as Family;
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    throw new MessageInputError('shape', 'a SETU message must be a JSON object');
  }
  let version = resolveVersion(f, options.version);
  let issues = validateMessage(f, doc, version);
  if (issues.length > 0 && !options.version) {
    // Unversioned and invalid at the newest version: an older version it fully conforms to is what
    // the author meant. XML is read again with that version's shape (member types may differ).
    for (const { version: older } of [...f.versions].reverse().slice(1)) {
      let candidate: unknown;
      try {
        candidate = format === 'xml' ? xmlAt(older) : doc;
      } catch {
        continue;
      }
      if (validateMessage(f, candidate, older).length === 0) {
        doc = candidate;
        version = older;
        issues = [];
        detected = true;
        break;
      }
    }
  }
  if (unreadable && version === resolveVersion(f, options.version)) throw unreadable;
  return {
    family: f,
    version,
    format,
    doc: doc as Record<string, unknown>,
    detected,
    issues,
    source: text,
    zoneless,
  };
}

/** Writes a message; as XML, the times at `zoneless` (ReadMessage's) without a zone, as they were read. */
export function writeMessage(
  doc: Record<string, unknown>,
  f: Family,
  version: string,
  format: BodyFormat,
  zoneless: readonly string[] = [],
): string {
  if (format === 'json') return `${JSON.stringify(doc, null, 2)}\n`;
  if (f.format !== 'setu')
    throw new MessageInputError('format', `a ${f.title} is written as XML only from its original file`);
  return toXml(doc, shapeFor(schemaOf(f, version) as string), f.name, zoneless);
}
