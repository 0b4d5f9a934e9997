// Received messages, newest first, by family: what counterparties sent to the embedded exchange
// server (and files imported as received). Opening one shows it with its history.
import { useCallback, useState } from 'react';
import { api } from '../api/client.ts';
import { FamilySelect, familyTitle } from '../components/families.tsx';
import { messageHref, senderOf } from '../components/messages.ts';
import { type Page, usePagedList } from '../components/paged-list.ts';
import { useApiEvents } from '../components/use-api-events.ts';
import { VirtualList } from '../components/virtual-list.tsx';
import { When } from '../components/when.tsx';
import './inbox.css';

interface InboxItem {
  collection: string;
  id: string;
  family: string;
  title: string;
  owner: string;
  revision: number;
  standardVersion: string;
  createdAt: string;
}

function InboxRow({ item }: { item: InboxItem }) {
  return (
    <div className="row-cells">
      <a href={messageHref(item.collection, item.id)}>{item.title}</a>
      <span>{familyTitle(item.family)}</span>
      <span>{senderOf(item.owner)}</span>
      <When iso={item.createdAt} />
      <span>{item.revision > 1 ? `revision ${item.revision}` : ''}</span>
    </div>
  );
}

export function InboxPage() {
  const [family, setFamily] = useState('');
  const query = family ? `family=${encodeURIComponent(family)}` : '';
  const list = usePagedList<InboxItem>(query, (cursor, limit) => {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    return api<Page<InboxItem>>(`inbox?${params}`);
  });
  useApiEvents((e) => {
    if (e.type === 'resource' || e.type === 'connected') list.refresh();
  });
  const renderRow = useCallback((item: InboxItem) => <InboxRow item={item} />, []);
  return (
    <section className="list-page inbox-page" aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">Inbox</h1>
      <div className="toolbar">
        <FamilySelect label="Family filter" value={family} onChange={setFamily} any="All families" />
      </div>
      {list.error ? (
        <p role="alert" className="field-error">
          {list.error}
        </p>
      ) : null}
      <div className="list-head" aria-hidden="true">
        <span>Message</span>
        <span>Family</span>
        <span>From</span>
        <span>Received</span>
        <span />
      </div>
      <VirtualList
        label="Received messages"
        items={list.items}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        rowKey={(m) => `${m.collection}/${m.id}`}
        renderRow={renderRow}
        empty={list.loaded ? 'Nothing received yet.' : null}
      />
    </section>
  );
}
