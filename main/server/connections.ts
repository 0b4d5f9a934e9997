// What one client may hold of the server: a bounded number of connections, each allowed a bounded
// time to send its request. Without these a few hundred idle or slow connections from one client
// use up the process's file descriptors and no one else is answered.
import type http from 'node:http';
import net from 'node:net';

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

/** An IPv6 address's eight groups as numbers; undefined for anything else. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.split('%')[0] as string;
  if (!net.isIPv6(bare)) return undefined;
  const [head = '', tail] = bare.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [Number.parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  return [...first, ...Array(8 - first.length - last.length).fill(0), ...last];
}

/**
 * Whom a connection from `address` counts against. An IPv6 client is its /64, the one network a
 * subscriber is given: it may pick any of 2^64 addresses in it. Loopback, 127.0.0.0/8 and ::1 alike,
 * is one client, the machine itself: 82 loopback addresses had held 82 times the cap. An IPv4 address
 * mapped into IPv6 (a dual-stack listener's `::ffff:a.b.c.d`) counts as that IPv4 address.
 */
export function clientOf(address: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  if (net.isIPv4(v4)) return v4.startsWith('127.') ? 'loopback' : v4;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.every((g, i) => g === (i === 7 ? 1 : 0))) return 'loopback';
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** Refuses (closes at once) a connection past `max` open ones from the same client (clientOf). */
export function capConnectionsPerClient(server: http.Server, max = MAX_CONNECTIONS_PER_CLIENT): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const client = clientOf(socket.remoteAddress ?? '');
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
