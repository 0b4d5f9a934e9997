// JSON read as tokens, without building its values: where its first fault is, how many objects and
// arrays it has, which member an object has twice. jsonc-parser's visitor holds only the path to the
// token it is at; its tree (parseTree), which located faults before, took up to 90 times the text in
// memory (a 5.2 MB array of `{},` left open: 323 MB more in the server, 480 MB in the probe's).
import { printParseErrorCode, visit } from 'jsonc-parser';
import { pointerToken } from './errors.ts';

/** A place in the text, counted from 1. */
export interface TextSpot {
  line: number;
  column: number;
}

export interface JsonStructure {
  /** The first fault, in words ("value expected"), or undefined when the text is well-formed. */
  fault?: TextSpot & { what: string };
  /** The objects and arrays up to the fault (all of them in well-formed text). */
  containers: number;
}

export interface RepeatedMember extends TextSpot {
  name: string;
  /** JSON Pointer of the member. */
  path: string;
}

/** Thrown out of the visitor to stop it: the rest of the text is not needed. */
class Stop {}

const spot = (line: number, character: number): TextSpot => ({ line: line + 1, column: character + 1 });

const strict = { allowTrailingComma: false, disallowComments: true };

/**
 * The first fault of `text` as strict JSON and the objects and arrays before it. The visitor recurses:
 * the caller refuses deeper nesting than it means to read first.
 */
export function jsonStructure(text: string): JsonStructure {
  const found: JsonStructure = { containers: 0 };
  const open = () => {
    found.containers++;
  };
  try {
    visit(
      text,
      {
        onObjectBegin: open,
        onArrayBegin: open,
        onError(error, _offset, _length, line, character) {
          const words = printParseErrorCode(error)
            .replace(/([a-z])([A-Z])/g, '$1 $2')
            .toLowerCase();
          found.fault = { ...spot(line, character), what: words };
          throw new Stop();
        },
      },
      strict,
    );
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
  }
  return found;
}

/** The first member that an object of well-formed `text` has twice (compared as decoded), if any. */
export function repeatedMember(text: string): RepeatedMember | undefined {
  const objects: Set<string>[] = [];
  let repeated: RepeatedMember | undefined;
  try {
    visit(
      text,
      {
        onObjectBegin() {
          objects.push(new Set());
        },
        onObjectEnd() {
          objects.pop();
        },
        onObjectProperty(name, _offset, _length, line, character, pathOf) {
          const names = objects[objects.length - 1] as Set<string>;
          if (!names.has(name)) {
            names.add(name);
            return;
          }
          const path = [...pathOf(), name].map((token) => `/${pointerToken(String(token))}`).join('');
          repeated = { name, path, ...spot(line, character) };
          throw new Stop();
        },
      },
      strict,
    );
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
  }
  return repeated;
}
