// /api/office: Settings → Office server. The office's URL and this desktop's key (made with
// `key add NAME --desktop` on the office), how its change feed was last read, and a pull now.
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { Body, OfficeView } from '../../shared/api/contract.ts';
import { type Activity, type Change, isChange } from '../../shared/api/events.ts';
import { badRequest } from '../server/http-error.ts';
import type { EventTopic } from '../store/event-topic.ts';
import { OfficeLink } from '../store/office-link.ts';
import { headlessSecrets, type Secrets } from '../store/secrets.ts';
import type { Store } from '../store/store.ts';
import type { NetworkOptions } from '../sync/link.ts';
import { OfficePull } from '../sync/office-pull.ts';
import type { ApiCtx } from './context.ts';
import { nullable, object, optional, text, worded } from './request-shape.ts';
import type { RouteTable } from './routes.ts';

export interface Office {
  link: OfficeLink;
  pull: OfficePull;
  stop(): void;
}

/** The office link beside the management API; the feed is pulled after every sync run as well. */
export function openOffice(
  store: Store,
  db: Database.Database,
  secrets: Secrets | undefined,
  events: EventTopic<Change>,
  activity: EventTopic<Activity>,
  network?: NetworkOptions,
): Office {
  const link = new OfficeLink(db, secrets ?? headlessSecrets(path.dirname(store.file)));
  const pull = new OfficePull(
    store,
    link,
    (event) => (isChange(event) ? events.emit(event) : activity.emit(event)),
    network,
  );
  const unsubscribe = activity.subscribe((a) => {
    if (a.type === 'sync-done') void pull.pull();
  });
  return {
    link,
    pull,
    stop: () => {
      unsubscribe();
      pull.stop();
    },
  };
}

function view(office: Office): OfficeView {
  const link = office.link.get();
  return { url: link?.url ?? null, hasKey: link?.hasKey ?? false, ...office.pull.status };
}

const URL_WORDS = "The office server's address must start with https:// (or http://).";
const KEY_WORDS = 'The key is the text the office gave for this desktop.';

async function save(ctx: ApiCtx, { url, key }: Body<'PUT /office'>): Promise<OfficeView> {
  if (!/^https?:\/\/[^/]+/.test(url)) throw badRequest('url', URL_WORDS);
  if (typeof key === 'string' && key.trim() === '') throw badRequest('key', KEY_WORDS);
  ctx.office.link.set(url.trim().replace(/\/+$/, ''), key === undefined || key === null ? key : key.trim());
  await ctx.office.pull.pull();
  return view(ctx.office);
}

export const officeRoutes = {
  'GET /office': (ctx) => view(ctx.office),
  'PUT /office': {
    body: {
      parse: object({
        url: worded(text, 'url', URL_WORDS),
        key: optional(worded(nullable(text), 'key', KEY_WORDS)),
      }),
    },
    handle: (ctx, { body }) => save(ctx, body),
  },
  'DELETE /office': (ctx) => {
    ctx.office.link.clear();
    ctx.activity.emit({ type: 'office', state: 'off' });
    return undefined;
  },
  'POST /office/pull': async (ctx) => {
    await ctx.office.pull.pull();
    return view(ctx.office);
  },
} satisfies Partial<RouteTable>;
