// Sync end to end through the CLI: the workbench's `counterparty`, `outbox` and `sync` commands
// against a counterparty running `serve --role supplier --require-auth` as its own process.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMessage } from '../shared/messages/message-io.ts';
import { family } from '../shared/messages/registry.ts';
import { bin, cli } from './support/cli.ts';
import { exampleMessage } from './support/examples.ts';
import { startFaultProxy } from './support/fault-proxy.ts';
import { freePort } from './support/free-port.ts';
import { specPath } from './support/official.ts';
import { addCounterparty, openWorkbench, startCounterparty, timecard } from './support/workbench.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-sync-cli-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** `serve` in a child process; its access log (stderr, one JSON object a line) is collected. */
async function serve(data: string, port: number) {
  const child = spawn(process.execPath, [
    bin,
    'serve',
    '--role',
    'supplier',
    '--require-auth',
    '--port',
    String(port),
    '--data',
    data,
  ]);
  children.push(child);
  const log: { method: string; path: string; status: number }[] = [];
  let buffered = '';
  child.stderr.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('{')) log.push(JSON.parse(line));
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => c.toString().includes('listening on') && resolve());
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  return { child, log, url: `http://127.0.0.1:${port}` };
}

const dir = (name: string) => {
  const d = path.join(tmp, name);
  fs.mkdirSync(d, { recursive: true });
  return d;
};

describe('setu-workbench counterparty / outbox / sync', () => {
  it('queues while the counterparty is down, delivers every entry once it is up, then sends nothing', {
    timeout: 180_000,
  }, async () => {
    const wbDir = dir('wb');
    const cpDir = dir('cp');
    const token = (await cli('key', 'add', 'workbench', '--data', cpDir)).stdout.trim();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const added = await cli(
      'counterparty',
      'add',
      'acme',
      '--url',
      url,
      '--role',
      'supplier',
      '--token',
      token,
      '--data',
      wbDir,
    );
    expect(added).toMatchObject({ code: 0 });
    const listedCps = JSON.parse((await cli('counterparty', 'list', '--json', '--data', wbDir)).stdout);
    expect(listedCps).toMatchObject([{ name: 'acme', role: 'supplier', baseUrl: url, hasToken: true }]);
    expect(JSON.stringify(listedCps)).not.toContain(token);

    const files = [1, 2, 3].map((n) => {
      const file = path.join(tmp, `timecard-${n}.json`);
      fs.writeFileSync(file, JSON.stringify(timecard(`cli-${n}`)));
      return file;
    });
    const order = path.join(tmp, 'order.json');
    fs.writeFileSync(order, JSON.stringify(exampleMessage(family('StaffingOrder'), '2.0')));
    files.push(order, specPath('examples', 'xml', 'PlanningRequest-2.0.xml'));
    for (const file of files) {
      const r = await cli('outbox', 'add', file, '--to', 'acme', '--data', wbDir);
      expect(r.code, r.stderr).toBe(0);
    }

    const invalid = path.join(tmp, 'invalid.json');
    fs.writeFileSync(invalid, JSON.stringify({ ...timecard('bad'), period: 'last week' }));
    const refused = await cli('outbox', 'add', invalid, '--to', 'acme', '--data', wbDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${invalid}: /period:`);
    const person = path.join(tmp, 'person.json');
    fs.writeFileSync(person, JSON.stringify(exampleMessage(family('HumanResource'), '2.0')));
    const notAccepted = await cli('outbox', 'add', person, '--to', 'acme', '--data', wbDir);
    expect(notAccepted).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/acme does not accept Human resource/),
    });

    const offline = await cli('sync', '--data', wbDir, '--retry-base-ms', '5', '--max-attempts', '2');
    expect(offline.code).toBe(1);
    expect(offline.stderr).toMatch(/ECONNREFUSED/);
    expect(offline.stdout).toContain('0 sent, 0 failed, 5 still queued');
    const queued = JSON.parse((await cli('outbox', 'list', '--json', '--data', wbDir)).stdout);
    expect(queued).toHaveLength(5);
    for (const e of queued) {
      expect(e).toMatchObject({ counterparty: 'acme', state: 'queued', lastStatus: null });
      expect(e.lastError).toMatch(/ECONNREFUSED/);
      expect(Object.keys(e)).toEqual(expect.arrayContaining(['resourceId', 'family', 'path']));
    }

    const counterparty = await serve(cpDir, port);
    const online = await cli('sync', '--data', wbDir);
    expect(online.code, online.stderr).toBe(0);
    expect(online.stdout).toContain('5 sent, 0 failed, 0 still queued');
    const sent = JSON.parse((await cli('outbox', 'list', '--json', '--data', wbDir)).stdout);
    for (const [i, e] of sent.entries()) {
      expect(e).toMatchObject({ state: 'sent', lastError: null });
      const res = await fetch(`${url}${e.path}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(readMessage(fs.readFileSync(files[i] as string, 'utf8')).doc);
    }
    const writes = () => counterparty.log.filter((l) => l.method !== 'GET');
    expect(writes().map((l) => l.status)).toEqual([201, 201, 201, 201, 201]);

    const again = await cli('sync', '--data', wbDir);
    expect(again).toMatchObject({ code: 0, stdout: 'nothing to send\n' });
    expect(writes()).toHaveLength(5);
    counterparty.child.kill('SIGTERM');
  });

  it("adds a customer's back office by name, URL and role, which takes timecards, and keeps the overrides given", async () => {
    const wbDir = dir('customer');
    const plain = await cli(
      'counterparty',
      'add',
      'bakery',
      '--url',
      'https://setu.bakery.example',
      '--role',
      'customer',
      '--data',
      wbDir,
    );
    expect(plain.code, plain.stderr).toBe(0);
    const file = path.join(tmp, 'customer-timecard.json');
    fs.writeFileSync(file, JSON.stringify(timecard('cli-customer')));
    const queued = await cli('outbox', 'add', file, '--to', 'bakery', '--data', wbDir);
    expect(queued.code, queued.stderr).toBe(0);

    const overrides = await cli(
      'counterparty',
      'add',
      'old-style',
      '--url',
      'https://setu.old.example',
      '--role',
      'supplier',
      '--submit-method',
      'PUT',
      '--submit-method-for',
      'InquiryPayEquity=POST',
      '--version-header',
      'standardVersionId',
      '--data',
      wbDir,
    );
    expect(overrides.code, overrides.stderr).toBe(0);
    const listed = JSON.parse((await cli('counterparty', 'list', '--json', '--data', wbDir)).stdout);
    expect(listed).toMatchObject([
      {
        name: 'bakery',
        families: expect.arrayContaining(['Timecard']),
        submitMethod: null,
        submitMethods: {},
        versionHeader: null,
      },
      {
        name: 'old-style',
        submitMethod: 'PUT',
        submitMethods: { InquiryPayEquity: 'POST' },
        versionHeader: 'standardVersionId',
      },
    ]);
    const table = (await cli('counterparty', 'list', '--data', wbDir)).stdout;
    expect(table).toContain('submit:oas version:both json');
    expect(table).toContain('submit:PUT InquiryPayEquity:POST version:standardVersionId json');
    for (const wrong of ['Timecard', 'Timecard=PATCH', 'Memo=PUT']) {
      const refused = await cli(
        'counterparty',
        'add',
        `wrong-${wrong}`,
        '--url',
        'https://setu.x.example',
        '--role',
        'supplier',
        '--submit-method-for',
        wrong,
        '--data',
        wbDir,
      );
      expect(refused.code, wrong).not.toBe(0);
      expect(refused.stderr).toMatch(/submit-method-for|Memo/);
    }
  });

  it('survives SIGKILL mid-batch: after a restart every entry is sent; those in flight went again and changed nothing', async () => {
    const cp = await startCounterparty();
    const proxy = await startFaultProxy(cp.server.url);
    proxy.always = { kind: 'delay', ms: 80 };
    const wbDir = dir('killed');
    const wb = openWorkbench(wbDir);
    addCounterparty(wb, { name: 'acme', role: 'supplier', baseUrl: proxy.url, token: cp.token });
    const entries = Array.from({ length: 24 }, (_, n) => wb.queue('acme', timecard(`k-${n}`)));
    wb.close();

    const child = spawn(process.execPath, [bin, 'sync', '--data', wbDir, '--concurrency', '4']);
    children.push(child);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    while (proxy.seen.length < 10) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGKILL');
    await exited;

    const after = openWorkbench(wbDir);
    const states = entries.map((e) => after.outbox.get(e.id)?.state);
    expect(states.filter((s) => s === 'sending').length).toBeLessThanOrEqual(4);
    expect(states.filter((s) => s === 'sent').length).toBeGreaterThan(0);
    expect(states.filter((s) => s !== 'sent').length).toBeGreaterThan(0); // killed mid-batch
    expect(states.every((s) => s === 'sent' || s === 'sending' || s === 'queued')).toBe(true);
    after.close();

    const restarted = await cli('sync', '--data', wbDir);
    expect(restarted.code, restarted.stderr).toBe(0);
    const final = openWorkbench(wbDir);
    const TC = '/purchase-to-pay/timecard';
    expect(await cp.server.store.count(TC)).toBe(entries.length);
    for (const [n, e] of entries.entries()) {
      expect(final.outbox.get(e.id)?.state).toBe('sent');
      expect((await cp.server.store.get(TC, e.resourceId))?.body).toEqual(timecard(`k-${n}`));
      // Delivery is at-least-once: a resend is the same POST, which meets its own message (409) and
      // records no second revision.
      expect(await cp.server.store.history(TC, e.resourceId)).toHaveLength(1);
    }
    // Only requests in flight at the kill (at most the concurrency) may have been sent a second time.
    const submits = proxy.seen.filter((s) => s.method === 'POST').length;
    expect(submits - entries.length).toBeLessThanOrEqual(4);
    final.close();
    await proxy.close();
    await cp.server.close();
  });
  it('stops on SIGTERM after recording the requests already out, leaving the rest queued', async () => {
    const cp = await startCounterparty();
    const proxy = await startFaultProxy(cp.server.url);
    proxy.always = { kind: 'delay', ms: 80 };
    const wbDir = dir('stopped');
    const wb = openWorkbench(wbDir);
    addCounterparty(wb, { name: 'acme', role: 'supplier', baseUrl: proxy.url, token: cp.token });
    const entries = Array.from({ length: 24 }, (_, n) => wb.queue('acme', timecard(`t-${n}`)));
    wb.close();

    const child = spawn(process.execPath, [bin, 'sync', '--data', wbDir, '--concurrency', '4']);
    children.push(child);
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    while (proxy.seen.length < 6) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(stdout).toMatch(/still queued/);

    const after = openWorkbench(wbDir);
    const states = entries.map((e) => after.outbox.get(e.id)?.state);
    expect(states).not.toContain('sending');
    const sent = states.filter((s) => s === 'sent').length;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(entries.length);
    expect(await cp.server.store.count('/purchase-to-pay/timecard')).toBe(sent);
    after.close();
    await proxy.close();
    await cp.server.close();
  });
});
