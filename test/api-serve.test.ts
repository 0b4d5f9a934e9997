// `serve` as a user runs it: it prints the UI's address with the sign-in token, that token opens the
// management API, `token` prints the same one; listening on the network mounts no management API.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const bin = path.resolve(import.meta.dirname, '../bin/setu-workbench.mjs');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-serve-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Starts `serve` and resolves with its stdout once it printed `lines` lines. */
function serve(args: string[], lines: number): Promise<string[]> {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--quiet', ...args]);
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const got = out.split('\n').filter(Boolean);
      if (got.length >= lines) resolve(got);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
}

describe('serve and the management API', () => {
  it('prints the Workbench UI address with the token, which the API accepts', async () => {
    const data = path.join(tmp, 'loopback');
    const [listening, ui] = await serve(['--data', data], 2);
    const base = /listening on (\S+)/.exec(listening as string)?.[1] as string;
    const match = /^Workbench UI: (http:\/\/127\.0\.0\.1:\d+)\/\?token=([\w-]+)$/.exec(ui as string);
    expect(match?.[1]).toBe(base);
    const token = match?.[2] as string;
    expect((await fetch(`${base}/api/drafts`)).status).toBe(401);
    expect(
      (await fetch(`${base}/api/drafts`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    const printed = await promisify(execFile)(process.execPath, [bin, 'token', '--data', data]);
    expect(printed.stdout.trim()).toBe(token);
  });

  it('mounts no management API when listening beyond loopback', async () => {
    const [listening, ...rest] = await serve(
      ['--data', path.join(tmp, 'network'), '--listen', '0.0.0.0', '--insecure'],
      1,
    );
    expect(rest).toEqual([]);
    const port = /:(\d+)$/.exec(listening as string)?.[1];
    const res = await fetch(`http://127.0.0.1:${port}/api/drafts`);
    expect(res.status).toBe(404);
    expect(fs.existsSync(path.join(tmp, 'network', 'management-token'))).toBe(false);
  });
});
