// Received messages, newest first: what counterparties sent to the embedded exchange server (and files
// imported as received), with who and what each is about, searchable and filtered by customer, worker,
// week and kind. What arrived since the Inbox was last looked at is marked new; opening the page marks
// it seen.
import { useCallback, useEffect, useState } from 'react';
import type { InboxListRow } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { markSeen, seenBefore } from '../arrivals/unread.ts';
import { customerName } from '../components/customer-name.ts';
import { DigestCells } from '../components/digest-cells.tsx';
import { FamilySelect } from '../components/families.tsx';
import { filterKey, ListFilters, noFilters, useListFilter } from '../components/list-filters.tsx';
import { useMessageTitle } from '../components/message-title.ts';
import { messageHref, senderOf } from '../components/messages.ts';
import { usePagedList } from '../components/paged-list.ts';
import { useApiEvents } from '../components/use-api-events.ts';
import { useCounterparties } from '../components/use-counterparties.ts';
import { VirtualList } from '../components/virtual-list.tsx';
import { When } from '../components/when.tsx';
import { LocalError } from '../errors/error-text.tsx';
import { useT } from '../i18n/intl.tsx';
import './inbox.css';

function InboxRowCells({ item, seen }: { item: InboxListRow; seen: string }) {
  const t = useT();
  const { counterparties } = useCounterparties();
  const title = useMessageTitle()(item.family, item.digest.documentId);
  const fresh = item.updatedAt > seen;
  const relation = item.senderRelation && customerName(counterparties, item.senderRelation);
  return (
    <div className={`row-cells${fresh ? ' unread' : ''}`}>
      <span>
        <a href={messageHref(item.collection, item.id)}>{title}</a>
        {fresh ? (
          <span className="badge new">{item.revision > 1 ? t('inbox.changed') : t('inbox.new')}</span>
        ) : null}
      </span>
      <DigestCells digest={item.digest} />
      <span>{senderOf(item.owner, t, relation)}</span>
      <When iso={item.updatedAt} />
    </div>
  );
}

export function InboxPage() {
  const t = useT();
  const [filters, setFilters] = useState(noFilters);
  const [family, setFamily] = useState('');
  // What was new when the page opened stays marked while it is open.
  const [seen] = useState(seenBefore);
  const filter = useListFilter(filters);
  const query = filterKey(filter, family ? { family } : {});
  const list = usePagedList<InboxListRow>(query, (cursor, limit) =>
    call('GET /lists/inbox', { query: { ...filter, ...(family ? { family } : {}), cursor, limit } }),
  );
  useApiEvents((e) => {
    if (e.type === 'resource' || e.type === 'connected') list.refresh();
  });
  const newest = list.items
    .map((m) => m.updatedAt)
    .sort()
    .at(-1);
  useEffect(() => {
    if (newest) markSeen(newest);
  }, [newest]);
  const renderRow = useCallback((item: InboxListRow) => <InboxRowCells item={item} seen={seen} />, [seen]);
  return (
    <section className="list-page inbox-page" aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">{t('inbox.heading')}</h1>
      <div className="toolbar">
        <ListFilters value={filters} onChange={setFilters} searchLabel={t('inbox.search')} />
        <FamilySelect label={t('family.label')} value={family} onChange={setFamily} any />
        <span className="muted" role="status">
          {list.loaded ? '' : t('filter.loading')}
        </span>
      </div>
      {list.failure ? <LocalError error={list.failure} /> : null}
      <div className="list-head" aria-hidden="true">
        <span>{t('col.message')}</span>
        <span>{t('col.worker')}</span>
        <span>{t('col.customer')}</span>
        <span>{t('col.period')}</span>
        <span>{t('col.total')}</span>
        <span>{t('col.from')}</span>
        <span>{t('col.received')}</span>
      </div>
      <VirtualList
        label={t('inbox.list')}
        items={list.items}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        rowKey={(m) => `${m.collection}/${m.id}`}
        renderRow={renderRow}
        empty={list.loaded ? (query ? t('filter.noMatch') : t('inbox.empty')) : null}
      />
    </section>
  );
}
