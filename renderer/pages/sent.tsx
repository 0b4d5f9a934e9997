// Sent: entries the counterparty accepted, with its status (201 created, 200 updated) and when.
import { useCallback, useState } from 'react';
import { CounterpartySelect } from '../components/counterparty-select.tsx';
import { fetchEntries, type OutboxItem, SentCells } from '../components/outbox-entries.tsx';
import { usePagedList } from '../components/paged-list.ts';
import { useApiEvents } from '../components/use-api-events.ts';
import { VirtualList } from '../components/virtual-list.tsx';
import './sent.css';

export function SentPage() {
  const [counterparty, setCounterparty] = useState('');
  const list = usePagedList<OutboxItem>(counterparty, (cursor, limit) =>
    fetchEntries(['sent'], counterparty, cursor, limit),
  );
  useApiEvents((e) => {
    if ((e.type === 'outbox' && e.state === 'sent') || e.type === 'connected') list.refresh();
  });
  const renderRow = useCallback(
    (e: OutboxItem) => (
      <div className="row-cells">
        <SentCells entry={e} />
      </div>
    ),
    [],
  );
  return (
    <section className="list-page sent-page" aria-labelledby="sent-heading">
      <h1 id="sent-heading">Sent</h1>
      <div className="toolbar">
        <CounterpartySelect value={counterparty} onChange={setCounterparty} />
      </div>
      {list.error ? (
        <p role="alert" className="field-error">
          {list.error}
        </p>
      ) : null}
      <div className="list-head" aria-hidden="true">
        <span>Message</span>
        <span>To</span>
        <span>Family</span>
        <span>Operation</span>
        <span>Status</span>
        <span>Sent</span>
      </div>
      <VirtualList
        label="Sent entries"
        items={list.items}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        rowKey={(e) => e.id}
        renderRow={renderRow}
        empty={list.loaded ? 'Nothing sent yet.' : null}
      />
    </section>
  );
}
