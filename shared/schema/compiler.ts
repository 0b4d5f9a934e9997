// The project's schemas compiled by ajv at run time, with the options that decide what validation
// means (all errors, strict schemas, the formats, the `xmlName` annotation). The CLI bundle carries
// the same validators compiled ahead of time instead (scripts/precompiled-validators.ts builds them
// with this module's options), so that a command does not load ajv's compiler to validate one file.
import type { CodeOptions, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import { SCHEMA_BASE, schemaDocuments } from './schemas.ts';

/** An ajv instance holding every schema document; `code` is for the ahead-of-time build. */
export function projectAjv(code?: CodeOptions): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    schemas: Object.values(schemaDocuments),
    code,
  });
  // ajv-formats is CommonJS: Node hands its module.exports (the plugin) to a default import.
  (formatsPlugin as unknown as typeof formatsPlugin.default)(ajv);
  // `xmlName`: the XSD element name where it differs from the JSON member name (the codec reads it).
  ajv.addKeyword({ keyword: 'xmlName', schemaType: 'string' });
  return ajv;
}

let ajv: Ajv2020 | undefined;

/** The ajv id of a schema document (`Timecard-2.0`) or of a definition in one (`X-2.0#/$defs/line`). */
export function schemaId(schemaName: string): string {
  const [file, pointer] = schemaName.split('#');
  return `${SCHEMA_BASE}${file}.json${pointer ? `#${pointer}` : ''}`;
}

/** The validator of a schema, compiled now; undefined for a schema the project does not have. */
export function compileSchema(schemaName: string): ValidateFunction | undefined {
  ajv ??= projectAjv();
  return ajv.getSchema(schemaId(schemaName));
}
