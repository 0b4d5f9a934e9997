// Placements as the clerk makes them: saving one (from the form, a spreadsheet row, a received order)
// drafts its Assignment and queues it to the customer when it is valid and the customer takes
// Assignments; a placement made from an order also sends its worker as a HumanResource. Editing an
// Assignment draft elsewhere keeps its placement current.
import type { OutboxItem, PlacementSaved, PlacementView, ValidationIssue } from '../../shared/api/types.ts';
import { type Family, family } from '../../shared/messages/registry.ts';
import { humanResourceOf } from '../../shared/placement/human-resource.ts';
import { inputProblems, type PlacementInput, placementFields } from '../../shared/placement/input.ts';
import {
  activeBetween,
  assignmentOf,
  fieldsFromAssignment,
  type Json,
  type Placement,
  type PlacementFields,
} from '../../shared/placement/placement.ts';
import { today } from '../../shared/timecard/calendar.ts';
import { describeDraft } from '../messages/draft-content.ts';
import { Conflicting, NotFound, Refused } from '../messages/refusals.ts';
import type { Counterparty } from '../store/counterparties.ts';
import type { Draft } from '../store/drafts.ts';
import { listed, QueueError, queueMessage } from '../sync/queue.ts';
import type { Desk } from './desk.ts';
import { sentOf } from './documents.ts';
import { orderFields } from './order.ts';

const ASSIGNMENT = family('Assignment');
const HUMAN_RESOURCE = family('HumanResource');
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
  return { ...p, active: activeBetween(p, day, day), issues: issues ?? [], sent: sentOf(desk, p) };
}

export function requirePlacement(desk: Desk, id: string): Placement {
  const p = desk.placements.get(id);
  if (!p) throw new NotFound(`No placement ${id}.`);
  return p;
}

type Queued = { queued?: OutboxItem; notQueued?: string };

/** Queues a message to its customer: a submit first, an update of the same resource after. */
function queueTo(desk: Desk, f: Family, cp: Counterparty | undefined, name: string, body: Json): Queued {
  if (!cp) return { notQueued: `no counterparty named "${name}"` };
  if (!cp.families.includes(f.name)) return { notQueued: `${cp.name} does not take ${f.title} messages` };
  const message = {
    family: f,
    version: VERSION,
    format: 'json' as const,
    doc: body,
    detected: false,
    issues: [],
    source: JSON.stringify(body),
  };
  const docKey = `Supplier:${(body.documentId as { value: string }).value}`;
  const known = desk.outbox.resourceOf(cp.name, f.name, docKey);
  try {
    const entry = queueMessage(desk.outbox, cp, message, known ? 'update' : 'submit');
    desk.announce({ type: 'outbox', id: entry.id, state: entry.state });
    return { queued: listed(entry) };
  } catch (e) {
    if (e instanceof QueueError) return { notQueued: e.message };
    throw e;
  }
}

/** The body last queued for a document to a counterparty, to queue only what changed. */
function lastQueued(desk: Desk, cp: Counterparty, familyName: string, docKey: string): string | undefined {
  const resourceId = desk.outbox.resourceOf(cp.name, familyName, docKey);
  const [latest] = resourceId ? desk.outbox.page({ counterparty: cp.name, resourceId, limit: 1 }).items : [];
  return latest && desk.outbox.get(latest.id)?.body;
}

/** The worker of a placement made from an order, as a HumanResource, queued when it changed. */
function sendWorker(desk: Desk, fields: PlacementFields, cp: Counterparty | undefined) {
  const body = humanResourceOf(fields, desk.settings.agency(), cp?.party?.supplierNumber);
  const { issues } = describeDraft(HUMAN_RESOURCE, VERSION, body);
  if (issues.length > 0) return { issues, notQueued: 'the human resource has problems' };
  const docKey = `Supplier:${fields.assignmentId.value}`;
  if (cp && lastQueued(desk, cp, HUMAN_RESOURCE.name, docKey) === JSON.stringify(body)) return undefined;
  return { issues, ...queueTo(desk, HUMAN_RESOURCE, cp, fields.counterparty, body) };
}

function checkInput(desk: Desk, input: PlacementInput): void {
  const problems = inputProblems(input, desk.counterparties.get(input.counterparty) !== undefined);
  if (problems.length === 0) return;
  const issues: ValidationIssue[] = problems.map((p) => ({
    path: `/${p.field}`,
    code: p.problem,
    message: `${p.field} ${problemWords[p.problem] ?? p.problem}`,
  }));
  throw new Refused('invalid-placement', 'The placement is not complete.', issues);
}

/** What saving a placement takes beside the form's words. */
export interface SaveOptions {
  /** The received StaffingOrder a new placement fills. */
  order?: Json;
  /** The placement ends before its planned end (its last day is the Assignment's actual end). */
  ended?: boolean;
}

/**
 * Saves a placement (a new one without `id`): its Assignment draft is written, the placement stored
 * beside it, and the Assignment queued when it changed (the worker's HumanResource first, for a
 * placement made from an order). One transaction: all of it or none.
 */
export function savePlacement(
  desk: Desk,
  input: PlacementInput,
  id?: string,
  options: SaveOptions = {},
): PlacementSaved {
  checkInput(desk, input);
  return desk.db.transaction(() => {
    const existing = id === undefined ? undefined : requirePlacement(desk, id);
    if (existing?.withdrawn)
      throw new Conflicting(
        'withdrawn',
        `${existing.worker.name}'s placement was withdrawn; it cannot change.`,
      );
    const taken = desk.placements.byAssignment(input.assignmentNumber?.trim() ?? '');
    if (taken && taken.id !== id)
      throw new Refused(
        'assignment-number',
        `Assignment number ${taken.assignmentId.value} is ${taken.worker.name}'s placement.`,
      );
    const cp = desk.counterparties.get(input.counterparty);
    const fields = placementFields(input, cp?.party, existing);
    if (options.order && !existing) Object.assign(fields, orderFields(options.order));
    if (options.ended) fields.ended = true;
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
    const worker = fields.order ? sendWorker(desk, fields, cp) : undefined;
    const queue: Queued = unchanged
      ? {}
      : draft.issues.length > 0
        ? { notQueued: 'the Assignment has problems' }
        : queueTo(desk, ASSIGNMENT, cp, fields.counterparty, draft.body);
    return {
      placement: view(desk, placement),
      assignment: { draftId: draft.id, issues: draft.issues, ...queue },
      ...(worker ? { humanResource: worker } : {}),
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
