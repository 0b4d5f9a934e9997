// Large bodies arriving together are handled a few at a time and refused past their limit while they
// arrive, so memory stays bounded: sixteen 50 MB imports at once took the serve process to over a
// gigabyte. A malformed body within the limit is located without building it: one 5 MB JSON array
// left open took 480 MB.
// SQLite's serve alone: imports are the management API's, which the office server on PostgreSQL
// does not serve, and the bodies are refused before any store is asked.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './support/raw-http.ts';
import { type ServeProcess, startServe } from './support/serve-process.ts';
import { tempDir } from './support/temp.ts';

const MB = 1024 * 1024;

/** The process's peak resident set so far (Linux keeps it as VmHWM), in MB. */
const peakMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

describe.skipIf(process.platform !== 'linux')('sixteen 50 MB imports at once', () => {
  let serve: ServeProcess;
  beforeAll(async () => {
    serve = await startServe(['--role', 'both', '--quiet', '--data', tempDir('setu-memory-')]);
  });
  afterAll(() => serve.stop());

  it('are refused as they arrive, raising the peak resident memory by less than 100 MB', async () => {
    // Far larger than a SETU message (5 MiB): each is refused while it arrives, as a probe's would be.
    const body = Buffer.alloc(50 * MB, 0x20);
    body.write('<Timecard xmlns="https://ontology.setu.nl/messages">');
    body.write('</Timecard>', body.length - 11);
    const before = peakMb(serve.child.pid as number);
    const outcomes = await Promise.all(
      Array.from({ length: 16 }, () =>
        fetch(`${serve.url}/api/import`, {
          method: 'POST',
          headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/xml' },
          body,
        }).then(
          (res) => String(res.status),
          // Past what the server drains to answer 413, it closes the connection on the sender.
          () => 'closed',
        ),
      ),
    );
    expect(outcomes.filter((o) => o !== '413' && o !== 'closed')).toEqual([]);
    expect(peakMb(serve.child.pid as number) - before).toBeLessThan(100);
    // On a connection of its own: the one fetch kept from start-up has idled past the server's
    // keep-alive (5 s) while the bodies were sent, and reusing it races the server's close.
    expect((await rawRequest(serve.url, { method: 'GET', path: '/health', headers: {} })).status).toBe(200);
  });
});

describe.skipIf(process.platform !== 'linux')('a malformed 5 MB JSON body', () => {
  let serve: ServeProcess;
  beforeAll(async () => {
    serve = await startServe(['--role', 'both', '--quiet', '--data', tempDir('setu-memory-')]);
  });
  afterAll(() => serve.stop());

  it('is located by line and column, raising the peak resident memory by less than 60 MB', async () => {
    // 1.74 million empty objects (5.2 MB, within the 5 MiB limit) in an array that never closes, from anyone on loopback.
    const body = `[\n${'{},'.repeat(1_740_000)}`;
    const before = peakMb(serve.child.pid as number);
    const res = await fetch(`${serve.url}/purchase-to-pay/timecard/6f1c1d2e-0b7a-4d36-9a0e-3c5d7e9f1a2b`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'malformed-json',
      description: `JSON is malformed at line 2, column ${3 * 1_740_000 + 1}: value expected`,
    });
    console.log(`peak resident memory +${(peakMb(serve.child.pid as number) - before).toFixed(0)} MB`);
    expect(peakMb(serve.child.pid as number) - before).toBeLessThan(60);
  });
});
