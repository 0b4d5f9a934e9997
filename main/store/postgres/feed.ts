// The change feed of the PostgreSQL store. Several processes commit concurrently, so neither a
// sequence nor a time orders commits: a transaction may take its number, then commit after others
// that took later ones. A change is therefore placed by its transaction's id (xid8) and given only
// once every transaction with a lower id has ended (pg_snapshot_xmin of the reading statement's
// snapshot): no transaction can commit later under a position already passed. Changes of one
// resource are in commit order, because a write succeeds only on the revision its transaction read
// after the previous write committed (setu_put), and so takes its id after that commit.
//
// Transaction ids are the cluster's, not the database's: restored onto another cluster (pg_dump and
// pg_restore, or a logical copy), the database holds ids far ahead of the new cluster's counter. New
// writes would then be placed before changes already given, and every stored change would wait
// behind a horizon the counter takes long to reach. So:
// - The ids stored are checked against the counter (an id at or past pg_snapshot_xmax comes from
//   another cluster): at start and before every page. Found ahead, every stored change is placed at
//   id 0, in its position's order, while no write is under way (rebaseIfMoved), and new writes
//   follow. Positions come from one sequence, which a restore carries over, so a resource's changes
//   stay in the order they were written; all of them had committed, so none is passed over later.
// - A cursor carries a check of the change it names (../feed.ts), looked up at its (xid, position).
//   A cursor from before a rebase, from a database restored from an older copy, or from a primary
//   whose last commits a promoted standby never received, names a change that is not there, or
//   another one: the page is then the feed's first and says so, and the desktop, which skips the
//   revisions it holds, reads the rest again. A cursor whose change is there came from this
//   database's own history, whose later writes all take higher ids.
// A failover to a physical standby keeps the cluster's counter, and with it every cursor that names
// a change the standby holds.
import type pg from 'pg';
import type { FeedChange, FeedPage, FeedQuery } from '../exchange-store.ts';
import {
  attachmentChange,
  type ChangeIdentity,
  changeCheck,
  cut,
  holds,
  revisionChange,
  splitCursor,
} from '../feed.ts';
import { BadCursor } from '../paging.ts';

interface Row {
  xid: string;
  position: string;
  kind: 'revision' | 'attachment';
  collection: string | null;
  id: string;
  family: string | null;
  revision: number | null;
  op: 'create' | 'update' | 'delete' | null;
  owner: string;
  standard_version: string | null;
  body: string | null;
  zoneless: string | null;
  mime_type: string | null;
  filename: string | null;
  sha256: string | null;
  size: number;
  at: string;
}

const HORIZON = 'pg_snapshot_xmin(pg_current_snapshot())';
const XMAX = 'pg_snapshot_xmax(pg_current_snapshot())';

const page = {
  name: 'setu_feed',
  text: `SELECT * FROM (
    (SELECT v.xid::text AS xid, v.position, 'revision' AS kind, r.collection, r.id, r.family, v.revision,
       v.op, v.owner, v.standard_version, v.body, v.zoneless, NULL AS mime_type, NULL AS filename,
       NULL AS sha256, 0 AS size, v.at
     FROM revisions v JOIN resources r ON r.seq = v.resource
     WHERE (v.xid, v.position) > ($1::xid8, $2::bigint) AND v.xid < ${HORIZON}
     ORDER BY v.xid, v.position LIMIT $3)
    UNION ALL
    (SELECT a.xid::text, a.position, 'attachment', NULL, a.id, NULL, NULL, NULL, a.owner, NULL, NULL, NULL,
       a.mime_type, a.filename, a.sha256, octet_length(a.bytes), a.created_at
     FROM attachments a
     WHERE (a.xid, a.position) > ($1::xid8, $2::bigint) AND a.xid < ${HORIZON}
     ORDER BY a.xid, a.position LIMIT $3)
  ) c ORDER BY c.xid::xid8, c.position LIMIT $3`,
};

const bytesOf = {
  name: 'setu_feed_bytes',
  text: 'SELECT id, bytes FROM attachments WHERE id = ANY($1::text[])',
};

/** The change a cursor names, by its place. */
const changeAt = {
  name: 'setu_feed_at',
  text: `SELECT 'revision' AS kind, r.collection, r.id, v.revision, v.at
     FROM revisions v JOIN resources r ON r.seq = v.resource WHERE v.xid = $1::xid8 AND v.position = $2::bigint
   UNION ALL
   SELECT 'attachment', NULL, a.id, NULL, a.created_at FROM attachments a WHERE a.xid = $1::xid8 AND a.position = $2::bigint`,
};

/** Whether a stored id is one this cluster has not handed out yet: the database came from another. */
const moved = {
  name: 'setu_feed_moved',
  text: `SELECT coalesce((SELECT xid FROM revisions ORDER BY xid DESC LIMIT 1) >= ${XMAX}, false)
     OR coalesce((SELECT xid FROM attachments ORDER BY xid DESC LIMIT 1) >= ${XMAX}, false) AS moved`,
};

const START = '0.0';

function parse(cursor: string | undefined): { xid: string; position: string; check: string | undefined } {
  if (cursor === undefined) return { xid: '0', position: '0', check: undefined };
  const { position, check } = splitCursor(cursor);
  const m = /^(\d{1,20})\.(\d{1,19})$/.exec(position);
  if (!m) throw new BadCursor();
  return { xid: m[1] as string, position: m[2] as string, check };
}

const isMoved = async (client: pg.ClientBase) =>
  (await client.query<{ moved: boolean }>(moved)).rows[0]?.moved;

/**
 * Places every stored change at id 0 when the database came from another cluster (see above). The
 * lock waits for the writes under way and holds new ones back until the commit, so every change
 * placed was committed and every later one takes an id of this cluster.
 */
export async function rebaseIfMoved(client: pg.ClientBase): Promise<void> {
  if (!(await isMoved(client))) return;
  await client.query('BEGIN');
  try {
    await client.query('LOCK TABLE revisions, attachments IN SHARE ROW EXCLUSIVE MODE');
    // Another process may have done it while this one waited for the lock.
    if (await isMoved(client)) {
      await client.query(`UPDATE revisions SET xid = '0' WHERE xid <> '0'`);
      await client.query(`UPDATE attachments SET xid = '0' WHERE xid <> '0'`);
    }
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  }
}

export async function feedPage(pool: pg.Pool, query: FeedQuery): Promise<FeedPage> {
  const cursor = parse(query.after);
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await rebaseIfMoved(client);
    // One snapshot for the cursor's check and the page: a rebase by another process in between
    // would otherwise let a cursor checked before it read on among the changes it placed.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const result = await read(client, cursor, query);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    failed = e as Error;
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    // A connection that failed mid-transaction is dropped rather than given to the next request.
    client.release(failed);
  }
}

async function read(
  client: pg.ClientBase,
  cursor: ReturnType<typeof parse>,
  { after, limit, maxBytes }: FeedQuery,
): Promise<FeedPage> {
  const trusted =
    (cursor.xid === '0' && cursor.position === '0') ||
    holds(
      cursor.check,
      (await client.query<ChangeIdentity>({ ...changeAt, values: [cursor.xid, cursor.position] })).rows[0],
    );
  const [xid, position] = trusted ? [cursor.xid, cursor.position] : ['0', '0'];
  const rows = cut(
    (await client.query<Row>({ ...page, values: [xid, position, limit] })).rows,
    maxBytes,
    (r) => Number(r.size),
  );
  const files = rows.filter((r) => r.kind === 'attachment').map((r) => r.id);
  const bytes = new Map<string, Buffer>();
  if (files.length > 0) {
    for (const f of (await client.query<{ id: string; bytes: Buffer }>({ ...bytesOf, values: [files] })).rows)
      bytes.set(f.id, f.bytes);
  }
  const changes = rows.map((r) =>
    r.kind === 'revision'
      ? revisionChange({
          collection: r.collection as string,
          id: r.id,
          family: r.family as string,
          revision: r.revision as number,
          op: r.op as 'create',
          owner: r.owner,
          standard_version: r.standard_version as string,
          body: r.body as string,
          pointers: r.zoneless,
          at: r.at,
        })
      : attachmentChange(
          {
            id: r.id,
            owner: r.owner,
            mime_type: r.mime_type as string,
            filename: r.filename,
            sha256: r.sha256 as string,
            size: r.size,
            created_at: r.at,
          },
          bytes.get(r.id) as Buffer,
        ),
  );
  const last = rows[rows.length - 1];
  const next = last
    ? `${last.xid}.${last.position}.${changeCheck(changes[changes.length - 1] as FeedChange)}`
    : trusted && after !== undefined
      ? after
      : START;
  return { changes, next, restarted: !trusted };
}
