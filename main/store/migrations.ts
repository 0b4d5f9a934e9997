// The schema's history, in code rather than in .sql files so that a bundled app (Electron, a single
// esbuild output) never has to locate files at run time. Rules, enforced by `migrate.ts`:
// - only append: an applied migration is recorded with the sha256 of its SQL, and a later edit of it
//   is refused at startup (the database would silently differ from what the code believes);
// - ids strictly increase; each migration runs in its own transaction.

import { invoices } from './invoice-migration.ts';

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
-- The current body is the row at the resource's current revision: each body is written once.
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

// Counterparties the workbench sends to, the outbox of messages queued for them, and the ids they
// assigned (planning resources, uploaded attachments). See main/store/outbox.ts for the life of an entry.
const outbox = `
CREATE TABLE counterparties (
  name TEXT PRIMARY KEY,
  -- The role the counterparty's back office implements (it receives that role's API set).
  role TEXT NOT NULL CHECK (role IN ('supplier', 'customer')),
  families TEXT NOT NULL,
  base_url TEXT NOT NULL,
  token TEXT,
  submit_method TEXT NOT NULL DEFAULT 'PUT' CHECK (submit_method IN ('PUT', 'POST')),
  version_header TEXT NOT NULL DEFAULT 'standardVersionId'
    CHECK (version_header IN ('standardVersionId', 'setuVersionId')),
  body_format TEXT NOT NULL DEFAULT 'json' CHECK (body_format IN ('json', 'xml')),
  timeout_ms INTEGER NOT NULL DEFAULT 30000,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- resource_id is the local key of the resource (a UUID chosen at queue time); for server-assigned
-- ids (planning) the counterparty's id is looked up in remote_ids. seq orders the entries of one
-- resource; doc_key finds the resource again when a later file of the same document is queued.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  counterparty TEXT NOT NULL REFERENCES counterparties (name),
  family TEXT NOT NULL,
  path TEXT NOT NULL,
  resource_id TEXT NOT NULL,
  doc_key TEXT,
  operation TEXT NOT NULL CHECK (operation IN ('submit', 'update', 'delete')),
  body TEXT NOT NULL,
  standard_version TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'blocked')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  last_status INTEGER,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  seq INTEGER NOT NULL,
  UNIQUE (counterparty, resource_id, seq)
);
CREATE INDEX outbox_pending ON outbox (counterparty, state) WHERE state IN ('queued', 'sending');
CREATE INDEX outbox_doc_key ON outbox (counterparty, family, doc_key);

-- kind 'resource': local resource id -> the counterparty's id; kind 'attachment': local attachment
-- id -> the counterparty's Content-Location.
CREATE TABLE remote_ids (
  counterparty TEXT NOT NULL REFERENCES counterparties (name),
  kind TEXT NOT NULL CHECK (kind IN ('resource', 'attachment')),
  local_id TEXT NOT NULL,
  remote TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (counterparty, kind, local_id)
) WITHOUT ROWID;
`;

// Drafts: messages being written locally, stored even when partial or invalid (autosave). seq orders
// and addresses rows compactly (the search index points at it); id is the UUID the API shows.
const drafts = `
CREATE TABLE drafts (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  family TEXT NOT NULL,
  version TEXT NOT NULL,
  body TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  issues TEXT NOT NULL,
  issue_count INTEGER NOT NULL,
  revision INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- Lists show the most recently saved first and page on (updated_at, seq), with or without a family.
CREATE INDEX drafts_recent ON drafts (updated_at, seq);
CREATE INDEX drafts_family_recent ON drafts (family, updated_at, seq);
-- Substring search on title and summary without scanning every draft: a trigram full-text index
-- kept in step with the table by triggers (external content, so the text is not stored twice).
CREATE VIRTUAL TABLE drafts_search USING fts5(
  title, summary, content = 'drafts', content_rowid = 'seq', tokenize = 'trigram'
);
CREATE TRIGGER drafts_search_insert AFTER INSERT ON drafts BEGIN
  INSERT INTO drafts_search (rowid, title, summary) VALUES (new.seq, new.title, new.summary);
END;
CREATE TRIGGER drafts_search_delete AFTER DELETE ON drafts BEGIN
  INSERT INTO drafts_search (drafts_search, rowid, title, summary)
    VALUES ('delete', old.seq, old.title, old.summary);
END;
CREATE TRIGGER drafts_search_update AFTER UPDATE OF title, summary ON drafts BEGIN
  INSERT INTO drafts_search (drafts_search, rowid, title, summary)
    VALUES ('delete', old.seq, old.title, old.summary);
  INSERT INTO drafts_search (rowid, title, summary) VALUES (new.seq, new.title, new.summary);
END;
`;

// An entry's state changes twice per send (claimed, settled), and SQLite rewrites the whole row each
// time: with the message in the row (a timecard is ~3.4 KB, a page each), every change wrote a page.
// Apart, the rows that change are small and share pages; the message is written once.
const outboxBodies = `
CREATE TABLE outbox_bodies (
  id INTEGER PRIMARY KEY REFERENCES outbox (id) ON DELETE CASCADE,
  body TEXT NOT NULL
);
INSERT INTO outbox_bodies (id, body) SELECT id, body FROM outbox;
ALTER TABLE outbox DROP COLUMN body;
`;

// Placements (DESIGN §11) and the week's timecards. A placement's Assignment-derived fields and its
// own fields are kept as JSON in `fields`; the columns beside it are what lists search and the week
// selects by. A week card ties a placement's ISO week (`2026-W48`, which sorts as time does) to its
// timecard draft, so "the last earlier timecard" is one seek on the primary key however old it is.
const placements = `
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL
) WITHOUT ROWID;

-- The customer's party data on the counterparty that is its back office (JSON).
ALTER TABLE counterparties ADD COLUMN party TEXT;

CREATE TABLE placements (
  id TEXT PRIMARY KEY,
  fields TEXT NOT NULL,
  worker_name TEXT NOT NULL,
  counterparty TEXT NOT NULL,
  assignment_id TEXT NOT NULL UNIQUE,
  start_date TEXT NOT NULL,
  end_date TEXT,
  withdrawn INTEGER NOT NULL DEFAULT 0 CHECK (withdrawn IN (0, 1)),
  source_kind TEXT NOT NULL CHECK (source_kind IN ('draft', 'message')),
  source_id TEXT NOT NULL,
  source_collection TEXT,
  source_revision INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX placements_source ON placements (source_kind, source_id);
CREATE INDEX placements_start ON placements (start_date);

CREATE TABLE week_cards (
  placement TEXT NOT NULL REFERENCES placements (id) ON DELETE CASCADE,
  week TEXT NOT NULL,
  draft TEXT NOT NULL REFERENCES drafts (id) ON DELETE CASCADE,
  -- The draft's revision when it was last queued, and the outbox entry that took it.
  queued_revision INTEGER,
  outbox_entry INTEGER,
  PRIMARY KEY (placement, week)
) WITHOUT ROWID;
CREATE INDEX week_cards_draft ON week_cards (draft);

-- How far a projection (placements from stored Assignments) has read the revisions, by their rowid.
CREATE TABLE projections (
  name TEXT PRIMARY KEY,
  position INTEGER NOT NULL
) WITHOUT ROWID;
`;

const UUID_GLOB =
  "'[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]-*'";
const lowerCaseIds = `
UPDATE resources SET id = lower(id)
WHERE id GLOB ${UUID_GLOB} AND length(id) = 36 AND id <> lower(id)
  AND NOT EXISTS (SELECT 1 FROM resources twin WHERE twin.collection = resources.collection AND twin.id = lower(resources.id));
UPDATE attachments SET id = lower(id)
WHERE id GLOB ${UUID_GLOB} AND length(id) = 36 AND id <> lower(id)
  AND NOT EXISTS (SELECT 1 FROM attachments twin WHERE twin.id = lower(attachments.id));
`;

// The JSON Pointers (a JSON array) of the times a revision's message, received as XML, wrote without
// a zone, so that it is written back as it came; a row only where there are any.
const zonelessTimes = `
CREATE TABLE zoneless_times (
  resource INTEGER NOT NULL,
  revision INTEGER NOT NULL,
  pointers TEXT NOT NULL,
  PRIMARY KEY (resource, revision),
  FOREIGN KEY (resource, revision) REFERENCES revisions (resource, revision)
) WITHOUT ROWID;
`;

// The office server's change feed and the keys that read it (main/server/office-feed.ts). The feed
// gives revisions by their rowid, which a single writer hands out in commit order; an attachment is
// placed after the revision last written before it, so the two interleave in commit order too.
const officeFeed = `
ALTER TABLE inbound_keys ADD COLUMN kind TEXT NOT NULL DEFAULT 'counterparty'
  CHECK (kind IN ('counterparty', 'desktop'));
ALTER TABLE attachments ADD COLUMN after_revision INTEGER NOT NULL DEFAULT 0;
CREATE INDEX attachments_feed ON attachments (after_revision);
CREATE TRIGGER attachments_feed_place AFTER INSERT ON attachments BEGIN
  UPDATE attachments SET after_revision = (SELECT coalesce(max(rowid), 0) FROM revisions)
  WHERE rowid = new.rowid;
END;
`;

// A counterparty's dialect becomes overrides of the defaults the official OpenAPI files give (DESIGN
// §14): a NULL submit_method sends each operation with the OAS's method, a NULL version_header both
// names of the version header, and submit_methods holds one family's method. What existing
// counterparties were sent stays as it was, set explicitly only where it differs from those defaults:
// - submit method PUT (the old default): PUT for every family (the OAS submits with POST, pay equity
//   with PUT);
// - POST: only pay equity's differs (the OAS has PUT), kept where the counterparty receives it;
// - the one version header name it was sent (the default is now both).
// A customer's back office that received its role's default families also receives timecards now,
// as the customer role serves them (DESIGN §5).
const oasDefaults = `
ALTER TABLE counterparties ADD COLUMN submit_methods TEXT NOT NULL DEFAULT '{}';
UPDATE counterparties SET submit_methods = '{"InquiryPayEquity":"POST"}'
  WHERE submit_method = 'POST' AND families LIKE '%"InquiryPayEquity"%';
ALTER TABLE counterparties ADD COLUMN submit_override TEXT CHECK (submit_override IN ('PUT', 'POST'));
UPDATE counterparties SET submit_override = 'PUT' WHERE submit_method = 'PUT';
ALTER TABLE counterparties DROP COLUMN submit_method;
ALTER TABLE counterparties RENAME COLUMN submit_override TO submit_method;
ALTER TABLE counterparties ADD COLUMN version_override TEXT
  CHECK (version_override IN ('standardVersionId', 'setuVersionId'));
UPDATE counterparties SET version_override = version_header;
ALTER TABLE counterparties DROP COLUMN version_header;
ALTER TABLE counterparties RENAME COLUMN version_override TO version_header;
UPDATE counterparties SET families = '["HumanResource","Assignment","Timecard","Invoice","PlanningAssignment"]'
  WHERE role = 'customer' AND families = '["HumanResource","Assignment","Invoice","PlanningAssignment"]';
`;

// Key rotation (`key rotate NAME`): a name may hold several working keys, of which one is current; the
// others were replaced by a rotation and work until revoked. One current key per name, as one active
// key per name was before.
const keyRotation = `
ALTER TABLE inbound_keys ADD COLUMN replaced_at TEXT;
DROP INDEX inbound_keys_active_name;
CREATE UNIQUE INDEX inbound_keys_current_name ON inbound_keys (name)
  WHERE revoked_at IS NULL AND replaced_at IS NULL;
`;

// How we sign in to a counterparty's system (main/store/credentials.ts): the kind, and what each kind
// needs. Secrets are sealed (credential-columns.ts); certificates and CA bundles are kept as PEM text.
// A counterparty that has a token signed in with it as a bearer token.
const counterpartySignIn = `
ALTER TABLE counterparties ADD COLUMN auth TEXT NOT NULL DEFAULT 'none'
  CHECK (auth IN ('none', 'bearer', 'header', 'oauth2'));
UPDATE counterparties SET auth = 'bearer' WHERE token IS NOT NULL;
ALTER TABLE counterparties ADD COLUMN header_name TEXT;
ALTER TABLE counterparties ADD COLUMN oauth TEXT;
ALTER TABLE counterparties ADD COLUMN client_secret TEXT;
ALTER TABLE counterparties ADD COLUMN client_cert TEXT;
ALTER TABLE counterparties ADD COLUMN client_key TEXT;
ALTER TABLE counterparties ADD COLUMN client_pfx TEXT;
ALTER TABLE counterparties ADD COLUMN passphrase TEXT;
ALTER TABLE counterparties ADD COLUMN ca_bundle TEXT;
`;

export const migrations: readonly Migration[] = [
  { id: 1, name: 'initial', sql: initial },
  { id: 2, name: 'counterparties-outbox', sql: outbox },
  { id: 3, name: 'drafts', sql: drafts },
  // Who is sending an entry and until when: two processes syncing one data directory keep apart.
  {
    id: 4,
    name: 'outbox-claims',
    sql: 'ALTER TABLE outbox ADD COLUMN claimed_by TEXT;\nALTER TABLE outbox ADD COLUMN claim_until TEXT;\n',
  },
  { id: 5, name: 'outbox-bodies', sql: outboxBodies },
  { id: 6, name: 'placements', sql: placements },
  // The server keeps UUID ids in lower case; ones stored in upper case before are lowered, unless
  // the lower-case twin exists (then both stay as they are).
  { id: 7, name: 'lower-case-ids', sql: lowerCaseIds },
  // Whether requests to a counterparty carry "; charset=utf-8" (by default they do not: the OpenAPI
  // enumerates the bare media types, and back offices built from it refuse anything else).
  {
    id: 8,
    name: 'counterparty-charset',
    sql: 'ALTER TABLE counterparties ADD COLUMN charset_parameter INTEGER NOT NULL DEFAULT 0;\n',
  },
  { id: 9, name: 'zoneless-times', sql: zonelessTimes },
  { id: 10, name: 'office-feed', sql: officeFeed },
  { id: 11, name: 'oas-defaults', sql: oasDefaults },
  { id: 12, name: 'counterparty-sign-in', sql: counterpartySignIn },
  { id: 13, name: 'key-rotation', sql: keyRotation },
  { id: 14, name: 'invoices', sql: invoices },
];
