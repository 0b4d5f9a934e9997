// OAuth 2.0 client credentials against a real authorization server (oidc-provider, in the test) and a
// receiving server that lets through only requests whose token that server issued, unexpired, with
// the scope: the sync delivers, asking for one token for a whole batch; a token that expired is
// renewed; one refused with a 401 is renewed once and the request sent again; a wrong secret fails
// the entry with the sign-in named, and Test connection says so.

import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewCounterparty } from '../main/store/counterparties.ts';
import { SyncEngine } from '../main/sync/engine.ts';
import { type AuthorizationServer, startAuthorizationServer } from './support/authorization-server.ts';
import { cli, cliWith } from './support/cli.ts';
import { type Front, startFront } from './support/front.ts';
import { startApiServer } from './support/management.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { tempDir } from './support/temp.ts';
import { addCounterparty, openWorkbench, timecard, type Workbench } from './support/workbench.ts';

let auth: AuthorizationServer;
let backOffice: TestServer;
let front: Front;
let wb: Workbench;

/** A gateway that asks `server` about each token; /health answers without one. */
const gateway = (server: AuthorizationServer) => (req: IncomingMessage) =>
  req.url === '/health' ? undefined : server.check(req);

beforeAll(async () => {
  [auth, backOffice] = await Promise.all([startAuthorizationServer(), startTestServer({ role: 'both' })]);
  front = await startFront(backOffice.url, { check: gateway(auth) });
  wb = openWorkbench();
});
afterAll(async () => {
  wb.close();
  await Promise.all([front.close(), backOffice.close(), auth.close()]);
});

const oauth = (
  server: AuthorizationServer,
  settings: Partial<NewCounterparty> = {},
): Partial<NewCounterparty> => ({
  auth: 'oauth2',
  oauth: { tokenUrl: server.tokenUrl, clientId: server.clientId, scope: server.scope },
  clientSecret: server.clientSecret,
  ...settings,
});

function engine(): SyncEngine {
  return new SyncEngine(wb.outbox, wb.counterparties, { retry: { baseMs: 5, maxMs: 50, maxAttempts: 2 } });
}

const add = (name: string, baseUrl: string, settings: Partial<NewCounterparty>) =>
  addCounterparty(wb, { name, role: 'customer', baseUrl, families: ['Timecard'], ...settings });

const bearer = (seen: Front['seen'][number] | undefined) => seen?.headers.authorization;

describe('OAuth 2.0 client credentials', () => {
  it('delivers with a token from the authorization server, asked for once for a batch', async () => {
    add('batch', front.url, oauth(auth));
    for (let i = 0; i < 5; i++) wb.queue('batch', timecard(`batch-${i}`));
    const before = { tokens: auth.tokenRequests, seen: front.seen.length };
    const run = engine();
    try {
      expect((await run.run(['batch'])).sent).toBe(5);
    } finally {
      await run.close();
    }
    expect(auth.tokenRequests - before.tokens).toBe(1);
    const submits = front.seen.slice(before.seen);
    expect(submits.map((s) => `${s.method} ${s.status}`)).toEqual(Array(5).fill('POST 201'));
    expect(new Set(submits.map(bearer)).size).toBe(1);
  });

  it('finds the token endpoint in the issuer’s metadata', async () => {
    add(
      'discovered',
      front.url,
      oauth(auth, { oauth: { issuer: auth.issuer, clientId: auth.clientId, scope: auth.scope } }),
    );
    wb.queue('discovered', timecard('discovered'));
    expect((await wb.sync({ to: 'discovered' })).sent).toBe(1);
  });

  it('renews a token that expired, and the gateway would refuse the old one', async () => {
    const shortLived = await startAuthorizationServer({ ttlSeconds: 2 });
    const gate = await startFront(backOffice.url, { check: gateway(shortLived) });
    const run = engine();
    try {
      add('short', gate.url, oauth(shortLived));
      wb.queue('short', timecard('short-1'));
      expect((await run.run(['short'])).sent).toBe(1);
      const first = bearer(gate.seen[0]);
      // The provider counts whole seconds: its 2-second token is gone within 3.
      await sleep(3200);
      // The gateway no longer takes the first token: the engine must not send it.
      expect(await shortLived.check({ headers: { authorization: first } } as IncomingMessage)).toBe(401);
      wb.queue('short', timecard('short-2'));
      expect((await run.run(['short'])).sent).toBe(1);
      expect(shortLived.tokenRequests).toBe(2);
      expect(gate.seen.map((s) => s.status)).toEqual([201, 201]);
      expect(bearer(gate.seen[1])).not.toBe(first);
    } finally {
      await run.close();
      await gate.close();
      await shortLived.close();
    }
  });

  it('after a 401 to its token asks for a new one once, and sends again', async () => {
    const run = engine();
    try {
      add('revoked', front.url, oauth(auth));
      wb.queue('revoked', timecard('revoked-0'));
      expect((await run.run(['revoked'])).sent).toBe(1);
      const revoked = bearer(front.seen.at(-1)) as string;
      await auth.revoke(revoked.replace(/^Bearer /, ''));
      for (let i = 1; i <= 4; i++) wb.queue('revoked', timecard(`revoked-${i}`));
      const before = { tokens: auth.tokenRequests, seen: front.seen.length };
      expect((await run.run(['revoked'])).sent).toBe(4);
      // However many requests the revoked token had out at once, one new token was asked for.
      expect(auth.tokenRequests - before.tokens).toBe(1);
      const seen = front.seen.slice(before.seen);
      expect(seen.some((s) => s.status === 401)).toBe(true);
      expect(seen.filter((s) => s.status === 401).every((s) => bearer(s) === revoked)).toBe(true);
      expect(seen.filter((s) => s.status === 201).map(bearer)).toEqual(
        Array(4).fill(expect.not.stringMatching(revoked)),
      );
    } finally {
      await run.close();
    }
  });

  it('fails the entry when the secret is refused, naming the sign-in, and sends nothing', async () => {
    add('wrong', front.url, oauth(auth, { clientSecret: 'not-the-secret' }));
    const entry = wb.queue('wrong', timecard('wrong'));
    const before = front.seen.length;
    const result = await wb.sync({ to: 'wrong' });
    expect(result.failed).toBe(1);
    expect(wb.outbox.get(entry.id)).toMatchObject({ state: 'failed', lastStatus: null });
    expect(wb.outbox.get(entry.id)?.lastError).toMatch(/^sign-in: .*invalid_client/);
    expect(front.seen.length).toBe(before);
  });
});

describe('Test connection', () => {
  it('obtains a token, or names the refusal of a wrong secret', async () => {
    const api = await startApiServer();
    try {
      const created = await api.api('/api/counterparties', {
        method: 'POST',
        json: {
          name: 'gateway',
          role: 'customer',
          baseUrl: front.url,
          auth: 'oauth2',
          oauth: { tokenUrl: auth.tokenUrl, clientId: auth.clientId, scope: auth.scope },
          clientSecret: 'not-the-secret',
        },
      });
      expect(created.status).toBe(201);
      const text = await created.text();
      expect(text).not.toContain('not-the-secret');
      expect(JSON.parse(text)).toMatchObject({ auth: 'oauth2', hasClientSecret: true, hasToken: false });
      const test = async () => (await api.api('/api/counterparties/gateway/test', { method: 'POST' })).json();
      expect(await test()).toMatchObject({
        reachable: true,
        signIn: 'oauth2',
        keyAccepted: null,
        token: { obtained: false, refusal: 'invalid-client' },
      });
      const fixed = await api.api('/api/counterparties/gateway', {
        method: 'PUT',
        json: { clientSecret: auth.clientSecret },
      });
      expect(fixed.status).toBe(200);
      expect(await test()).toMatchObject({
        reachable: true,
        signIn: 'oauth2',
        keyAccepted: true,
        keyStatus: 404,
        token: { obtained: true },
      });
    } finally {
      await api.close();
    }
  });
});

describe('the CLI', () => {
  it('adds a counterparty with OAuth 2.0 options, the secret from standard input, and syncs with it', async () => {
    const dir = tempDir('setu-oauth-cli-');
    const added = await cliWith(
      { input: `${auth.clientSecret}\n` },
      'counterparty',
      'add',
      'gateway',
      '--url',
      front.url,
      '--role',
      'customer',
      '--families',
      'Timecard',
      '--token-url',
      auth.tokenUrl,
      '--client-id',
      auth.clientId,
      '--client-secret-stdin',
      '--scope',
      auth.scope,
      '--data',
      dir,
    );
    expect(added.code, added.stderr).toBe(0);
    const listed = await cli('counterparty', 'list', '--json', '--data', dir);
    expect(listed.stdout).not.toContain(auth.clientSecret);
    expect(JSON.parse(listed.stdout)).toMatchObject([{ auth: 'oauth2', hasClientSecret: true }]);
    const file = `${dir}/timecard.json`;
    fs.writeFileSync(file, JSON.stringify(timecard('cli')));
    expect((await cli('outbox', 'add', file, '--to', 'gateway', '--data', dir)).code).toBe(0);
    const before = auth.tokenRequests;
    const synced = await cli('sync', '--data', dir);
    expect(synced.code, synced.stderr).toBe(0);
    expect(auth.tokenRequests - before).toBe(1);
    expect(synced.stderr).not.toContain(auth.clientSecret);
  });
});
