// One invoice: as the customer will read it (before it is numbered too), what stands in its way with a
// link to where each thing is fixed, which of two timecards counts, and the next step: make it (the
// year's next number), send it to the customer (the outbox, then Sync), mark it paid; a changed timecard
// makes it "te corrigeren", corrected by a credit and a new invoice in one action. It prints as one A4.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { InvoiceDetail } from '../../shared/api/invoice-types.ts';
import type { Undecided } from '../../shared/invoice/document.ts';
import { today } from '../../shared/timecard/calendar.ts';
import { call, callFile } from '../api/call.ts';
import { saveFile } from '../api/files.ts';
import { useApiEvents } from '../components/use-api-events.ts';
import { LocalError } from '../errors/error-text.tsx';
import { useFormats, useLanguage, useT } from '../i18n/intl.tsx';
import { InvoiceSheet } from '../invoices/invoice-sheet.tsx';
import { invoiceTitle, problemPlace, stateWords } from '../invoices/invoice-words.ts';
import { sheetOf } from '../invoices/sheet.ts';
import { href, navigate } from '../router.ts';
import './invoices.css';

function Choice({ invoice, week, onChosen }: { invoice: InvoiceDetail; week: Undecided; onChosen(): void }) {
  const t = useT();
  const f = useFormats();
  const [error, setError] = useState<unknown>();
  const choose = (source: string) =>
    call('POST /invoices/:id/choose', {
      params: { id: invoice.id },
      body: { placement: week.placement, week: week.week, source },
    }).then(onChosen, setError);
  return (
    <fieldset className="invoice-choice">
      <legend>{t('invoice.chooseWeek', { worker: week.worker, week: Number(week.week.slice(6)) })}</legend>
      {week.options.map((o) => (
        <label key={o.source}>
          <input type="radio" name={`${week.placement}-${week.week}`} onChange={() => choose(o.source)} />{' '}
          {t(o.from === 'sent' ? 'invoice.option.sent' : 'invoice.option.received', {
            hours: f.hours(o.minutes) || f.number(0),
            allowances: o.allowances,
          })}
        </label>
      ))}
      {error ? <LocalError error={error} /> : null}
    </fieldset>
  );
}

export function InvoicePage({ id }: { id: string }) {
  const t = useT();
  const f = useFormats();
  const { language } = useLanguage();
  const ids = useId();
  const [invoice, setInvoice] = useState<InvoiceDetail>();
  const [error, setError] = useState<unknown>();
  const [status, setStatus] = useState('');
  const [issueDate, setIssueDate] = useState(today);
  const [paidOn, setPaidOn] = useState(today);
  const next = useRef<HTMLButtonElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);

  const load = useCallback(
    () => call('GET /invoices/:id', { params: { id } }).then(setInvoice, setError),
    [id],
  );
  useEffect(() => {
    load();
  }, [load]);
  useApiEvents((e) => {
    if ((e.type === 'invoice' && e.id === id) || e.type === 'outbox' || e.type === 'connected') load();
  });

  // Focus moves once the invoice that the step changed has rendered: the button that comes next may
  // only exist then (a frame after the reload was sometimes too early).
  const [focusAfter, setFocusAfter] = useState<'next' | 'status'>();
  useEffect(() => {
    if (!focusAfter) return;
    (focusAfter === 'next' && next.current ? next.current : statusLine.current)?.focus();
    setFocusAfter(undefined);
  }, [focusAfter]);

  /** Runs a step, says what came of it, and moves the focus to what comes next. */
  const step = async (work: () => Promise<string>, focusNext: boolean) => {
    setError(undefined);
    try {
      setStatus(await work());
      setInvoice(await call('GET /invoices/:id', { params: { id } }));
      setFocusAfter(focusNext ? 'next' : 'status');
    } catch (e) {
      setError(e);
    }
  };
  if (!invoice) return error ? <LocalError error={error} /> : <p className="muted">{t('common.loading')}</p>;

  const concept = invoice.state === 'concept';
  const make = () =>
    step(async () => {
      const { invoices } = await call('POST /invoices/:id/make', { params: { id }, body: { issueDate } });
      return t('invoice.made', { number: invoices.map((i) => i.number).join(', ') });
    }, true);
  const abandon = async () => {
    if (!window.confirm(t('invoice.abandonConfirm'))) return;
    try {
      await call('DELETE /invoices/:id', { params: { id } });
      navigate('invoices');
    } catch (e) {
      setError(e);
    }
  };
  const queue = () =>
    step(async () => {
      await call('POST /invoices/:id/queue', { params: { id } });
      return t('invoice.queued', { customer: invoice.customer });
    }, false);
  const paid = (on: string | null) =>
    step(async () => {
      await call('PUT /invoices/:id/paid', { params: { id }, body: { paidOn: on } });
      return '';
    }, false);
  const correct = () =>
    step(async () => {
      const { credit, invoice: renewed } = await call('POST /invoices/:id/correct', { params: { id } });
      const { invoices } = await call('POST /invoices/:id/make', { params: { id: credit.id }, body: {} });
      const numbered = (which: string) => invoices.find((i) => i.id === which)?.number ?? '';
      return t('invoice.corrected', { credit: numbered(credit.id), invoice: numbered(renewed.id) });
    }, false);
  const saveXml = async () => {
    try {
      const res = await callFile('GET /invoices/:id/xml', { params: { id } });
      const name =
        /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'factuur.xml';
      await saveFile(name, new Uint8Array(await res.arrayBuffer()));
    } catch (e) {
      setError(e);
    }
  };

  return (
    <section className="invoice-page" aria-labelledby={`${ids}-heading`}>
      <p>
        <a href={href('invoices')}>{t('invoice.back')}</a>
      </p>
      <h1 id={`${ids}-heading`}>{invoiceTitle(t, invoice)}</h1>
      <p>
        {t('invoice.state', { state: stateWords(t, invoice.state) })}
        {invoice.paidOn ? ` (${f.day(invoice.paidOn)})` : ''}
        {invoice.corrects ? ` · ${t('invoice.corrects', { number: invoice.corrects })}` : ''}
        {invoice.creditedBy
          ? ` · ${t('invoice.creditedBy', { numbers: invoice.creditedBy.join(', ') })}`
          : ''}
      </p>
      {invoice.state === 'rejected' && invoice.outbox?.error ? (
        <p role="alert">{t('invoice.rejected', { reason: invoice.outbox.error })}</p>
      ) : null}
      <p className="invoice-status" role="status" tabIndex={-1} ref={statusLine}>
        {status}
      </p>
      {error ? <LocalError error={error} /> : null}

      {invoice.toCorrect.length > 0 ? (
        <div className="invoice-correct">
          <p>
            <span className="badge warn">{t('inv.toCorrect')}</span>{' '}
            {t('invoice.toCorrect', {
              weeks: invoice.toCorrect
                .map((w) => t('invoice.correctWeek', { worker: w.worker, week: Number(w.week.slice(6)) }))
                .join(', '),
            })}
          </p>
          <button type="button" className="primary" onClick={correct}>
            {t('invoice.correct')}
          </button>
        </div>
      ) : null}

      {concept && invoice.problems.length > 0 ? (
        <section className="invoice-problems" aria-labelledby={`${ids}-problems`}>
          <h2 id={`${ids}-problems`}>{t('invoice.problems')}</h2>
          <ul>
            {invoice.problems.map((p) => {
              const place = problemPlace(p, invoice.document);
              return (
                <li key={`${p.code} ${p[language]}`}>
                  {p[language]} {place ? <a href={place}>{t('invoice.fix')}</a> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {concept && invoice.document.undecided.length > 0 ? (
        <section aria-labelledby={`${ids}-choose`}>
          <h2 id={`${ids}-choose`}>{t('invoice.choose')}</h2>
          {invoice.document.undecided.map((u) => (
            <Choice key={`${u.placement} ${u.week}`} invoice={invoice} week={u} onChosen={load} />
          ))}
        </section>
      ) : null}

      <div className="toolbar invoice-actions">
        {concept ? (
          <>
            <label>
              {t('invoice.issueDate')}{' '}
              <input type="date" value={issueDate} onChange={(e) => setIssueDate(e.target.value)} />
            </label>
            <button
              type="button"
              className="primary"
              onClick={make}
              disabled={invoice.problems.length > 0 || !issueDate}
            >
              {t('invoice.make')}
            </button>
            <button type="button" onClick={abandon}>
              {t('invoice.abandon')}
            </button>
          </>
        ) : null}
        {invoice.state === 'ready' || invoice.state === 'rejected' ? (
          <button type="button" className="primary" ref={next} onClick={queue}>
            {t('invoice.queue')}
          </button>
        ) : null}
        {!concept && !invoice.paidOn ? (
          <>
            <label>
              {t('invoice.paidOn')}{' '}
              <input type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
            </label>
            <button type="button" onClick={() => paid(paidOn)} disabled={!paidOn}>
              {t('invoice.markPaid')}
            </button>
          </>
        ) : null}
        {invoice.paidOn ? (
          <button type="button" onClick={() => paid(null)}>
            {t('invoice.markUnpaid')}
          </button>
        ) : null}
        <button type="button" onClick={() => window.print()}>
          {t('invoice.print')}
        </button>
        <button type="button" onClick={saveXml}>
          {t('invoice.xml')}
        </button>
      </div>
      <InvoiceSheet sheet={sheetOf(invoice, language, t, f)} />
    </section>
  );
}
