// One ajv instance for all schemas; each schema is compiled on first use and kept.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import { SCHEMA_BASE, schemaDocuments } from './schemas.ts';
import { describeAjvError, type ValidationIssue } from './validation-errors.ts';

const ajv = new Ajv2020({
  allErrors: true,
  strict: true,
  schemas: Object.values(schemaDocuments),
});
// ajv-formats is CommonJS: Node hands its module.exports (the plugin) to a default import.
(formatsPlugin as unknown as typeof formatsPlugin.default)(ajv);
// `xmlName`: the XSD element name where it differs from the JSON member name (the codec reads it).
ajv.addKeyword({ keyword: 'xmlName', schemaType: 'string' });

const compiled = new Map<string, ValidateFunction>();

/** The compiled validator of a schema document (`Timecard-2.0`) or a definition in one (`X-2.0#/$defs/line`). */
export function schemaValidator(schemaName: string): ValidateFunction {
  let fn = compiled.get(schemaName);
  if (!fn) {
    const [file, pointer] = schemaName.split('#');
    fn = ajv.getSchema(`${SCHEMA_BASE}${file}.json${pointer ? `#${pointer}` : ''}`);
    if (!fn) throw new Error(`unknown schema ${schemaName}`);
    compiled.set(schemaName, fn);
  }
  return fn;
}

export function checkSchema(schemaName: string, doc: unknown): ValidationIssue[] {
  const fn = schemaValidator(schemaName);
  return fn(doc) ? [] : (fn.errors ?? []).map(describeAjvError);
}
