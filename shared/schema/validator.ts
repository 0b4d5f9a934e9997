// The validator of each schema, made on first use and kept.
import type { ValidateFunction } from 'ajv';
import { compileSchema } from './compiler.ts';
import { describeAjvError, type ValidationIssue } from './errors.ts';

const compiled = new Map<string, ValidateFunction>();

/** The validator of a schema document (`Timecard-2.0`) or a definition in one (`X-2.0#/$defs/line`). */
export function schemaValidator(schemaName: string): ValidateFunction {
  let fn = compiled.get(schemaName);
  if (!fn) {
    fn = compileSchema(schemaName);
    if (!fn) throw new Error(`unknown schema ${schemaName}`);
    compiled.set(schemaName, fn);
  }
  return fn;
}

export function checkSchema(schemaName: string, doc: unknown): ValidationIssue[] {
  const fn = schemaValidator(schemaName);
  return fn(doc) ? [] : (fn.errors ?? []).map(describeAjvError);
}
