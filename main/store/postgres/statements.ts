// The SQL of the PostgreSQL store, kept apart from its logic (store.ts). Each has a name, so that a
// connection parses and plans it once and then only binds values.
import type { ResourceRow as SqliteResourceRow } from '../statements.ts';

/** SQLite's row as PostgreSQL gives it: a bigint as text, a real boolean, and the zoneless times. */
export type ResourceRow = Omit<SqliteResourceRow, 'seq' | 'deleted'> & {
  seq: string;
  deleted: boolean;
  zoneless: string | null;
};

// The current body lives in the revision row of the current revision: a put writes it once.
const CURRENT = 'resources r JOIN revisions v ON v.resource = r.seq AND v.revision = r.revision';
const COLUMNS =
  'r.seq, r.collection, r.id, r.family, r.owner, r.revision, v.body, r.standard_version, r.deleted, r.created_at, r.updated_at, v.zoneless';

const named = (name: string, text: string) => ({ name: `setu_${name}`, text });

export const sql = {
  get: named('get', `SELECT ${COLUMNS} FROM ${CURRENT} WHERE r.collection = $1 AND r.id = $2`),
  json: named(
    'json',
    `SELECT r.owner, r.deleted, r.standard_version, v.body FROM ${CURRENT} WHERE r.collection = $1 AND r.id = $2`,
  ),
  put: named(
    'put',
    'SELECT * FROM setu_put($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)',
  ),
  delete: named('delete', 'SELECT * FROM setu_delete($1, $2, $3)'),
  history: named(
    'history',
    `SELECT v.revision, v.op, v.body, v.standard_version, v.owner, v.at
     FROM resources r JOIN revisions v ON v.resource = r.seq
     WHERE r.collection = $1 AND r.id = $2 ORDER BY v.revision`,
  ),
  // An unknown `after` cannot be placed in the order: the page is empty.
  list: named(
    'list',
    `SELECT ${COLUMNS} FROM ${CURRENT}
     WHERE r.collection = $1 AND NOT r.deleted AND ($2::text IS NULL OR r.owner = $2)
       AND r.seq > CASE WHEN $3::text IS NULL THEN 0
         ELSE coalesce((SELECT a.seq FROM resources a WHERE a.collection = $1 AND a.id = $3), 9223372036854775807) END
     ORDER BY r.seq LIMIT $4`,
  ),
  referencing: named(
    'referencing',
    `SELECT ${COLUMNS} FROM refs f JOIN resources r ON r.seq = f.resource
     JOIN revisions v ON v.resource = r.seq AND v.revision = r.revision
     WHERE f.family = $1 AND f.scheme = $2 AND f.value = $3 AND r.collection = $4 AND NOT r.deleted
       AND ($5::text IS NULL OR r.owner = $5)
     ORDER BY f.resource`,
  ),
  count: named(
    'count',
    'SELECT count(*) AS n FROM resources WHERE NOT deleted AND ($1::text IS NULL OR collection = $1)',
  ),
  addAttachment: named(
    'add_attachment',
    `INSERT INTO attachments (id, owner, mime_type, filename, sha256, bytes, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
  ),
  getAttachment: named(
    'get_attachment',
    'SELECT id, owner, mime_type, filename, sha256, bytes, created_at FROM attachments WHERE id = $1',
  ),
  keys: named(
    'keys',
    'SELECT name, kind, created_at, replaced_at, revoked_at FROM inbound_keys ORDER BY created_at, name',
  ),
  activeKeys: named('active_keys', 'SELECT name, kind, hash FROM inbound_keys WHERE revoked_at IS NULL'),
  // One statement, so the name never has two current keys nor none: the current key becomes a replaced
  // one and its successor, of its kind, is inserted from what the update returned.
  rotateKey: named(
    'rotate_key',
    `WITH replaced AS (
       UPDATE inbound_keys SET replaced_at = $1
       WHERE name = $2 AND revoked_at IS NULL AND replaced_at IS NULL RETURNING kind)
     INSERT INTO inbound_keys (name, kind, hash, created_at) SELECT $2, kind, $3, $1 FROM replaced
     RETURNING kind`,
  ),
  currentKey: named(
    'current_key',
    'SELECT 1 FROM inbound_keys WHERE name = $1 AND revoked_at IS NULL AND replaced_at IS NULL',
  ),
  revokeKey: named(
    'revoke_key',
    `UPDATE inbound_keys SET revoked_at = $1 WHERE name = $2 AND revoked_at IS NULL
       AND (NOT $3::boolean OR replaced_at IS NOT NULL) RETURNING name`,
  ),
  writable: named(
    'writable',
    "SELECT pg_is_in_recovery() AS standby, current_setting('transaction_read_only') AS read_only",
  ),
};
