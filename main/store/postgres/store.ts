// The office server's store: PostgreSQL, shared by any number of `serve` processes. A write reads
// the resource, lets the server decide, and writes with one statement (setu_put / setu_delete, its
// own transaction) that succeeds only if the resource is still at the revision read; otherwise it is
// read and decided again. So each write costs two round trips, holds no lock while the server
// decides, and revision numbers, creates of one id and documentIds stay right across processes.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Decision, ExchangeStore, FeedPage, FeedQuery, KeyHolder, Written } from '../exchange-store.ts';
import { placed, StoreUnavailable } from '../exchange-store.ts';
import type { Revoking, Rotated } from '../keys.ts';
import type { MigrationResult } from '../migrate.ts';
import { Resource, toResource } from '../resources.ts';
import type { AttachmentRow, RevisionRow } from '../statements.ts';
import {
  type DocumentKey,
  type InboundKey,
  type KeyKind,
  type ListOptions,
  type PutInput,
  type Revision,
  StoreConflict,
  type StoredAttachment,
  type StoredJson,
  type StoredResource,
} from '../types.ts';
import { type BackupPlace, backUpOffice } from './backup.ts';
import { describeUrl, openPool, type PoolOptions, Reach } from './connection.ts';
import { feedPage, rebaseIfMoved } from './feed.ts';
import { PgKeys } from './keys.ts';
import { migratePostgres } from './migrate.ts';
import { postgresMigrations } from './migrations.ts';
import { queryRows } from './query.ts';
import { type ResourceRow, sql } from './statements.ts';

/** Tries at one write before giving up: each failed try means another process wrote the resource. */
const MAX_TRIES = 50;

const STALE = Symbol('stale');

/**
 * PostgreSQL's text cannot hold U+0000 (it refuses the parameter outright), so no stored key holds
 * one: a key that does is absent, as SQLite answers it, and is not sent.
 */
const storable = (key: string) => !key.includes('\u0000');

interface Read {
  /** resources.seq, as PostgreSQL's bigint comes: text. */
  seq: string;
  resource: StoredResource;
}

export class PgExchange implements ExchangeStore {
  readonly kind = 'postgresql';
  readonly damage = undefined;

  private readonly reach: Reach;
  private readonly keys: PgKeys;

  private constructor(
    private readonly pool: pg.Pool,
    /** The URL without its password. */
    readonly where: string,
    /** What opening it migrated, and the copy taken before. */
    readonly migration: MigrationResult,
  ) {
    this.reach = new Reach(where);
    this.keys = new PgKeys(pool, this.reach);
    pool.on('connect', () => this.reach.reached());
  }

  /**
   * Connects, migrates (one process at a time), and answers the store. A database that holds data is
   * copied into `backups` before a migration changes it; without `backups` it is not changed.
   */
  static async open(url: string, options: PoolOptions & { backups?: BackupPlace } = {}): Promise<PgExchange> {
    const pool = openPool(url, options);
    let migration: MigrationResult;
    const { backups } = options;
    try {
      const client = await pool.connect();
      try {
        migration = await migratePostgres(client, postgresMigrations, async (schema, first) => {
          if (!backups)
            throw new Error(
              `migration ${first.id} (${first.name}) needs a copy taken first, and no folder was given for it`,
            );
          return backUpOffice(url, schema, backups, first);
        });
        await rebaseIfMoved(client);
      } finally {
        client.release();
      }
    } catch (e) {
      await pool.end();
      throw new Error(
        `The office database at ${describeUrl(url)} could not be opened: ${(e as Error).message}`,
        {
          cause: e,
        },
      );
    }
    return new PgExchange(pool, describeUrl(url), migration);
  }

  private query<R extends pg.QueryResultRow>(q: { name: string; text: string }, values: unknown[]) {
    return queryRows<R>(this.pool, this.reach, q, values);
  }

  async change(
    collection: string,
    id: string,
    decide: (current: StoredResource | undefined) => Decision,
  ): Promise<Written> {
    for (let tries = 1; tries <= MAX_TRIES; tries++) {
      const current = await this.read(collection, id);
      const decision = decide(current?.resource);
      if ('keep' in decision) return { created: false, resource: current?.resource as StoredResource };
      const written =
        'delete' in decision
          ? await this.tombstone(current as Read)
          : await this.put(placed(decision.put, collection, id), current);
      if (written !== STALE) return written;
    }
    throw new StoreUnavailable(`${collection}/${id} is being written by others without pause; try again.`);
  }

  private async put(input: PutInput, current: Read | undefined): Promise<Written | typeof STALE> {
    const at = new Date().toISOString();
    const live = current !== undefined && !current.resource.deleted;
    const body = input.bodyText ?? JSON.stringify(input.body);
    const zoneless = input.zoneless?.length ? input.zoneless : undefined;
    const refs = input.references ?? [];
    let rows: { outcome: string; seq: string; revision: number; created_at: string; holder: string | null }[];
    try {
      rows = (
        await this.pool.query({
          ...sql.put,
          values: [
            input.collection,
            input.id,
            current?.seq ?? null,
            current?.resource.revision ?? null,
            live,
            input.family,
            input.owner,
            input.standardVersion,
            body,
            zoneless ? JSON.stringify(zoneless) : null,
            input.documentId?.scheme ?? null,
            input.documentId?.value ?? null,
            refs.map((r) => r.family),
            refs.map((r) => r.key.scheme),
            refs.map((r) => r.key.value),
            at,
          ],
        })
      ).rows;
    } catch (e) {
      // Another process stored the same documentId a moment before: read again, and the holder shows.
      if ((e as { constraint?: string }).constraint === 'document_ids_pkey') return STALE;
      throw this.reach.failed(e);
    }
    const row = rows[0];
    if (!row || row.outcome === 'stale') return STALE;
    if (row.outcome === 'document-id') {
      const key = input.documentId as DocumentKey;
      throw new StoreConflict(
        'document-id',
        `The documentId "${key.value}" (issued by ${key.scheme}) is already used by ${row.holder}; a documentId must be unique among the ${input.family} messages of one sender.`,
      );
    }
    const resource = new Resource(
      {
        collection: input.collection,
        id: input.id,
        family: input.family,
        owner: input.owner,
        revision: row.revision,
        bodyText: body,
        standardVersion: input.standardVersion,
        deleted: false,
        createdAt: row.created_at,
        updatedAt: at,
      },
      () => zoneless,
      input.body,
    );
    return { created: !live, resource };
  }

  private async tombstone({ seq, resource: was }: Read): Promise<Written | typeof STALE> {
    const at = new Date().toISOString();
    const [row] = await this.query<{ outcome: string }>(sql.delete, [seq, was.revision, at]);
    if (row?.outcome !== 'ok') return STALE;
    const { zoneless } = was;
    const resource = new Resource(
      { ...fieldsOf(was), revision: was.revision + 1, deleted: true, updatedAt: at },
      () => zoneless,
    );
    return { created: false, resource };
  }

  async addAttachment(
    input: Omit<StoredAttachment, 'sha256' | 'createdAt'>,
  ): Promise<StoredAttachment | undefined> {
    const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const createdAt = new Date().toISOString();
    const filename = input.filename ?? null;
    const rows = await this.query(sql.addAttachment, [
      input.id,
      input.owner,
      input.mimeType,
      filename,
      sha256,
      bytes,
      createdAt,
    ]);
    if (rows.length === 0) return undefined;
    return { id: input.id, owner: input.owner, mimeType: input.mimeType, filename, sha256, bytes, createdAt };
  }

  /** The resource with the key the write functions address it by. */
  private async read(collection: string, id: string): Promise<Read | undefined> {
    if (!storable(id)) return undefined;
    const [row] = await this.query<ResourceRow>(sql.get, [collection, id]);
    return row && { seq: row.seq, resource: fromRow(row) };
  }

  async get(collection: string, id: string): Promise<StoredResource | undefined> {
    return (await this.read(collection, id))?.resource;
  }

  async json(collection: string, id: string): Promise<StoredJson | undefined> {
    if (!storable(id)) return undefined;
    const [row] = await this.query<{
      owner: string;
      deleted: boolean;
      standard_version: string;
      body: string;
    }>(sql.json, [collection, id]);
    return (
      row && {
        owner: row.owner,
        deleted: row.deleted,
        standardVersion: row.standard_version,
        json: Buffer.from(row.body),
      }
    );
  }

  async history(collection: string, id: string): Promise<Revision[]> {
    if (!storable(id)) return [];
    const rows = await this.query<RevisionRow>(sql.history, [collection, id]);
    return rows.map((r) => ({
      revision: r.revision,
      op: r.op,
      body: JSON.parse(r.body) as Record<string, unknown>,
      standardVersion: r.standard_version,
      owner: r.owner,
      at: r.at,
    }));
  }

  async list(collection: string, options: ListOptions = {}): Promise<StoredResource[]> {
    const limit = Math.max(0, Math.floor(options.limit ?? 100));
    const rows = await this.query<ResourceRow>(sql.list, [
      collection,
      options.owner ?? null,
      options.after ?? null,
      limit,
    ]);
    return rows.map(fromRow);
  }

  async referencing(
    collection: string,
    family: string,
    key: DocumentKey,
    owner?: string,
  ): Promise<StoredResource[]> {
    const rows = await this.query<ResourceRow>(sql.referencing, [
      family,
      key.scheme,
      key.value,
      collection,
      owner ?? null,
    ]);
    return rows.map(fromRow);
  }

  async count(collection?: string): Promise<number> {
    const [row] = await this.query<{ n: string }>(sql.count, [collection ?? null]);
    return Number(row?.n ?? 0);
  }

  async getAttachment(id: string): Promise<StoredAttachment | undefined> {
    if (!storable(id)) return undefined;
    const [row] = await this.query<AttachmentRow>(sql.getAttachment, [id]);
    return (
      row && {
        id: row.id,
        owner: row.owner,
        mimeType: row.mime_type,
        filename: row.filename,
        sha256: row.sha256,
        bytes: row.bytes,
        createdAt: row.created_at,
      }
    );
  }

  async changes(query: FeedQuery): Promise<FeedPage> {
    try {
      return await feedPage(this.pool, query);
    } catch (e) {
      throw this.reach.failed(e);
    }
  }

  addKey(name: string, kind: KeyKind = 'counterparty'): Promise<string> {
    return this.keys.add(name, kind);
  }

  rotateKey(name: string): Promise<Rotated | undefined> {
    return this.keys.rotate(name);
  }

  listKeys(): Promise<InboundKey[]> {
    return this.keys.list();
  }

  revokeKey(name: string, which: Revoking = 'all'): Promise<boolean> {
    return this.keys.revoke(name, which);
  }

  verifyKey(token: string): Promise<KeyHolder | undefined> {
    return this.keys.verify(token);
  }

  async writable(): Promise<void> {
    // A standby (a failover that pointed the office at the wrong server) reads but takes no writes.
    const [row] = await this.query<{ standby: boolean; read_only: string }>(sql.writable, []);
    if (row?.standby || row?.read_only === 'on')
      throw new StoreUnavailable('The office database takes no writes now; nothing can be stored.');
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

function fieldsOf(r: StoredResource) {
  return {
    collection: r.collection,
    id: r.id,
    family: r.family,
    owner: r.owner,
    revision: r.revision,
    bodyText: r.bodyText,
    standardVersion: r.standardVersion,
    deleted: r.deleted,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

function fromRow(row: ResourceRow): StoredResource {
  const zoneless = row.zoneless ? (JSON.parse(row.zoneless) as string[]) : undefined;
  return toResource(row, () => zoneless);
}
