import path from 'node:path';
import type Database from 'better-sqlite3';
import { backupsDir } from './backup.ts';
import { Checkpointer } from './checkpointer.ts';
import { durable } from './connection.ts';
import { type Damage, describeDamage, isCorruption, keepCopy, StoreDamaged } from './damage.ts';
import { DiskSpace, isDiskFull } from './disk-space.ts';
import type { FeedPage, FeedQuery, KeyHolder } from './exchange-store.ts';
import { Feed } from './feed.ts';
import { type CommitStats, GroupCommit } from './group-commit.ts';
import { CHECK_AT_OPEN_BYTES, checkInBackground, fileSize, quickCheck } from './integrity.ts';
import { InboundKeys, type Revoking, type Rotated } from './keys.ts';
import { type MigrationResult, migrate } from './migrate.ts';
import { migrations as allMigrations, type Migration } from './migrations.ts';
import { CURSOR } from './office-link.ts';
import { createPrivate, makePrivate } from './private-files.ts';
import { Resources, ScopedTx } from './resources.ts';
import { openDatabase } from './sqlite.ts';
import { removeStaleTemporaries } from './temporary-files.ts';
import type {
  DocumentKey,
  InboundKey,
  KeyKind,
  ListOptions,
  Revision,
  StoredAttachment,
  StoredJson,
  StoredResource,
  WriteTx,
} from './types.ts';

export interface StoreOptions {
  /** Defaults to `workbench.sqlite`. */
  fileName?: string;
  /** Replaces the app's migrations; for tests that simulate edited or added migrations. */
  migrations?: readonly Migration[];
  /** Group-commit batch bound; defaults to 1,000 writes per transaction. */
  maxBatch?: number;
  /** Checkpoint from a worker thread (default true); one-shot CLI commands may skip starting it. */
  backgroundCheckpoint?: boolean;
  /** Files up to this size are checked before opening, larger ones while serving (integrity.ts). */
  checkAtOpenBytes?: number;
  /** How long after opening a larger file's check starts (integrity.ts); tests need not wait. */
  backgroundCheckDelayMs?: number;
}

/**
 * The exchange server's SQLite store. Writes go through `write` (group commit, durable when the
 * promise resolves); reads are synchronous and see every committed write.
 */
export class Store {
  readonly file: string;
  /** What opening did to the schema (applied migrations, backup path). */
  readonly migration: MigrationResult;
  private readonly resources: Resources;
  private readonly keys: InboundKeys;
  private readonly queue: GroupCommit;
  private readonly checkpointer: Checkpointer | undefined;
  private readonly stopCheck: () => void;
  private readonly space: DiskSpace;
  #damage: Damage | undefined;
  #feed: Feed | undefined;
  #cursor: Database.Statement | undefined;
  private closed = false;

  private constructor(
    private readonly db: Database.Database,
    file: string,
    migration: MigrationResult,
    options: StoreOptions,
  ) {
    this.file = file;
    this.migration = migration;
    this.resources = new Resources(db);
    this.keys = new InboundKeys(db);
    this.queue = new GroupCommit(db, { maxBatch: options.maxBatch });
    this.space = new DiskSpace(file);
    this.checkpointer = options.backgroundCheckpoint === false ? undefined : Checkpointer.start(file);
    const checkLater = fileSize(file) > (options.checkAtOpenBytes ?? CHECK_AT_OPEN_BYTES);
    this.stopCheck = checkLater
      ? checkInBackground(
          file,
          (problem, code) => {
            if (code === undefined || isCorruption({ code })) this.damaged(problem);
          },
          options.backgroundCheckDelayMs,
        )
      : () => {};
  }

  static open(dataDir: string, options: StoreOptions = {}): Store {
    makePrivate(dataDir);
    for (const dir of [dataDir, backupsDir(dataDir)]) removeStaleTemporaries(dir);
    const file = path.join(dataDir, options.fileName ?? 'workbench.sqlite');
    createPrivate(file);
    const db = openDatabase(file);
    try {
      durable(db);
      if (fileSize(file) <= (options.checkAtOpenBytes ?? CHECK_AT_OPEN_BYTES)) {
        const problem = quickCheck(db);
        if (problem) throw new StoreDamaged(describeDamage(file, problem));
      }
      // 16 MiB keeps the upper levels of the indexes in memory with millions of rows; a larger cache
      // measured no faster and counts against the server's memory budget (RSS < 150 MB).
      db.pragma('cache_size = -16384');
      // The checkpoint thread (checkpointer.ts) normally keeps the WAL short; this inline checkpoint at
      // ~64 MB of WAL is the fallback when it falls behind or cannot run. The size limit truncates the
      // WAL file again after a burst.
      db.pragma('wal_autocheckpoint = 16000');
      db.pragma('journal_size_limit = 67108864');
      const migration = migrate(db, dataDir, options.migrations ?? allMigrations);
      // Each write runs in a savepoint, whose journal of original pages SQLite otherwise spills to a
      // temporary file: ~25 syscalls per put once the indexes are large. In memory it is a memcpy.
      // Set after migrating, so a migration that builds an index on a large table may still sort on disk.
      db.pragma('temp_store = MEMORY');
      return new Store(db, file, migration, options);
    } catch (e) {
      db.close();
      // "file is not a database" alone leaves the user guessing which file and what to do.
      if (isCorruption(e)) throw new StoreDamaged(describeDamage(file, (e as Error).message));
      throw e;
    }
  }

  /** What is known to be wrong with the database file, if anything. */
  get damage(): Damage | undefined {
    return this.#damage;
  }

  /**
   * Records that the file is damaged, the first time: keeps a copy of it as found, says so on the
   * log once, and from now on refuses writes. Returns the error to raise.
   */
  private damaged(problem: string): StoreDamaged {
    if (!this.#damage) {
      this.#damage = describeDamage(this.file, problem, keepCopy(this.file));
      console.error(this.#damage.description);
    }
    return new StoreDamaged(this.#damage);
  }

  /** Throws what keeps the store from taking writes: known damage, or a disk found full. */
  writable(): void {
    if (this.#damage) throw new StoreDamaged(this.#damage);
    this.space.check();
  }

  /** Runs a read; SQLite finding damage on the way marks the store damaged. */
  private read<T>(fn: () => T): T {
    try {
      return fn();
    } catch (e) {
      throw isCorruption(e) ? this.damaged((e as Error).message) : e;
    }
  }

  get stats(): Readonly<CommitStats & { checkpoints: number }> {
    return { ...this.queue.stats, checkpoints: this.checkpointer?.checkpoints ?? 0 };
  }

  /**
   * Queues `fn` to run inside the next group-commit transaction, in its own savepoint. `fn` must be
   * synchronous. The promise settles only after the transaction's COMMIT returned: resolved means
   * durable; rejected means this call's changes were rolled back.
   */
  write<T>(fn: (tx: WriteTx) => T): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The store is closed.'));
    if (this.#damage) return Promise.reject(new StoreDamaged(this.#damage));
    this.checkpointer?.begin();
    return this.queue
      .enqueue(() => {
        const tx = new ScopedTx(this.resources);
        try {
          return fn(tx);
        } finally {
          tx.end();
        }
      })
      .then(
        (value) => {
          this.space.succeeded();
          return value;
        },
        (e) => {
          if (isCorruption(e)) throw this.damaged((e as Error).message);
          throw isDiskFull(e) ? this.space.failed() : e;
        },
      );
  }

  get(collection: string, id: string): StoredResource | undefined {
    return this.read(() => this.resources.get(collection, id));
  }

  /** A resource's JSON text as stored, for sending it as it is; undefined for an unknown resource. */
  json(collection: string, id: string): StoredJson | undefined {
    return this.read(() => this.resources.json(collection, id));
  }

  /** Every version, oldest first, including the delete tombstones; empty for an unknown resource. */
  history(collection: string, id: string): Revision[] {
    return this.read(() => this.resources.history(collection, id));
  }

  /** Live resources of a collection in creation order. */
  list(collection: string, options?: ListOptions): StoredResource[] {
    return this.read(() => this.resources.list(collection, options));
  }

  /**
   * Live resources of `collection` whose message refers to the documentId `key` of a `family` message
   * (planning assignments of a request, ...), in creation order; only `owner`'s when given.
   */
  referencing(collection: string, family: string, key: DocumentKey, owner?: string): StoredResource[] {
    return this.read(() => this.resources.referencing(collection, family, key, owner));
  }

  /** Live resources, of one collection or of all. */
  count(collection?: string): number {
    return this.read(() => this.resources.count(collection));
  }

  getAttachment(id: string): StoredAttachment | undefined {
    return this.read(() => this.resources.getAttachment(id));
  }

  /**
   * Writes what a page of the office's change feed brought (`fn`) and the feed position after it
   * (office-link.ts), in one transaction: each change is stored once, however the pull is interrupted.
   */
  receive<T>(fn: (tx: WriteTx) => T, cursor: string): Promise<T> {
    this.#cursor ??= this.db.prepare(
      `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    );
    const put = this.#cursor;
    return this.write((tx) => {
      const value = fn(tx);
      put.run(CURSOR, JSON.stringify(cursor), new Date().toISOString());
      return value;
    });
  }

  /** How far the office's change feed was read (receive), if at all. */
  officeCursor(): string | undefined {
    const row = this.db
      .prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?')
      .get(CURSOR);
    return row ? (JSON.parse(row.value) as string) : undefined;
  }

  /** Committed revisions and attachments after a cursor, in the order they committed. */
  changes(query: FeedQuery): FeedPage {
    this.#feed ??= new Feed(this.db);
    const feed = this.#feed;
    return this.read(() => feed.page(query));
  }

  addKey(name: string, kind?: KeyKind): string {
    return this.keys.add(name, kind);
  }

  listKeys(): InboundKey[] {
    return this.read(() => this.keys.list());
  }

  rotateKey(name: string): Rotated | undefined {
    return this.keys.rotate(name);
  }

  revokeKey(name: string, which?: Revoking): boolean {
    return this.keys.revoke(name, which);
  }

  verifyKey(token: string): KeyHolder | undefined {
    return this.read(() => this.keys.verify(token));
  }

  /** Commits whatever is still queued, then closes the database (checkpointing the WAL). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.queue.drain();
    } finally {
      this.queue.abandon(new Error('The store was closed before this write ran.'));
      this.checkpointer?.stop();
      this.stopCheck();
      this.db.close();
    }
  }
}

export type { ListOptions } from './types.ts';
