// Invoices as stored (migration 14): concepts, numbered invoices and credits, the year's number series
// and which timecard revisions each numbered invoice bills. The rules that keep money right are the
// database's: a numbered invoice cannot be changed or deleted (triggers), a revision and a placement's
// week are on one uncredited invoice at most (unique indexes), and a number is taken in the transaction
// that numbers, so a refused numbering takes none.
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Page } from '../../shared/api/types.ts';
import type { InvoiceDocument, InvoiceSource } from '../../shared/invoice/document.ts';
import { Keyset, pageLimit } from './paging.ts';

export interface StoredInvoice {
  id: string;
  counterparty: string;
  period: string;
  purchaseOrder: string;
  kind: 'invoice' | 'credit';
  corrects: string | null;
  follows: string | null;
  /** `placement week` -> the chosen source, where a week had two different timecards. */
  choices: Record<string, string>;
  /** For a correction's new invoice: the placements' weeks (`placement week`) it bills again. */
  onlyWeeks: string[] | null;
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  document: InvoiceDocument;
  xml: string | null;
  outboxEntry: number | null;
  paidOn: string | null;
  createdAt: string;
  updatedAt: string;
}

interface Row {
  id: string;
  counterparty: string;
  period: string;
  purchase_order: string;
  kind: 'invoice' | 'credit';
  corrects: string | null;
  follows: string | null;
  choices: string;
  only_weeks: string | null;
  number: string | null;
  issue_date: string | null;
  due_date: string | null;
  document: string;
  xml: string | null;
  outbox_entry: number | null;
  paid_on: string | null;
  created_at: string;
  updated_at: string;
}

const toInvoice = (r: Row): StoredInvoice => ({
  id: r.id,
  counterparty: r.counterparty,
  period: r.period,
  purchaseOrder: r.purchase_order,
  kind: r.kind,
  corrects: r.corrects,
  follows: r.follows,
  choices: JSON.parse(r.choices) as Record<string, string>,
  onlyWeeks: r.only_weeks === null ? null : (JSON.parse(r.only_weeks) as string[]),
  number: r.number,
  issueDate: r.issue_date,
  dueDate: r.due_date,
  document: JSON.parse(r.document) as InvoiceDocument,
  xml: r.xml,
  outboxEntry: r.outbox_entry,
  paidOn: r.paid_on,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export interface NewConcept {
  counterparty: string;
  period: string;
  purchaseOrder: string;
  kind: 'invoice' | 'credit';
  corrects?: string;
  follows?: string;
  choices?: Record<string, string>;
  onlyWeeks?: string[];
  document: InvoiceDocument;
}

/** An uncredited invoice's billing of a placement's week. */
export interface Billed extends InvoiceSource {
  invoice: string;
}

export interface InvoiceQuery {
  counterparty?: string;
  period?: string;
  limit?: number;
  /** `next` of the previous page. */
  cursor?: string;
}

const now = () => new Date().toISOString();

/** Newest first: a page goes on after the last row's time and id. */
const cursors = new Keyset(['text', 'text']);

export class Invoices {
  private readonly s;

  constructor(db: Database.Database) {
    this.s = {
      get: db.prepare<[string], Row>('SELECT * FROM invoices WHERE id = ?'),
      byNumber: db.prepare<[string], Row>('SELECT * FROM invoices WHERE number = ?'),
      concept: db.prepare<[string, string, string], Row>(
        `SELECT * FROM invoices WHERE counterparty = ? AND period = ? AND purchase_order = ?
           AND number IS NULL AND kind = 'invoice' AND follows IS NULL`,
      ),
      following: db.prepare<[string], Row>('SELECT * FROM invoices WHERE follows = ?'),
      credits: db.prepare<[string], { number: string }>(
        'SELECT number FROM invoices WHERE corrects = ? AND number IS NOT NULL ORDER BY number',
      ),
      insert: db.prepare(
        `INSERT INTO invoices (id, counterparty, period, purchase_order, kind, corrects, follows, choices, only_weeks,
           document, payable, problems, created_at, updated_at)
         VALUES (@id, @counterparty, @period, @purchaseOrder, @kind, @corrects, @follows, @choices, @onlyWeeks,
           @document, @payable, @problems, @at, @at)`,
      ),
      rewrite: db.prepare(
        `UPDATE invoices SET document = @document, choices = @choices, payable = @payable, problems = @problems,
           updated_at = @at WHERE id = @id AND number IS NULL`,
      ),
      remove: db.prepare('DELETE FROM invoices WHERE id = ? AND number IS NULL'),
      nextNumber: db.prepare<[number], { last: number }>(
        `INSERT INTO invoice_numbers (year, last) VALUES (?, 1)
         ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last`,
      ),
      number: db.prepare(
        `UPDATE invoices SET number = @number, issue_date = @issueDate, due_date = @dueDate, document = @document,
           xml = @xml, payable = @payable, problems = 0, updated_at = @at WHERE id = @id AND number IS NULL`,
      ),
      bill: db.prepare(
        `INSERT INTO invoiced_timecards (invoice, placement, week, source, revision, digest)
         VALUES (@invoice, @placement, @week, @source, @revision, @key)`,
      ),
      credit: db.prepare(
        `UPDATE invoiced_timecards SET credited_by = ? WHERE invoice = ? AND placement = ? AND week = ?
           AND credited_by IS NULL`,
      ),
      billed: db.prepare<[string], Billed & { digest: string }>(
        `SELECT invoice, placement, week, source, revision, digest FROM invoiced_timecards
         WHERE credited_by IS NULL AND week IN (SELECT value FROM json_each(?))`,
      ),
      billedBy: db.prepare<[string], Billed & { digest: string }>(
        'SELECT invoice, placement, week, source, revision, digest FROM invoiced_timecards WHERE invoice = ? AND credited_by IS NULL',
      ),
      openSources: db.prepare<[], Billed & { digest: string }>(
        'SELECT invoice, placement, week, source, revision, digest FROM invoiced_timecards WHERE credited_by IS NULL',
      ),
      queued: db.prepare('UPDATE invoices SET outbox_entry = ?, updated_at = ? WHERE id = ?'),
      paid: db.prepare('UPDATE invoices SET paid_on = ?, updated_at = ? WHERE id = ? AND number IS NOT NULL'),
      page: db.prepare<Record<string, unknown>, Row>(
        `SELECT * FROM invoices
         WHERE (@counterparty IS NULL OR counterparty = @counterparty) AND (@period IS NULL OR period = @period)
           AND (created_at, id) < (@beforeAt, @beforeId)
         ORDER BY created_at DESC, id DESC LIMIT @limit`,
      ),
    };
  }

  get(id: string): StoredInvoice | undefined {
    const row = this.s.get.get(id);
    return row && toInvoice(row);
  }

  byNumber(number: string): StoredInvoice | undefined {
    const row = this.s.byNumber.get(number);
    return row && toInvoice(row);
  }

  /** The concept of a customer's period and purchase order, if one is open. */
  concept(counterparty: string, period: string, purchaseOrder: string): StoredInvoice | undefined {
    const row = this.s.concept.get(counterparty, period, purchaseOrder);
    return row && toInvoice(row);
  }

  /** A correction's new invoice, by its credit. */
  following(credit: string): StoredInvoice | undefined {
    const row = this.s.following.get(credit);
    return row && toInvoice(row);
  }

  /** The numbers of the credits that correct an invoice. */
  creditsOf(invoice: string): string[] {
    return this.s.credits.all(invoice).map((r) => r.number);
  }

  add(c: NewConcept): StoredInvoice {
    const id = randomUUID();
    this.s.insert.run({
      id,
      counterparty: c.counterparty,
      period: c.period,
      purchaseOrder: c.purchaseOrder,
      kind: c.kind,
      corrects: c.corrects ?? null,
      follows: c.follows ?? null,
      choices: JSON.stringify(c.choices ?? {}),
      onlyWeeks: c.onlyWeeks ? JSON.stringify(c.onlyWeeks) : null,
      document: JSON.stringify(c.document),
      payable: c.document.payable,
      problems: c.document.problems.length,
      at: now(),
    });
    return this.get(id) as StoredInvoice;
  }

  /** A concept made again (timecards changed, a choice made); false for a numbered invoice. */
  rewrite(id: string, document: InvoiceDocument, choices: Record<string, string>): boolean {
    return (
      this.s.rewrite.run({
        id,
        document: JSON.stringify(document),
        choices: JSON.stringify(choices),
        payable: document.payable,
        problems: document.problems.length,
        at: now(),
      }).changes === 1
    );
  }

  /** Abandons a concept; false when there is none by that id (or it is numbered). */
  remove(id: string): boolean {
    return this.s.remove.run(id).changes === 1;
  }

  /**
   * Numbers a concept: the year's next number, its UBL (made by `write` from the number) and the
   * timecards it bills, in the caller's transaction. A constraint that refuses any of it (a week billed
   * by another invoice meanwhile) throws, and the transaction takes back the number with the rest.
   */
  number(
    concept: StoredInvoice,
    dates: { issueDate: string; dueDate: string },
    write: (number: string) => string,
  ): StoredInvoice {
    const year = Number(dates.issueDate.slice(0, 4));
    const { last } = this.s.nextNumber.get(year) as { last: number };
    const number = `${year}-${String(last).padStart(4, '0')}`;
    const doc = concept.document;
    if (doc.kind === 'credit')
      for (const s of doc.sources) this.s.credit.run(concept.id, concept.corrects, s.placement, s.week);
    else for (const s of doc.sources) this.s.bill.run({ invoice: concept.id, ...s });
    this.s.number.run({
      id: concept.id,
      number,
      ...dates,
      document: JSON.stringify(doc),
      xml: write(number),
      payable: doc.payable,
      at: now(),
    });
    return this.get(concept.id) as StoredInvoice;
  }

  /** The placements' weeks of these ISO weeks that an uncredited invoice bills. */
  billedIn(weeks: string[]): Billed[] {
    return this.s.billed.all(JSON.stringify(weeks)).map(({ digest, ...b }) => ({ ...b, key: digest }));
  }

  /** What an invoice bills and has not been credited. */
  billedBy(invoice: string): Billed[] {
    return this.s.billedBy.all(invoice).map(({ digest, ...b }) => ({ ...b, key: digest }));
  }

  /** Everything billed and not credited (for "to correct"). */
  allBilled(): Billed[] {
    return this.s.openSources.all().map(({ digest, ...b }) => ({ ...b, key: digest }));
  }

  markQueued(id: string, entry: number): void {
    this.s.queued.run(entry, now(), id);
  }

  /** Paid on a day, or not paid (null); false for a concept. */
  markPaid(id: string, on: string | null): boolean {
    return this.s.paid.run(on, now(), id).changes === 1;
  }

  page(query: InvoiceQuery = {}): Page<StoredInvoice> {
    const limit = pageLimit(query.limit);
    const [beforeAt, beforeId] = cursors.decode(query.cursor) ?? ['\uffff', ''];
    const rows = this.s.page.all({
      counterparty: query.counterparty ?? null,
      period: query.period ?? null,
      beforeAt,
      beforeId,
      limit,
    });
    return cursors.page(rows, limit, (r) => [r.created_at, r.id], toInvoice);
  }
}
