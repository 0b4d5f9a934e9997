// Limits a client can read, and limits on what one client may hold: a body past the limit is answered
// 413 that the client, still sending, receives (not a reset); slow requests are cut at their timeout;
// slow bodies do not keep large requests waiting; one client (an address, an IPv6 /64, the machine
// itself on loopback) cannot hold so many connections that nobody else is answered.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientOf, MAX_CONNECTIONS_PER_CLIENT } from '../main/server/connections.ts';
import { type ServeProcess, startServe } from './support/serve-process.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { type ServeStore, serveStore, storeKinds } from './support/stores.ts';

const MiB = 1024 * 1024;
const TC = '/purchase-to-pay/timecard/6f1c1d2e-0b7a-4d36-9a0e-3c5d7e9f1a2b';

describe.each(storeKinds)('a body past the limit, %s store', (kind) => {
  // The server in its own process, as counterparties meet it: in one process with the client, the
  // timing that loses the answer does not arise. With their key, which the server looks up in its
  // store before it reads the body: on PostgreSQL a round trip while the body is arriving.
  let serve: ServeProcess;
  let store: ServeStore;
  let key: string;
  beforeAll(async () => {
    store = await serveStore(kind);
    const keys = await store.open();
    try {
      key = await keys.addKey('acme');
    } finally {
      await keys.close();
    }
    serve = await startServe(['--role', 'both', '--quiet', '--require-auth', ...store.args]);
  });
  afterAll(async () => {
    await serve?.stop();
    await store?.dispose();
  });

  const put = (body: RequestInit['body']) =>
    fetch(`${serve.url}${TC}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        standardVersionId: '2.0',
        authorization: `Bearer ${key}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);

  it('is a 413 that fetch (undici, as the sync engine uses) reads, every time', async () => {
    const outcomes = [];
    for (let i = 0; i < 8; i++) {
      try {
        const res = await put(Buffer.alloc(12 * MiB, 0x20));
        outcomes.push(`${res.status} ${((await res.json()) as { code: string }).code}`);
      } catch (e) {
        outcomes.push(String((e as { cause?: { code?: string } }).cause?.code ?? e));
      }
    }
    expect(outcomes).toEqual(Array(8).fill('413 payload-too-large'));
  });

  it('sent without a length (chunked) is a 413 too', async () => {
    const chunk = new Uint8Array(MiB).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 12) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await put(stream);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload-too-large' });
  });
});

/** A raw connection from `localAddress`. */
function connect(url: string, localAddress = '127.0.0.1'): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port: Number(port), localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** The server's answer to a health check on `socket`: '' when it closes the connection unanswered. */
function answerTo(socket: net.Socket): Promise<string> {
  const answer = untilClosed(socket);
  socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  return answer;
}

/** What the server sends on the socket until it closes it. */
const untilClosed = (socket: net.Socket) =>
  new Promise<string>((resolve) => {
    let got = '';
    socket.on('data', (chunk) => {
      got += chunk.toString();
    });
    socket.on('error', () => {});
    socket.once('close', () => resolve(got));
  });

// Slow clients and the connections per client (below) are the HTTP server's to limit: none of their
// requests gets as far as the store, so these two run against SQLite only.
describe('slow clients', () => {
  let server: TestServer;
  // A server per test, so that each meets the check interval from its start. Short timeouts, checked
  // as often as in production: the check, not the timeout, is what held slow clients.
  beforeEach(async () => {
    server = await startTestServer({ timeouts: { headersMs: 1_000, requestMs: 2_000 } });
  });
  afterEach(() => server.close());

  // Each test's own limit (15 s) is far below Node's default check interval of 30 s, which is what
  // let a slow client stay connected long past its timeout.
  it('a client that never finishes its headers is disconnected', { timeout: 15_000 }, async () => {
    const socket = await connect(server.url);
    const closed = untilClosed(socket);
    socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await closed;
  });

  it('a client that stalls its body is disconnected', { timeout: 15_000 }, async () => {
    const socket = await connect(server.url);
    const closed = untilClosed(socket);
    socket.write(
      `PUT ${TC} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nstandardVersionId: 2.0\r\nContent-Length: 1000\r\n\r\n{`,
    );
    await closed;
  });
});

/** A chunked PUT whose body arrives a byte a second; `answer` is what the server sends back. */
async function trickle(url: string): Promise<{ answer: Promise<string>; stop: () => void }> {
  const socket = await connect(url);
  const answer = untilClosed(socket);
  socket.write(
    `PUT ${TC} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nstandardVersionId: 2.0\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  const every = setInterval(() => socket.write('1\r\n \r\n'), 1_000);
  socket.once('close', () => clearInterval(every));
  return { answer, stop: () => socket.destroy() };
}

describe('slow bodies and large requests', () => {
  let server: TestServer;
  // A request time-out far beyond the test's own: what frees the slots is the slow bodies' lack of
  // progress, not the time-out that would end them in the end.
  beforeEach(async () => {
    server = await startTestServer({ timeouts: { requestMs: 10 * 60_000 } });
  });
  afterEach(() => server.close());

  it('two uploads trickling a byte a second give up their slots to a large PUT that waits', {
    timeout: 30_000,
  }, async () => {
    const slow = [await trickle(server.url), await trickle(server.url)];
    try {
      // Both slots taken before the honest request comes.
      await new Promise((r) => setTimeout(r, 1_500));
      const large = await server.fetch(TC, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
        body: JSON.stringify({ padding: ' '.repeat(1.6 * MiB) }),
      });
      // Answered for what it is (it is not a timecard), not kept waiting.
      expect(large.status).toBe(400);
      expect(await large.json()).toMatchObject({ code: 'invalid-message' });
      for (const { answer } of slow) {
        const [head = '', body = ''] = (await answer).split('\r\n\r\n');
        expect(head).toMatch(/^HTTP\/1\.1 408 /);
        expect(JSON.parse(body)).toMatchObject({ code: 'slow-body', errors: [] });
      }
    } finally {
      for (const { stop } of slow) stop();
    }
  });

  it('a slow body keeps its slot while nobody waits for one', { timeout: 30_000 }, async () => {
    const socket = await connect(server.url);
    const answer = untilClosed(socket);
    socket.write(
      `PUT ${TC} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nstandardVersionId: 2.0\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
    );
    for (const byte of '{"a":1}') {
      socket.write(`1\r\n${byte}\r\n`);
      await new Promise((r) => setTimeout(r, 700));
    }
    socket.write('0\r\n\r\n');
    const [head = '', body = ''] = (await answer).split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toMatchObject({ code: 'invalid-message' });
  });
});

describe('connections per client', () => {
  it('counts an IPv6 /64 as one client, loopback as one, an IPv4 address as itself', () => {
    expect(clientOf('127.0.0.1')).toBe('loopback');
    expect(clientOf('127.200.3.4')).toBe('loopback');
    expect(clientOf('::ffff:127.0.0.9')).toBe('loopback');
    expect(clientOf('::1')).toBe('loopback');
    expect(clientOf('192.0.2.7')).toBe('192.0.2.7');
    expect(clientOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    const net64 = clientOf('2001:db8:a:b::1');
    expect(net64).toBe('2001:db8:a:b::/64');
    for (const same of [
      '2001:db8:a:b:ffff:ffff:ffff:ffff',
      '2001:0db8:000a:000b:1:2:3:4',
      '2001:DB8:A:B::1:2.3.4.5',
    ])
      expect(clientOf(same)).toBe(net64);
    for (const other of ['2001:db8:a:c::1', '2001:db8::a:b:0:1', '::2', 'fe80::1%eth0'])
      expect(clientOf(other)).not.toBe(net64);
    expect(clientOf('fe80::1%eth0')).toBe(clientOf('fe80::2%eth1'));
  });

  // Connections held without a request are not cut at the headers' time-out while a loaded machine
  // is still opening the rest.
  const patient = { headersMs: 10 * 60_000, requestMs: 10 * 60_000 };

  // Another client must come from an address that is not loopback: one of this machine's own.
  const other = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a?.family === 'IPv4' && !a.internal)?.address;

  it.skipIf(!other)(
    `loopback holds at most ${MAX_CONNECTIONS_PER_CLIENT}, from whichever of 127.0.0.0/8; another client is still answered`,
    async () => {
      const server = await startTestServer({ timeouts: patient });
      try {
        // Half from each of two loopback addresses: one machine, one client.
        const held = await Promise.all(
          Array.from({ length: MAX_CONNECTIONS_PER_CLIENT }, (_, i) =>
            connect(server.url, i % 2 ? '127.0.0.1' : '127.0.0.2'),
          ),
        );
        expect(await answerTo(await connect(server.url, '127.0.0.3'))).toBe('');
        expect(await answerTo(await connect(server.url, other))).toMatch(/^HTTP\/1\.1 200 /);

        // Once the server has seen them close, loopback may connect again.
        for (const socket of held) socket.destroy();
        const health = () =>
          fetch(`${server.url}/health`).then(
            (r) => r.status,
            () => 0,
          );
        await expect.poll(health).toBe(200);
      } finally {
        await server.close();
      }
    },
  );

  // Two addresses in one /64 and one in another, added to the loopback interface for the test (as
  // root, as CI runs; elsewhere this is skipped). A random prefix, so that runs do not meet.
  const prefix = `fd24:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  const [a1, a2, b1] = [`${prefix}:1::1`, `${prefix}:1::2`, `${prefix}:2::1`];
  const added = [a1, a2, b1].filter((address) => {
    try {
      execFileSync('ip', ['-6', 'addr', 'add', `${address}/128`, 'dev', 'lo', 'nodad'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  afterAll(() => {
    for (const address of added)
      execFileSync('ip', ['-6', 'addr', 'del', `${address}/128`, 'dev', 'lo'], { stdio: 'ignore' });
  });

  it.skipIf(added.length < 3)(
    `an IPv6 /64 holds at most ${MAX_CONNECTIONS_PER_CLIENT}, from whichever of its addresses; another /64 is still answered`,
    async () => {
      const server = await startTestServer({ timeouts: patient }, 'sqlite', '::');
      const { port } = new URL(server.url);
      const from = (local: string) => connect(`http://[${a1}]:${port}`, local);
      const held: net.Socket[] = [];
      try {
        held.push(
          ...(await Promise.all(
            Array.from({ length: MAX_CONNECTIONS_PER_CLIENT }, (_, i) => from(i % 2 ? a1 : a2)),
          )),
        );
        expect(await answerTo(await from(a2))).toBe('');
        expect(await answerTo(await from(b1))).toMatch(/^HTTP\/1\.1 200 /);
      } finally {
        for (const socket of held) socket.destroy();
        await server.close();
      }
    },
  );
});
