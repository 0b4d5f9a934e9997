// A desktop receives through its office server: what counterparties sent to the office comes down its
// change feed (GET /office/v1/changes) into this Workbench's own store, where the Inbox shows it and
// the placements catch up from it (main/placements/projection.ts) as from anything received. Each page
// is stored with the position after it in one transaction (Store.receive), so every change arrives
// once. Pulled on each sync run and every few minutes; one pull at a time.
import type { Dispatcher } from 'undici';
import type { Activity, Change } from '../../shared/api/events.ts';
import type { WireChange, WirePage } from '../../shared/api/office-feed.ts';
import { families } from '../../shared/messages/registry.ts';
import { documentKey, referenceKeys } from '../store/document-keys.ts';
import type { OfficeLink } from '../store/office-link.ts';
import type { Store } from '../store/store.ts';
import { StoreConflict, type StoredResource, type WriteTx } from '../store/types.ts';
import type { NetworkOptions } from './link.ts';
import { dispatcherFor } from './proxy.ts';
import { ownServerContext } from './trust.ts';

/** How often the office is asked while the Workbench runs. */
const PULL_EVERY_MS = 3 * 60_000;
const PAGE = 500;
const TIMEOUT_MS = 30_000;

export type OfficeState = 'off' | 'connected' | 'unreachable' | 'refused';

export interface OfficeStatus {
  state: OfficeState;
  /** When the feed was last read to its end. */
  pulledAt: string | null;
  /** Changes stored by the last pull. */
  received: number;
  /** Why the last pull failed, in the office's or the network's words. */
  error: string | null;
}

/** Whose a received message is in this Workbench: the office's sender, marked as come through the office. */
export const officeOwner = (owner: string) => `office:${owner}`;

/**
 * Whether this desktop holds the change already. Each change of an office's message is its next
 * revision here too, so the revision numbers agree, and one held is not written again when the feed
 * is read from its start (the office's address was changed, or the office said its feed restarted).
 * Only an office restored from a copy older than what this desktop read gives a number held here to
 * another version: that version is stored, as the next revision here.
 */
function holds(here: StoredResource, c: Extract<WireChange, { kind: 'revision' }>): boolean {
  if (here.revision !== c.revision) return here.revision > c.revision;
  return c.op === 'delete' ? here.deleted : !here.deleted && here.bodyText === c.json;
}

/** Stores one change of the feed; false when it is here already (a feed read again from its start). */
function apply(tx: WriteTx, c: WireChange): boolean {
  if (c.kind === 'attachment') {
    if (tx.getAttachment(c.id)) return false;
    const bytes = Buffer.from(c.content, 'base64');
    tx.putAttachment({
      id: c.id,
      owner: officeOwner(c.owner),
      mimeType: c.mimeType,
      filename: c.filename,
      bytes,
    });
    return true;
  }
  const here = tx.get(c.collection, c.id);
  if (here && here.owner === officeOwner(c.owner) && holds(here, c)) return false;
  if (c.op === 'delete') {
    tx.delete(c.collection, c.id);
    return true;
  }
  const f = families.find((x) => x.name === c.family);
  const body = JSON.parse(c.json) as Record<string, unknown>;
  const input = {
    collection: c.collection,
    id: c.id,
    family: c.family,
    owner: officeOwner(c.owner),
    body,
    bodyText: c.json,
    zoneless: c.zoneless,
    standardVersion: c.standardVersionId,
    references: f && f.format === 'setu' ? referenceKeys(f, body) : [],
  };
  try {
    tx.put({ ...input, documentId: f && documentKey(f, body) });
  } catch (e) {
    // The office keeps documentIds unique; a message already here under another id (imported by hand)
    // must not stop the feed: it is stored all the same, its documentId not indexed twice.
    if (!(e instanceof StoreConflict)) throw e;
    tx.put(input);
  }
  return true;
}

export class OfficePull {
  #status: OfficeStatus = { state: 'off', pulledAt: null, received: 0, error: null };
  private running: Promise<OfficeStatus> | undefined;
  private readonly timer: ReturnType<typeof setInterval>;
  /** The office's way out, as the sync's to counterparties: the proxy and the trust they use. */
  private connections: { origin: string; value: Promise<Dispatcher> } | undefined;

  constructor(
    private readonly store: Store,
    private readonly link: OfficeLink,
    private readonly announce: (event: Change | Activity) => void,
    private readonly network: NetworkOptions = {},
  ) {
    this.timer = setInterval(() => void this.pull(), PULL_EVERY_MS);
    this.timer.unref?.();
  }

  get status(): OfficeStatus {
    return this.link.get() ? this.#status : { ...this.#status, state: 'off' };
  }

  /** Reads the feed to its end; a pull under way is joined. */
  pull(): Promise<OfficeStatus> {
    this.running ??= this.pullAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  stop(): void {
    clearInterval(this.timer);
    this.closeConnections();
  }

  private closeConnections(): void {
    void this.connections?.value.then((d) => d.close()).catch(() => {});
    this.connections = undefined;
  }

  private dispatcher(url: string): Promise<Dispatcher> {
    const origin = new URL(url).origin;
    if (this.connections?.origin !== origin) {
      this.closeConnections();
      const context = ownServerContext(this.network);
      this.connections = {
        origin,
        value: dispatcherFor(origin, {
          connections: 1,
          connect: { ...(context ? { secureContext: context } : {}), timeout: TIMEOUT_MS },
          resolveProxy: this.network.resolveProxy,
        }),
      };
    }
    return this.connections.value;
  }

  private async pullAll(): Promise<OfficeStatus> {
    const link = this.link.get();
    const key = this.link.key();
    if (!link || !key) return this.status;
    let received = 0;
    try {
      const { fetch } = await import('undici');
      for (;;) {
        const after = this.store.officeCursor() ?? '';
        const url = `${link.url.replace(/\/+$/, '')}/office/v1/changes?limit=${PAGE}&after=${encodeURIComponent(after)}`;
        const res = await fetch(url, {
          headers: { authorization: `Bearer ${key}`, accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
          dispatcher: await this.dispatcher(url),
        });
        if (!res.ok) {
          const text = await res.text();
          const refused = res.status === 401 || res.status === 403;
          return this.settle(
            refused ? 'refused' : 'unreachable',
            received,
            `${res.status}: ${text.slice(0, 300)}`,
          );
        }
        const page = (await res.json()) as WirePage;
        if (page.changes.length === 0) break;
        const applied = await this.store.receive((tx) => page.changes.filter((c) => apply(tx, c)), page.next);
        received += applied.length;
        for (const c of applied)
          if (c.kind === 'revision') this.announce({ type: 'resource', collection: c.collection, id: c.id });
      }
    } catch (e) {
      return this.settle('unreachable', received, (e as Error).message);
    }
    this.#status.pulledAt = new Date().toISOString();
    return this.settle('connected', received, null);
  }

  private settle(state: OfficeState, received: number, error: string | null): OfficeStatus {
    this.#status = { ...this.#status, state, received, error };
    // The status bar shows the connection: told now, not when it next asks.
    this.announce({ type: 'office', state });
    return this.status;
  }
}
