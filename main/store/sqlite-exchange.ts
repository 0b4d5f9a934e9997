// The SQLite store behind the exchange server's asynchronous interface. Reads answer from the
// synchronous store at once; a write's decision runs inside the group commit's transaction, so the
// resource cannot change between reading and writing it (one writer), and nothing is read twice.
import type { Damage } from './damage.ts';
import {
  type Decision,
  type ExchangeStore,
  type FeedPage,
  type FeedQuery,
  type KeyHolder,
  placed,
  type Written,
} from './exchange-store.ts';
import type { Revoking, Rotated } from './keys.ts';
import type { Store } from './store.ts';
import type {
  DocumentKey,
  InboundKey,
  KeyKind,
  ListOptions,
  Revision,
  StoredAttachment,
  StoredJson,
  StoredResource,
} from './types.ts';

export class SqliteExchange implements ExchangeStore {
  readonly kind = 'sqlite';

  constructor(readonly store: Store) {}

  get damage(): Damage | undefined {
    return this.store.damage;
  }

  change(
    collection: string,
    id: string,
    decide: (current: StoredResource | undefined) => Decision,
  ): Promise<Written> {
    return this.store.write((tx) => {
      const current = tx.get(collection, id);
      const decision = decide(current);
      if ('put' in decision) return tx.put(placed(decision.put, collection, id));
      if ('delete' in decision)
        return { created: false, resource: tx.delete(collection, id) as StoredResource };
      return { created: false, resource: current as StoredResource };
    });
  }

  addAttachment(
    input: Omit<StoredAttachment, 'sha256' | 'createdAt'>,
  ): Promise<StoredAttachment | undefined> {
    return this.store.write((tx) => (tx.getAttachment(input.id) ? undefined : tx.putAttachment(input)));
  }

  async get(collection: string, id: string): Promise<StoredResource | undefined> {
    return this.store.get(collection, id);
  }

  json(collection: string, id: string): StoredJson | undefined {
    return this.store.json(collection, id);
  }

  async history(collection: string, id: string): Promise<Revision[]> {
    return this.store.history(collection, id);
  }

  async list(collection: string, options?: ListOptions): Promise<StoredResource[]> {
    return this.store.list(collection, options);
  }

  async referencing(
    collection: string,
    family: string,
    key: DocumentKey,
    owner?: string,
  ): Promise<StoredResource[]> {
    return this.store.referencing(collection, family, key, owner);
  }

  async count(collection?: string): Promise<number> {
    return this.store.count(collection);
  }

  async getAttachment(id: string): Promise<StoredAttachment | undefined> {
    return this.store.getAttachment(id);
  }

  async changes(query: FeedQuery): Promise<FeedPage> {
    return this.store.changes(query);
  }

  async addKey(name: string, kind?: KeyKind): Promise<string> {
    return this.store.addKey(name, kind);
  }

  async listKeys(): Promise<InboundKey[]> {
    return this.store.listKeys();
  }

  async rotateKey(name: string): Promise<Rotated | undefined> {
    return this.store.rotateKey(name);
  }

  async revokeKey(name: string, which?: Revoking): Promise<boolean> {
    return this.store.revokeKey(name, which);
  }

  async verifyKey(token: string): Promise<KeyHolder | undefined> {
    return this.store.verifyKey(token);
  }

  writable(): void {
    this.store.writable();
  }

  async close(): Promise<void> {
    this.store.close();
  }
}
