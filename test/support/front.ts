// A receiving server in front of a real exchange server, as a customer's gateway stands in front of its
// back office: over TLS (with or without a client certificate required) and/or checking each request's
// sign-in, it forwards what it lets through and records what it saw.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';

export interface FrontSeen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The common name of the client certificate presented, if any. */
  clientCert?: string;
  /** What the front answered itself (a refusal), or the exchange server's status. */
  status: number;
}

export interface Front {
  url: string;
  seen: FrontSeen[];
  close(): Promise<void>;
}

export interface FrontOptions {
  /** Serve HTTPS with these options (requestCert + ca + rejectUnauthorized for mutual TLS). */
  tls?: https.ServerOptions;
  /** A status to refuse the request with (e.g. 401), or undefined to forward it. */
  check?(req: IncomingMessage): Promise<number | undefined> | number | undefined;
}

export async function startFront(target: string, options: FrontOptions = {}): Promise<Front> {
  const upstream = new URL(target);
  const seen: FrontSeen[] = [];
  const sockets = new Set<Socket>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const peer = (req.socket as Partial<TLSSocket>).getPeerCertificate?.();
    const record = (status: number) =>
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        status,
        ...(peer?.subject?.CN ? { clientCert: String(peer.subject.CN) } : {}),
      });
    const refusal = await options.check?.(req);
    if (refusal !== undefined) {
      record(refusal);
      req.resume();
      res.writeHead(refusal, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'unauthorized', description: 'The front refused the sign-in.' }));
      return;
    }
    // A gateway that checked the sign-in keeps it: the exchange server behind it has keys of its own.
    const { authorization: _checked, ...forwarded } = req.headers;
    const out = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: options.check ? forwarded : req.headers,
      },
      (answer) => {
        record(answer.statusCode ?? 502);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  };
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch(() => res.destroy());
  };
  const server = options.tls ? https.createServer(options.tls, listener) : http.createServer(listener);
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
