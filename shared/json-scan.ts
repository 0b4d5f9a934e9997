// JSON read as tokens, without building its values: where its first fault is, how many objects and
// arrays it has. jsonc-parser's visitor holds only the path to the
// token it is at; its tree (parseTree), which located faults before, took 90 times the text in
// memory (5 MB of `[{},{},…` cost 480 MB).
import { printParseErrorCode, visit } from 'jsonc-parser';

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
