// GET /api/events: a server-sent events stream of what changed (`{ type: 'draft', id }`,
// `{ type: 'resource', collection, id }`, and the counterparty, outbox and sync events of activity.ts).
// EventSource cannot send Authorization, so the renderer reads the stream with fetch(); the token
// stays out of URLs and logs.
import type { ServerResponse } from 'node:http';
import type { ApiCtx } from './context.ts';
import { SENT } from './routes.ts';

// Proxies and idle timers drop silent connections; a comment line every so often keeps it open.
const KEEP_ALIVE_MS = 15_000;

export class EventStreams {
  /** Each open stream, with what stops its events. */
  private readonly open = new Map<ServerResponse, () => void>();

  handle(ctx: ApiCtx): typeof SENT {
    const { req, res } = ctx;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    // The first bytes tell the client the stream is live, so it can fetch its views without a race.
    res.write('retry: 2000\n: connected\n\n');
    const send = (event: unknown) => res.write(`data: ${JSON.stringify(event)}\n\n`);
    const unsubscribe = [ctx.events.subscribe(send), ctx.activity.subscribe(send)];
    const ping = setInterval(() => res.write(': ping\n\n'), KEEP_ALIVE_MS);
    const done = () => {
      clearInterval(ping);
      for (const u of unsubscribe) u();
      this.open.delete(res);
    };
    this.open.set(res, done);
    req.once('close', done);
    res.once('close', done);
    return SENT;
  }

  /** Ends every stream: the HTTP server's close waits for open connections, and these never end. */
  closeAll(): void {
    // Unsubscribed at once: a sync run that ends after this must not write to a stream that ended.
    for (const [res, done] of this.open) {
      done();
      res.end();
    }
  }
}
