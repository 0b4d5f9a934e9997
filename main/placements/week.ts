// The week page's server side: one Timecard draft per placement and ISO week, built from the row the
// clerk entered with every identifier from the placement (shared/timecard/week-card.ts), its state in
// words, the placement's last earlier week, and "Queue all" in one transaction.
import type { CardState, QueueWeekResult, WeekRowView, WeekView } from '../../shared/api/types.ts';
import { readRefusal } from '../../shared/messages/refusal.ts';
import { family } from '../../shared/messages/registry.ts';
import type { Placement } from '../../shared/placement/placement.ts';
import { addDays, mondayOfWeek, weekOf } from '../../shared/timecard/calendar.ts';
import { MAX_MINUTES } from '../../shared/timecard/hours.ts';
import { buildTimecard, emptyRow, readWeekRow, type WeekRow } from '../../shared/timecard/week-card.ts';
import { describeDraft } from '../messages/draft-content.ts';
import { Refused } from '../messages/refusals.ts';
import type { Draft } from '../store/drafts.ts';
import type { WeekCard } from '../store/week-cards.ts';
import { QueueError, queueMessage } from '../sync/queue.ts';
import type { Desk } from './desk.ts';
import { catchUp } from './projection.ts';
import { requirePlacement, view } from './service.ts';

const TIMECARD = family('Timecard');
const VERSION = '2.0';

/** The Monday of a week as the API names it (`2026-W48`); refused for anything else. */
export function mondayOrFail(week: string): string {
  const monday = mondayOfWeek(week);
  if (!monday) throw new Refused('week', `${week} is not an ISO week; write it as 2026-W48.`);
  return monday;
}

const hasContent = (row: WeekRow) =>
  row.allowances.length > 0 ||
  Object.values(row.hours).some((days) => Object.values(days).some((m) => m > 0));

/** Where a placement's card is, in the words the row shows (see CardState). */
function rowView(desk: Desk, placement: Placement, week: string, card: WeekCard | undefined): WeekRowView {
  const base = { placement: view(desk, placement), changedSinceSent: false, issues: [] };
  const draft = card && desk.drafts.get(card.draft);
  if (!card || !draft) return { ...base, row: emptyRow(), state: 'empty' };
  const row = readWeekRow(draft.body, week);
  const mine = { ...base, row, draftId: draft.id, revision: draft.revision, issues: draft.issues };
  const entry = card.outboxEntry === null ? undefined : desk.outbox.get(card.outboxEntry);
  if (entry && card.queuedRevision === draft.revision) {
    const state: CardState =
      entry.state === 'sent' ? 'sent' : entry.state === 'failed' ? 'rejected' : 'queued';
    const refusal = entry.state === 'failed' ? readRefusal(entry.lastStatus, entry.lastError) : undefined;
    return {
      ...mine,
      state,
      ...(entry.lastError ? { error: entry.lastError } : {}),
      ...(entry.lastStatus === null ? {} : { status: entry.lastStatus }),
      ...(refusal ? { refusal } : {}),
    };
  }
  const state: CardState = !hasContent(row) ? 'empty' : draft.issues.length > 0 ? 'problem' : 'draft';
  return { ...mine, state, changedSinceSent: entry !== undefined };
}

export function weekView(desk: Desk, week: string, counterparty?: string): WeekView {
  const monday = mondayOrFail(week);
  catchUp(desk);
  const cards = desk.cards.ofWeek(week);
  const rows = desk.placements
    .running(monday, addDays(monday, 6))
    .filter((p) => counterparty === undefined || p.counterparty === counterparty)
    .map((p) => rowView(desk, p, week, cards.get(p.id)));
  return { week, monday, rows };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** A row as the API takes it: minutes on the week's days, times of day, allowances; refused otherwise. */
export function checkRow(value: unknown, week: string): WeekRow {
  const days = new Set(weekOf(mondayOrFail(week)));
  const fail = (what: string): never => {
    throw new Refused('row', `${what}.`);
  };
  if (!isRecord(value)) return fail('The row must be an object with hours, times and allowances');
  const minutes = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_MINUTES;
  const hours: WeekRow['hours'] = {};
  for (const [code, byDay] of Object.entries(isRecord(value.hours) ? value.hours : {})) {
    if (code.trim() === '' || !isRecord(byDay)) fail('hours must map an hour type to minutes by day');
    for (const [day, m] of Object.entries(byDay as Record<string, unknown>)) {
      if (!days.has(day)) fail(`${day} is not a day of ${week}`);
      if (!minutes(m)) fail(`The minutes of ${code} on ${day} must be a whole number from 0 to 1440`);
      if ((m as number) > 0) hours[code] = { ...hours[code], [day]: m as number };
    }
  }
  const times: WeekRow['times'] = {};
  for (const [day, t] of Object.entries(isRecord(value.times) ? value.times : {})) {
    if (!days.has(day) || !isRecord(t)) fail(`times must map days of ${week} to a start and a break`);
    const { start, breakMinutes } = t as Record<string, unknown>;
    if (start !== undefined && !(minutes(start) && (start as number) < MAX_MINUTES))
      fail(`The start on ${day} must be minutes after midnight`);
    if (breakMinutes !== undefined && !minutes(breakMinutes)) fail(`The break on ${day} must be minutes`);
    times[day] = {
      ...(start !== undefined ? { start: start as number } : {}),
      ...(breakMinutes !== undefined ? { breakMinutes: breakMinutes as number } : {}),
    };
  }
  const allowances = (Array.isArray(value.allowances) ? value.allowances : []).map((a: unknown) => {
    if (!isRecord(a) || typeof a.code !== 'string' || typeof a.date !== 'string')
      return fail('Each allowance needs a type and a date');
    if (!days.has(a.date)) fail(`The allowance on ${a.date} is not in ${week}`);
    const amount = (k: string) =>
      a[k] === undefined || (typeof a[k] === 'number' && Number.isFinite(a[k]) && (a[k] as number) >= 0)
        ? (a[k] as number | undefined)
        : fail(`An allowance's ${k} must be a number of at least 0`);
    const text = (k: string) =>
      a[k] === undefined || typeof a[k] === 'string'
        ? (a[k] as string | undefined)
        : fail(`${k} must be text`);
    const receipt = text('receipt');
    if (receipt !== undefined && !/^\/attachment\/[0-9a-f-]{36}$/.test(receipt))
      fail('A receipt must be a file stored in the Workbench');
    return Object.fromEntries(
      Object.entries({
        id: text('id') ?? '',
        code: a.code,
        date: a.date,
        quantity: amount('quantity'),
        amount: amount('amount'),
        receipt,
        note: text('note'),
      }).filter(([, v]) => v !== undefined),
    ) as unknown as WeekRow['allowances'][number];
  });
  return { hours, times, allowances };
}

/** The draft a placement's week is kept in, written from `row`; a new draft for a week not begun. */
function writeCard(desk: Desk, placement: Placement, week: string, row: WeekRow): Draft | undefined {
  const card = desk.cards.get(placement.id, week);
  const previous = card ? desk.drafts.get(card.draft) : undefined;
  if (!previous && !hasContent(row)) return undefined;
  const cp = desk.counterparties.get(placement.counterparty);
  const context = {
    placement,
    agency: desk.settings.agency(),
    supplierNumber: cp?.party?.supplierNumber,
    week,
  };
  const body = buildTimecard(context, row, previous?.body);
  if (previous && JSON.stringify(previous.body) === JSON.stringify(body)) return previous;
  const content = describeDraft(TIMECARD, VERSION, body);
  const draft = previous ? (desk.drafts.save(previous.id, content) as Draft) : desk.drafts.create(content);
  if (!card) desk.cards.add(placement.id, week, draft.id);
  desk.announce({ type: 'draft', id: draft.id, op: previous ? 'update' : 'create' });
  return draft;
}

/** Saves a placement's week as entered; answers the row as it now stands. */
export function saveRow(desk: Desk, week: string, placementId: string, row: WeekRow): WeekRowView {
  return desk.db.transaction(() => {
    const placement = requirePlacement(desk, placementId);
    writeCard(desk, placement, week, row);
    return rowView(desk, placement, week, desk.cards.get(placement.id, week));
  })();
}

/**
 * The placement's last week before `week` that has a timecard, however long ago (one seek: see
 * week-cards.ts), as a row moved to `week`: its hours and times on the same weekdays. Allowances stay
 * with their own week, as their receipts do.
 */
export function previousWeek(
  desk: Desk,
  week: string,
  placementId: string,
): { week: string; row: WeekRow } | undefined {
  const target = weekOf(mondayOrFail(week));
  requirePlacement(desk, placementId);
  const card = desk.cards.before(placementId, week);
  const draft = card && desk.drafts.get(card.draft);
  if (!card || !draft) return undefined;
  const source = readWeekRow(draft.body, card.week);
  const from = weekOf(mondayOfWeek(card.week) as string);
  const moved = (day: string) => target[from.indexOf(day)] as string;
  const row = emptyRow();
  for (const [code, days] of Object.entries(source.hours))
    row.hours[code] = Object.fromEntries(Object.entries(days).map(([day, m]) => [moved(day), m]));
  for (const [day, times] of Object.entries(source.times)) row.times[moved(day)] = times;
  return { week: card.week, row };
}

type Skip = QueueWeekResult['skipped'][number];

/** Queues one card; answers why not when it cannot go. */
function queueCard(desk: Desk, placement: Placement, week: string): Skip['reason'] | undefined {
  const card = desk.cards.get(placement.id, week);
  const draft = card && desk.drafts.get(card.draft);
  if (!card || !draft || !hasContent(readWeekRow(draft.body, week))) return 'empty';
  if (card.queuedRevision === draft.revision) return 'already-queued';
  if (draft.issues.length > 0) return 'problem';
  const cp = desk.counterparties.get(placement.counterparty);
  if (!cp) return 'no-customer';
  if (!cp.families.includes(TIMECARD.name)) return 'not-accepted';
  const message = {
    family: TIMECARD,
    version: draft.version,
    format: 'json' as const,
    doc: draft.body,
    detected: false,
    // The draft's issues were checked when it was saved, against the same schema.
    issues: [],
    source: '',
  };
  const docKey = `Supplier:${(draft.body.documentId as { value: string }).value}`;
  const known = desk.outbox.resourceOf(cp.name, TIMECARD.name, docKey);
  try {
    const entry = queueMessage(desk.outbox, cp, message, known ? 'update' : 'submit');
    desk.cards.markQueued(card, draft.revision, entry.id);
    desk.announce({ type: 'outbox', id: entry.id, state: entry.state });
    return undefined;
  } catch (e) {
    if (e instanceof QueueError) return 'not-accepted';
    throw e;
  }
}

/**
 * "Queue all": every row of the week with hours, no problems and a customer that takes timecards is
 * queued to its placement's counterparty, in one transaction. A week sent before and changed since
 * goes as an update of the same resource.
 */
export function queueWeek(desk: Desk, week: string, placementIds?: string[]): QueueWeekResult {
  const monday = mondayOrFail(week);
  catchUp(desk);
  return desk.db.transaction(() => {
    const wanted = placementIds && new Set(placementIds);
    const running = desk.placements
      .running(monday, addDays(monday, 6))
      .filter((p) => !wanted || wanted.has(p.id));
    const skipped: Skip[] = [];
    let queued = 0;
    for (const placement of running) {
      const reason = queueCard(desk, placement, week);
      if (reason === undefined) queued++;
      else if (reason !== 'empty' || wanted) skipped.push({ placementId: placement.id, reason });
    }
    const cards = desk.cards.ofWeek(week);
    return { queued, skipped, rows: running.map((p) => rowView(desk, p, week, cards.get(p.id))) };
  })();
}
