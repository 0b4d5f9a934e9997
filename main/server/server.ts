// The embedded SETU exchange server: node:http (or https) in front of the registry's routes.
import type http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { families } from '../../shared/messages/registry.ts';
import { shapeFor } from '../../shared/schema/shapes.ts';
import { schemaValidator } from '../../shared/schema/validator.ts';
import type { Damage } from '../store/damage.ts';
import type { EventTopic } from '../store/event-topic.ts';
import type { ExchangeStore } from '../store/exchange-store.ts';
import { handleAttachment } from './attachments.ts';
import { checkHost, keyHolder, presentedKey, requireDesktop, senderOf } from './auth.ts';
import { announceWrite, type Change } from './changes.ts';
import type { Ctx, ServerConfig } from './context.ts';
import { answerConnect, answerExpectation, answerFailure, answerMalformed, sendError } from './errors-out.ts';
import { HttpError, notFound } from './http-error.ts';
import { handleInvoice } from './invoices.ts';
import { LargeBodies } from './large-bodies.ts';
import { handleAddLines, handleLine } from './lines.ts';
import { type Listener, type ListenOptions, listen } from './listener.ts';
import { send } from './message-body.ts';
import { handleCollection, handleMessage } from './messages.ts';
import { handleChanges } from './office-feed.ts';
import { handleRelated } from './related.ts';
import { canonicalId } from './resource-rules.ts';
import { matchRoute } from './routes.ts';
import { storeFailure } from './store-failure.ts';

export interface AccessLogEntry {
  at: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  owner: string;
  operation?: string;
  error?: string;
}

export interface ServerOptions extends ServerConfig, ListenOptions {
  log?: (entry: AccessLogEntry) => void;
  /** The management API (main/api/), answering the UI (`/`, `/assets/`) and `/api/...`; only given on loopback. */
  management?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Told of every resource a SETU request changed (the management API streams them to the UI). */
  events?: EventTopic<Change>;
}

const damaged = (damage: Damage) => new HttpError(503, 'store-damaged', damage.description);

async function dispatch(ctx: Ctx): Promise<void> {
  const { route } = ctx;
  switch (route.kind) {
    case 'health': {
      // A load balancer keeps sending where this is 200: it must fail while writes would. Answered
      // at once where the store is in this process, as every request that needs no wait is.
      const checked = ctx.store.writable();
      if (checked) await checked;
      return send(ctx, 200, JSON.stringify({ status: 'ok', role: ctx.config.role }), 'json');
    }
    case 'resource':
      if (route.family.format === 'upload') return handleAttachment(ctx, route.endpoint);
      if (route.family.format === 'ubl') return handleInvoice(ctx, route.family, route.endpoint);
      return handleMessage(ctx, route.family, route.endpoint);
    case 'collection':
      return handleCollection(ctx, route.family, route.endpoint);
    case 'line':
      return handleLine(ctx, route.family, route.endpoint, route.lines);
    case 'add-lines':
      return handleAddLines(ctx, route.family, route.endpoint, route.lines);
    case 'related':
      return handleRelated(ctx, route.family, route.endpoint, route.related);
    case 'changes':
      return handleChanges(ctx);
  }
}

async function handleRequest(
  options: ServerOptions,
  store: ExchangeStore,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const started = performance.now();
  const path = (req.url ?? '/').split('?')[0] as string;
  const management = path === '/' || path.startsWith('/api/') || path.startsWith('/assets/');
  // A damaged store takes no writes from anyone; the UI may still read what it can.
  const refused = store.damage && (!management || (req.method !== 'GET' && req.method !== 'HEAD'));
  // Node would answer this itself, bare (requireHostHeader): answered here in the error shape.
  const hostless = req.httpVersion === '1.1' && req.headers.host === undefined;
  if (options.management && management && !refused && !hostless) return options.management(req, res);
  let ctx: Ctx | undefined;
  let failure: HttpError | undefined;
  try {
    if (hostless) throw new HttpError(400, 'malformed-request', 'An HTTP/1.1 request must name its Host.');
    if (refused) throw damaged(store.damage as Damage);
    checkHost(req, options);
    let match: ReturnType<typeof matchRoute>;
    try {
      match = matchRoute(path);
    } catch {
      throw new HttpError(400, 'path', 'The path is not validly percent-encoded.');
    }
    if (!match) throw notFound(`No SETU operation at ${path}.`);
    const { kind } = match.route;
    const key = kind === 'health' ? undefined : presentedKey(req, options);
    const holder = key === undefined ? undefined : await keyHolder(store, key);
    const owner = kind === 'changes' ? requireDesktop(holder).name : senderOf(holder);
    // The resource's id; a line id stays as sent, as the message holds it.
    const [id, ...rest] = match.params;
    const params = id === undefined ? [] : [canonicalId(id), ...rest];
    ctx = { req, res, config: options, store, owner, route: match.route, params };
    await dispatch(ctx);
    announceWrite(options.events, ctx);
  } catch (e) {
    failure = storeFailure(e) ?? (e instanceof HttpError ? e : undefined);
    if (!failure) throw e;
    sendError(req, res, failure);
  }
  options.log?.({
    at: new Date().toISOString(),
    method: req.method ?? '',
    path,
    status: res.statusCode,
    ms: Math.round((performance.now() - started) * 10) / 10,
    owner: ctx?.owner ?? '',
    operation: ctx?.operation,
    error: failure?.code,
  });
}

/**
 * The listener's handler. Whatever one request makes throw (a handler, the error writer, the log)
 * ends as a 500 for that request alone: an exception escaping here would end the process.
 */
export function createRequestHandler(options: ServerOptions, store: ExchangeStore) {
  const large = new LargeBodies();
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (LargeBodies.mayBeLarge(req.headers)) {
      const done = await large.enter(req);
      // A client that gave up while waiting leaves no response to wait for.
      if (req.socket.destroyed) return done();
      res.once('close', done);
    }
    return handleRequest(options, store, req, res).catch((e) => answerFailure(req, res, e));
  };
}

const CLOSE_GRACE_MS = 5_000;

export interface RunningServer {
  url: string;
  server: http.Server;
  /** Settles once every schema is compiled (the warm-up after listening); benchmarks wait for it. */
  warm: Promise<void>;
  close(): Promise<void>;
}

/**
 * The warm-up starts this long after listening: the first page the clerk opens needs the core more
 * than a counterparty's first message needs the schemas ready.
 */
const WARM_UP_DELAY_MS = 2_000;

/**
 * Compiles (or loads) every schema and shape soon after listening, so no counterparty's first request
 * pays for it; one schema per turn of the event loop, so that the UI's requests are not kept waiting.
 */
function warmUp(): Promise<void> {
  const names = families.flatMap((f) => f.versions.flatMap((v) => (v.schema ? [v.schema] : [])));
  return new Promise((done) => {
    const next = () => {
      const name = names.shift();
      if (name === undefined) return done();
      schemaValidator(name);
      shapeFor(name);
      setImmediate(next);
    };
    setImmediate(next);
  });
}

/** Starts listening; resolves with the URL once bound. Port 0 picks a free port. */
export async function startServer(
  options: ServerOptions,
  store: ExchangeStore,
  port: number,
  host: string,
): Promise<RunningServer> {
  return serveOn(await listen(options, port, host), options, store);
}

/** Answers on a socket already listening (listener.ts), with what it held meanwhile. */
export function serveOn(listener: Listener, options: ServerOptions, store: ExchangeStore): RunningServer {
  const { server, url } = listener;
  listener.open({
    request: createRequestHandler(options, store),
    // What node answers on its own, bare, is answered in the error shape like everything else.
    clientError: answerMalformed,
    checkExpectation: answerExpectation,
    connect: answerConnect,
  });
  // Attachment URLs are absolute: without a configured public URL they name this listener.
  options.publicUrl ||= url;
  const warm = new Promise<void>((done) => setTimeout(done, WARM_UP_DELAY_MS).unref()).then(warmUp);
  if (options.allowedHosts.length > 0)
    options.allowedHosts.push(new URL(options.publicUrl).hostname.replace(/^\[(.*)\]$/, '$1'));
  return {
    url,
    server,
    warm,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeIdleConnections();
        // Requests under way get a moment to finish; a client that keeps a connection busy past
        // that (a stalled upload, a stream) must not keep the process from exiting.
        setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
      }),
  };
}
