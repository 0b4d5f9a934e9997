// A throwaway PostgreSQL cluster, as the tests and the benchmark use one: Debian's server binaries,
// initdb into a temporary directory, pg_ctl on a free loopback port, stopped and removed afterwards.
// PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user (runuser),
// which then owns the directory.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export interface Cluster {
  /** postgresql://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  dir: string;
  /** Runs one of the server's programs (pg_ctl, pg_dump, ...) as the cluster's user. */
  run(program: string, args: string[]): string;
  /** Shuts the server down (`fast`: sessions are ended) or starts it again, without blocking. */
  down(): Promise<void>;
  up(): Promise<void>;
  stop(): void;
}

function binDir(): string {
  const fromConfig = (() => {
    try {
      return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    } catch {
      return undefined;
    }
  })();
  if (fromConfig && fs.existsSync(path.join(fromConfig, 'initdb'))) return fromConfig;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions)
    if (fs.existsSync(path.join(root, v, 'bin', 'initdb'))) return path.join(root, v, 'bin');
  throw new Error('PostgreSQL is not installed (apt-get install postgresql).');
}

export interface ClusterOptions {
  /** Flush to disk as a production server does (the benchmark); tests skip it for speed. */
  fsync?: boolean;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    fs.chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const file = path.join(bin, program);
    return asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { encoding: 'utf8', cwd: dir })
      : execFileSync(file, args, { encoding: 'utf8', cwd: dir });
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c max_connections=200',
    ...(options.fsync ? [] : ['-c fsync=off', '-c full_page_writes=off']),
  ].join(' ');
  const start = ['-D', data, '-l', path.join(dir, 'log'), '-o', settings, '-w', 'start'];
  run('pg_ctl', start);
  const pgCtl = (args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const file = path.join(bin, 'pg_ctl');
      const [command, all] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
      execFile(command as string, all as string[], { cwd: dir }, (e) => (e ? reject(e) : resolve()));
    });
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    run,
    down: () => pgCtl(['-D', data, '-m', 'fast', '-w', 'stop']),
    up: () => pgCtl(start),
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
