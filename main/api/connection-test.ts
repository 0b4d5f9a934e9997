// "Test connection" for a counterparty: is it reachable, how fast, and does it accept our key. Two
// small GETs with the counterparty's credentials and a short deadline, sent through undici as the
// sync engine's requests are. /health answers without a key on SETU servers, so the key is judged
// by a second request that needs one: a resource of a collection the counterparty accepts. The report
// says only what was verified: without a key set, nothing was accepted; a refusal then means the
// counterparty wants one.
import { randomUUID } from 'node:crypto';
import type { ConnectionReport } from '../../shared/api/types.ts';
import { familyByName } from '../../shared/registry.ts';
import type { Counterparty } from '../store/counterparties.ts';

/** A test should answer while the user waits: never longer than this, whatever the sync timeout. */
const TEST_TIMEOUT_MS = 5000;

export type { ConnectionReport };

async function probe(cp: Counterparty, path: string, timeoutMs: number) {
  // Loaded on first use: undici takes a tenth of a second to load, which the server's start need not pay.
  const { request } = await import('undici');
  const started = performance.now();
  const res = await request(`${cp.baseUrl}${path}`, {
    method: 'GET',
    headers: cp.token ? { authorization: `Bearer ${cp.token}` } : {},
    signal: AbortSignal.timeout(timeoutMs),
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  // Read to the end so the connection is released; the body itself does not matter.
  await res.body.dump();
  return { status: res.statusCode, latencyMs: Math.round(performance.now() - started) };
}

/** A path that requires a key at a SETU server and changes nothing: a (missing) resource. */
function authenticatedPath(cp: Counterparty): string {
  const endpoint = cp.families.flatMap((f) => familyByName.get(f)?.endpoints ?? [])[0];
  return `${endpoint?.path ?? '/purchase-to-pay/timecard'}/${randomUUID()}`;
}

/** Whether the counterparty answers at all (any HTTP status of /health) within `timeoutMs`. */
export async function answers(cp: Counterparty, timeoutMs: number): Promise<boolean> {
  try {
    await probe(cp, '/health', Math.min(cp.timeoutMs, timeoutMs));
    return true;
  } catch {
    return false;
  }
}

export async function testConnection(cp: Counterparty): Promise<ConnectionReport> {
  const timeoutMs = Math.min(cp.timeoutMs, TEST_TIMEOUT_MS);
  const hasToken = cp.token !== null;
  let health: { status: number; latencyMs: number };
  const started = performance.now();
  try {
    health = await probe(cp, '/health', timeoutMs);
  } catch (e) {
    const err = e as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
    const code = err.code ?? err.cause?.code ?? err.name;
    return {
      reachable: false,
      status: null,
      latencyMs: Math.round(performance.now() - started),
      keyAccepted: null,
      keyStatus: null,
      hasToken,
      error: `${err.message || 'connection failed'} (${code})`,
    };
  }
  const rejected = (s: number) => s === 401 || s === 403;
  // A /health that itself wants a key has already told us; otherwise ask for something that does.
  let keyStatus = health.status;
  if (!rejected(health.status)) {
    try {
      keyStatus = (await probe(cp, authenticatedPath(cp), timeoutMs)).status;
    } catch {
      // Answered /health but not this: the key cannot be judged.
      return { reachable: true, ...health, keyAccepted: null, keyStatus: null, hasToken };
    }
  }
  const keyAccepted = rejected(keyStatus) ? false : hasToken ? true : null;
  return { reachable: true, ...health, keyAccepted, keyStatus, hasToken };
}
