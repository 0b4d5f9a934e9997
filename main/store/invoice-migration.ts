// Migration 14, the invoices' tables, in a module of their own: the SQL below is recorded by its sha256
// once applied, so it stays exactly as it is.
// Invoices (DESIGN §15). An invoice is a concept until it is numbered: numbering takes the year's next
// number, writes its UBL and records which timecard revisions it bills, in one transaction, so a concept
// abandoned or refused leaves no gap in the series. A numbered invoice is never changed or deleted (a
// credit corrects it); a timecard revision, and a placement's week, is on one uncredited invoice at most.
// The timecard index lists every timecard the outbox sent and the store received, by Assignment and week
// (a projection, read from where it stopped as the placements' is), with a digest of what it bills.
export const invoices = `
CREATE TABLE invoices (
  id TEXT PRIMARY KEY,
  counterparty TEXT NOT NULL,
  period TEXT NOT NULL,
  purchase_order TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit')),
  -- A credit's invoice; a correction's new invoice names its credit, numbered with it.
  corrects TEXT REFERENCES invoices (id),
  follows TEXT REFERENCES invoices (id),
  -- What the concept was made from: the clerk's choice between two timecards of a week, and for a
  -- correction's new invoice the placements' weeks it bills again (JSON).
  choices TEXT NOT NULL DEFAULT '{}',
  only_weeks TEXT,
  number TEXT UNIQUE,
  issue_date TEXT,
  due_date TEXT,
  document TEXT NOT NULL,
  xml TEXT,
  payable INTEGER NOT NULL,
  problems INTEGER NOT NULL,
  outbox_entry INTEGER,
  paid_on TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((number IS NULL) = (xml IS NULL))
);
CREATE INDEX invoices_recent ON invoices (created_at, id);
CREATE UNIQUE INDEX invoices_one_concept ON invoices (counterparty, period, purchase_order)
  WHERE number IS NULL AND kind = 'invoice' AND follows IS NULL;
CREATE TRIGGER invoices_numbered_delete BEFORE DELETE ON invoices WHEN old.number IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'a numbered invoice is never deleted: correct it with a credit');
END;
CREATE TRIGGER invoices_numbered_update
BEFORE UPDATE OF counterparty, period, kind, corrects, number, issue_date, due_date, document, xml, payable
ON invoices WHEN old.number IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'a numbered invoice is never changed: correct it with a credit');
END;

CREATE TABLE invoice_numbers (
  year INTEGER PRIMARY KEY,
  last INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE invoiced_timecards (
  invoice TEXT NOT NULL REFERENCES invoices (id),
  placement TEXT NOT NULL,
  week TEXT NOT NULL,
  source TEXT NOT NULL,
  revision INTEGER NOT NULL,
  digest TEXT NOT NULL,
  credited_by TEXT REFERENCES invoices (id),
  PRIMARY KEY (invoice, placement, week)
) WITHOUT ROWID;
CREATE UNIQUE INDEX invoiced_revision_once ON invoiced_timecards (source, revision) WHERE credited_by IS NULL;
CREATE UNIQUE INDEX invoiced_week_once ON invoiced_timecards (placement, week) WHERE credited_by IS NULL;
CREATE INDEX invoiced_source ON invoiced_timecards (source) WHERE credited_by IS NULL;

CREATE TABLE timecard_index (
  source TEXT NOT NULL,
  revision INTEGER NOT NULL,
  assignment TEXT NOT NULL,
  week TEXT NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  digest TEXT NOT NULL,
  PRIMARY KEY (source, revision)
) WITHOUT ROWID;
CREATE INDEX timecard_index_week ON timecard_index (week, assignment);
`;
