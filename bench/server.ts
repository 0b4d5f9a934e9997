// The exchange server under load (wrk, 64 connections) next to a bare node:http server
// answering 201 in the same run: durable validated PUTs with fresh ids, GETs, and PUTs into a store
// already holding many messages. Servers run in child processes; their RSS is sampled.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { Store } from '../main/store/store.ts';

const here = import.meta.dirname;
const timecardFile = path.resolve(here, '../../shared/spec/examples/json/Timecard-2.0.json');
const timecard = fs.readFileSync(timecardFile, 'utf8');
const DOC_ID = JSON.parse(timecard).documentId.value as string;
const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

export interface Child {
  url: string;
  proc: ChildProcess;
  maxRssMb: number;
  stop(): Promise<void>;
}

// The measured processes run as one bundled JavaScript file, as the desktop app ships its server process,
// not through tsx: tsx's loader thread alone adds ~35 MB to the RSS, and its transform costs the hot
// paths CPU (the bare server answers a third more requests bundled).
// esbuild is installed as vite's and tsx's; better-sqlite3 is native and loads from node_modules.
const repository = path.resolve(here, '..');
const bundles = new Map<string, Promise<string>>();
/** bench/serve-child.ts of the tree at `root` (this one by default), bundled; answers the file. */
const bundle = (root = repository) => {
  let built = bundles.get(root);
  if (!built) {
    const outfile = path.join(root, 'dist/bench/serve-child.mjs');
    built = build({
      entryPoints: [path.join(root, 'bench/serve-child.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: ['better-sqlite3'],
      // jsonc-parser's `main` is a UMD build whose dynamic requires a bundler cannot follow.
      mainFields: ['module', 'main'],
      // The CommonJS dependencies in an ES module bundle still call require.
      banner: {
        js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
      },
      logLevel: 'warning',
    }).then(() => outfile);
    bundles.set(root, built);
  }
  return built;
};

/** Runs bench/serve-child.ts with `args` (bundled, in its own process) to its end; answers its output. */
export async function runChild(args: string[]): Promise<string> {
  const childFile = await bundle();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [childFile, ...args], (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

/**
 * Starts bench/serve-child.ts with `args` (bundled, in its own process) and samples its RSS; `root`
 * names another tree of this repository to take it from (bench/compare.ts).
 */
export async function startChild(args: string[], root?: string): Promise<Child> {
  const childFile = await bundle(root);
  const proc = spawn(process.execPath, [childFile, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => {
    proc.stdout?.once('data', (chunk: Buffer) => {
      const child: Child = {
        url: chunk.toString().trim(),
        proc,
        maxRssMb: 0,
        stop: () =>
          new Promise((done) => {
            clearInterval(sampler);
            proc.once('exit', () => done());
            proc.kill('SIGTERM');
          }),
      };
      const sampler = setInterval(() => {
        const status = fs.readFileSync(`/proc/${proc.pid}/status`, 'utf8');
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        child.maxRssMb = Math.max(child.maxRssMb, kb / 1024);
      }, 200);
      resolve(child);
    });
  });
}

// wrk (C) generates the load: a load generator in JavaScript saturates before a bare node:http
// server does, which would flatter every ratio measured against that ceiling.
const putScript = `
local f = io.open(os.getenv("TIMECARD"), "r")
local template = f:read("*a")
f:close()
local n = 0
local prefix = string.format("%08x", math.random(0, 0x7fffffff))
request = function()
  n = n + 1
  local id = string.format("%s-0000-4000-8000-%012d", prefix, n)
  local body = template:gsub(os.getenv("DOC_ID"), id)
  return wrk.format("PUT", "/purchase-to-pay/timecard/" .. id,
    {["Content-Type"] = "application/json", ["standardVersionId"] = "2.0"}, body)
end
`;
const getScript = (path: string) => `request = function() return wrk.format("GET", "${path}") end\n`;

// The exchange server is measured on open connections, as counterparties keep theirs: each of wrk's
// connections sends its first request only after 100 ms, when all are open. Otherwise the run starts
// with a ramp that measures something else: node accepts one connection per turn of its event loop,
// so with 64 connections opened at once against a server already busy with the first ones, the last
// waits some 60 turns (half a second) for its first answer, and wrk's correction for coordinated
// omission turns those waits into the p99. The bare ceilings run without the pause: their turns are
// short, so their ramp is brief, and a delay function costs wrk a timer per request, which would lower
// the ceilings by a few percent and so flatter the ratios (the exchange server's runs bear that cost,
// and the pause counts in their duration).
const openFirst = (connections: number) => `
local waiting = ${connections}
delay = function()
  if waiting > 0 then
    waiting = waiting - 1
    return 100
  end
  return 0
end
`;

interface LoadResult {
  rate: number;
  p50: number;
  p99: number;
}

function wrk(
  url: string,
  script: string,
  { openConnectionsFirst = true, connections = CONNECTIONS, tag = '' } = {},
) {
  // One script file per wrk running at the same time.
  const file = path.join(os.tmpdir(), `setu-bench${tag}.lua`);
  fs.writeFileSync(file, openConnectionsFirst ? openFirst(connections) + script : script);
  return {
    args: ['-t1', `-c${connections}`, `-d${SECONDS}s`, '--latency', '-s', file, url],
    env: { ...process.env, TIMECARD: timecardFile, DOC_ID: DOC_ID.replace(/\W/g, '%$&') },
  };
}

function parse(out: string): LoadResult {
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  if (non2xx > 0 || /Socket errors/.test(out)) throw new Error(out);
  const ms = (p: string) => {
    const [, value, unit] = new RegExp(`${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out) ?? [];
    // Rounded to the microsecond wrk prints: 698us is 0.698 ms, not 0.6980000000000001.
    return Math.round(Number(value) * (unit === 'us' ? 1 : unit === 's' ? 1e6 : 1000)) / 1000;
  };
  return { rate: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]), p50: ms('50'), p99: ms('99') };
}

function load(url: string, script: string, options: { openConnectionsFirst?: boolean } = {}): LoadResult {
  const { args, env } = wrk(url, script, options);
  return parse(execFileSync('wrk', args, { env, encoding: 'utf8' }));
}

/**
 * The same PUT load spread over several servers (as a load balancer would), one wrk per server with
 * its share of the connections, at the same time: the rates add up, the slowest percentiles count.
 */
export async function loadPutsAcross(urls: string[]): Promise<LoadResult> {
  const runs = await Promise.all(
    urls.map((url, i) => {
      const { args, env } = wrk(url, putScript, { connections: CONNECTIONS / urls.length, tag: `-${i}` });
      return new Promise<LoadResult>((resolve, reject) =>
        execFile('wrk', args, { env, encoding: 'utf8' }, (e, out) => (e ? reject(e) : resolve(parse(out)))),
      );
    }),
  );
  return {
    rate: runs.reduce((sum, r) => sum + r.rate, 0),
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
  };
}

/** Validated durable PUTs with fresh ids at the exchange server at `url`: its ceiling as a counterparty. */
export const loadPuts = (url: string) => load(url, putScript);

/** GETs of one stored timecard (stored first) at the exchange server at `url`. */
export async function loadGets(url: string): Promise<LoadResult> {
  const id = randomUUID();
  const res = await fetch(`${url}/purchase-to-pay/timecard/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
    body: timecard,
  });
  if (res.status !== 201) throw new Error(`storing the timecard to GET answered ${res.status}`);
  return load(url, getScript(`/purchase-to-pay/timecard/${id}`));
}

export function line(
  what: string,
  r: { rate: number; p50: number; p99: number },
  ceiling?: { rate: number },
  target?: number,
) {
  const ratio = ceiling ? r.rate / ceiling.rate : undefined;
  const verdict =
    ratio === undefined || target === undefined
      ? ''
      : `ratio ${ratio.toFixed(2)} (target >= ${target}) ${ratio >= target ? 'OK' : 'BELOW TARGET'}`;
  console.log(
    `  ${what.padEnd(46)} ${Math.round(r.rate).toLocaleString('en').padStart(8)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ${verdict}`,
  );
}

/** Fills a store with `rows` small messages (batched writes) so the PUT rate can be measured against it. */
async function fill(dir: string, rows: number): Promise<void> {
  const store = Store.open(dir);
  const body = { documentId: { value: '', schemeAgencyId: 'Supplier' } };
  for (let done = 0; done < rows; done += 5000) {
    await Promise.all(
      Array.from({ length: Math.min(5000, rows - done) }, (_, i) =>
        store.write((tx) =>
          tx.put({
            collection: '/purchase-to-pay/timecard',
            id: randomUUID(),
            family: 'Timecard',
            owner: '',
            body,
            standardVersion: '2.0',
            documentId: { scheme: 'Supplier', value: `fill-${done + i}` },
          }),
        ),
      ),
    );
  }
  store.close();
}

export async function benchServer(): Promise<LoadResult> {
  console.log(
    `\nExchange server, ${CONNECTIONS} connections, ${SECONDS} s each (servers in child processes)`,
  );
  const bare = await startChild(['bare', timecardFile]);
  const barePut = load(bare.url, putScript, { openConnectionsFirst: false });
  const bareGet = load(bare.url, getScript('/any'), { openConnectionsFirst: false });
  await bare.stop();

  const setu = await startChild(['setu']);
  const put = loadPuts(setu.url);
  const get = await loadGets(setu.url);
  await setu.stop();

  const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-bench-full-'));
  const filling = performance.now();
  await fill(dir, rows);
  const fillSeconds = (performance.now() - filling) / 1000;
  const full = await startChild(['setu', dir]);
  const putFull = loadPuts(full.url);
  await full.stop();
  fs.rmSync(dir, { recursive: true, force: true });

  line('bare node:http PUT -> 201', barePut);
  line('SETU PUT timecard (validated, synced to disk)', put, barePut, 0.25);
  line('bare node:http GET', bareGet);
  line('SETU GET stored timecard', get, bareGet, 0.6);
  line(`SETU PUT with ${rows.toLocaleString('en')} messages stored`, putFull, put, 0.8);
  console.log(`  (store filled with ${rows.toLocaleString('en')} messages in ${fillSeconds.toFixed(1)} s)`);
  console.log(
    `  p99 of SETU PUT: ${put.p99} ms (target < 25 ms); server RSS max: ${Math.round(Math.max(setu.maxRssMb, full.maxRssMb))} MB (target < 150 MB)`,
  );
  return put;
}
