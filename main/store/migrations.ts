// The schema's history, in code rather than in .sql files so that a bundled app (Electron, a single
// esbuild output) never has to locate files at run time. Rules, enforced by `migrate.ts`:
// - only append: an applied migration is recorded with the sha256 of its SQL, and a later edit of it
//   is refused at startup (the database would silently differ from what the code believes);
// - ids strictly increase; each migration runs in its own transaction.

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

const initial = `
-- seq is the creation order (list() pages on it) and the compact key the other tables point to.
CREATE TABLE resources (
  seq INTEGER PRIMARY KEY,
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  family TEXT NOT NULL,
  owner TEXT NOT NULL,
  revision INTEGER NOT NULL,
  body TEXT NOT NULL,
  standard_version TEXT NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (collection, id)
);
-- Partial indexes: list() and count() only ever want live resources, so tombstones cost them nothing.
CREATE INDEX resources_live ON resources (collection, seq) WHERE deleted = 0;
CREATE INDEX resources_live_owner ON resources (collection, owner, seq) WHERE deleted = 0;

-- Every version ever written, including delete tombstones; rows are never updated or deleted.
CREATE TABLE revisions (
  resource INTEGER NOT NULL REFERENCES resources (seq),
  revision INTEGER NOT NULL,
  op TEXT NOT NULL CHECK (op IN ('create', 'update', 'delete')),
  body TEXT NOT NULL,
  standard_version TEXT NOT NULL,
  owner TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (resource, revision)
);

-- Only live resources hold an entry: a delete frees the documentId for reuse.
CREATE TABLE document_ids (
  family TEXT NOT NULL,
  owner TEXT NOT NULL,
  scheme TEXT NOT NULL,
  value TEXT NOT NULL,
  resource INTEGER NOT NULL REFERENCES resources (seq),
  PRIMARY KEY (family, owner, scheme, value)
) WITHOUT ROWID;
CREATE INDEX document_ids_resource ON document_ids (resource);

-- documentIds a message refers to; replaced on every put, dropped on delete. Being WITHOUT ROWID,
-- refs_target also holds the primary key, so referencing() reads its answer in creation order.
CREATE TABLE refs (
  resource INTEGER NOT NULL REFERENCES resources (seq),
  family TEXT NOT NULL,
  scheme TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (resource, family, scheme, value)
) WITHOUT ROWID;
CREATE INDEX refs_target ON refs (family, scheme, value);

CREATE TABLE attachments (
  id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  filename TEXT,
  sha256 TEXT NOT NULL,
  bytes BLOB NOT NULL,
  created_at TEXT NOT NULL
);

-- A revoked key keeps its row (an audit trail); its name may then be issued again.
CREATE TABLE inbound_keys (
  name TEXT NOT NULL,
  hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE UNIQUE INDEX inbound_keys_active_name ON inbound_keys (name) WHERE revoked_at IS NULL;
`;

export const migrations: readonly Migration[] = [{ id: 1, name: 'initial', sql: initial }];
