// `serve` as a user runs it: it prints the UI's address with the sign-in token, that token opens the
// management API, `token` prints the same one; listening on the network mounts no management API; it
// stops on SIGTERM even while a client keeps a request unfinished.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './support/cli.ts';
import { type ServeProcess, startServe } from './support/serve-process.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-serve-'));
const running: ServeProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function serve(args: string[]): Promise<ServeProcess> {
  const s = await startServe(['--quiet', ...args]);
  running.push(s);
  return s;
}

describe('serve and the management API', () => {
  it('prints the Workbench UI address with the token, which the API accepts', async () => {
    const data = path.join(tmp, 'loopback');
    const { url, uiUrl } = await serve(['--data', data]);
    const match = /^(http:\/\/127\.0\.0\.1:\d+)\/\?token=([\w-]+)$/.exec(uiUrl ?? '');
    expect(match?.[1]).toBe(url);
    const token = match?.[2] as string;
    expect((await fetch(`${url}/api/drafts`)).status).toBe(401);
    expect((await fetch(`${url}/api/drafts`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );
    const printed = await cli('token', '--data', data);
    expect(printed.stdout.trim()).toBe(token);
  });

  it('mounts no management API when listening beyond loopback', async () => {
    const { url, uiUrl } = await serve([
      '--data',
      path.join(tmp, 'network'),
      '--listen',
      '0.0.0.0',
      '--insecure',
    ]);
    expect(uiUrl).toBeUndefined();
    const port = /:(\d+)$/.exec(url)?.[1];
    const res = await fetch(`http://127.0.0.1:${port}/api/drafts`);
    expect(res.status).toBe(404);
    expect(fs.existsSync(path.join(tmp, 'network', 'management-token'))).toBe(false);
  });

  it('stops on SIGTERM while a client keeps a request unfinished', async () => {
    const s = await serve(['--data', path.join(tmp, 'stalled'), '--role', 'both']);
    const { port } = new URL(s.url);
    // An upload that trickles in and never completes: server.close() alone would wait for it until the
    // request timeout (30 s) answered 408.
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    socket.on('error', () => {});
    socket.write(
      `PUT /purchase-to-pay/timecard/${randomUUID()} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        'Content-Type: application/json\r\nstandardVersionId: 2.0\r\nContent-Length: 100000\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.write(' '), 200);
    const closed = new Promise((done) => socket.once('close', done));
    await new Promise((done) => setTimeout(done, 300));
    try {
      await s.stop();
      await closed;
    } finally {
      clearInterval(trickle);
    }
    expect(s.child.exitCode).toBe(0);
    expect(received).toBe('');
  });
});
