// One attempt at delivering one outbox entry: attachments first, then the message itself, with the
// answers that need a second look (a 409 or 404 after an attempt whose answer was lost) resolved by
// asking the counterparty what it holds.
import { isDeepStrictEqual } from 'node:util';
import { at, family, listedUnder } from '../../shared/messages/registry.ts';
import type { Counterparty } from '../store/counterparties.ts';
import type { Outbox, OutboxEntry } from '../store/outbox.ts';
import { type LocalAttachments, type Uploads, uploadAttachments } from './attachments.ts';
import { Final, failureOf } from './outcomes.ts';
import { buildRequest, entryDoc, idFromLocation, resourcePath, UnsendableError } from './requests.ts';
import type { Response, Transport } from './transport.ts';

export interface Delivered {
  status: number;
  /** The id the counterparty assigned (planning creates). */
  remoteId?: string;
  /** How the result was established when the answer itself was not a success. */
  note?: string;
}

export interface DeliverDeps {
  transport: Transport;
  outbox: Outbox;
  local: LocalAttachments;
  uploads: Uploads;
}

/** Throws Transient or Final; resolves when the counterparty holds the message. */
export async function deliver(cp: Counterparty, entry: OutboxEntry, deps: DeliverDeps): Promise<Delivered> {
  // A JSON message that refers to no attachment goes out as it was queued (compact JSON), sparing a
  // parse and a stringify of the same text per message.
  const asQueued = cp.bodyFormat === 'json' && !entry.body.includes('"attachment"');
  const doc = asQueued ? undefined : entryDoc(entry);
  if (doc && entry.operation !== 'delete') await uploadAttachments(doc, cp, deps);
  const planningCreate = entry.remoteId === null && resourcePath(family(entry.family), entry) === undefined;
  // A planning create has no id of ours to make it idempotent: after an attempt whose answer was
  // lost, look for the message at the counterparty before creating it a second time.
  if (planningCreate && entry.attempts > 1 && entry.operation === 'submit') {
    const found = await findCreated(cp, entry, deps.transport);
    if (found) return { status: 200, remoteId: found, note: 'created by an earlier attempt' };
  }
  let request: ReturnType<typeof buildRequest>;
  try {
    request = buildRequest(cp, entry, doc);
  } catch (e) {
    if (e instanceof UnsendableError) throw new Final(e.message, null);
    throw e;
  }
  const res = await deps.transport.send(cp, request);
  if (res.status >= 200 && res.status < 300) {
    return {
      status: res.status,
      remoteId: planningCreate ? idFromLocation(res.headers.location) : undefined,
    };
  }
  if (
    res.status === 409 &&
    entry.operation === 'submit' &&
    (await holdsSame(cp, request.path, entry, doc ?? entryDoc(entry), deps))
  ) {
    return { status: res.status, note: 'already held by the counterparty' };
  }
  if (res.status === 404 && entry.operation === 'delete' && entry.attempts > 1) {
    return { status: res.status, note: 'already deleted by an earlier attempt' };
  }
  throw failureOf(res);
}

/** Whether the counterparty's copy at `path` is the message this entry sends. */
async function holdsSame(
  cp: Counterparty,
  path: string,
  entry: OutboxEntry,
  doc: Record<string, unknown> | undefined,
  deps: DeliverDeps,
): Promise<boolean> {
  const ubl = doc === undefined;
  const res = await deps.transport.send(cp, {
    method: 'GET',
    path,
    headers: { accept: ubl ? 'application/xml' : 'application/json' },
  });
  if (res.status !== 200) return false;
  return ubl ? res.body.toString('utf8') === entry.body : isDeepStrictEqual(parse(res), doc);
}

function parse(res: Response): unknown {
  try {
    return JSON.parse(res.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The counterparty's id of a planning message with this message's documentId, if it holds one. */
async function findCreated(
  cp: Counterparty,
  entry: OutboxEntry,
  transport: Transport,
): Promise<string | undefined> {
  const f = family(entry.family);
  const pointer = f.documentId;
  const doc = entryDoc(entry);
  if (!pointer || !doc) return undefined;
  // A collection listed per identifier (constraints per hrId) is asked for the message's own.
  const endpoint = f.endpoints.find((e) => e.path === entry.collection);
  const listedAs = endpoint?.listBy ? listedUnder(endpoint, doc)[0] : undefined;
  if (endpoint?.listBy && listedAs === undefined) return undefined;
  const query = listedAs === undefined ? '' : `?${endpoint?.listBy?.query}=${encodeURIComponent(listedAs)}`;
  const res = await transport.send(cp, {
    method: 'GET',
    path: `${entry.collection}${query}`,
    headers: { accept: 'application/json' },
  });
  // A counterparty that cannot list (an error other than a transient one) is simply sent the create.
  if (res.status !== 200) {
    const failure = failureOf(res);
    if (failure instanceof Final) return undefined;
    throw failure;
  }
  const list = parse(res);
  if (!Array.isArray(list)) return undefined;
  const want = at(doc, pointer);
  const hit = list.find((item: { message?: unknown }) => isDeepStrictEqual(at(item.message, pointer), want));
  return typeof hit?.id === 'string' ? hit.id : undefined;
}
