// Drafts: local messages being written, kept whatever their state (autosave stores partial and invalid
// ones with their issues). The caller computes title, summary and issues; this module only stores them.
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Draft, DraftListItem } from '../../shared/api/types.ts';
import type { ValidationIssue } from '../../shared/schema/errors.ts';
import { Keyset, pageLimit } from './paging.ts';

export type { Draft, DraftListItem };

export interface DraftContent {
  family: string;
  version: string;
  body: Record<string, unknown>;
  title: string;
  summary: string;
  issues: ValidationIssue[];
}

export interface DraftQuery {
  family?: string;
  /**
   * Substring of the title or summary, case-insensitive. Lists are ordered by last save, newest first;
   * search results by creation, newest first (the order the search index can be walked in).
   */
  text?: string;
  /** Page size, 1..500; 50 when absent. */
  limit?: number;
  /** `next` of the previous page. */
  cursor?: string;
}

/** A save that names a revision other than the stored one: someone else saved in between. */
export class DraftRevisionConflict extends Error {
  constructor(readonly current: number) {
    super(`The draft was saved elsewhere meanwhile (now at revision ${current}).`);
    this.name = 'DraftRevisionConflict';
  }
}

interface Row {
  seq: number;
  id: string;
  family: string;
  version: string;
  body?: string;
  title: string;
  summary: string;
  issues?: string;
  issue_count: number;
  revision: number;
  created_at: string;
  updated_at: string;
}

const LIST_COLUMNS =
  'seq, id, family, version, title, summary, issue_count, revision, created_at, updated_at';

// Newest first; the cursor is the last row's (updated_at, seq), so pages stay stable under inserts.
// (Search results are walked by seq alone, which the same cursor carries.)
// The first page starts below a position above every row (TOP) rather than with an `@at IS NULL OR`
// condition: behind that OR the planner could not seek, and each page walked the index down from the
// newest row, so the 100th page read a hundred pages.
const ORDER = 'ORDER BY updated_at DESC, seq DESC LIMIT @limit';
const BEFORE = '(updated_at, seq) < (@at, @seq)';
const TOP = { at: '\uffff', seq: Number.MAX_SAFE_INTEGER };
const FAMILY = '(@family IS NULL OR family = @family)';
const cursors = new Keyset(['text', 'integer']);

/**
 * The statements that list drafts, selecting `columns`: the list's own, or with the body too for a
 * caller that reads every listed message (the lists' digests): the rows are read for their titles
 * anyway, whose columns follow the body's, so the body costs no second read of each row.
 */
function listStatements(db: Database.Database, columns: string) {
  return {
    list: db.prepare<Record<string, unknown>, Row>(`SELECT ${columns} FROM drafts WHERE ${BEFORE} ${ORDER}`),
    // Its own statement: behind `@family IS NULL OR ...` the planner cannot use the family index, and
    // listing a family with few drafts among 100,000 would read every one of them.
    listFamily: db.prepare<Record<string, unknown>, Row>(
      `SELECT ${columns} FROM drafts WHERE family = @family AND ${BEFORE} ${ORDER}`,
    ),
    // Three characters or more: the trigram index answers, walked newest-created first (its rowid is
    // seq) so a common word stops after one page and a rare one reads only its few matches.
    search: db.prepare<Record<string, unknown>, Row>(
      `SELECT ${columns.replace(/(\w+)/g, 'd.$1')} FROM drafts_search s JOIN drafts d ON d.seq = s.rowid
         WHERE drafts_search MATCH @match AND s.rowid < @seq AND (@family IS NULL OR d.family = @family)
         ORDER BY s.rowid DESC LIMIT @limit`,
    ),
    like: db.prepare<Record<string, unknown>, Row>(
      `SELECT ${columns} FROM drafts WHERE ${FAMILY} AND seq < @seq
           AND (title LIKE @like ESCAPE '\\' OR summary LIKE @like ESCAPE '\\') ORDER BY seq DESC LIMIT @limit`,
    ),
  };
}

export class Drafts {
  private readonly s;
  private readonly lists: ReturnType<typeof listStatements>;
  private readonly withBodies: ReturnType<typeof listStatements>;

  constructor(private readonly db: Database.Database) {
    this.s = {
      get: db.prepare<[string], Row>(`SELECT ${LIST_COLUMNS}, body, issues FROM drafts WHERE id = ?`),
      issues: db.prepare<[string], { issues: string }>('SELECT issues FROM drafts WHERE id = ?'),
      insert: db.prepare(
        `INSERT INTO drafts (id, family, version, body, title, summary, issues, issue_count, revision, created_at, updated_at)
         VALUES (@id, @family, @version, @body, @title, @summary, @issues, @issueCount, 1, @now, @now)`,
      ),
      update: db.prepare(
        `UPDATE drafts SET family = @family, version = @version, body = @body, title = @title, summary = @summary,
           issues = @issues, issue_count = @issueCount, revision = revision + 1, updated_at = @now
         WHERE id = @id`,
      ),
      delete: db.prepare<[string]>('DELETE FROM drafts WHERE id = ?'),
    };
    this.lists = listStatements(db, LIST_COLUMNS);
    this.withBodies = listStatements(db, `${LIST_COLUMNS}, body`);
  }

  get(id: string): Draft | undefined {
    const row = this.s.get.get(id);
    return row && toDraft(row);
  }

  /** A draft's validation issues alone (lists show them without reading the message). */
  issues(id: string): ValidationIssue[] | undefined {
    const row = this.s.issues.get(id);
    return row && (JSON.parse(row.issues) as ValidationIssue[]);
  }

  create(content: DraftContent): Draft {
    const id = randomUUID();
    this.s.insert.run(params(id, content));
    return this.get(id) as Draft;
  }

  /** Replaces the content; undefined for an unknown draft. `expected` guards against lost updates. */
  save(id: string, content: DraftContent, expected?: number): Draft | undefined {
    return this.db.transaction(() => {
      const current = this.s.get.get(id);
      if (!current) return undefined;
      if (expected !== undefined && expected !== current.revision)
        throw new DraftRevisionConflict(current.revision);
      this.s.update.run(params(id, content));
      return this.get(id);
    })();
  }

  delete(id: string): boolean {
    return this.s.delete.run(id).changes > 0;
  }

  list(query: DraftQuery = {}): { items: DraftListItem[]; next?: string } {
    return this.page(this.lists, query, toListItem);
  }

  /** The same page with each draft's message. */
  listWithBodies(query: DraftQuery = {}): { items: (DraftListItem & Pick<Draft, 'body'>)[]; next?: string } {
    return this.page(this.withBodies, query, (r) => ({ ...toListItem(r), body: parseBody(r) }));
  }

  private page<T>(statements: ReturnType<typeof listStatements>, query: DraftQuery, item: (row: Row) => T) {
    const limit = pageLimit(query.limit);
    const after = cursors.decode(query.cursor);
    const base = { family: query.family ?? null, ...(after ? { at: after[0], seq: after[1] } : TOP), limit };
    const text = query.text?.trim() ?? '';
    const rows =
      text === ''
        ? (query.family === undefined ? statements.list : statements.listFamily).all(base)
        : [...text].length >= 3
          ? statements.search.all({ ...base, match: `"${text.replace(/"/g, '""')}"` })
          : statements.like.all({ ...base, like: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    return cursors.page(rows, limit, (r) => [r.updated_at, r.seq], item);
  }
}

function params(id: string, c: DraftContent) {
  return {
    id,
    family: c.family,
    version: c.version,
    body: JSON.stringify(c.body),
    title: c.title,
    summary: c.summary,
    issues: JSON.stringify(c.issues),
    issueCount: c.issues.length,
    now: new Date().toISOString(),
  };
}

function toListItem(row: Row): DraftListItem {
  return {
    id: row.id,
    family: row.family,
    version: row.version,
    title: row.title,
    summary: row.summary,
    issueCount: row.issue_count,
    revision: row.revision,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const parseBody = (row: Row) => JSON.parse(row.body as string) as Record<string, unknown>;

function toDraft(row: Row): Draft {
  return {
    ...toListItem(row),
    body: parseBody(row),
    issues: JSON.parse(row.issues as string) as ValidationIssue[],
  };
}
