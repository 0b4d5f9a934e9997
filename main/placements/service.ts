// Placements as the clerk makes them: saving one (from the form, a spreadsheet row) drafts its
// Assignment and queues it to the customer when it is valid and the customer takes Assignments;
// editing an Assignment draft elsewhere keeps its placement current. A spreadsheet imports whole or
// not at all.
import type { OutboxItem, PlacementSaved, PlacementView, ValidationIssue } from '../../shared/api/types.ts';
import { today } from '../../shared/calendar.ts';
import { CsvError } from '../../shared/csv.ts';
import { activeBetween, assignmentOf, fieldsFromAssignment, type Placement } from '../../shared/placement.ts';
import { readPlacementSheet } from '../../shared/placement-csv.ts';
import { inputProblems, type PlacementInput, placementFields } from '../../shared/placement-input.ts';
import { family } from '../../shared/registry.ts';
import { describeDraft } from '../messages/draft-content.ts';
import type { Draft } from '../store/drafts.ts';
import { listed, QueueError, queueMessage } from '../sync/queue.ts';
import type { Desk } from './desk.ts';
import { NoSuchPlacement, PlacementRefused } from './errors.ts';

const ASSIGNMENT = family('Assignment');
const VERSION = '2.0';

export const problemWords: Record<string, string> = {
  required: 'is required',
  'unknown-customer': 'is not a counterparty of this Workbench',
  'end-before-start': 'is before the start',
  'no-hour-rate': 'need at least one hour rate',
};

/** A placement as lists show it: whether it runs today, and its Assignment draft's problems. */
export function view(desk: Desk, p: Placement): PlacementView {
  const issues = p.source.kind === 'draft' ? desk.drafts.issues(p.source.id) : undefined;
  const day = today();
  return { ...p, active: activeBetween(p, day, day), issues: issues ?? [] };
}

export function requirePlacement(desk: Desk, id: string): Placement {
  const p = desk.placements.get(id);
  if (!p) throw new NoSuchPlacement(id);
  return p;
}

/** Queues an Assignment draft to its customer: a submit first, an update of the same resource after. */
function queueAssignment(
  desk: Desk,
  draft: Draft,
  counterparty: string,
): { queued?: OutboxItem; notQueued?: string } {
  const cp = desk.counterparties.get(counterparty);
  if (!cp) return { notQueued: `no counterparty named "${counterparty}"` };
  if (!cp.families.includes(ASSIGNMENT.name)) return { notQueued: `${cp.name} does not take Assignments` };
  if (draft.issues.length > 0) return { notQueued: 'the Assignment has problems' };
  const message = {
    family: ASSIGNMENT,
    version: draft.version,
    format: 'json' as const,
    doc: draft.body,
    detected: false,
    issues: [],
    source: JSON.stringify(draft.body),
  };
  const docKey = `Supplier:${(draft.body.documentId as { value: string }).value}`;
  const known = desk.outbox.resourceOf(cp.name, ASSIGNMENT.name, docKey);
  try {
    const entry = queueMessage(desk.outbox, cp, message, known ? 'update' : 'submit');
    desk.announce({ type: 'outbox', id: entry.id, state: entry.state });
    return { queued: listed(entry) };
  } catch (e) {
    if (e instanceof QueueError) return { notQueued: e.message };
    throw e;
  }
}

function checkInput(desk: Desk, input: PlacementInput): void {
  const problems = inputProblems(input, desk.counterparties.get(input.counterparty) !== undefined);
  if (problems.length === 0) return;
  const issues: ValidationIssue[] = problems.map((p) => ({
    path: `/${p.field}`,
    code: p.problem,
    message: `${p.field} ${problemWords[p.problem] ?? p.problem}`,
  }));
  throw new PlacementRefused('invalid-placement', 'The placement is not complete.', issues);
}

/**
 * Saves a placement (a new one without `id`): its Assignment draft is written, the placement stored
 * beside it, and the Assignment queued when it changed. One transaction: all of it or none.
 */
export function savePlacement(desk: Desk, input: PlacementInput, id?: string): PlacementSaved {
  checkInput(desk, input);
  return desk.db.transaction(() => {
    const existing = id === undefined ? undefined : requirePlacement(desk, id);
    const taken = desk.placements.byAssignment(input.assignmentNumber?.trim() ?? '');
    if (taken && taken.id !== id)
      throw new PlacementRefused(
        'assignment-number',
        `Assignment number ${taken.assignmentId.value} is ${taken.worker.name}'s placement.`,
      );
    const cp = desk.counterparties.get(input.counterparty);
    const fields = placementFields(input, cp?.party, existing);
    const body = assignmentOf(fields, desk.settings.agency(), cp?.party?.supplierNumber);
    const content = describeDraft(ASSIGNMENT, VERSION, body);
    const previous = existing?.source.kind === 'draft' ? desk.drafts.get(existing.source.id) : undefined;
    const unchanged = previous !== undefined && JSON.stringify(previous.body) === JSON.stringify(body);
    const draft = previous
      ? unchanged
        ? previous
        : (desk.drafts.save(previous.id, content) as Draft)
      : desk.drafts.create(content);
    if (!unchanged) desk.announce({ type: 'draft', id: draft.id, op: previous ? 'update' : 'create' });
    const placement = desk.placements.save(
      fields,
      { kind: 'draft', id: draft.id, revision: draft.revision },
      existing?.id,
    );
    desk.announce({ type: 'placement', id: placement.id });
    const queue = unchanged ? {} : queueAssignment(desk, draft, fields.counterparty);
    return {
      placement: view(desk, placement),
      assignment: { draftId: draft.id, issues: draft.issues, ...queue },
    };
  })();
}

/** An Assignment draft saved in the message editor: its placement follows (or is made, once it has a number). */
export function followAssignmentDraft(desk: Desk, draft: Draft): void {
  if (draft.family !== ASSIGNMENT.name) return;
  const existing = desk.placements.bySource('draft', draft.id);
  const fields = fieldsFromAssignment(draft.body, existing);
  if (fields.assignmentId.value === '') return;
  const holder = desk.placements.byAssignment(fields.assignmentId.value);
  if (holder && holder.id !== existing?.id) return;
  const placement = desk.placements.save(
    fields,
    { kind: 'draft', id: draft.id, revision: draft.revision },
    existing?.id,
  );
  desk.announce({ type: 'placement', id: placement.id });
}

/**
 * Placements from a spreadsheet: every row is checked before anything is written, and the first bad
 * one is reported by row and column. A row whose assignment number is known updates that placement.
 */
export function importSheet(
  desk: Desk,
  text: string,
): { created: number; updated: number; placements: PlacementSaved[] } {
  const names = new Map(desk.counterparties.list().map((cp) => [cp.name.toLowerCase(), cp.name]));
  const byPartyName = new Map(
    desk.counterparties
      .list()
      .flatMap((cp) => (cp.party?.name ? [[cp.party.name.toLowerCase(), cp.name] as const] : [])),
  );
  const rows = readPlacementSheet(
    text,
    (name) => names.get(name.toLowerCase()) ?? byPartyName.get(name.toLowerCase()),
  );
  return desk.db.transaction(() => {
    let created = 0;
    const placements = rows.map(({ row, input }) => {
      const known = input.assignmentNumber ? desk.placements.byAssignment(input.assignmentNumber) : undefined;
      if (!known) created++;
      try {
        return savePlacement(desk, input, known?.id);
      } catch (e) {
        throw new CsvError(row, '', (e as Error).message);
      }
    });
    return { created, updated: placements.length - created, placements };
  })();
}
