// `counterparty test`'s report in words: whether the address answers, whether the sign-in is taken, and
// per family we send whether the counterparty's system serves it. Essential is what the sync cannot do
// without: an answer, a sign-in taken, and every family it sends served.
import type { ConnectionReport, FamilyServed } from '../../shared/api/types.ts';
import { table } from './sync-store.ts';

const servedWords: Record<FamilyServed, string> = {
  served: 'served',
  'not-served': 'NOT SERVED: its system does not take this message type here',
  'not-allowed': 'NOT ALLOWED: our sign-in may not use this',
  unclear: 'unclear',
};

function signInLine(r: ConnectionReport): string {
  if (r.token && !r.token.obtained)
    return `no token from the sign-in server (${r.token.refusal}): ${r.token.detail}`;
  if (r.keyAccepted === false)
    return r.signIn === 'none'
      ? `refused (HTTP ${r.keyStatus}): it wants a sign-in, and none is set`
      : `REFUSED (HTTP ${r.keyStatus}): the ${r.signIn} credentials are not accepted`;
  if (r.keyAccepted === true) return `accepted (${r.signIn})`;
  return r.signIn === 'none' ? 'none set, none asked for' : 'not judged: no answer to a signed-in request';
}

const answer = (status: number | null) => (status === null ? 'no answer' : `HTTP ${status}`);

/** The report as lines of words and a table; `ok` is false when something essential failed. */
export function describeReport(baseUrl: string, r: ConnectionReport): { text: string; ok: boolean } {
  if (!r.reachable)
    return { text: `address: ${baseUrl} does NOT answer: ${r.error ?? 'no answer'}\n`, ok: false };
  const lines = [
    `address: ${baseUrl} answers (HTTP ${r.status} in ${r.latencyMs} ms)`,
    `sign-in: ${signInLine(r)}`,
  ];
  const rows = r.families.map((p) => [p.family, p.label, p.path, answer(p.status), servedWords[p.served]]);
  const body = rows.length ? table(['FAMILY', 'MESSAGE', 'PATH', 'ANSWER', 'SERVED'], rows) : '';
  const refused = r.keyAccepted === false || r.token?.obtained === false;
  const notServed = r.families.some((p) => p.served === 'not-served');
  return { text: `${lines.join('\n')}\n${body}`, ok: !refused && !notServed };
}
