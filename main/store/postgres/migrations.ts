// The office server's PostgreSQL schema, under the same rules as the SQLite one (../migrations.ts):
// numbered, only appended, each recorded with the sha256 of its SQL and run in its own transaction.
// Several `serve` processes share one database, so every rule SQLite's single writer kept by itself is
// a constraint here, and a write is one statement (a function) that checks the revision it read.
import type { Migration } from '../migrations.ts';

const initial = `
-- Positions in the change feed among the changes of one transaction (revisions and attachments).
CREATE SEQUENCE change_positions;

-- seq is the creation order (list() pages on it) and the compact key the other tables point to.
CREATE TABLE resources (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  collection text NOT NULL,
  id text NOT NULL,
  family text NOT NULL,
  owner text NOT NULL,
  revision integer NOT NULL CHECK (revision > 0),
  standard_version text NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  created_at text NOT NULL,
  updated_at text NOT NULL,
  -- One resource per id, whichever process creates it first.
  UNIQUE (collection, id)
);
CREATE INDEX resources_live ON resources (collection, seq) WHERE NOT deleted;
CREATE INDEX resources_live_owner ON resources (collection, owner, seq) WHERE NOT deleted;

-- Every version ever written, including delete tombstones; rows are never updated or deleted. xid
-- is the writing transaction's id: the change feed gives a revision only once every transaction
-- with a lower id has ended, so one that commits late is never passed over (feed.ts).
CREATE TABLE revisions (
  resource bigint NOT NULL REFERENCES resources (seq),
  revision integer NOT NULL CHECK (revision > 0),
  op text NOT NULL CHECK (op IN ('create', 'update', 'delete')),
  body text NOT NULL,
  standard_version text NOT NULL,
  owner text NOT NULL,
  at text NOT NULL,
  -- The times the message, received as XML, wrote without a zone (a JSON array of JSON Pointers).
  zoneless text,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  position bigint NOT NULL DEFAULT nextval('change_positions'),
  PRIMARY KEY (resource, revision)
);
CREATE INDEX revisions_feed ON revisions (xid, position);

-- Only live resources hold an entry: a delete frees the documentId for reuse. The primary key keeps a
-- documentId to one resource when two processes store it at once.
CREATE TABLE document_ids (
  family text NOT NULL,
  owner text NOT NULL,
  scheme text NOT NULL,
  value text NOT NULL,
  resource bigint NOT NULL REFERENCES resources (seq),
  PRIMARY KEY (family, owner, scheme, value)
);
CREATE INDEX document_ids_resource ON document_ids (resource);

CREATE TABLE refs (
  resource bigint NOT NULL REFERENCES resources (seq),
  family text NOT NULL,
  scheme text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (resource, family, scheme, value)
);
CREATE INDEX refs_target ON refs (family, scheme, value);

CREATE TABLE attachments (
  id text PRIMARY KEY,
  owner text NOT NULL,
  mime_type text NOT NULL,
  filename text,
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  created_at text NOT NULL,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  position bigint NOT NULL DEFAULT nextval('change_positions')
);
CREATE INDEX attachments_feed ON attachments (xid, position);

-- A revoked key keeps its row (an audit trail); its name may then be issued again.
CREATE TABLE inbound_keys (
  name text NOT NULL,
  kind text NOT NULL DEFAULT 'counterparty' CHECK (kind IN ('counterparty', 'desktop')),
  hash text NOT NULL UNIQUE,
  created_at text NOT NULL,
  revoked_at text
);
CREATE UNIQUE INDEX inbound_keys_active_name ON inbound_keys (name) WHERE revoked_at IS NULL;

-- Writes a version of a resource read at (p_seq, p_revision), or creates it when p_seq is null.
-- 'stale': another process wrote it since it was read (read it again and decide again);
-- 'document-id': another live resource of the family and owner holds the documentId (holder says which).
CREATE FUNCTION setu_put(
  p_collection text, p_id text, p_seq bigint, p_revision integer, p_live boolean,
  p_family text, p_owner text, p_standard_version text, p_body text, p_zoneless text,
  p_doc_scheme text, p_doc_value text,
  p_ref_families text[], p_ref_schemes text[], p_ref_values text[], p_at text
) RETURNS TABLE (outcome text, seq bigint, revision integer, created_at text, holder text)
LANGUAGE plpgsql AS $$
DECLARE
  v_seq bigint;
  v_revision integer;
  v_created text;
  v_holder bigint;
BEGIN
  IF p_doc_value IS NOT NULL THEN
    SELECT d.resource INTO v_holder FROM document_ids d
    WHERE d.family = p_family AND d.owner = p_owner AND d.scheme = p_doc_scheme AND d.value = p_doc_value;
    IF v_holder IS NOT NULL AND v_holder IS DISTINCT FROM p_seq THEN
      -- The holder may be this very resource, created by another process since it was read.
      RETURN QUERY SELECT CASE WHEN r.collection = p_collection AND r.id = p_id THEN 'stale' ELSE 'document-id' END,
        NULL::bigint, NULL::integer, NULL::text, r.collection || '/' || r.id
        FROM resources r WHERE r.seq = v_holder;
      RETURN;
    END IF;
  END IF;
  IF p_seq IS NULL THEN
    INSERT INTO resources AS r (collection, id, family, owner, revision, standard_version, created_at, updated_at)
    VALUES (p_collection, p_id, p_family, p_owner, 1, p_standard_version, p_at, p_at)
    ON CONFLICT (collection, id) DO NOTHING
    RETURNING r.seq INTO v_seq;
    IF v_seq IS NULL THEN
      RETURN QUERY SELECT 'stale'::text, NULL::bigint, NULL::integer, NULL::text, NULL::text;
      RETURN;
    END IF;
    v_revision := 1;
    v_created := p_at;
  ELSE
    UPDATE resources r SET family = p_family, owner = p_owner, revision = p_revision + 1,
      standard_version = p_standard_version, deleted = false, updated_at = p_at
    WHERE r.seq = p_seq AND r.revision = p_revision
    RETURNING r.created_at INTO v_created;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'stale'::text, NULL::bigint, NULL::integer, NULL::text, NULL::text;
      RETURN;
    END IF;
    v_seq := p_seq;
    v_revision := p_revision + 1;
    -- A tombstone holds no documentId and no refs (setu_delete dropped them).
    IF p_live THEN
      IF v_holder IS NULL THEN DELETE FROM document_ids d WHERE d.resource = v_seq; END IF;
      DELETE FROM refs f WHERE f.resource = v_seq;
    END IF;
  END IF;
  -- A revival counts as a creation: to every client the resource did not exist a moment ago.
  INSERT INTO revisions (resource, revision, op, body, standard_version, owner, at, zoneless)
  VALUES (v_seq, v_revision, CASE WHEN p_live THEN 'update' ELSE 'create' END, p_body,
    p_standard_version, p_owner, p_at, p_zoneless);
  IF p_doc_value IS NOT NULL AND v_holder IS NULL THEN
    INSERT INTO document_ids (family, owner, scheme, value, resource)
    VALUES (p_family, p_owner, p_doc_scheme, p_doc_value, v_seq);
  END IF;
  INSERT INTO refs (resource, family, scheme, value)
  SELECT v_seq, t.f, t.s, t.v FROM unnest(p_ref_families, p_ref_schemes, p_ref_values) AS t (f, s, v)
  ON CONFLICT DO NOTHING;
  RETURN QUERY SELECT 'ok'::text, v_seq, v_revision, v_created, NULL::text;
END
$$;

-- Tombstones the live resource read at (p_seq, p_revision); the tombstone keeps the last body.
CREATE FUNCTION setu_delete(p_seq bigint, p_revision integer, p_at text)
RETURNS TABLE (outcome text)
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE resources r SET deleted = true, revision = p_revision + 1, updated_at = p_at
  WHERE r.seq = p_seq AND r.revision = p_revision AND NOT r.deleted;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'stale'::text;
    RETURN;
  END IF;
  INSERT INTO revisions (resource, revision, op, body, standard_version, owner, at, zoneless)
  SELECT v.resource, p_revision + 1, 'delete', v.body, v.standard_version, v.owner, p_at, v.zoneless
  FROM revisions v WHERE v.resource = p_seq AND v.revision = p_revision;
  DELETE FROM document_ids d WHERE d.resource = p_seq;
  DELETE FROM refs f WHERE f.resource = p_seq;
  RETURN QUERY SELECT 'ok'::text;
END
$$;
`;

// Key rotation (`key rotate NAME`), as the SQLite store's migration 13: a name may hold several working
// keys, of which one is current; the others were replaced by a rotation and work until revoked.
const keyRotation = `
ALTER TABLE inbound_keys ADD COLUMN replaced_at text;
DROP INDEX inbound_keys_active_name;
CREATE UNIQUE INDEX inbound_keys_current_name ON inbound_keys (name)
  WHERE revoked_at IS NULL AND replaced_at IS NULL;
`;

export const postgresMigrations: readonly Migration[] = [
  { id: 1, name: 'initial', sql: initial },
  { id: 2, name: 'key-rotation', sql: keyRotation },
];
