// `key rotate NAME`: a new key for the same holder, the old one working until `key revoke NAME --old`.
// On both stores, with the command run beside a `serve` that keeps answering, as an operator rotates
// a counterparty's key while it goes on sending.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboundKey } from '../main/store/types.ts';
import { family } from '../shared/messages/registry.ts';
import { cli } from './support/cli.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { type ServeProcess, startServe } from './support/serve-process.ts';
import { type ServeStore, serveStore, storeKinds } from './support/stores.ts';

const TC = '/purchase-to-pay/timecard';

describe.each(storeKinds)('%s store', (kind) => {
  let store: ServeStore;
  let serve: ServeProcess;
  beforeAll(async () => {
    store = await serveStore(kind);
    serve = await startServe([...store.args, '--role', 'both', '--require-auth', '--quiet']);
  });
  afterAll(async () => {
    await serve?.stop();
    await store?.dispose();
  });

  const key = (...args: string[]) => cli('key', ...args, ...store.args);
  const put = async (id: string, token: string) => {
    const res = await fetch(`${serve.url}${TC}/${id}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        standardVersionId: '2.0',
      },
      body: JSON.stringify(variant(exampleMessage(family('Timecard'), '2.0'), id)),
    });
    await res.arrayBuffer();
    return res.status;
  };
  const get = async (id: string, token: string) => {
    const res = await fetch(`${serve.url}${TC}/${id}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    return res.status;
  };
  const keys = async (name: string) =>
    ((JSON.parse((await key('list', '--json')).stdout) as InboundKey[]) ?? []).filter((k) => k.name === name);

  it('issues a new key for the same holder; the old one works until revoked with --old', async () => {
    const first = (await key('add', 'acme')).stdout.trim();
    const sentBefore = randomUUID();
    expect(await put(sentBefore, first)).toBe(201);

    const rotated = await key('rotate', 'acme');
    expect(rotated.code).toBe(0);
    expect(rotated.stderr).toContain('key revoke acme --old');
    const second = rotated.stdout.trim();
    expect(second).toMatch(/^setu_/);
    expect(second).not.toBe(first);

    // Both keys are the same holder: each sees and changes what the other sent.
    const sentBetween = randomUUID();
    expect(await put(sentBetween, first)).toBe(201);
    expect(await get(sentBefore, second)).toBe(200);
    expect(await get(sentBetween, second)).toBe(200);
    const sentAfter = randomUUID();
    expect(await put(sentAfter, second)).toBe(201);
    expect(await get(sentAfter, first)).toBe(200);
    // Another holder still sees none of it.
    const other = (await key('add', 'bakery')).stdout.trim();
    expect(await get(sentBefore, other)).toBe(404);

    const listed = await keys('acme');
    expect(listed).toHaveLength(2);
    expect(listed.map((k) => [k.kind, k.replacedAt !== null, k.revokedAt])).toEqual([
      ['counterparty', true, null],
      ['counterparty', false, null],
    ]);
    expect((await key('list')).stdout).toMatch(
      /acme\tcounterparty\t\S+\treplaced \S+, works until revoked\n/,
    );

    expect((await key('revoke', 'acme', '--old')).code).toBe(0);
    expect(await get(sentBefore, first)).toBe(401);
    expect(await get(sentBefore, second)).toBe(200);
    expect(await put(sentBefore, second)).toBe(200);
    const again = await key('revoke', 'acme', '--old');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('no replaced key of "acme"');
    // One working key under the name, so a new one cannot be added beside it.
    expect((await key('add', 'acme')).stderr).toContain('already exists');
  });

  it("keeps a desktop key's kind, and names a missing key", async () => {
    const first = (await key('add', 'front-desk', '--desktop')).stdout.trim();
    const rotated = await key('rotate', 'front-desk');
    expect(rotated.stderr).toContain('Settings → Office server');
    const second = rotated.stdout.trim();
    for (const token of [first, second]) {
      const res = await fetch(`${serve.url}/office/v1/changes`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
    }
    expect((await keys('front-desk')).map((k) => k.kind)).toEqual(['desktop', 'desktop']);
    // A plain revoke ends every working key of the name.
    expect((await key('revoke', 'front-desk')).code).toBe(0);
    expect((await keys('front-desk')).every((k) => k.revokedAt !== null)).toBe(true);

    const missing = await key('rotate', 'nobody');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no active key named "nobody"');
    expect(missing.stdout).toBe('');
  });
});
