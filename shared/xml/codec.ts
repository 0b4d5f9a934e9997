// Schema-driven JSON <-> XML for SETU messages: namespace https://ontology.setu.nl/messages (pay
// equity: https://ontology.setu.nl, as its official XSD has it), root element = message name, one
// element per member, arrays as repeated elements, no attributes, elements in XSD order. The shape
// tells which members repeat and which are numbers or booleans, so XML -> JSON -> XML is lossless.
import { familyByName } from '../messages/registry.ts';
import type { Scalar, Shape } from '../schema/shapes.ts';
import { defaultXmlLimits, readXml, XmlInputError, type XmlLimits } from './reader.ts';

export const SETU_NAMESPACE = 'https://ontology.setu.nl/messages';

/** The namespace of a message whose root element is `root`: its family's own, else SETU's. */
export const namespaceOf = (root: string): string => familyByName.get(root)?.xmlNamespace ?? SETU_NAMESPACE;

/**
 * Whether a root element in `ns` is read: its own namespace, or SETU's for a family that has its own
 * (pay equity written by versions of this workbench before it followed the official XSD).
 */
const readsAs = (root: string, ns: string) => ns === namespaceOf(root) || ns === SETU_NAMESPACE;

type Obj = Record<string, unknown>;

/**
 * A shape that accepts any element, for content the schema does not know: read, it is kept so that
 * validation can name it instead of the codec dropping it silently; written, members go out in
 * their JSON order (error bodies and other small documents without a schema).
 */
export const unknownShape: Shape = { type: 'object', members: [], byName: new Map(), byElement: new Map() };

const decimal = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;

const zoned = /(Z|[+-]\d\d:\d\d)$/i;

/**
 * xs:time and xs:dateTime may omit the zone; the JSON schemas' RFC 3339 formats may not. The official
 * examples write the same planning times as 08:00:00 (XML) and 08:00:00Z (JSON).
 */
const zoneless = (text: string, shape: Shape) =>
  (shape.format === 'time' || shape.format === 'date-time') && !zoned.test(text) && text.trim() !== '';

function scalar(text: string, shape: Shape): unknown {
  const type = shape.type as Scalar;
  if (type === 'string') return zoneless(text, shape) ? `${text}Z` : text;
  if (type === 'boolean') {
    const t = text.trim();
    return t === 'true' || t === '1' ? true : t === 'false' || t === '0' ? false : text;
  }
  // A non-numeric text stays a string so that validation reports it at its path.
  return decimal.test(text) ? Number(text) : text;
}

/**
 * The value of a member the schema does not type: open content, such as pay equity's conditions
 * (`applicableToAllFunctions`), whose members the official schema leaves free. The writer gives a
 * boolean as `true` or `false`, so that text reads back as the boolean; any other text stays text.
 */
const untyped = (text: string): unknown => (text === 'true' ? true : text === 'false' ? false : text);

interface Frame {
  shape: Shape;
  key: string;
  repeated: boolean;
  object: Obj | null;
  text: string;
  /** The JSON Pointer of the value this element becomes. */
  pointer: string;
}

/**
 * SETU messages have no attributes (the XSDs declare none), only namespace declarations. One the
 * codec dropped would still be echoed where the request is answered with its own text.
 */
function refuseAttributes(name: string, attributes: Record<string, string>, frame: Frame) {
  for (const qname in attributes) {
    if (qname === 'xmlns' || qname.startsWith('xmlns:')) continue;
    throw new XmlInputError(
      'attribute',
      `XML element <${name}> has the attribute ${qname}; SETU messages have no attributes`,
      frame.pointer,
    );
  }
}

/**
 * Reads a SETU XML message. `shapeFor` gives the shape for a root element name, or undefined.
 * `zoneless` lists the JSON Pointers of times written without a zone (given Z in JSON), for
 * writing them back as they were (toXml).
 */
export function fromXml(
  text: string,
  shapeFor: (root: string) => Shape | undefined,
  limits: XmlLimits = defaultXmlLimits,
): { root: string; value: Obj; zoneless: string[] } {
  let root = '';
  let rootNs = '';
  let result: Obj = {};
  const zonelessAt: string[] = [];
  const stack: Frame[] = [];
  /** Opens an element's frame. */
  const enter = (name: string, ns: string) => {
    const parent = stack[stack.length - 1];
    if (!parent) {
      if (!readsAs(name, ns)) {
        throw new XmlInputError(
          'namespace',
          `the root element must be in the namespace ${namespaceOf(name)}${ns ? `, not ${ns}` : ''}`,
        );
      }
      const shape = shapeFor(name);
      if (!shape) throw new XmlInputError('root', `<${name}> is not a SETU message this workbench knows`);
      root = name;
      rootNs = ns;
      result = {};
      stack.push({ shape, key: name, repeated: false, object: result, text: '', pointer: '' });
      return;
    }
    // Elements in another namespace than the root's are not members, whatever their local name;
    // they are kept under their expanded name so validation reports them.
    const member = ns === rootNs ? parent.shape.byElement.get(name) : undefined;
    const shape = member?.shape ?? unknownShape;
    if (parent.object === null) parent.object = {};
    const key = member?.name ?? (ns === rootNs ? name : `{${ns}}${name}`);
    const repeated = member?.repeated ?? false;
    const siblings = parent.object[key];
    stack.push({
      shape,
      key,
      repeated,
      object: shape.type === 'object' && member ? {} : null,
      text: '',
      pointer: `${parent.pointer}/${key}${repeated ? `/${Array.isArray(siblings) ? siblings.length : 0}` : ''}`,
    });
  };
  readXml(
    text,
    {
      open(name, ns, attributes) {
        enter(name, ns);
        if (attributes !== null) refuseAttributes(name, attributes, stack[stack.length - 1] as Frame);
      },
      text(t) {
        const top = stack[stack.length - 1] as Frame;
        top.text = top.text === '' ? t : top.text + t;
      },
      close() {
        const frame = stack.pop() as Frame;
        const parent = stack[stack.length - 1];
        if (!parent) return;
        let value: unknown;
        if (frame.shape.type === 'object') {
          if (frame.object !== null && frame.text.trim() !== '') {
            throw new XmlInputError('content', `<${frame.key}> holds both text and elements`);
          }
          value = frame.object ?? (frame.text.trim() === '' ? {} : untyped(frame.text));
        } else {
          if (frame.object !== null)
            throw new XmlInputError('content', `<${frame.key}> must hold text, not elements`);
          value = scalar(frame.text, frame.shape);
          if (frame.shape.type === 'string' && zoneless(frame.text, frame.shape))
            zonelessAt.push(frame.pointer);
        }
        const target = parent.object as Obj;
        const existing = target[frame.key];
        if (frame.repeated) {
          if (existing === undefined) target[frame.key] = [value];
          else (existing as unknown[]).push(value);
        } else if (existing !== undefined) {
          // A member that may occur once, occurring twice: keep both so validation says so. The
          // array is the codec's own (no element reads as one), so it grows in place: copying it for
          // each repeat made 48,000 repeats take 14 s.
          if (Array.isArray(existing)) existing.push(value);
          else target[frame.key] = [existing, value];
        } else {
          target[frame.key] = value;
        }
      },
    },
    limits,
  );
  return { root, value: result, zoneless: zonelessAt };
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
// XML 1.0 cannot carry these characters at all, not even as references.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above.
const forbiddenAll = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text with the characters XML cannot carry written as `U+0001`: for error bodies, which must go out whatever they quote. */
export const xmlSafe = (value: string): string =>
  forbidden.test(value)
    ? value.replace(
        forbiddenAll,
        (c) => `U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`,
      )
    : value;

function escapeText(value: string, path: string): string {
  if (forbidden.test(value))
    throw new XmlInputError('content', `${path} contains a control character that XML cannot carry`);
  return /[&<>\r]/.test(value) ? value.replace(/[&<>\r]/g, (c) => escapes[c] as string) : value;
}

function writeValue(
  out: string[],
  element: string,
  value: unknown,
  shape: Shape,
  indent: string,
  path: string,
  zoneless: ReadonlySet<string>,
): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const inner = writeMembers(value as Obj, shape, `${indent}  `, path, zoneless);
    out.push(
      inner.length === 0
        ? `${indent}<${element}/>`
        : `${indent}<${element}>\n${inner.join('\n')}\n${indent}</${element}>`,
    );
    return;
  }
  const text =
    typeof value === 'string'
      ? zoneless.has(path) && value.endsWith('Z')
        ? value.slice(0, -1)
        : value
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  out.push(`${indent}<${element}>${escapeText(text, path)}</${element}>`);
}

/** `zoneless`: the JSON Pointers of times to write without the Z their JSON form was given. */
function writeMembers(
  obj: Obj,
  shape: Shape,
  indent: string,
  path: string,
  zoneless: ReadonlySet<string>,
): string[] {
  const out: string[] = [];
  const write = (element: string, value: unknown, memberShape: Shape, at: string) => {
    if (!Array.isArray(value)) return writeValue(out, element, value, memberShape, indent, at, zoneless);
    for (let i = 0; i < value.length; i++)
      writeValue(out, element, value[i], memberShape, indent, `${at}/${i}`, zoneless);
  };
  for (const member of shape.members) {
    if (member.name in obj) write(member.element, obj[member.name], member.shape, `${path}/${member.name}`);
  }
  // Members the schema does not know (an invalid draft) are still written, after the known ones.
  for (const key of Object.keys(obj)) {
    if (!shape.byName.has(key)) write(key, obj[key], unknownShape, `${path}/${key}`);
  }
  return out;
}

/**
 * Writes messages as one XML list, as the OpenAPI wraps an array: a `wrapper` element holding each
 * message as its root element.
 */
export function toXmlList(
  wrapper: string,
  items: { value: Obj; shape: Shape; root: string; zoneless?: readonly string[] }[],
): string {
  const out = items.map(({ value, shape, root, zoneless }) => {
    const inner = writeMembers(value, shape, '    ', '', new Set(zoneless));
    return inner.length === 0 ? `  <${root}/>` : `  <${root}>\n${inner.join('\n')}\n  </${root}>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${wrapper} xmlns="${SETU_NAMESPACE}">\n${out.join('\n')}${out.length ? '\n' : ''}</${wrapper}>\n`;
}

/**
 * Writes a SETU message as XML, elements in schema (XSD) order; the times at `zoneless` (fromXml's)
 * without their Z, as they were read.
 */
export function toXml(value: Obj, shape: Shape, root: string, zoneless: readonly string[] = []): string {
  const inner = writeMembers(value, shape, '  ', '', new Set(zoneless));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${namespaceOf(root)}">\n${inner.join('\n')}${inner.length ? '\n' : ''}</${root}>\n`;
}
