// Facturen: every invoice, concepts too, newest first, with its number, customer, period, amount with
// VAT and state (and "te corrigeren" where a timecard changed since); Factureren for a period, and the
// list as CSV for the bookkeeper.
import { useCallback, useState } from 'react';
import type { InvoiceListItem } from '../../shared/api/invoice-types.ts';
import { callFile } from '../api/call.ts';
import { saveFile } from '../api/files.ts';
import { CounterpartySelect } from '../components/counterparty-select.tsx';
import { type Column, type ListLayout, ListPage, useListRows } from '../components/list-page.tsx';
import { useFormats, useLanguage, useT } from '../i18n/intl.tsx';
import { invoiceTitle, stateWords } from '../invoices/invoice-words.ts';
import { href } from '../router.ts';
import './invoices.css';

function InvoiceRow({ invoice }: { invoice: InvoiceListItem }) {
  const t = useT();
  const f = useFormats();
  return (
    <div className="row-cells">
      <a href={href('invoices', invoice.id)} aria-label={invoiceTitle(t, invoice)}>
        {invoice.number ?? t('inv.conceptNumber')}
        {invoice.kind === 'credit' ? ` (${t('inv.credit')})` : ''}
      </a>
      <span>{invoice.customer}</span>
      <span>{invoice.periodText}</span>
      <span className="number">{f.money(invoice.payable / 100)}</span>
      <span>
        {stateWords(t, invoice.state)}
        {invoice.toCorrect.length > 0 ? <span className="badge warn">{t('inv.toCorrect')}</span> : null}
      </span>
    </div>
  );
}

/** The amount, aligned as numbers are. */
const payable: Column = { words: 'inv.col.payable', className: 'number' };

/** The number, for whom, for when, how much and how it stands. */
const layout: ListLayout<InvoiceListItem> = {
  name: 'invoices',
  words: { heading: 'inv.heading', label: 'inv.list', empty: 'inv.empty' },
  columns: ['inv.col.number', 'inv.col.customer', 'inv.col.period', payable, 'inv.col.state'],
  rowKey: (i) => i.id,
};

export function InvoicesPage() {
  const t = useT();
  const { language } = useLanguage();
  const [counterparty, setCounterparty] = useState('');
  const [error, setError] = useState<unknown>();
  const [saved, setSaved] = useState('');
  const list = useListRows(
    'GET /invoices',
    { customer: counterparty },
    (e) => e.type === 'invoice' || e.type === 'outbox',
  );
  const exportCsv = async () => {
    setError(undefined);
    setSaved('');
    try {
      const res = await callFile('GET /invoices/export', { query: { language } });
      const name =
        /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'facturen.csv';
      if (await saveFile(name, new Uint8Array(await res.arrayBuffer()))) setSaved(name);
    } catch (e) {
      setError(e);
    }
  };
  const renderRow = useCallback((i: InvoiceListItem) => <InvoiceRow invoice={i} />, []);
  return (
    <ListPage layout={layout} list={list} renderRow={renderRow} error={error}>
      <div className="toolbar">
        <a className="button primary" href={href('invoices', 'run')}>
          {t('inv.run')}
        </a>
        <button type="button" onClick={exportCsv}>
          {t('inv.export')}
        </button>
        <CounterpartySelect value={counterparty} onChange={setCounterparty} />
        <span className="muted" role="status">
          {saved ? t('inv.exported', { name: saved }) : list.loaded ? '' : t('filter.loading')}
        </span>
      </div>
    </ListPage>
  );
}
