// A strict, single-pass reader for the XML that SETU messages use: elements, text, CDATA, comments
// and processing instructions. No DTD, no entity declarations, no external anything: those are
// refused, never expanded. It checks well-formedness (fast-xml-parser silently accepts mismatched
// tags) and reports the line and column of the first fault.

export class XmlInputError extends Error {
  constructor(
    readonly code:
      | 'too-large'
      | 'too-deep'
      | 'too-many-elements'
      | 'doctype'
      | 'malformed'
      | 'entity'
      | 'namespace'
      | 'root'
      | 'content'
      | 'attribute',
    message: string,
    /** JSON Pointer of the member at fault, where there is one. */
    readonly path?: string,
  ) {
    super(message);
    this.name = 'XmlInputError';
  }
}

export interface XmlHandler {
  /**
   * An element opens: its local name, its namespace (the URI its prefix is bound to, '' for none)
   * and its attributes by qualified name, namespace declarations included.
   */
  open(name: string, ns: string, attributes: Record<string, string> | null): void;
  text(text: string): void;
  close(): void;
}

export interface XmlLimits {
  maxBytes: number;
  maxDepth: number;
  maxElements: number;
}

/**
 * The elements are counted as well as the bytes: the official examples spend about 60 bytes on an
 * element (an invoice line is some 30 elements), so a real message reaches the 5 MiB limit near
 * 90,000 elements, while the same bytes packed with `<a/>` are 1.3 million elements, each an object
 * to build and check. 100,000 is more than any message of real density that fits in the byte limit
 * (an invoice of over 3,000 lines), and bounds what reading one costs to about a tenth of a second.
 */
export const defaultXmlLimits: XmlLimits = { maxBytes: 5 * 1024 * 1024, maxDepth: 64, maxElements: 100_000 };

const GT = 62;
const SLASH = 47;
const QUESTION = 63;
const BANG = 33;
const EQUALS = 61;

/** "line L, column C" of an offset, counting lines without copying the text. */
export function position(text: string, offset: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return `line ${line}, column ${offset - lineStart + 1}`;
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/**
 * The prefixes in scope ('' for the default namespace): each prefix's URIs, innermost last, and for
 * each open element the prefixes it declared, unbound when it closes. Copying the scope for each
 * element that declares a prefix cost each one the size of the scope around it (8,000 such elements
 * under 8,000 declarations took 25 s).
 */
class Namespaces {
  readonly #bound = new Map<string, string[]>([
    ['xml', [XML_NS]],
    ['', ['']],
  ]);
  readonly #declared: string[][] = [];

  uri(prefix: string): string | undefined {
    const uris = this.#bound.get(prefix);
    return uris?.[uris.length - 1];
  }

  /** Opens an element's scope with its namespace declarations, refusing those Namespaces in XML forbids. */
  enter(attributes: Record<string, string> | null, text: string, at: number): void {
    const declared: string[] = [];
    if (attributes !== null) {
      for (const key in attributes) {
        if (key !== 'xmlns' && !key.startsWith('xmlns:')) continue;
        const uri = attributes[key] as string;
        const prefix = key === 'xmlns' ? '' : key.slice(6);
        const refuse = (why: string) => fault('namespace', why, text, at);
        if (prefix === 'xmlns') throw refuse('the prefix xmlns cannot be declared');
        if (prefix === 'xml' && uri !== XML_NS) throw refuse(`the prefix xml is bound to ${XML_NS} only`);
        if (prefix !== 'xml' && uri === XML_NS) throw refuse(`only the prefix xml may be bound to ${XML_NS}`);
        if (uri === XMLNS_NS) throw refuse(`no prefix may be bound to ${XMLNS_NS}`);
        if (prefix !== '' && uri === '') throw refuse(`the prefix ${prefix} cannot be undeclared`);
        const uris = this.#bound.get(prefix);
        if (uris) uris.push(uri);
        else this.#bound.set(prefix, [uri]);
        declared.push(prefix);
      }
    }
    this.#declared.push(declared);
  }

  leave(): void {
    for (const prefix of this.#declared.pop() as string[]) (this.#bound.get(prefix) as string[]).pop();
  }
}

function decode(raw: string, text: string, offset: number): string {
  const s = raw.indexOf('\r') === -1 ? raw : raw.replace(/\r\n?/g, '\n');
  if (s.indexOf('&') === -1) return s;
  return s.replace(/&(?:(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][\w.-]*);)?/g, (whole, ref: string | undefined) => {
    if (ref === undefined) throw fault('entity', '"&" must be written as &amp;', text, offset);
    if (ref[0] === '#') {
      const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      if (code > 0x10ffff || code === 0)
        throw fault('entity', `character reference ${whole} is not a character`, text, offset);
      return String.fromCodePoint(code);
    }
    const value = named[ref];
    if (value === undefined) {
      throw fault(
        'entity',
        `entity ${whole} is not defined (documents may not declare entities)`,
        text,
        offset,
      );
    }
    return value;
  });
}

function fault(code: XmlInputError['code'], what: string, text: string, offset: number): XmlInputError {
  return new XmlInputError(code, `XML ${what} at ${position(text, offset)}`);
}

function utf8Length(text: string, limit: number): number {
  // Only counted exactly when the cheap bounds cannot decide.
  if (text.length * 3 <= limit) return text.length;
  let n = 0;
  for (let i = 0; i < text.length && n <= limit; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00) {
      // A surrogate pair: one 4-byte character in two UTF-16 units.
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Reads `text`, calling `handler` for each element and text run. Throws XmlInputError. */
export function readXml(text: string, handler: XmlHandler, limits: XmlLimits = defaultXmlLimits): void {
  if (text.length > limits.maxBytes || utf8Length(text, limits.maxBytes) > limits.maxBytes) {
    throw new XmlInputError('too-large', `XML document is larger than the limit of ${limits.maxBytes} bytes`);
  }
  const stack: string[] = [];
  const namespaces = new Namespaces();
  let sawRoot = false;
  let elements = 0;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  while (i < n) {
    const lt = text.indexOf('<', i);
    const end = lt === -1 ? n : lt;
    if (end > i) {
      const run = text.slice(i, end);
      if (stack.length > 0) handler.text(decode(run, text, i));
      else if (run.trim() !== '') throw fault('malformed', 'text outside the root element', text, i);
    }
    if (lt === -1) break;
    const c = text.charCodeAt(lt + 1);
    if (c === QUESTION) {
      const close = text.indexOf('?>', lt + 2);
      if (close === -1) throw fault('malformed', 'processing instruction is not closed', text, lt);
      i = close + 2;
    } else if (c === BANG) {
      if (text.startsWith('<!--', lt)) {
        const close = text.indexOf('-->', lt + 4);
        if (close === -1) throw fault('malformed', 'comment is not closed', text, lt);
        i = close + 3;
      } else if (text.startsWith('<![CDATA[', lt)) {
        if (stack.length === 0) throw fault('malformed', 'CDATA section outside the root element', text, lt);
        const close = text.indexOf(']]>', lt + 9);
        if (close === -1) throw fault('malformed', 'CDATA section is not closed', text, lt);
        handler.text(text.slice(lt + 9, close));
        i = close + 3;
      } else {
        const word = text.slice(lt + 2, lt + 9).toUpperCase();
        throw word.startsWith('DOCTYPE') || word.startsWith('ENTITY')
          ? fault('doctype', 'document type declarations and entity declarations are not accepted', text, lt)
          : fault('malformed', 'markup declaration is not allowed', text, lt);
      }
    } else if (c === SLASH) {
      const close = text.indexOf('>', lt + 2);
      if (close === -1) throw fault('malformed', 'closing tag is not closed', text, lt);
      const name = text.slice(lt + 2, close).trimEnd();
      const open = stack.pop();
      if (open !== name) {
        throw fault(
          'malformed',
          open
            ? `closing tag </${name}> does not match <${open}>`
            : `closing tag </${name}> has no opening tag`,
          text,
          lt,
        );
      }
      handler.close();
      namespaces.leave();
      i = close + 1;
    } else {
      if (++elements > limits.maxElements) {
        throw fault(
          'too-many-elements',
          `has more elements than the limit of ${limits.maxElements}`,
          text,
          lt,
        );
      }
      i = openTag(text, lt, stack, namespaces, handler, limits, sawRoot);
      sawRoot = true;
    }
  }
  if (stack.length > 0)
    throw fault('malformed', `element <${stack[stack.length - 1]}> is not closed`, text, n);
  if (!sawRoot) throw fault('malformed', 'document has no root element', text, n);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13;
}

/** A qualified name's namespace (its URI) and local name; the prefix must be declared. */
function resolve(qname: string, scope: Namespaces, text: string, at: number): { uri: string; local: string } {
  const colon = qname.indexOf(':');
  if (colon === -1) return { uri: scope.uri('') as string, local: qname };
  const prefix = qname.slice(0, colon);
  const local = qname.slice(colon + 1);
  if (prefix === '' || local === '' || local.includes(':'))
    throw fault('namespace', `${qname} is not a valid qualified name`, text, at);
  const uri = scope.uri(prefix);
  if (uri === undefined) throw fault('namespace', `the prefix ${prefix} is not declared`, text, at);
  return { uri, local };
}

/** Refuses two attributes that are one in their namespace (p:a and q:a with p and q bound alike). */
function checkAttributeNames(
  attributes: Record<string, string>,
  scope: Namespaces,
  text: string,
  at: number,
) {
  const seen = new Map<string, string>();
  for (const qname in attributes) {
    if (qname === 'xmlns' || qname.startsWith('xmlns:')) continue;
    const { uri, local } = resolve(qname, scope, text, at);
    // An unprefixed attribute is in no namespace, whatever the default namespace is.
    const expanded = `${qname.includes(':') ? uri : ''} ${local}`;
    const earlier = seen.get(expanded);
    if (earlier !== undefined) throw fault('malformed', `attribute ${qname} is ${earlier} again`, text, at);
    seen.set(expanded, qname);
  }
}

function openTag(
  text: string,
  lt: number,
  stack: string[],
  namespaces: Namespaces,
  handler: XmlHandler,
  limits: XmlLimits,
  sawRoot: boolean,
): number {
  if (stack.length === 0 && sawRoot) throw fault('malformed', 'second root element', text, lt);
  if (stack.length >= limits.maxDepth) {
    throw fault('too-deep', `elements are nested deeper than the limit of ${limits.maxDepth}`, text, lt);
  }
  let j = lt + 1;
  const n = text.length;
  while (j < n) {
    const c = text.charCodeAt(j);
    if (isSpace(c) || c === GT || c === SLASH) break;
    j++;
  }
  const qname = text.slice(lt + 1, j);
  if (qname === '' || qname.indexOf('<') !== -1)
    throw fault('malformed', 'element name is missing', text, lt);
  let attributes: Record<string, string> | null = null;
  for (;;) {
    while (j < n && isSpace(text.charCodeAt(j))) j++;
    const c = text.charCodeAt(j);
    if (j >= n) throw fault('malformed', `tag <${qname}> is not closed`, text, lt);
    if (c === GT || (c === SLASH && text.charCodeAt(j + 1) === GT)) break;
    const nameStart = j;
    while (
      j < n &&
      !isSpace(text.charCodeAt(j)) &&
      text.charCodeAt(j) !== EQUALS &&
      text.charCodeAt(j) !== GT
    )
      j++;
    const attr = text.slice(nameStart, j);
    while (j < n && isSpace(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) !== EQUALS)
      throw fault('malformed', `attribute ${attr} needs a value`, text, nameStart);
    j++;
    while (j < n && isSpace(text.charCodeAt(j))) j++;
    const quote = text[j];
    if (quote !== '"' && quote !== "'")
      throw fault('malformed', `attribute ${attr} needs a quoted value`, text, nameStart);
    j++;
    const close = text.indexOf(quote, j);
    if (close === -1) throw fault('malformed', `attribute ${attr} is not closed`, text, nameStart);
    const value = text.slice(j, close);
    if (value.indexOf('<') !== -1)
      throw fault('malformed', `attribute ${attr} contains "<"`, text, nameStart);
    if (attributes === null) attributes = Object.create(null) as Record<string, string>;
    if (Object.hasOwn(attributes, attr))
      throw fault('malformed', `attribute ${attr} appears twice`, text, nameStart);
    attributes[attr] = decode(value, text, j);
    j = close + 1;
  }
  namespaces.enter(attributes, text, lt);
  const { uri, local } = resolve(qname, namespaces, text, lt);
  if (attributes !== null) checkAttributeNames(attributes, namespaces, text, lt);
  handler.open(local, uri, attributes);
  if (text.charCodeAt(j) === SLASH) {
    handler.close();
    namespaces.leave();
    return j + 2;
  }
  stack.push(qname);
  return j + 1;
}
