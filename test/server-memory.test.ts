// Large bodies arriving together are handled a few at a time, so memory stays bounded: sixteen
// 50 MB imports at once took the serve process to over a gigabyte.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('raise the peak resident memory by less than 450 MB (they raised it by ~950 MB)', async () => {
    // Too large for an XML message (5 MiB): each is refused once read, as a probe's would be.
    const body = Buffer.alloc(50 * MB, 0x20);
    body.write('<Timecard xmlns="https://ontology.setu.nl/messages">');
    body.write('</Timecard>', body.length - 11);
    const before = peakMb(serve.child.pid as number);
    const statuses = await Promise.all(
      Array.from({ length: 16 }, () =>
        fetch(`${serve.url}/api/import`, {
          method: 'POST',
          headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/xml' },
          body,
        }).then(async (res) => {
          const { results } = (await res.json()) as { results: { error?: { code: string } }[] };
          return `${res.status} ${results[0]?.error?.code}`;
        }),
      ),
    );
    expect(statuses).toEqual(Array(16).fill('200 too-large'));
    expect(peakMb(serve.child.pid as number) - before).toBeLessThan(450);
  });
});
