// `sync --retry-failed` from the command line: entries a customer's system refused stay failed through
// a plain `sync`; once the cause is fixed (here the customer's system takes them now) `sync
// --retry-failed` sends them again, only for the counterparty named with --to.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from './support/cli.ts';
import { timecard } from './support/workbench.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-retry-failed-'));
const data = path.join(tmp, 'data');
/** Whether the customer's system takes timecards yet; each request's first path segment is its relation. */
let accepting = false;
const seen: string[] = [];
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    seen.push(`${req.method} ${req.url}`);
    if (accepting) {
      res.writeHead(201);
      res.end();
      return;
    }
    res.writeHead(405, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 'method-not-allowed', description: 'Timecards are not served' }));
  });
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('setu-workbench sync --retry-failed', () => {
  it('sends failed entries again only when asked, and only to the counterparty named', {
    timeout: 180_000,
  }, async () => {
    for (const name of ['acme', 'bakery']) {
      const added = await cli(
        'counterparty',
        'add',
        name,
        '--url',
        `${url}/${name}`,
        '--role',
        'customer',
        '--data',
        data,
      );
      expect(added.code, added.stderr).toBe(0);
      const file = path.join(tmp, `${name}.json`);
      fs.writeFileSync(file, JSON.stringify(timecard(`retry-${name}`)));
      const queued = await cli('outbox', 'add', file, '--to', name, '--data', data);
      expect(queued.code, queued.stderr).toBe(0);
    }
    const refused = await cli('sync', '--data', data);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('0 sent, 2 failed, 0 still queued');
    expect(refused.stderr).toMatch(/failed \(405\)/);

    accepting = true;
    const plain = await cli('sync', '--data', data);
    expect(plain).toMatchObject({ code: 0, stdout: 'nothing to send\n' });
    expect(seen).toHaveLength(2);

    const one = await cli('sync', '--retry-failed', '--to', 'acme', '--data', data);
    expect(one.code, one.stderr).toBe(0);
    expect(one.stderr).toContain('1 failed or blocked entry queued again');
    expect(one.stdout).toContain('1 sent, 0 failed, 0 still queued');
    expect(seen.at(-1)).toMatch(/^POST \/acme\//);

    const rest = await cli('sync', '--retry-failed', '--data', data);
    expect(rest.code, rest.stderr).toBe(0);
    expect(rest.stdout).toContain('1 sent, 0 failed, 0 still queued');
    expect(seen.at(-1)).toMatch(/^POST \/bakery\//);
    const entries = JSON.parse((await cli('outbox', 'list', '--json', '--data', data)).stdout);
    expect(entries.map((e: { state: string }) => e.state)).toEqual(['sent', 'sent']);
  });
});
