// What one client may hold of the server: a bounded number of connections, each allowed a bounded
// time to send its request. Without these a few hundred idle or slow connections from one address
// use up the process's file descriptors and no one else is answered.
import type http from 'node:http';

/** A counterparty's sync engine opens up to 64 (this project's default concurrency); a browser ~6. */
export const MAX_CONNECTIONS_PER_CLIENT = 128;

export const TIMEOUTS = {
  /** The whole request line and headers. */
  headersMs: 10_000,
  /** The whole request, body included (5 MiB takes ~4 s at 10 Mbit/s). */
  requestMs: 30_000,
  /** An idle keep-alive connection between requests. */
  keepAliveMs: 5_000,
  // Node checks the first two only this often (30 s by default), so a slow client was held for up to
  // the timeout plus 30 s.
  checkEveryMs: 1_000,
};

export type Timeouts = typeof TIMEOUTS;

/** Options for http(s).createServer that enforce the timeouts (tests shorten them). */
export function timeoutOptions(given: Partial<Timeouts> = {}) {
  const t = { ...TIMEOUTS, ...given };
  return {
    headersTimeout: t.headersMs,
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    connectionsCheckingInterval: t.checkEveryMs,
  };
}

/** Refuses (closes at once) a connection past `max` open ones from the same address. */
export function capConnectionsPerClient(server: http.Server, max = MAX_CONNECTIONS_PER_CLIENT): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const client = socket.remoteAddress ?? '';
    const count = (open.get(client) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
