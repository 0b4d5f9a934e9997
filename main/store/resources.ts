import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { ReadCache } from './read-cache.ts';
import { prepareStatements, prepareZoneless, type ResourceRow, type Statements } from './statements.ts';
import {
  type DocumentKey,
  type ListOptions,
  type PutInput,
  type Revision,
  StoreConflict,
  type StoredAttachment,
  type StoredJson,
  type StoredResource,
  type WriteTx,
} from './types.ts';

/** The resource operations; the WriteTx methods must only be called inside a write transaction. */
export class Resources implements WriteTx {
  private readonly s: Statements;
  private readonly cache: ReadCache;
  #zoneless: ReturnType<typeof prepareZoneless> | undefined;

  constructor(private readonly db: Database.Database) {
    this.s = prepareStatements(db);
    this.cache = new ReadCache(db);
  }

  // Prepared when first needed: a message received as XML, or asked for as XML, is the rare case.
  private get zoneless() {
    this.#zoneless ??= prepareZoneless(this.db);
    return this.#zoneless;
  }

  /** The zoneless times of a revision (xml-codec.ts), undefined for none. */
  private zonelessOf = (seq: number, revision: number): string[] | undefined => {
    const row = this.zoneless.get.get(seq, revision);
    return row ? (JSON.parse(row.pointers) as string[]) : undefined;
  };

  private toResource(row: ResourceRow): StoredResource {
    return toResource(row, () => this.zonelessOf(row.seq, row.revision));
  }

  get(collection: string, id: string): StoredResource | undefined {
    const row = this.s.row.get(collection, id);
    return row && this.toResource(row);
  }

  json(collection: string, id: string): StoredJson | undefined {
    const hit = this.cache.get(collection, id);
    if (hit) return hit;
    const row = this.s.json.get(collection, id);
    if (!row) return undefined;
    const found = { owner: row[0], deleted: row[1] === 1, standardVersion: row[2], json: row[3] };
    if (!this.db.inTransaction) this.cache.remember(collection, id, found);
    return found;
  }

  put(input: PutInput): { created: boolean; resource: StoredResource } {
    const { collection, id, family, owner, standardVersion, documentId } = input;
    this.cache.forget(collection, id);
    const prev = this.s.head.get(collection, id);
    const live = prev !== undefined && prev.deleted === 0;
    // Checked before writing anything, so a caller that catches the conflict keeps a clean transaction.
    let holdsDocumentId = false;
    if (documentId) {
      const holder = this.s.holder.get(family, owner, documentId.scheme, documentId.value);
      if (holder && holder.seq !== prev?.seq) {
        throw new StoreConflict(
          'document-id',
          `The documentId "${documentId.value}" (issued by ${documentId.scheme}) is already used by ${holder.collection}/${holder.id}; a documentId must be unique among the ${family} messages of one sender.`,
        );
      }
      holdsDocumentId = holder !== undefined;
    }
    const now = new Date().toISOString();
    const body = input.bodyText ?? JSON.stringify(input.body);
    let seq: number;
    let revision: number;
    if (!prev) {
      seq = Number(
        this.s.insert.run(collection, id, family, owner, standardVersion, now, now).lastInsertRowid,
      );
      revision = 1;
    } else {
      seq = prev.seq;
      revision = prev.revision + 1;
      this.s.update.run(family, owner, revision, standardVersion, now, seq);
      // A tombstone holds no documentId and no refs (delete() dropped them).
      if (live) {
        if (!holdsDocumentId) this.s.dropDocumentIds.run(seq);
        this.s.dropRefs.run(seq);
      }
    }
    // A revival counts as a creation: to every client the resource did not exist a moment ago.
    this.s.revision.run(seq, revision, live ? 'update' : 'create', body, standardVersion, owner, now);
    const zoneless = input.zoneless?.length ? input.zoneless : undefined;
    if (zoneless) this.zoneless.put.run(seq, revision, JSON.stringify(zoneless));
    if (documentId && !holdsDocumentId) {
      this.s.addDocumentId.run(family, owner, documentId.scheme, documentId.value, seq);
    }
    for (const ref of input.references ?? [])
      this.s.addRef.run(seq, ref.family, ref.key.scheme, ref.key.value);
    const resource = new Resource(
      {
        collection,
        id,
        family,
        owner,
        revision,
        bodyText: body,
        standardVersion,
        deleted: false,
        // createdAt stays the first creation's: it is also the resource's place in list() order.
        createdAt: prev?.created_at ?? now,
        updatedAt: now,
      },
      () => zoneless,
      input.body,
    );
    return { created: !live, resource };
  }

  delete(collection: string, id: string): StoredResource | undefined {
    this.cache.forget(collection, id);
    const row = this.s.row.get(collection, id);
    if (!row || row.deleted) return undefined;
    const now = new Date().toISOString();
    const revision = row.revision + 1;
    this.s.tombstone.run(revision, now, row.seq);
    // The tombstone keeps the last body, so history shows what was deleted.
    this.s.revision.run(row.seq, revision, 'delete', row.body, row.standard_version, row.owner, now);
    const zoneless = this.zonelessOf(row.seq, row.revision);
    if (zoneless) this.zoneless.put.run(row.seq, revision, JSON.stringify(zoneless));
    this.s.dropDocumentIds.run(row.seq);
    this.s.dropRefs.run(row.seq);
    return toResource({ ...row, revision, deleted: 1, updated_at: now }, () => zoneless);
  }

  putAttachment(input: Omit<StoredAttachment, 'sha256' | 'createdAt'>): StoredAttachment {
    const bytes = Buffer.isBuffer(input.bytes)
      ? input.bytes
      : Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const createdAt = new Date().toISOString();
    const filename = input.filename ?? null;
    this.s.putAttachment.run(input.id, input.owner, input.mimeType, filename, sha256, bytes, createdAt);
    return { id: input.id, owner: input.owner, mimeType: input.mimeType, filename, sha256, bytes, createdAt };
  }

  history(collection: string, id: string): Revision[] {
    const found = this.s.seq.get(collection, id);
    if (!found) return [];
    return this.s.history.all(found.seq).map((r) => ({
      revision: r.revision,
      op: r.op,
      body: JSON.parse(r.body) as Record<string, unknown>,
      standardVersion: r.standard_version,
      owner: r.owner,
      at: r.at,
    }));
  }

  list(collection: string, options: ListOptions = {}): StoredResource[] {
    const limit = Math.max(0, Math.floor(options.limit ?? 100));
    let after = 0;
    if (options.after !== undefined) {
      const cursor = this.s.seq.get(collection, options.after);
      // An unknown cursor cannot be placed in the order; an empty page is the honest answer.
      if (!cursor) return [];
      after = cursor.seq;
    }
    const rows =
      options.owner === undefined
        ? this.s.list.all(collection, after, limit)
        : this.s.listOwner.all(collection, options.owner, after, limit);
    return rows.map((r) => this.toResource(r));
  }

  referencing(collection: string, family: string, key: DocumentKey, owner?: string): StoredResource[] {
    const rows = this.s.referencing.all(family, key.scheme, key.value, collection);
    return (owner === undefined ? rows : rows.filter((r) => r.owner === owner)).map((r) =>
      this.toResource(r),
    );
  }

  count(collection?: string): number {
    const row = collection === undefined ? this.s.countAll.get() : this.s.count.get(collection);
    return row?.n ?? 0;
  }

  getAttachment(id: string): StoredAttachment | undefined {
    const row = this.s.getAttachment.get(id);
    if (!row) return undefined;
    return {
      id: row.id,
      owner: row.owner,
      mimeType: row.mime_type,
      filename: row.filename,
      sha256: row.sha256,
      bytes: row.bytes,
      createdAt: row.created_at,
    };
  }
}

export type ResourceFields = Omit<StoredResource, 'body'>;

/**
 * A resource as stored, its body parsed only when asked (a JSON GET sends the text as stored). A class
 * with the getter on its prototype: an object literal with a getter costs a closure and a context per
 * resource, which under load measured as some 35 MB more heap and slower requests.
 */
export class Resource implements StoredResource {
  readonly collection: string;
  readonly id: string;
  readonly family: string;
  readonly owner: string;
  readonly revision: number;
  readonly bodyText: string;
  readonly standardVersion: string;
  readonly deleted: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  #body: Record<string, unknown> | undefined;
  readonly #zoneless: () => string[] | undefined;

  constructor(fields: ResourceFields, zoneless: () => string[] | undefined, body?: Record<string, unknown>) {
    this.collection = fields.collection;
    this.id = fields.id;
    this.family = fields.family;
    this.owner = fields.owner;
    this.revision = fields.revision;
    this.bodyText = fields.bodyText;
    this.standardVersion = fields.standardVersion;
    this.deleted = fields.deleted;
    this.createdAt = fields.createdAt;
    this.updatedAt = fields.updatedAt;
    this.#body = body;
    this.#zoneless = zoneless;
  }

  /** Read when asked: only an XML answer needs it. */
  get zoneless(): string[] | undefined {
    return this.#zoneless();
  }

  get body(): Record<string, unknown> {
    this.#body ??= JSON.parse(this.bodyText) as Record<string, unknown>;
    return this.#body;
  }

  /** As the management API sends it: the body as a member (a getter on the prototype is not one). */
  toJSON(): Omit<StoredResource, 'bodyText'> {
    const { bodyText: _, ...fields } = { ...this };
    return { ...fields, body: this.body };
  }
}

/** A resource from its row: SQLite's (`deleted` 0 or 1) or PostgreSQL's (a boolean). */
export function toResource(
  row: Omit<ResourceRow, 'seq' | 'deleted'> & { deleted: number | boolean },
  zoneless: () => string[] | undefined,
): StoredResource {
  return new Resource(
    {
      collection: row.collection,
      id: row.id,
      family: row.family,
      owner: row.owner,
      revision: row.revision,
      bodyText: row.body,
      standardVersion: row.standard_version,
      deleted: row.deleted === 1 || row.deleted === true,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    },
    zoneless,
  );
}

/**
 * The WriteTx handed to one write call, valid only while that call runs: an async callback, or one
 * that keeps `tx` for later, would otherwise write outside its transaction (or into another call's
 * savepoint) without anyone noticing.
 */
export class ScopedTx implements WriteTx {
  private open = true;

  constructor(private readonly resources: Resources) {}

  end(): void {
    this.open = false;
  }

  get(collection: string, id: string): StoredResource | undefined {
    return this.live().get(collection, id);
  }

  put(input: PutInput): { created: boolean; resource: StoredResource } {
    return this.live().put(input);
  }

  delete(collection: string, id: string): StoredResource | undefined {
    return this.live().delete(collection, id);
  }

  putAttachment(input: Omit<StoredAttachment, 'sha256' | 'createdAt'>): StoredAttachment {
    return this.live().putAttachment(input);
  }

  getAttachment(id: string): StoredAttachment | undefined {
    return this.live().getAttachment(id);
  }

  private live(): Resources {
    if (!this.open) throw new Error('This WriteTx belongs to a Store.write call that has already returned.');
    return this.resources;
  }
}
