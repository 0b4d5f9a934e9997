// JSON as a message may be written: JSON.parse, refusing what it accepts but no message may be (too
// deep, too many objects, a member twice) and telling a fault by its line and column. Its own module
// so that what reads a small JSON answer (shared/messages/refusal.ts, in the UI's first page) does not bring
// the schemas and the codec that reading a whole message needs (message-io.ts).
import { jsonStructure, repeatedMember } from '../schema/json-scan.ts';
import { defaultXmlLimits, position } from '../xml/reader.ts';

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
