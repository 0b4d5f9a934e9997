// The listening socket, apart from what answers on it. `serve` listens (and prints its address) before
// it loads the server's code and opens the store, which takes longer than node's own start: what
// arrives meanwhile is held, and handed to the server's handlers once they are there. A request the
// caller can answer without them (the UI's files) is answered at once, so the browser loads the page
// while the rest of the server is still being loaded.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { capConnectionsPerClient, type Timeouts, timeoutOptions } from './connections.ts';

export interface ListenOptions {
  tls?: { cert: string | Buffer; key: string | Buffer };
  timeouts?: Partial<Timeouts>;
}

/** What answers on the socket once the server's code is loaded. */
export interface Handlers {
  request(req: IncomingMessage, res: ServerResponse): void;
  clientError(e: NodeJS.ErrnoException, socket: Duplex): void;
  checkExpectation(req: IncomingMessage, res: ServerResponse): void;
  connect(req: IncomingMessage, socket: Duplex): void;
}

/** Answers a request before the handlers are there; false leaves it to them. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface Listener {
  server: http.Server;
  /** The address it was bound to (port 0 resolved). */
  url: string;
  /** Answers what arrives before `open`, where it can. */
  answerEarly?: EarlyAnswer;
  /** Hands everything held, and everything after, to `handlers`. */
  open(handlers: Handlers): void;
  /** Stops listening; what was held is told why (the server did not start). */
  abandon(reason: string): Promise<void>;
}

const events = ['request', 'clientError', 'checkExpectation', 'connect'] as const;

export function listen(options: ListenOptions, port: number, host: string): Promise<Listener> {
  // A request without Host is answered by the handler, in the error shape.
  const settings = { ...timeoutOptions(options.timeouts), requireHostHeader: false };
  const server = options.tls
    ? // Taken here, not imported: https (with tls) costs a start on loopback ~10 ms it never uses.
      process.getBuiltinModule('node:https').createServer({ ...options.tls, ...settings })
    : http.createServer(settings);
  capConnectionsPerClient(server);
  const held: [(typeof events)[number], unknown[]][] = [];
  const holders = Object.fromEntries(
    events.map((event) => [
      event,
      (...args: unknown[]) => {
        if (event === 'request' && listener.answerEarly?.(...(args as [IncomingMessage, ServerResponse])))
          return;
        held.push([event, args]);
      },
    ]),
  ) as Record<(typeof events)[number], (...args: unknown[]) => void>;
  for (const event of events) server.on(event, holders[event]);

  const listener: Listener = {
    server,
    url: '',
    open(handlers) {
      for (const event of events) {
        server.off(event, holders[event]);
        server.on(event, handlers[event] as (...args: unknown[]) => void);
      }
      for (const [event, args] of held.splice(0)) (handlers[event] as (...a: unknown[]) => void)(...args);
    },
    abandon(reason) {
      for (const [event, args] of held.splice(0)) {
        if (event === 'request' || event === 'checkExpectation')
          (args[1] as ServerResponse)
            .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' })
            .end(reason);
        else (args[1] as Duplex).destroy();
      }
      return new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { port: bound } = server.address() as AddressInfo;
      const shown = host.includes(':') ? `[${host}]` : host;
      listener.url = `${options.tls ? 'https' : 'http'}://${shown}:${bound}`;
      resolve(listener);
    });
  });
}
