// Outbox entries as the outbox and sent lists show them, fetched by state.
import type { OutboxOperation, OutboxState } from '../../shared/api-events.ts';
import { api } from '../api/client.ts';
import { networkReason, readError } from './counterparty-error.tsx';
import { familyTitle } from './families.tsx';
import type { Page } from './paged-list.ts';
import { When } from './when.tsx';

export interface OutboxItem {
  id: number;
  resourceId: string;
  family: string;
  title: string;
  path: string;
  counterparty: string;
  operation: OutboxOperation;
  state: OutboxState;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

export const unsentStates: OutboxState[] = ['queued', 'sending', 'failed', 'blocked'];

/**
 * A page of the entries in any of `states`, newest first. The API filters by one state, so each state
 * is asked for its page below the same cursor and the answers merged: the newest `limit` of their
 * union are the newest `limit` of all.
 */
export async function fetchEntries(
  states: OutboxState[],
  counterparty: string,
  cursor: string | undefined,
  limit: number,
): Promise<Page<OutboxItem>> {
  const pages = await Promise.all(
    states.map((state) => {
      const q = new URLSearchParams({ state, limit: String(limit) });
      if (counterparty) q.set('counterparty', counterparty);
      if (cursor) q.set('cursor', cursor);
      return api<Page<OutboxItem>>(`outbox?${q}`);
    }),
  );
  const all = pages.flatMap((p) => p.items).sort((a, b) => b.id - a.id);
  const items = all.slice(0, limit);
  const more = all.length > limit || pages.some((p) => p.next !== undefined);
  const last = items.at(-1);
  return more && last ? { items, next: String(last.id) } : { items };
}

const stateLooks: Record<OutboxState, string> = {
  queued: 'muted',
  sending: 'warn',
  sent: 'ok',
  failed: 'danger',
  blocked: 'warn',
};

export function StateBadge({ state }: { state: OutboxState }) {
  return <span className={`badge ${stateLooks[state]}`}>{state}</span>;
}

/** The last attempt in a few words: the counterparty's status and reason, or why no answer came. */
export function lastResult(e: OutboxItem): string {
  if (e.state === 'blocked') return 'Waits for an earlier failed entry of the same message';
  if (!e.lastError) return e.lastStatus === null ? '' : String(e.lastStatus);
  if (e.lastStatus === null) return `No answer: ${networkReason(e.lastError)}`;
  return `${e.lastStatus} ${readError(e.lastError).summary}`;
}

export function EntryCells({ entry }: { entry: OutboxItem }) {
  return (
    <>
      <span title={entry.path}>{entry.title}</span>
      <span>{entry.counterparty}</span>
      <span>{familyTitle(entry.family)}</span>
      <span>{entry.operation}</span>
    </>
  );
}

export function SentCells({ entry }: { entry: OutboxItem }) {
  return (
    <>
      <EntryCells entry={entry} />
      <span>{entry.lastStatus}</span>
      <When iso={entry.updatedAt} />
    </>
  );
}
