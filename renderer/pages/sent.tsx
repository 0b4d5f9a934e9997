// Sent: what the relations accepted, with what each message is about, how it was taken (new, or a
// change) and when; each opens as it was sent.
import { useCallback, useState } from 'react';
import type { OutboxListRow } from '../../shared/api/types.ts';
import { CounterpartySelect } from '../components/counterparty-select.tsx';
import { DigestCells, digestColumns } from '../components/digest-cells.tsx';
import { ListFilters, noFilters, useListFilter } from '../components/list-filters.tsx';
import { type ListLayout, ListPage, useListRows } from '../components/list-page.tsx';
import { useMessageTitle } from '../components/message-title.ts';
import { When } from '../components/when.tsx';
import { useT } from '../i18n/intl.tsx';
import { href } from '../router.ts';
import './sent.css';

/** How the relation took the message, from its answer: 201 created, 200 replaced or changed. */
export function useAcceptedWords(): (status: number | null) => string {
  const t = useT();
  return (status) =>
    status === 201 ? t('sent.created') : status === 200 ? t('sent.updated') : t('sent.accepted');
}

/** The message, to whom, what it is about (digest-cells.tsx), how it was taken and when. */
const layout: ListLayout<OutboxListRow> = {
  name: 'sent',
  words: { heading: 'sent.heading', label: 'sent.entries', empty: 'sent.empty' },
  columns: ['col.message', 'outbox.col.to', ...digestColumns(false), 'col.state', 'sent.col.sent'],
  rowKey: (e) => e.id,
};

export function SentPage() {
  const t = useT();
  const title = useMessageTitle();
  const accepted = useAcceptedWords();
  const [counterparty, setCounterparty] = useState('');
  const [filters, setFilters] = useState(noFilters);
  const filter = useListFilter(filters);
  const list = useListRows(
    'GET /lists/outbox',
    { ...filter, states: 'sent', ...(counterparty ? { counterparty } : {}) },
    (e) => e.type === 'outbox' && e.state === 'sent',
  );
  const renderRow = useCallback(
    (e: OutboxListRow) => (
      <div className="row-cells">
        <a href={href('sent', String(e.id))}>{title(e.family, e.digest.documentId)}</a>
        <span>{e.counterparty}</span>
        <DigestCells digest={e.digest} customer={false} />
        <span>{accepted(e.lastStatus)}</span>
        <When iso={e.updatedAt} />
      </div>
    ),
    [title, accepted],
  );
  return (
    <ListPage layout={layout} list={list} renderRow={renderRow}>
      <div className="toolbar">
        <CounterpartySelect value={counterparty} onChange={setCounterparty} />
        <ListFilters value={filters} onChange={setFilters} searchLabel={t('filter.search')} />
      </div>
    </ListPage>
  );
}
