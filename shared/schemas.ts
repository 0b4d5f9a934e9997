// The project's own JSON Schemas, bundled as data so main and renderer carry them alike.
import AttachmentUpload10 from '../schemas/AttachmentUpload-1.0.json' with { type: 'json' };
import common from '../schemas/common.json' with { type: 'json' };
import Timecard20 from '../schemas/Timecard-2.0.json' with { type: 'json' };
import TimecardAllowanceLines20 from '../schemas/TimecardAllowanceLines-2.0.json' with { type: 'json' };
import TimecardTimeIntervalLines20 from '../schemas/TimecardTimeIntervalLines-2.0.json' with { type: 'json' };

export const SCHEMA_BASE = 'https://setu-workbench.invalid/schemas/';

export type SchemaDocument = { $id: string } & Record<string, unknown>;

/** Every schema document, keyed by file name without `.json` (`Timecard-2.0`). */
export const schemaDocuments: Record<string, SchemaDocument> = Object.fromEntries(
  [common, Timecard20, TimecardTimeIntervalLines20, TimecardAllowanceLines20, AttachmentUpload10].map((s) => [
    (s as SchemaDocument).$id.slice(SCHEMA_BASE.length).replace(/\.json$/, ''),
    s as SchemaDocument,
  ]),
);
