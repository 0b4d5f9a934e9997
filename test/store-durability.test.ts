import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Store } from '../main/store/store.ts';
import { writerBody, writerCollection, writerId } from './support/store-writer.ts';

const writer = fileURLToPath(new URL('./support/store-writer.ts', import.meta.url));

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-durable-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Resolves with every id the child printed once it has printed `enough`, after killing it. */
function runAndKill(enough: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const printed: number[] = [];
    let partial = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) printed.push(Number(line));
      if (printed.length >= enough && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(printed);
      else reject(new Error(`writer exited with ${code} before being killed: ${stderr}`));
    });
  });
}

describe('durability', () => {
  it('keeps every write whose promise resolved when the process is killed mid-stream', async () => {
    const printed = await runAndKill(2000);
    expect(printed.length).toBeGreaterThanOrEqual(2000);
    const store = Store.open(dir);
    try {
      for (const i of printed) {
        const stored = store.get(writerCollection, writerId(i));
        expect(stored?.body, `write ${i}`).toEqual(writerBody(i));
      }
      // The child was killed while writing: the store may hold a few more, never fewer.
      expect(store.count(writerCollection)).toBeGreaterThanOrEqual(printed.length);
    } finally {
      store.close();
    }
  });
});

describe('background checkpoints', () => {
  it('fold the WAL into the database from the worker thread, and close leaves no WAL behind', async () => {
    const store = Store.open(dir);
    const walFile = `${store.file}-wal`;
    try {
      const body = { text: 'x'.repeat(3000) };
      await Promise.all(
        Array.from({ length: 500 }, () =>
          store.write((tx) =>
            tx.put({
              collection: '/c',
              id: randomUUID(),
              family: 'f',
              owner: '',
              body,
              standardVersion: '1',
            }),
          ),
        ),
      );
      const deadline = Date.now() + 5000;
      while (store.stats.checkpoints === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(store.stats.checkpoints).toBeGreaterThan(0);
    } finally {
      store.close();
    }
    expect(fs.existsSync(walFile)).toBe(false);
    const reopened = Store.open(dir, { backgroundCheckpoint: false });
    expect(reopened.count('/c')).toBe(500);
    reopened.close();
  });
});

/** A timecard-shaped message of about 3.4 KB of JSON, the size the throughput target is set for. */
function benchBody(n: number): Record<string, unknown> {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return {
    timecardId: { value: `TC-${n}`, schemeAgencyId: 'Supplier' },
    assignmentId: { value: `AS-${n % 97}`, schemeAgencyId: 'Customer' },
    periodStartDate: '2024-05-06',
    periodEndDate: '2024-05-12',
    humanResource: { name: { given: 'Jan', family: 'Jansen' }, id: { value: `HR-${n % 31}` } },
    timeIntervals: days.map((day, i) => ({
      id: `line-${i}`,
      day,
      start: `2024-05-${String(6 + i).padStart(2, '0')}T08:00:00+02:00`,
      end: `2024-05-${String(6 + i).padStart(2, '0')}T16:30:00+02:00`,
      rateCode: 'REG',
      quantity: 8.5,
      allowances: [{ type: 'travel', amount: { value: 12.4, currency: 'EUR' }, note: 'kilometre allowance' }],
      remarks: 'Worked on site at the customer premises, regular shift with a thirty minute break.',
    })),
    approval: {
      approvedBy: 'Piet Pieters',
      approvedAt: '2024-05-13T09:12:00+02:00',
      note: 'ok '.repeat(243),
    },
  };
}

describe('throughput', () => {
  it('measures concurrent durable puts (printed, not asserted)', async () => {
    const store = Store.open(dir);
    try {
      const size = JSON.stringify(benchBody(12345)).length;
      expect(size).toBeGreaterThan(3200);
      expect(size).toBeLessThan(3600);
      const total = 20_000;
      const bodies = Array.from({ length: total }, (_, i) => benchBody(i));
      const batchesBefore = store.stats.batches;
      const started = performance.now();
      await Promise.all(
        bodies.map((body, i) =>
          store.write((tx) =>
            tx.put({
              collection: '/purchase-to-pay/timecard',
              id: randomUUID(),
              family: 'timecard',
              owner: '',
              body,
              standardVersion: '1.6',
              documentId: { scheme: 'Supplier', value: `TC-${i}` },
              references: [{ family: 'assignment', key: { scheme: 'Customer', value: `AS-${i % 97}` } }],
            }),
          ),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const batches = store.stats.batches - batchesBefore;
      console.log(
        `store: ${total} concurrent puts of ${size} B in ${seconds.toFixed(2)} s = ${Math.round(total / seconds)} puts/s, ${batches} commits, each synced to disk before its writes resolved`,
      );
      expect(store.count()).toBe(total);
    } finally {
      store.close();
    }
  });
});
