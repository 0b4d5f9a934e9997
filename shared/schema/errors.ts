// Turns ajv's errors into the `{ path, code, message }` list shown in the API, the CLI and the UI.
import type { ErrorObject } from 'ajv';

export interface ValidationIssue {
  /** JSON Pointer to the member concerned. */
  path: string;
  code: string;
  message: string;
}

const formatNames: Record<string, string> = {
  date: 'a date (YYYY-MM-DD)',
  'date-time': 'a date and time (YYYY-MM-DDThh:mm:ss with a time zone)',
  time: 'a time (hh:mm:ss with a time zone)',
  'uri-reference': 'a URI reference',
  uri: 'an absolute URI',
};

export const pointerToken = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1');

export function describeAjvError(e: ErrorObject): ValidationIssue {
  const p = e.params as Record<string, unknown>;
  const at = e.instancePath;
  switch (e.keyword) {
    case 'required':
      return {
        path: `${at}/${pointerToken(String(p.missingProperty))}`,
        code: 'required',
        message: 'is required',
      };
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(p.additionalProperty ?? p.unevaluatedProperty);
      return {
        path: `${at}/${pointerToken(name)}`,
        code: 'unknown-member',
        message: `"${name}" is not a member of this message`,
      };
    }
    case 'type':
      return { path: at, code: 'type', message: `must be ${article(String(p.type))}` };
    case 'enum':
      return {
        path: at,
        code: 'enum',
        message: `must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`,
      };
    case 'const':
      return { path: at, code: 'const', message: `must be ${String(p.allowedValue)}` };
    case 'format':
      return {
        path: at,
        code: 'format',
        message: `must be ${formatNames[String(p.format)] ?? `in ${p.format} format`}`,
      };
    case 'maxItems':
      return {
        path: at,
        code: 'max-items',
        message: `may hold at most ${p.limit} item${p.limit === 1 ? '' : 's'}`,
      };
    case 'minItems':
      return {
        path: at,
        code: 'min-items',
        message: `must hold at least ${p.limit} item${p.limit === 1 ? '' : 's'}`,
      };
    case 'pattern':
      return { path: at, code: 'pattern', message: 'is not in the expected form' };
    default:
      return { path: at, code: e.keyword, message: e.message ?? 'is not valid' };
  }
}

function article(type: string): string {
  const words: Record<string, string> = {
    string: 'text',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'true or false',
    object: 'a group of members (an object)',
    array: 'a list',
    null: 'empty',
  };
  return type
    .split(',')
    .map((t) => words[t] ?? t)
    .join(' or ');
}
