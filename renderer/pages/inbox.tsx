// Received messages, newest first: what counterparties sent to the embedded exchange server (and files
// imported as received), with who and what each is about, searchable and filtered by customer, worker,
// week and kind. What arrived since the Inbox was last looked at is marked new; opening the page marks
// it seen.
import { useCallback, useEffect, useState } from 'react';
import type { InboxListRow } from '../../shared/api/types.ts';
import { markSeen, seenBefore } from '../arrivals/unread.ts';
import { customerName } from '../components/customer-name.ts';
import { DigestCells, digestColumns } from '../components/digest-cells.tsx';
import { MessageFilters, useMessageFilters } from '../components/list-filters.tsx';
import { type ListLayout, ListPage, useListRows } from '../components/list-page.tsx';
import { useMessageTitle } from '../components/message-title.ts';
import { messageHref, senderOf } from '../components/messages.ts';
import { useCounterparties } from '../components/use-counterparties.ts';
import { When } from '../components/when.tsx';
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

/** The message, what it is about (digest-cells.tsx), who sent it and when. */
const layout: ListLayout<InboxListRow> = {
  name: 'inbox',
  words: { heading: 'inbox.heading', label: 'inbox.list', empty: 'inbox.empty', noMatch: 'filter.noMatch' },
  columns: ['col.message', ...digestColumns(), 'col.from', 'col.received'],
  rowKey: (m) => `${m.collection}/${m.id}`,
};

export function InboxPage() {
  const t = useT();
  const filters = useMessageFilters();
  // What was new when the page opened stays marked while it is open.
  const [seen] = useState(seenBefore);
  const list = useListRows('GET /lists/inbox', filters.query, (e) => e.type === 'resource');
  const newest = list.items
    .map((m) => m.updatedAt)
    .sort()
    .at(-1);
  useEffect(() => {
    if (newest) markSeen(newest);
  }, [newest]);
  const renderRow = useCallback((item: InboxListRow) => <InboxRowCells item={item} seen={seen} />, [seen]);
  return (
    <ListPage layout={layout} list={list} renderRow={renderRow}>
      <MessageFilters state={filters} searchLabel={t('inbox.search')} loaded={list.loaded} />
    </ListPage>
  );
}
