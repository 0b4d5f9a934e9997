// "Test connection" for a counterparty: is it reachable, how fast, can we sign in, and does it accept
// our sign-in. Small GETs with a short deadline, sent through the sync engine's transport, so with the
// same proxy, TLS options and credentials as the sync. /health answers without a sign-in on SETU
// servers, so the sign-in is judged by a second request that needs one: a resource of a collection
// the counterparty accepts. With OAuth 2.0 a token is first asked for anew, so that the report says
// whether the authorization server takes our client id and secret now. The report says only what was
// verified: without a sign-in, nothing was accepted; a refusal then means the counterparty wants one.
import { randomUUID } from 'node:crypto';
import type { ConnectionReport } from '../../shared/api/types.ts';
import { familyByName } from '../../shared/registry.ts';
import type { Counterparty } from '../store/counterparties.ts';
import { TokenRefused } from '../sync/oauth.ts';
import type { Request, Transport } from '../sync/transport.ts';

/** A test should answer while the user waits: never longer than this, whatever the sync timeout. */
const TEST_TIMEOUT_MS = 5000;

export type { ConnectionReport };

const health: Request = { method: 'GET', path: '/health' };

/** A path that requires a sign-in at a SETU server and changes nothing: a (missing) resource. */
function authenticatedPath(cp: Counterparty): string {
  const endpoint = cp.families.flatMap((f) => familyByName.get(f)?.endpoints ?? [])[0];
  return `${endpoint?.path ?? '/purchase-to-pay/timecard'}/${randomUUID()}`;
}

/** Whether the counterparty answers at all (any HTTP status of /health) within `timeoutMs`. */
export async function answers(cp: Counterparty, transport: Transport, timeoutMs: number): Promise<boolean> {
  try {
    await transport.send(cp, health, { timeoutMs: Math.min(cp.timeoutMs, timeoutMs), signIn: false });
    return true;
  } catch {
    return false;
  }
}

export async function testConnection(cp: Counterparty, transport: Transport): Promise<ConnectionReport> {
  const timeoutMs = Math.min(cp.timeoutMs, TEST_TIMEOUT_MS);
  const signIn = cp.auth;
  const started = performance.now();
  let status: number;
  try {
    status = (await transport.send(cp, health, { timeoutMs, signIn: false })).status;
  } catch (e) {
    return {
      reachable: false,
      status: null,
      latencyMs: Math.round(performance.now() - started),
      keyAccepted: null,
      keyStatus: null,
      signIn,
      error: (e as Error).message,
    };
  }
  const reached = { reachable: true, status, latencyMs: Math.round(performance.now() - started), signIn };
  const unjudged = { ...reached, keyAccepted: null, keyStatus: null };
  let token: ConnectionReport['token'];
  try {
    if (signIn === 'oauth2') {
      await transport.freshToken(cp);
      token = { obtained: true };
    }
    const { status: keyStatus } = await transport.send(
      cp,
      { method: 'GET', path: authenticatedPath(cp) },
      { timeoutMs },
    );
    const rejected = keyStatus === 401 || keyStatus === 403;
    const keyAccepted = rejected ? false : signIn !== 'none' ? true : null;
    return { ...reached, keyAccepted, keyStatus, ...(token ? { token } : {}) };
  } catch (e) {
    if (e instanceof TokenRefused)
      return { ...unjudged, token: { obtained: false, refusal: e.refusal, detail: e.message } };
    // Answered /health but not this: the sign-in cannot be judged.
    return { ...unjudged, ...(token ? { token } : {}) };
  }
}
