// The SQL of the outbox and its rows, kept apart from the logic in outbox.ts.
import type Database from 'better-sqlite3';
import { familyByName } from '../../shared/messages/registry.ts';
import type { OutboxEntry, OutboxOperation, OutboxState, OutboxSummary } from './outbox-types.ts';

/**
 * A row of the outbox table as SELECTed: without its message (kept in outbox_bodies), with the id the
 * counterparty assigned.
 */
export interface OutboxTableRow {
  id: number;
  counterparty: string;
  family: string;
  path: string;
  resource_id: string;
  remote: string | null;
  doc_key: string | null;
  operation: OutboxOperation;
  standard_version: string;
  state: OutboxState;
  attempts: number;
  next_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  seq: number;
}

const REMOTE_JOIN = `LEFT JOIN remote_ids r
  ON r.counterparty = o.counterparty AND r.kind = 'resource' AND r.local_id = o.resource_id`;
const SELECT = `SELECT o.*, b.body, r.remote FROM outbox o JOIN outbox_bodies b ON b.id = o.id ${REMOTE_JOIN}`;
const SUMMARY = `SELECT o.*, r.remote FROM outbox o ${REMOTE_JOIN}`;
/** The id the counterparty assigned to an outbox row's resource (SELECT's join, where no join can go). */
const REMOTE = `(SELECT remote FROM remote_ids r WHERE r.counterparty = outbox.counterparty AND r.kind = 'resource'
  AND r.local_id = outbox.resource_id) AS remote`;

type FullRow = OutboxTableRow & { body: string };

export function toEntry(r: FullRow): OutboxEntry {
  return { ...toSummary(r), body: r.body };
}

export function toSummary(r: OutboxTableRow): OutboxSummary {
  const clientIds = familyByName.get(r.family)?.endpoints.find((e) => e.path === r.path)?.ids !== 'server';
  const id = clientIds ? r.resource_id : r.remote;
  return {
    id: r.id,
    counterparty: r.counterparty,
    family: r.family,
    collection: r.path,
    resourceId: r.resource_id,
    remoteId: clientIds ? null : r.remote,
    path: id ? `${r.path}/${id}` : r.path,
    docKey: r.doc_key,
    operation: r.operation,
    standardVersion: r.standard_version,
    state: r.state,
    attempts: r.attempts,
    nextAttemptAt: r.next_attempt_at,
    lastStatus: r.last_status,
    lastError: r.last_error,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    seq: r.seq,
  };
}

export function prepareOutbox(db: Database.Database) {
  return {
    get: db.prepare<[number], FullRow>(`${SELECT} WHERE o.id = ?`),
    many: db.prepare<[string], OutboxTableRow>(
      `${SUMMARY} WHERE o.id IN (SELECT value FROM json_each(?)) ORDER BY o.id`,
    ),
    all: db.prepare<[], OutboxTableRow>(`${SUMMARY} ORDER BY o.id`),
    counts: db.prepare<{ counterparty: string | null }, { state: OutboxState; n: number }>(
      `SELECT state, COUNT(*) AS n FROM outbox WHERE @counterparty IS NULL OR counterparty = @counterparty
       GROUP BY state`,
    ),
    page: db.prepare<Record<string, unknown>, OutboxTableRow>(
      `${SUMMARY} WHERE (@counterparty IS NULL OR o.counterparty = @counterparty)
         AND (@state IS NULL OR o.state = @state) AND (@resourceId IS NULL OR o.resource_id = @resourceId)
         AND o.id < @before ORDER BY o.id DESC LIMIT @limit`,
    ),
    of: db.prepare<[string], OutboxTableRow>(`${SUMMARY} WHERE o.counterparty = ? ORDER BY o.id`),
    pending: db.prepare<[string], OutboxTableRow>(
      `${SUMMARY} WHERE o.counterparty = ? AND o.state IN ('queued', 'sending') ORDER BY o.id`,
    ),
    byDoc: db.prepare<[string, string, string], { resource_id: string }>(
      'SELECT resource_id FROM outbox WHERE counterparty = ? AND family = ? AND doc_key = ? ORDER BY id DESC LIMIT 1',
    ),
    nextSeq: db.prepare<[string, string], { n: number }>(
      'SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM outbox WHERE counterparty = ? AND resource_id = ?',
    ),
    insert: db.prepare(
      `INSERT INTO outbox (counterparty, family, path, resource_id, doc_key, operation, standard_version,
         created_at, updated_at, seq)
       VALUES (@counterparty, @family, @collection, @resourceId, @docKey, @operation, @standardVersion,
         @at, @at, @seq)`,
    ),
    insertBody: db.prepare('INSERT INTO outbox_bodies (id, body) VALUES (?, ?)'),
    body: db.prepare<[number], { body: string }>('SELECT body FROM outbox_bodies WHERE id = ?'),
    // An earlier entry of the same resource not yet sent (in flight, queued, failed) holds the later
    // ones back, whichever process looks at them.
    claim: db.prepare<Record<string, unknown>, OutboxTableRow>(
      `UPDATE outbox SET state = 'sending', attempts = attempts + 1, claimed_by = @owner, claim_until = @until,
         updated_at = @at
       WHERE id = @id AND state = 'queued' AND NOT EXISTS (
         SELECT 1 FROM outbox e WHERE e.counterparty = outbox.counterparty AND e.resource_id = outbox.resource_id
           AND e.seq < outbox.seq AND e.state <> 'sent')
       RETURNING *, ${REMOTE}`,
    ),
    renew: db.prepare(
      "UPDATE outbox SET claim_until = ? WHERE counterparty = ? AND state = 'sending' AND claimed_by = ?",
    ),
    claims: db.prepare<[string], { id: number; owner: string | null; until: string | null }>(
      "SELECT id, claimed_by AS owner, claim_until AS until FROM outbox WHERE counterparty = ? AND state = 'sending'",
    ),
    // Answers the entry as settled, for the engine's progress report, without reading it again.
    settle: db.prepare<Record<string, unknown>, OutboxTableRow>(
      `UPDATE outbox SET state = @state, last_status = @status, last_error = @error, next_attempt_at = @next,
         claimed_by = NULL, claim_until = NULL, updated_at = @at WHERE id = @id
       RETURNING *, ${REMOTE}`,
    ),
    block: db.prepare(
      `UPDATE outbox SET state = 'blocked', last_error = @error, updated_at = @at
       WHERE counterparty = @counterparty AND resource_id = @resourceId AND seq > @seq AND state = 'queued'`,
    ),
    // `IS`: a claim from before claims had owners (NULL) is released too.
    release: db.prepare(
      `UPDATE outbox SET state = 'queued', claimed_by = NULL, claim_until = NULL, updated_at = @at
       WHERE id = @id AND state = 'sending' AND claimed_by IS @owner`,
    ),
    requeue: db.prepare(
      `UPDATE outbox SET state = 'queued', next_attempt_at = NULL, updated_at = @at
       WHERE counterparty = @counterparty AND resource_id = @resourceId AND seq >= @seq
         AND (id = @id OR state = 'blocked')`,
    ),
    remove: db.prepare("DELETE FROM outbox WHERE id = ? AND state IN ('queued', 'failed', 'blocked')"),
    requeueAll: db.prepare<{ counterparty: string | null; at: string }, { id: number }>(
      `UPDATE outbox SET state = 'queued', next_attempt_at = NULL, updated_at = @at
       WHERE state IN ('failed', 'blocked') AND (@counterparty IS NULL OR counterparty = @counterparty)
       RETURNING id`,
    ),
    unsentOf: db.prepare<[string, string], { state: OutboxState; operation: OutboxOperation }>(
      "SELECT state, operation FROM outbox WHERE counterparty = ? AND resource_id = ? AND state <> 'sent'",
    ),
    anySent: db.prepare<[string, string], { one: number }>(
      "SELECT 1 AS one FROM outbox WHERE counterparty = ? AND resource_id = ? AND state = 'sent' LIMIT 1",
    ),
    dropRefused: db.prepare(
      "DELETE FROM outbox WHERE counterparty = ? AND resource_id = ? AND state IN ('failed', 'blocked')",
    ),
    remote: db.prepare<[string, string, string], { remote: string }>(
      'SELECT remote FROM remote_ids WHERE counterparty = ? AND kind = ? AND local_id = ?',
    ),
    setRemote: db.prepare(
      `INSERT INTO remote_ids (counterparty, kind, local_id, remote, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (counterparty, kind, local_id) DO UPDATE SET remote = excluded.remote`,
    ),
  };
}
