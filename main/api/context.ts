// What a management API handler gets, and where a collection path leads in the registry.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Activity, Change } from '../../shared/api/events.ts';
import { type Endpoint, type Family, families } from '../../shared/messages/registry.ts';
import type { Desk } from '../placements/desk.ts';
import { notFound } from '../server/http-error.ts';
import type { Counterparties } from '../store/counterparties.ts';
import type { Drafts } from '../store/drafts.ts';
import type { EventTopic } from '../store/event-topic.ts';
import type { Inbox } from '../store/inbox.ts';
import type { Outbox } from '../store/outbox.ts';
import type { Store } from '../store/store.ts';
import type { Office } from './office-api.ts';
import type { SyncRuns } from './sync-runs.ts';

export interface ApiCtx {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  store: Store;
  drafts: Drafts;
  inbox: Inbox;
  events: EventTopic<Change>;
  counterparties: Counterparties;
  outbox: Outbox;
  /** Outbox and sync events, streamed beside `events`. */
  activity: EventTopic<Activity>;
  sync: SyncRuns;
  /** Placements, weeks and settings (main/placements/), on the same connection as `drafts`. */
  desk: Desk;
  office: Office;
}

const byPath = new Map<string, { family: Family; endpoint: Endpoint }>();
for (const family of families)
  for (const endpoint of family.endpoints)
    for (const p of [endpoint.path, ...(endpoint.aliases ?? [])]) byPath.set(p, { family, endpoint });

/** The endpoint of a collection path (any spelling); 404 for a path that is no collection. */
export function collectionOf(path: string): { family: Family; endpoint: Endpoint } {
  const found = byPath.get(`/${path.replace(/^\/+|\/+$/g, '')}`);
  if (!found) throw notFound(`${path} is not a SETU collection.`);
  return found;
}
