// What the exchange server asks of a store, asynchronously, so that a database across the network
// (PostgreSQL, the office server's) serves it as well as the desktop's SQLite file. Writes are
// read-modify-writes of one resource: the store reads it, a synchronous `decide` says what to write,
// and the store writes that atomically; a store that cannot hold the resource while deciding (another
// process may write it) reads again and asks again when it changed meanwhile.
import type { Damage } from './damage.ts';
import type { Revoking, Rotated } from './keys.ts';
import type {
  DocumentKey,
  InboundKey,
  KeyKind,
  ListOptions,
  PutInput,
  Revision,
  StoredAttachment,
  StoredJson,
  StoredResource,
} from './types.ts';

/** What a put writes; the store adds the resource's address. */
export type PutDecision = Omit<PutInput, 'collection' | 'id'>;

/** What a write does with the resource as it found it. */
export type Decision =
  /** Creates it (revision 1), revives a deleted one, or replaces it (revision + 1). */
  | { put: PutDecision }
  /** Tombstones it; the history keeps every version. */
  | { delete: true }
  /** Writes nothing (an identical re-send); answers the resource as it is. */
  | { keep: true };

/**
 * The put a decision makes, at the resource's address: an object literal of one shape. Spreading the
 * decision into a new object instead cost some 5% of the PUT rate (A/B with wrk, 64 connections).
 */
export const placed = (put: PutDecision, collection: string, id: string): PutInput => ({
  collection,
  id,
  family: put.family,
  owner: put.owner,
  body: put.body,
  bodyText: put.bodyText,
  zoneless: put.zoneless,
  standardVersion: put.standardVersion,
  documentId: put.documentId,
  references: put.references,
});

export interface Written {
  /** A resource that did not exist (or was deleted) a moment ago now does. */
  created: boolean;
  resource: StoredResource;
}

export interface KeyHolder {
  name: string;
  kind: KeyKind;
}

/** One committed change, as the office's change feed gives it to desktops. */
export type FeedChange =
  | {
      kind: 'revision';
      collection: string;
      id: string;
      family: string;
      revision: number;
      op: Revision['op'];
      owner: string;
      standardVersion: string;
      /** The message as stored (JSON text); a delete carries the deleted version's. */
      json: string;
      /** Times the message, received as XML, wrote without a zone (JSON Pointers). */
      zoneless?: string[];
      at: string;
    }
  | ({ kind: 'attachment'; at: string } & Omit<StoredAttachment, 'createdAt'>);

export interface FeedPage {
  changes: FeedChange[];
  /** Where the next page starts: the position after the last change given (`after` when none). */
  next: string;
  /**
   * The cursor named a change this store does not hold at that place (its database was restored from
   * an older copy, or moved to another server, or lost its last commits in a failover): the page is
   * the feed's first, so the reader reads everything again rather than go on from a position that
   * means something else now.
   */
  restarted: boolean;
}

export interface FeedQuery {
  /** A cursor this store gave (`next`); from the first change when absent. */
  after?: string;
  limit: number;
  /** A page stops once its attachments' bytes pass this (after at least one change). */
  maxBytes: number;
}

/** The store cannot be reached (its database is down or restarting): nothing was written. */
export class StoreUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StoreUnavailable';
  }
}

export interface ExchangeStore {
  readonly kind: 'sqlite' | 'postgresql';
  /** Known damage to the store's file; while set, the server takes no writes (SQLite only). */
  readonly damage: Damage | undefined;
  /** Reads the resource, lets `decide` choose, writes that atomically; resolves once durable. */
  change(
    collection: string,
    id: string,
    decide: (current: StoredResource | undefined) => Decision,
  ): Promise<Written>;
  /** Stores a new attachment; undefined when the id is taken (an uploaded file never changes). */
  addAttachment(input: Omit<StoredAttachment, 'sha256' | 'createdAt'>): Promise<StoredAttachment | undefined>;
  get(collection: string, id: string): Promise<StoredResource | undefined>;
  /**
   * A resource's JSON text as stored, for sending it as it is. The server's busiest read: a store in
   * this process answers at once, as awaiting a promise would cost the GET rate some 5%.
   */
  json(collection: string, id: string): StoredJson | undefined | Promise<StoredJson | undefined>;
  /** Every version, oldest first, including the delete tombstones. */
  history(collection: string, id: string): Promise<Revision[]>;
  /** Live resources of a collection in creation order. */
  list(collection: string, options?: ListOptions): Promise<StoredResource[]>;
  /** Live resources of `collection` whose message refers to the documentId `key` of a `family` message. */
  referencing(
    collection: string,
    family: string,
    key: DocumentKey,
    owner?: string,
  ): Promise<StoredResource[]>;
  /** Live resources, of one collection or of all. */
  count(collection?: string): Promise<number>;
  getAttachment(id: string): Promise<StoredAttachment | undefined>;
  /** Committed changes after a cursor, each once, in the order they committed. */
  changes(query: FeedQuery): Promise<FeedPage>;
  addKey(name: string, kind?: KeyKind): Promise<string>;
  /**
   * A new key for the holder of `name`'s current key, of its kind and under its name (so the owner of
   * what it sends, and what it may read, stay the same); the replaced key works until revoked.
   * Undefined when the name has no working key.
   */
  rotateKey(name: string): Promise<Rotated | undefined>;
  listKeys(): Promise<InboundKey[]>;
  /** Ends all of the name's working keys, or only those a rotation replaced; false when there were none. */
  revokeKey(name: string, which?: Revoking): Promise<boolean>;
  /** Who the token is: an active key's name and kind, or undefined. */
  verifyKey(token: string): Promise<KeyHolder | undefined>;
  /**
   * Returns when the store can take writes; throws what keeps it from them (StoreDamaged, StoreFull,
   * StoreUnavailable), which `/health` answers. At once where the store is in this process.
   */
  writable(): void | Promise<void>;
  close(): Promise<void>;
}
