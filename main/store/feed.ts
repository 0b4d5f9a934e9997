// The change feed of the SQLite store: every revision and attachment, in commit order. One writer
// hands out revision rowids in commit order, and an attachment carries the rowid of the revision
// written last before it (migration 10), so a position is (revision rowid, 0, 0) for a revision and
// (that rowid, 1, attachment rowid) for an attachment, and a cursor is the last position given.
//
// A cursor also carries a check of the change at its position (changeCheck): a data folder restored
// from an older copy hands the rowids past the copy out again, to other changes, and a desktop that
// had read past the copy would otherwise go on from there and never see the changes before its
// position. Where the change is not the one the cursor named, the feed starts again from the start.
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { FeedChange, FeedPage, FeedQuery } from './exchange-store.ts';
import { BadCursor } from './paging.ts';
import type { Revision } from './types.ts';

type Position = [number, number, number];

/** What tells one change from another at the same position: where it is, its revision, when it was written. */
export type ChangeIdentity = Pick<FeedChange, 'kind' | 'id' | 'at'> & {
  collection?: string;
  revision?: number;
};

/** A few bytes of the change's identity, which the cursor after it carries. */
export function changeCheck(c: ChangeIdentity): string {
  const fields = [c.kind, c.collection ?? '', c.id, String(c.revision ?? ''), c.at];
  return createHash('sha256').update(fields.join('\n')).digest('hex').slice(0, 12);
}

/** A cursor: a store's position, and the check of the change there when it names one. */
export function splitCursor(cursor: string): { position: string; check: string | undefined } {
  const m = /^(.*?)(?:\.([0-9a-f]{12}))?$/.exec(cursor) as RegExpExecArray;
  return { position: m[1] as string, check: m[2] };
}

/**
 * Whether a cursor may be gone on from: it names no change (the start), or the change found at its
 * position is the one it named. A cursor given before cursors carried a check is taken on the change
 * being there.
 */
export const holds = (check: string | undefined, found: ChangeIdentity | undefined) =>
  found !== undefined && (check === undefined || changeCheck(found) === check);

export interface RevisionRow {
  position: number;
  collection: string;
  id: string;
  family: string;
  revision: number;
  op: Revision['op'];
  owner: string;
  standard_version: string;
  body: string;
  pointers: string | null;
  at: string;
}

export interface AttachmentRow {
  after: number;
  position: number;
  id: string;
  owner: string;
  mime_type: string;
  filename: string | null;
  sha256: string;
  size: number;
  created_at: string;
}

const START: Position = [0, 0, 0];

function parse(cursor: string | undefined): { at: Position; check: string | undefined } {
  if (cursor === undefined) return { at: START, check: undefined };
  const { position, check } = splitCursor(cursor);
  const m = /^(\d{1,15})\.([01])\.(\d{1,15})$/.exec(position);
  if (!m) throw new BadCursor();
  return { at: [Number(m[1]), Number(m[2]), Number(m[3])], check };
}

const format = (p: Position) => p.join('.');

const before = (a: Position, b: Position) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

const isStart = (p: Position) => p[0] === 0 && p[1] === 0 && p[2] === 0;

export class Feed {
  private readonly revisions;
  private readonly attachments;
  private readonly bytes;
  private readonly revisionAt;
  private readonly attachmentAt;

  constructor(db: Database.Database) {
    this.revisions = db.prepare<[number, number], RevisionRow>(
      `SELECT v.rowid AS position, r.collection, r.id, r.family, v.revision, v.op, v.owner,
         v.standard_version, v.body, z.pointers, v.at
       FROM revisions v JOIN resources r ON r.seq = v.resource
       LEFT JOIN zoneless_times z ON z.resource = v.resource AND z.revision = v.revision
       WHERE v.rowid > ? ORDER BY v.rowid LIMIT ?`,
    );
    // Those placed after the cursor's revision, and past the cursor among those placed at it.
    this.attachments = db.prepare<[number, number, number, number, number], AttachmentRow>(
      `SELECT after_revision AS after, rowid AS position, id, owner, mime_type, filename, sha256,
         length(bytes) AS size, created_at
       FROM attachments
       WHERE after_revision > ? OR (after_revision = ? AND (? = 0 OR rowid > ?))
       ORDER BY after_revision, rowid LIMIT ?`,
    );
    this.bytes = db.prepare<[string], Buffer>('SELECT bytes FROM attachments WHERE id = ?').pluck();
    this.revisionAt = db.prepare<[number], ChangeIdentity>(
      `SELECT 'revision' AS kind, r.collection, r.id, v.revision, v.at
       FROM revisions v JOIN resources r ON r.seq = v.resource WHERE v.rowid = ?`,
    );
    this.attachmentAt = db.prepare<[number, number], ChangeIdentity>(
      `SELECT 'attachment' AS kind, id, created_at AS at FROM attachments WHERE rowid = ? AND after_revision = ?`,
    );
  }

  /** Whether the change at `at` is the one the cursor named (`check`). */
  private trusts(at: Position, check: string | undefined): boolean {
    if (isStart(at)) return true;
    const found = at[1] === 0 ? this.revisionAt.get(at[0]) : this.attachmentAt.get(at[2], at[0]);
    return holds(check, found);
  }

  page({ after, limit, maxBytes }: FeedQuery): FeedPage {
    const cursor = parse(after);
    const trusted = this.trusts(cursor.at, cursor.check);
    const from = trusted ? cursor.at : START;
    const [a, k, b] = from;
    const revisions = this.revisions.all(a, limit).map((r) => ({ at: [r.position, 0, 0] as Position, r }));
    const attachments = this.attachments
      .all(a, a, k, b, limit)
      .map((f) => ({ at: [f.after, 1, f.position] as Position, f }));
    const merged = [...revisions, ...attachments].sort((x, y) => before(x.at, y.at)).slice(0, limit);
    const page = cut(merged, maxBytes, (m) => ('f' in m ? m.f.size : 0));
    const changes = page.map((m) =>
      'r' in m ? revisionChange(m.r) : attachmentChange(m.f, this.bytes.get(m.f.id) as Buffer),
    );
    const last = page[page.length - 1];
    const next = last
      ? `${format(last.at)}.${changeCheck(changes[changes.length - 1] as FeedChange)}`
      : trusted && after !== undefined
        ? after
        : format(START);
    return { changes, next, restarted: !trusted };
  }
}

/** The first changes of `ordered` whose files come to `maxBytes` (at least one change). */
export function cut<T>(ordered: T[], maxBytes: number, size: (item: T) => number): T[] {
  let bytes = 0;
  let n = 0;
  while (n < ordered.length && (n === 0 || bytes < maxBytes)) bytes += size(ordered[n++] as T);
  return ordered.slice(0, n);
}

export function revisionChange(r: Omit<RevisionRow, 'position'>): FeedChange {
  return {
    kind: 'revision',
    collection: r.collection,
    id: r.id,
    family: r.family,
    revision: r.revision,
    op: r.op,
    owner: r.owner,
    standardVersion: r.standard_version,
    json: r.body,
    ...(r.pointers ? { zoneless: JSON.parse(r.pointers) as string[] } : {}),
    at: r.at,
  };
}

export function attachmentChange(f: Omit<AttachmentRow, 'after' | 'position'>, bytes: Buffer): FeedChange {
  return {
    kind: 'attachment',
    id: f.id,
    owner: f.owner,
    mimeType: f.mime_type,
    filename: f.filename,
    sha256: f.sha256,
    bytes,
    at: f.created_at,
  };
}
