// "Test connection" for a counterparty: is it reachable, how fast, can we sign in, does it accept our
// sign-in, and which of the families we send to it does it serve. Small GETs with a short deadline,
// sent through the sync engine's transport, so with the same proxy, TLS options and credentials as the
// sync. /health answers without a sign-in on SETU servers, so the sign-in is judged by the requests
// that need one: per collection of each family we send, a GET of an unused id (a fresh UUID) at the
// path the sync addresses. A GET changes nothing at the customer, and its answer also says whether the
// collection is served: 404 (no such resource) means the path exists; 405/501 that it does not. With
// OAuth 2.0 a token is first asked for anew, so that the report says whether the authorization server
// takes our client id and secret now. The report says only what was verified: without a sign-in,
// nothing was accepted; a refusal then means the counterparty wants one.
import { randomUUID } from 'node:crypto';
import type { ConnectionReport, FamilyProbe, FamilyServed } from '../../shared/api/types.ts';
import { oasOperations } from '../../shared/messages/oas-operations.ts';
import { family } from '../../shared/messages/registry.ts';
import type { Counterparty } from '../store/counterparties.ts';
import { TokenRefused } from './oauth.ts';
import { mediaType, oasMethod } from './requests.ts';
import type { Request, Transport } from './transport.ts';

/** A test should answer while the user waits: never longer than this, whatever the sync timeout. */
const TEST_TIMEOUT_MS = 5000;

export type { ConnectionReport };

const health: Request = { method: 'GET', path: '/health' };

const refused = (status: number | null) => status === 401 || status === 403;

export function servedBy(status: number | null): FamilyServed {
  if (status === 404) return 'served';
  if (status === 405 || status === 501) return 'not-served';
  if (refused(status)) return 'not-allowed';
  return 'unclear';
}

/** GETs an unused id on every collection of the families we send to `cp`, as the sync addresses them. */
function probeFamilies(cp: Counterparty, transport: Transport, timeoutMs: number): Promise<FamilyProbe[]> {
  const collections = cp.families.flatMap((name) => {
    const f = family(name);
    // A collection the OAS gives no GET on (an attachment upload) cannot be probed without creating.
    return f.endpoints.filter((e) => oasOperations[e.path]?.retrieve).map((endpoint) => ({ f, endpoint }));
  });
  return Promise.all(
    collections.map(async ({ f, endpoint }): Promise<FamilyProbe> => {
      const path = `${endpoint.path}/${randomUUID()}`;
      const accept = mediaType(f.format === 'ubl' ? 'xml' : cp.bodyFormat);
      const request: Request = { method: oasMethod(endpoint.path, 'retrieve'), path, headers: { accept } };
      let status: number | null = null;
      try {
        status = (await transport.send(cp, request, { timeoutMs })).status;
      } catch (e) {
        if (e instanceof TokenRefused) throw e;
      }
      return { family: f.name, label: endpoint.label, path: endpoint.path, status, served: servedBy(status) };
    }),
  );
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
      families: [],
    };
  }
  const reached = { reachable: true, status, latencyMs: Math.round(performance.now() - started), signIn };
  let token: ConnectionReport['token'];
  try {
    if (signIn === 'oauth2') {
      await transport.freshToken(cp);
      token = { obtained: true };
    }
    const families = await probeFamilies(cp, transport, timeoutMs);
    // Refused everywhere it answered: the sign-in itself. A 403 on some collections only is a right
    // this sign-in lacks there, shown per family.
    const answered = families.filter((p) => p.status !== null);
    const keyStatus = (answered.find((p) => !refused(p.status)) ?? answered[0])?.status ?? null;
    const keyAccepted =
      keyStatus === null ? null : refused(keyStatus) ? false : signIn !== 'none' ? true : null;
    return { ...reached, keyAccepted, keyStatus, ...(token ? { token } : {}), families };
  } catch (e) {
    // Answered /health but no token could be asked for: the sign-in cannot be judged.
    if (!(e instanceof TokenRefused)) return { ...reached, keyAccepted: null, keyStatus: null, families: [] };
    const refusal = { obtained: false as const, refusal: e.refusal, detail: e.message };
    return { ...reached, keyAccepted: null, keyStatus: null, token: refusal, families: [] };
  }
}
