// Reading and writing SETU message files in either body format, with the family and version
// resolved from the content (XML root element, JSON detection) or given by the caller.
import { checkInvoice, type InvoiceView, UBL_INVOICE_NS } from './invoice.ts';
import { jsonStructure, repeatedMember } from './json-scan.ts';
import { type Family, family, familyByName, newestVersion, schemaOf } from './registry.ts';
import { shapeFor } from './shapes.ts';
import { detectFamily, type ValidationIssue, validateMessage } from './validate.ts';
import { fromXml, toXml } from './xml-codec.ts';
import { defaultXmlLimits, position, XmlInputError, type XmlLimits } from './xml-reader.ts';

export type BodyFormat = 'json' | 'xml';

/** Input that cannot be read as a message at all (as opposed to a message with issues). */
export class MessageInputError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** JSON Pointer of the member at fault, where there is one. */
    readonly path?: string,
  ) {
    super(message);
    this.name = 'MessageInputError';
  }
}

export const formatOf = (text: string): BodyFormat => (text.trimStart().startsWith('<') ? 'xml' : 'json');

/** As deep as an XML message may nest (the reader's limit): no SETU message comes near either. */
export const MAX_JSON_DEPTH = defaultXmlLimits.maxDepth;
/**
 * As many objects and arrays as an XML message may have elements; the official timecard has 55.
 * JSON.parse builds every one before it can fail at the end: 5 MB of `[{},{},…` took 175 MB.
 */
export const MAX_JSON_CONTAINERS = defaultXmlLimits.maxElements;

/**
 * The offset of the bracket that opens level MAX_JSON_DEPTH + 1, or -1: where a message says the
 * input nests too deep. Deeper input overflows the stack of whatever walks it recursively later (the
 * fault finder below, validation, the XML writer, structuredClone), and no message needs it.
 */
function tooDeepAt(text: string): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return -1;
}

/** How often `char` occurs in `text`. */
function occurrences(text: string, char: string): number {
  let n = 0;
  for (let i = text.indexOf(char); i !== -1; i = text.indexOf(char, i + 1)) n++;
  return n;
}

/** What a walk of a parsed value counts: its members, and the colons in its names and strings. */
interface Tally {
  members: number;
  colons: number;
}

/**
 * Walks a parsed value, counting into `tally`; true when it nests deeper than `levels` arrays and
 * objects (the walk stops there). The value has far fewer nodes than the text has characters.
 */
function walk(value: unknown, levels: number, tally: Tally): boolean {
  if (typeof value === 'string') {
    if (value.indexOf(':') !== -1) tally.colons += occurrences(value, ':');
    return false;
  }
  if (value === null || typeof value !== 'object') return false;
  if (levels === 0) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (walk(item, levels - 1, tally)) return true;
    return false;
  }
  for (const key in value) {
    tally.members++;
    if (key.indexOf(':') !== -1) tally.colons += occurrences(key, ':');
    if (walk((value as Record<string, unknown>)[key], levels - 1, tally)) return true;
  }
  return false;
}

/** Whether the text may write a colon as an escape, which the parsed strings count but its colons do not. */
const mayEscapeColons = (text: string) => text.includes('\\u003') && /\\u003[aA]/.test(text);

/**
 * Whether an object of the text may have a member twice, which JSON.parse keeps the last of. Outside
 * strings a colon ends a member's name, so the text has as many members as colons less those in its
 * strings; the parsed value has fewer exactly when a name repeats (or a colon is written as an escape).
 * Counting costs 2.5 µs on the official timecard beside JSON.parse's 11; the visitor that names the
 * member would cost 42.
 */
const mayRepeatMembers = (text: string, tally: Tally) =>
  occurrences(text, ':') - tally.colons !== tally.members || mayEscapeColons(text);

const tooDeep = (text: string, at: number) =>
  new MessageInputError(
    'malformed-json',
    `JSON nests deeper than ${MAX_JSON_DEPTH} levels at ${position(text, at)}`,
  );

/**
 * Refuses text that JSON.parse must not be given or that it could not read, saying why and where:
 * too deep, malformed (the first fault's line and column), or more objects and arrays than the
 * limit. Returns when it finds none of these.
 */
function refuseUnreadable(text: string): void {
  // The fault finder recurses: deep input is refused before it gets there.
  const deep = tooDeepAt(text);
  if (deep !== -1) throw tooDeep(text, deep);
  const { fault, containers } = jsonStructure(text);
  if (fault) {
    throw new MessageInputError(
      'malformed-json',
      `JSON is malformed at line ${fault.line}, column ${fault.column}: ${fault.what}`,
    );
  }
  if (containers > MAX_JSON_CONTAINERS) {
    throw new MessageInputError(
      'too-many-values',
      `JSON has more objects and arrays than the limit of ${MAX_JSON_CONTAINERS}`,
    );
  }
}

/**
 * JSON.parse, refusing what a message must not be even where JSON.parse accepts it: nesting deeper than
 * MAX_JSON_DEPTH, more than MAX_JSON_CONTAINERS objects and arrays, an object with a member twice.
 * A fault is told with its line and column, which V8's messages do not always carry.
 */
export function parseJson(text: string): unknown {
  // Only text with room for more objects and arrays than the limit can have them: counted before
  // JSON.parse builds them (brackets inside strings count too, so the scan decides).
  if (
    text.length > MAX_JSON_CONTAINERS &&
    occurrences(text, '{') + occurrences(text, '[') > MAX_JSON_CONTAINERS
  )
    refuseUnreadable(text);
  let value: unknown;
  try {
    // V8's JSON.parse does not recurse, so any depth parses; the depth is checked on the value.
    value = JSON.parse(text);
  } catch (e) {
    refuseUnreadable(text);
    throw new MessageInputError(
      'malformed-json',
      `JSON is malformed at ${position(text, text.length)}: ${(e as Error).message}`,
    );
  }
  const tally: Tally = { members: 0, colons: 0 };
  if (walk(value, MAX_JSON_DEPTH, tally)) throw tooDeep(text, tooDeepAt(text));
  const twice = mayRepeatMembers(text, tally) ? repeatedMember(text) : undefined;
  if (twice) {
    throw new MessageInputError(
      'duplicate-member',
      `JSON has the member ${twice.name} twice in one object at line ${twice.line}, column ${twice.column}`,
      twice.path,
    );
  }
  return value;
}

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
