// Counterparty settings are input like any other (DESIGN §14): a name is plain text of bounded length,
// a token or header name holds nothing that would break a header, a time-out is bounded, an address
// is http or https. Each refusal is a 400 naming the setting (management API) or a non-zero exit
// naming the option (CLI), and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSyncStore } from '../main/cli/sync-store.ts';
import { cli } from './support/cli.ts';
import { type ApiServer, startApiServer } from './support/management.ts';
import { tempDir } from './support/temp.ts';

let wb: ApiServer;
beforeAll(async () => {
  wb = await startApiServer();
});
afterAll(async () => {
  await wb.close();
});

const valid = { name: 'acme', role: 'customer', baseUrl: 'https://setu.acme.example' };

/** Adds a counterparty; answers the status and the error's code and path (the setting it names). */
async function add(json: Record<string, unknown>) {
  const res = await wb.api('/api/counterparties', { method: 'POST', json });
  const body = (await res.json()) as { code?: string; errors?: { path: string }[] };
  return { status: res.status, code: body.code, path: body.errors?.[0]?.path };
}

async function names(): Promise<string[]> {
  return ((await (await wb.api('/api/counterparties')).json()) as { name: string }[]).map((c) => c.name);
}

describe('counterparty names', () => {
  it.each([
    ['a path', '../../x'],
    ['a backslash', 'a\\b'],
    ['a NUL', 'a\u0000b'],
    ['a line break', 'a\nb'],
    ['a bidirectional override', 'acme\u202Eexe.txt'],
    ['100,000 characters', 'x'.repeat(100_000)],
    ['101 characters', 'x'.repeat(101)],
    ['dots alone', '..'],
  ])('refuses %s', async (_, name) => {
    expect(await add({ ...valid, name })).toEqual({ status: 400, code: 'name', path: '/name' });
    expect(await names()).not.toContain(name);
  });

  it('takes plain text of up to 100 characters, in any script', async () => {
    for (const name of ['Bakkerij De Molen B.V.', 'é'.repeat(100), 'Zürich & Søn (2)'])
      expect((await add({ ...valid, name })).status).toBe(201);
  });
});

describe('header values', () => {
  it('refuses a token with a line break (which made every sync fail), on add and on edit', async () => {
    expect(await add({ ...valid, name: 'crlf', token: 'abc\r\nX-Evil: 1' })).toEqual({
      status: 400,
      code: 'token',
      path: '/token',
    });
    expect(await names()).not.toContain('crlf');
    expect((await add({ ...valid, name: 'keyed', token: 'good-token' })).status).toBe(201);
    for (const token of ['bad\ntoken', 'nul\u0000', 'tab\there', ' padded ', 'ümlaut']) {
      const res = await wb.api('/api/counterparties/keyed', { method: 'PUT', json: { token } });
      expect(res.status, token).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('token');
    }
  });

  it('refuses a header name that is no HTTP token, or one the Workbench sets itself', async () => {
    for (const headerName of ['X-Api-Key\r\nX-Evil', 'two words', 'Content-Type', 'setuVersionId', ''])
      expect(
        await add({ ...valid, name: 'header', auth: 'header', token: 'k', headerName }),
        headerName,
      ).toMatchObject({ status: 400, code: 'headerName' });
    expect(
      (await add({ ...valid, name: 'header', auth: 'header', token: 'k', headerName: 'X-Api-Key' })).status,
    ).toBe(201);
  });
});

describe('time-outs and addresses', () => {
  it.each([1e300, 999, 600_001, 1500.5, -1])('refuses a time-out of %s ms', async (timeoutMs) => {
    expect(await add({ ...valid, name: `t${timeoutMs}`, timeoutMs })).toEqual({
      status: 400,
      code: 'timeoutMs',
      path: '/timeoutMs',
    });
  });

  it('takes time-outs from 1 second to 10 minutes', async () => {
    expect((await add({ ...valid, name: 'fast', timeoutMs: 1000 })).status).toBe(201);
    expect((await add({ ...valid, name: 'patient', timeoutMs: 600_000 })).status).toBe(201);
    const res = await wb.api('/api/counterparties/fast', { method: 'PUT', json: { timeoutMs: 1e300 } });
    expect(res.status).toBe(400);
  });

  it.each([
    'ftp://setu.acme.example',
    'file:///etc/passwd',
    'not a url',
    'https://user:secret@setu.acme.example',
  ])('refuses the address %s, naming baseUrl', async (baseUrl) => {
    expect(await add({ ...valid, name: 'address', baseUrl })).toEqual({
      status: 400,
      code: 'baseUrl',
      path: '/baseUrl',
    });
  });
});

describe('the CLI', () => {
  const dir = tempDir('setu-input-cli-');
  const addCli = (name: string, ...extra: string[]) =>
    cli('counterparty', 'add', name, '--role', 'customer', '--data', dir, ...extra);
  const url = ['--url', 'https://setu.acme.example'];

  it.each([
    ['a path in the name', ['../../x', ...url], 'the name'],
    ['a NUL in the name', ['a\u0001b', ...url], 'the name'],
    ['a token with CR/LF', ['crlf', ...url, '--token', 'abc\r\nX-Evil: 1'], 'the token'],
    ['a time-out of 1e300', ['slow', ...url, '--timeout', '1e300'], '--timeout'],
    ['an ftp address', ['ftp', '--url', 'ftp://setu.acme.example'], '--url'],
  ])('refuses %s, exiting non-zero and naming the option', async (_, [name, ...rest], option) => {
    const r = await addCli(name as string, ...(rest as string[]));
    expect(r.code).not.toBe(0);
    expect(r.stderr.startsWith(`${option}: `), r.stderr).toBe(true);
    const s = openSyncStore(dir);
    try {
      expect(s.counterparties.list()).toEqual([]);
    } finally {
      s.close();
    }
  });
});
