// Limits a client can read: a body past the limit is answered 413 that the client, still sending,
// receives (not a reset).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServeProcess, startServe } from './support/serve-process.ts';
import { tempDir } from './support/temp.ts';

const MiB = 1024 * 1024;
const TC = '/purchase-to-pay/timecard/6f1c1d2e-0b7a-4d36-9a0e-3c5d7e9f1a2b';

describe('a body past the limit', () => {
  // The server in its own process, as counterparties meet it: in one process with the client, the
  // timing that loses the answer does not arise.
  let serve: ServeProcess;
  beforeAll(async () => {
    serve = await startServe(['--role', 'both', '--quiet', '--data', tempDir('setu-limits-')]);
  });
  afterAll(() => serve.stop());

  const put = (body: BodyInit) =>
    fetch(`${serve.url}${TC}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
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
