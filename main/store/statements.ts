// The SQL of the resource operations, kept apart from their logic in resources.ts.
import type Database from 'better-sqlite3';
import type { Revision } from './types.ts';

export interface ResourceRow {
  seq: number;
  collection: string;
  id: string;
  family: string;
  owner: string;
  revision: number;
  body: string;
  standard_version: string;
  deleted: number;
  created_at: string;
  updated_at: string;
}

export interface HeadRow {
  seq: number;
  revision: number;
  deleted: number;
  created_at: string;
}

export interface RevisionRow {
  revision: number;
  op: Revision['op'];
  body: string;
  standard_version: string;
  owner: string;
  at: string;
}

export interface AttachmentRow {
  id: string;
  owner: string;
  mime_type: string;
  filename: string | null;
  sha256: string;
  bytes: Buffer;
  created_at: string;
}

// The current body lives in the revision row of the current revision: a put writes it once.
const CURRENT = 'resources r JOIN revisions v ON v.resource = r.seq AND v.revision = r.revision';
const COLUMNS =
  'r.seq, r.collection, r.id, r.family, r.owner, r.revision, v.body, r.standard_version, r.deleted, r.created_at, r.updated_at';

// Statements are prepared once: preparing per call would cost more than the insert itself.
export function prepareStatements(db: Database.Database) {
  return {
    row: db.prepare<[string, string], ResourceRow>(
      `SELECT ${COLUMNS} FROM ${CURRENT} WHERE r.collection = ? AND r.id = ?`,
    ),
    // A JSON GET needs only the stored text and whether the caller may see it: as an array, with no
    // row object to build, it is the cheapest read of the server's busiest one. The body is read as
    // its UTF-8 bytes (a BLOB cast copies them): what the socket sends, and what the read cache
    // bounds its size by.
    json: db
      .prepare<[string, string], [owner: string, deleted: number, standardVersion: string, body: Buffer]>(
        `SELECT r.owner, r.deleted, r.standard_version, CAST(v.body AS BLOB) FROM ${CURRENT} WHERE r.collection = ? AND r.id = ?`,
      )
      .raw(),
    // put() needs no body: skipping it spares reading a few KB per replace.
    head: db.prepare<[string, string], HeadRow>(
      'SELECT seq, revision, deleted, created_at FROM resources WHERE collection = ? AND id = ?',
    ),
    insert: db.prepare(
      `INSERT INTO resources (collection, id, family, owner, revision, standard_version, deleted, created_at, updated_at)
       VALUES (?, ?, ?, ?, 1, ?, 0, ?, ?)`,
    ),
    update: db.prepare(
      `UPDATE resources SET family = ?, owner = ?, revision = ?, standard_version = ?, deleted = 0,
       updated_at = ? WHERE seq = ?`,
    ),
    tombstone: db.prepare('UPDATE resources SET deleted = 1, revision = ?, updated_at = ? WHERE seq = ?'),
    revision: db.prepare(
      `INSERT INTO revisions (resource, revision, op, body, standard_version, owner, at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    holder: db.prepare<[string, string, string, string], { seq: number; collection: string; id: string }>(
      `SELECT r.seq, r.collection, r.id FROM document_ids d JOIN resources r ON r.seq = d.resource
       WHERE d.family = ? AND d.owner = ? AND d.scheme = ? AND d.value = ?`,
    ),
    addDocumentId: db.prepare(
      'INSERT INTO document_ids (family, owner, scheme, value, resource) VALUES (?, ?, ?, ?, ?)',
    ),
    dropDocumentIds: db.prepare('DELETE FROM document_ids WHERE resource = ?'),
    addRef: db.prepare('INSERT OR IGNORE INTO refs (resource, family, scheme, value) VALUES (?, ?, ?, ?)'),
    dropRefs: db.prepare('DELETE FROM refs WHERE resource = ?'),
    seq: db.prepare<[string, string], { seq: number }>(
      'SELECT seq FROM resources WHERE collection = ? AND id = ?',
    ),
    history: db.prepare<[number], RevisionRow>(
      'SELECT revision, op, body, standard_version, owner, at FROM revisions WHERE resource = ? ORDER BY revision',
    ),
    list: db.prepare<[string, number, number], ResourceRow>(
      `SELECT ${COLUMNS} FROM ${CURRENT} WHERE r.collection = ? AND r.deleted = 0 AND r.seq > ? ORDER BY r.seq LIMIT ?`,
    ),
    listOwner: db.prepare<[string, string, number, number], ResourceRow>(
      `SELECT ${COLUMNS} FROM ${CURRENT} WHERE r.collection = ? AND r.owner = ? AND r.deleted = 0 AND r.seq > ?
       ORDER BY r.seq LIMIT ?`,
    ),
    referencing: db.prepare<[string, string, string, string], ResourceRow>(
      // CROSS JOIN pins the order: start from the few refs to the key, not from the whole collection.
      `SELECT ${COLUMNS} FROM refs f CROSS JOIN resources r ON r.seq = f.resource
       JOIN revisions v ON v.resource = r.seq AND v.revision = r.revision
       WHERE f.family = ? AND f.scheme = ? AND f.value = ? AND r.collection = ? AND r.deleted = 0
       ORDER BY f.resource`,
    ),
    count: db.prepare<[string], { n: number }>(
      'SELECT count(*) AS n FROM resources WHERE collection = ? AND deleted = 0',
    ),
    countAll: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM resources WHERE deleted = 0'),
    putAttachment: db.prepare(
      `INSERT INTO attachments (id, owner, mime_type, filename, sha256, bytes, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, mime_type = excluded.mime_type,
       filename = excluded.filename, sha256 = excluded.sha256, bytes = excluded.bytes,
       created_at = excluded.created_at`,
    ),
    getAttachment: db.prepare<[string], AttachmentRow>(
      'SELECT id, owner, mime_type, filename, sha256, bytes, created_at FROM attachments WHERE id = ?',
    ),
  };
}

export type Statements = ReturnType<typeof prepareStatements>;

/** The zoneless times of revisions (migration 9), prepared apart: only XML needs them. */
export function prepareZoneless(db: Database.Database) {
  return {
    get: db.prepare<[number, number], { pointers: string }>(
      'SELECT pointers FROM zoneless_times WHERE resource = ? AND revision = ?',
    ),
    put: db.prepare<[number, number, string]>(
      'INSERT INTO zoneless_times (resource, revision, pointers) VALUES (?, ?, ?)',
    ),
  };
}
