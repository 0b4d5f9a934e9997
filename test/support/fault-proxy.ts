// A small HTTP proxy in front of a counterparty that injects faults into chosen requests: a reset
// connection, an answer withheld after the counterparty processed the request, a canned status.
// It records every request it sees, so tests can check what the sync engine actually sent.
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Fault =
  /** The connection is reset while the request body arrives; nothing reaches the counterparty. */
  | { kind: 'reset' }
  /** Forwarded and answered by the counterparty, but the answer never reaches the client. */
  | { kind: 'hang-after-forward' }
  /** Answered by the proxy itself; nothing reaches the counterparty. */
  | { kind: 'respond'; status: number; headers?: Record<string, string>; body?: string }
  /** Forwarded after a pause. */
  | { kind: 'delay'; ms: number }
  /** Forwarded once the test calls release(): a request kept in flight for as long as it takes. */
  | { kind: 'hold' };

export interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
  fault?: Fault['kind'];
  /** The counterparty's status, when the request was forwarded and answered. */
  status?: number;
}

type Match = (req: { method: string; path: string }) => boolean;

export interface FaultProxy {
  url: string;
  seen: Seen[];
  /** The next request matching `match` (default: any) gets `fault`; planned faults apply in order. */
  plan(fault: Fault, match?: Match): void;
  /** Applied to every request no planned fault claims (e.g. a delay for all). */
  always: Fault | undefined;
  /** Forwards the requests held so far. */
  release(): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const planned: { fault: Fault; match: Match }[] = [];
  const seen: Seen[] = [];
  const sockets = new Set<Socket>();
  let released: () => void = () => {};
  let held = new Promise<void>((r) => {
    released = r;
  });

  const forward = (
    req: IncomingMessage,
    body: Buffer,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> =>
    new Promise((resolve, reject) => {
      const out = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      out.on('error', reject);
      out.end(body);
    });

  const proxy: FaultProxy = {
    url: '',
    seen,
    always: undefined,
    plan(fault, match = () => true) {
      planned.push({ fault, match });
    },
    release() {
      released();
      held = new Promise<void>((r) => {
        released = r;
      });
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  const server = http.createServer((req, res) => {
    const entry: Seen = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: '',
      at: Date.now(),
    };
    seen.push(entry);
    const i = planned.findIndex((p) => p.match({ method: entry.method, path: entry.path }));
    const fault = i >= 0 ? planned.splice(i, 1)[0]?.fault : proxy.always;
    entry.fault = fault?.kind;
    if (fault?.kind === 'reset') {
      // Reset as soon as the request starts arriving (mid-request), answering nothing.
      const reset = () => req.socket.resetAndDestroy();
      req.once('data', reset);
      req.once('end', reset);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      entry.body = body.toString('utf8');
      if (fault?.kind === 'respond') {
        res.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
        res.end(fault.body ?? '');
        return;
      }
      if (fault?.kind === 'delay') await new Promise((r) => setTimeout(r, fault.ms));
      if (fault?.kind === 'hold') await held;
      try {
        const answer = await forward(req, body);
        entry.status = answer.status;
        if (fault?.kind === 'hang-after-forward') return; // the client waits until its own timeout
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
      } catch {
        req.socket.destroy();
      }
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
