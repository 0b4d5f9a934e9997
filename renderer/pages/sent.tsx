// Sent: what the relations accepted, with what each message is about, how it was taken (new, or a
// change) and when; each opens as it was sent.
import { useCallback, useState } from 'react';
import type { OutboxListRow } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { CounterpartySelect } from '../components/counterparty-select.tsx';
import { DigestCells } from '../components/digest-cells.tsx';
import { filterKey, ListFilters, noFilters, useListFilter } from '../components/list-filters.tsx';
import { useMessageTitle } from '../components/message-title.ts';
import { usePagedList } from '../components/paged-list.ts';
import { useApiEvents } from '../components/use-api-events.ts';
import { VirtualList } from '../components/virtual-list.tsx';
import { When } from '../components/when.tsx';
import { LocalError } from '../errors/error-text.tsx';
import { useT } from '../i18n/intl.tsx';
import { href } from '../router.ts';
import './sent.css';

/** How the relation took the message, from its answer: 201 created, 200 replaced or changed. */
export function useAcceptedWords(): (status: number | null) => string {
  const t = useT();
  return (status) =>
    status === 201 ? t('sent.created') : status === 200 ? t('sent.updated') : t('sent.accepted');
}

export function SentPage() {
  const t = useT();
  const title = useMessageTitle();
  const accepted = useAcceptedWords();
  const [counterparty, setCounterparty] = useState('');
  const [filters, setFilters] = useState(noFilters);
  const filter = useListFilter(filters);
  const list = usePagedList<OutboxListRow>(filterKey(filter, { counterparty }), (cursor, limit) =>
    call('GET /lists/outbox', {
      query: { ...filter, states: 'sent', ...(counterparty ? { counterparty } : {}), cursor, limit },
    }),
  );
  useApiEvents((e) => {
    if ((e.type === 'outbox' && e.state === 'sent') || e.type === 'connected') list.refresh();
  });
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
    <section className="list-page sent-page" aria-labelledby="sent-heading">
      <h1 id="sent-heading">{t('sent.heading')}</h1>
      <div className="toolbar">
        <CounterpartySelect value={counterparty} onChange={setCounterparty} />
        <ListFilters value={filters} onChange={setFilters} searchLabel={t('filter.search')} />
      </div>
      {list.failure ? <LocalError error={list.failure} /> : null}
      <div className="list-head" aria-hidden="true">
        <span>{t('col.message')}</span>
        <span>{t('outbox.col.to')}</span>
        <span>{t('col.worker')}</span>
        <span>{t('col.period')}</span>
        <span>{t('col.total')}</span>
        <span>{t('col.state')}</span>
        <span>{t('sent.col.sent')}</span>
      </div>
      <VirtualList
        label={t('sent.entries')}
        items={list.items}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        rowKey={(e) => e.id}
        renderRow={renderRow}
        empty={list.loaded ? t('sent.empty') : null}
      />
    </section>
  );
}
