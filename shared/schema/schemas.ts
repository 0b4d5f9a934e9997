// The project's own JSON Schemas, bundled as data so main and renderer carry them alike.
import Assignment20 from '../../schemas/Assignment-2.0.json' with { type: 'json' };
import AttachmentUpload10 from '../../schemas/AttachmentUpload-1.0.json' with { type: 'json' };
import common from '../../schemas/common.json' with { type: 'json' };
import HumanResource20 from '../../schemas/HumanResource-2.0.json' with { type: 'json' };
import InquiryPayEquity10 from '../../schemas/InquiryPayEquity-1.0.json' with { type: 'json' };
import InquiryPayEquity20 from '../../schemas/InquiryPayEquity-2.0.json' with { type: 'json' };
import PlanningAssignment20 from '../../schemas/PlanningAssignment-2.0.json' with { type: 'json' };
import PlanningConstraints20 from '../../schemas/PlanningConstraints-2.0.json' with { type: 'json' };
import PlanningRequest20 from '../../schemas/PlanningRequest-2.0.json' with { type: 'json' };
import payEquityCommon from '../../schemas/pay-equity-common.json' with { type: 'json' };
import planningCommon from '../../schemas/planning-common.json' with { type: 'json' };
import StaffingOrder20 from '../../schemas/StaffingOrder-2.0.json' with { type: 'json' };
import Timecard20 from '../../schemas/Timecard-2.0.json' with { type: 'json' };
import TimecardAllowanceLines20 from '../../schemas/TimecardAllowanceLines-2.0.json' with { type: 'json' };
import TimecardTimeIntervalLines20 from '../../schemas/TimecardTimeIntervalLines-2.0.json' with {
  type: 'json',
};

export const SCHEMA_BASE = 'https://setu-workbench.invalid/schemas/';

export type SchemaDocument = { $id: string } & Record<string, unknown>;

/** Every schema document, keyed by file name without `.json` (`Timecard-2.0`). */
export const schemaDocuments: Record<string, SchemaDocument> = Object.fromEntries(
  [
    common,
    Timecard20,
    TimecardTimeIntervalLines20,
    TimecardAllowanceLines20,
    AttachmentUpload10,
    StaffingOrder20,
    HumanResource20,
    Assignment20,
    planningCommon,
    PlanningRequest20,
    PlanningAssignment20,
    PlanningConstraints20,
    payEquityCommon,
    InquiryPayEquity10,
    InquiryPayEquity20,
  ].map((s) => [
    (s as SchemaDocument).$id.slice(SCHEMA_BASE.length).replace(/\.json$/, ''),
    s as SchemaDocument,
  ]),
);
