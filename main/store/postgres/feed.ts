// The change feed of the PostgreSQL store. Several processes commit concurrently, so neither a
// sequence nor a time orders commits: a transaction may take its number, then commit after others
// that took later ones. A change is therefore placed by its transaction's id (xid8) and given only
// once every transaction with a lower id has ended (pg_snapshot_xmin of the reading statement's
// snapshot): no transaction can commit later under a position already passed. Changes of one
// resource are in commit order, because a write succeeds only on the revision its transaction read
// after the previous write committed (setu_put), and so takes its id after that commit.
import type pg from 'pg';
import { BadCursor, type FeedPage, type FeedQuery } from '../exchange-store.ts';
import { attachmentChange, cut, revisionChange } from '../feed.ts';

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

function parse(cursor: string | undefined): [string, string] {
  if (cursor === undefined) return ['0', '0'];
  const m = /^(\d{1,20})\.(\d{1,19})$/.exec(cursor);
  if (!m) throw new BadCursor();
  return [m[1] as string, m[2] as string];
}

export async function feedPage(pool: pg.Pool, { after, limit, maxBytes }: FeedQuery): Promise<FeedPage> {
  const [xid, position] = parse(after);
  const rows = cut((await pool.query<Row>({ ...page, values: [xid, position, limit] })).rows, maxBytes, (r) =>
    Number(r.size),
  );
  const files = rows.filter((r) => r.kind === 'attachment').map((r) => r.id);
  const bytes = new Map<string, Buffer>();
  if (files.length > 0) {
    for (const f of (await pool.query<{ id: string; bytes: Buffer }>({ ...bytesOf, values: [files] })).rows)
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
  return { changes, next: last ? `${last.xid}.${last.position}` : `${xid}.${position}` };
}
