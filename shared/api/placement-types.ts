// What the management API answers about a spreadsheet before it is imported, about a placement taken
// back, and about a received order to place someone on.

import type { PlacementInput } from '../placement/input.ts';
import type { Aspect, MatchReason } from '../placement/match.ts';
import type { OutboxItem, PlacementView } from './types.ts';

export type ImportAction = 'add' | 'update' | 'skip';

/** The clerk's choice for one row of a spreadsheet; `placement` names the one an update changes. */
export interface ImportChoice {
  row: number;
  action: ImportAction;
  placement?: string;
}

/** A placement a row may be, why, and what taking the row over would change in it. */
export interface ImportCandidate {
  placement: {
    id: string;
    workerName: string;
    birthDate?: string;
    counterparty: string;
    start: string;
    end?: string;
    assignmentNumber: string;
  };
  reason: MatchReason;
  changes: Aspect[];
}

/**
 * One row of the spreadsheet before anything is stored: `new` (no placement like it), `known` (its
 * assignment number is a placement's) or `possible` (possibly the same worker as a placement), with
 * what the Workbench suggests.
 */
export interface ImportPreviewRow {
  row: number;
  input: PlacementInput;
  kind: 'new' | 'known' | 'possible';
  candidates: ImportCandidate[];
  suggested: ImportChoice;
}

export interface PlacementImportPreview {
  rows: ImportPreviewRow[];
}

/** A placement withdrawn: its Assignment's delete, queued to the customer. */
export interface PlacementWithdrawn {
  placement: PlacementView;
  queued?: OutboxItem;
  notQueued?: string;
}

/** A placement as a received order asks for it, for the form to open with. */
export interface OrderPrefill {
  input: PlacementInput;
  order: { collection: string; id: string; number: string };
  /** The order's work location, which the placement's Assignment carries on. */
  location?: Record<string, unknown>;
}
