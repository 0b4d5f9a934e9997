// Factureren: a week, four weeks or a month, for every customer invoiced that often or for one; the
// Workbench proposes one concept per customer (and purchase order) with the hours still uninvoiced, and
// names the customers with nothing left. Each concept opens as the customer will read it.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ProposeResult } from '../../shared/api/invoice-types.ts';
import { parsePeriod, periodOfWeek } from '../../shared/invoice/period.ts';
import type { InvoicePeriodKind } from '../../shared/parties/agency.ts';
import { addDays, isoWeekOf, today } from '../../shared/timecard/calendar.ts';
import { call } from '../api/call.ts';
import { useCounterparties } from '../components/use-counterparties.ts';
import { LocalError } from '../errors/error-text.tsx';
import { useFormats, useT } from '../i18n/intl.tsx';
import { invoiceTitle } from '../invoices/invoice-words.ts';
import { href } from '../router.ts';
import './invoices.css';

const kinds: InvoicePeriodKind[] = ['week', '4weeks', 'month'];
const largest: Record<InvoicePeriodKind, number> = { week: 53, '4weeks': 13, month: 12 };

/** The period of a kind, year and number as the API names it: 2026-W48, 2026-P12, 2026-11. */
function periodKey(kind: InvoicePeriodKind, year: string, number: string): string | undefined {
  const n = Number(number);
  if (!/^\d{4}$/.test(year.trim()) || !Number.isInteger(n) || n < 1) return undefined;
  const nn = String(n).padStart(2, '0');
  const key =
    kind === 'week'
      ? `${year.trim()}-W${nn}`
      : kind === '4weeks'
        ? `${year.trim()}-P${nn}`
        : `${year.trim()}-${nn}`;
  return parsePeriod(key)?.key;
}

/** Last week's period of a kind, what is usually invoiced next. */
function lastPeriod(kind: InvoicePeriodKind): { year: string; number: string } {
  const key = periodOfWeek(kind, isoWeekOf(addDays(today(), -7)));
  return { year: key.slice(0, 4), number: String(Number(key.slice(key.length - 2))) };
}

export function InvoiceRunPage() {
  const t = useT();
  const f = useFormats();
  const id = useId();
  const { counterparties } = useCounterparties();
  const [kind, setKind] = useState<InvoicePeriodKind>('week');
  const [period, setPeriod] = useState(() => lastPeriod('week'));
  const [customer, setCustomer] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ProposeResult>();
  const [error, setError] = useState<unknown>();
  const results = useRef<HTMLHeadingElement>(null);
  const key = periodKey(kind, period.year, period.number);
  const customers = counterparties.filter((c) => c.role !== 'supplier');

  // The work goes on with what was proposed: the focus follows it there, once it is shown (a frame
  // after the answer was sometimes before React had shown it).
  useEffect(() => {
    if (result) results.current?.focus();
  }, [result]);

  const propose = async (e: FormEvent) => {
    e.preventDefault();
    if (!key) return;
    setBusy(true);
    setError(undefined);
    try {
      setResult(
        await call('POST /invoices/propose', { body: { period: key, ...(customer ? { customer } : {}) } }),
      );
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const nameOf = (name: string) => counterparties.find((c) => c.name === name)?.party?.name?.trim() || name;

  return (
    <section className="invoice-run-page" aria-labelledby="run-heading">
      <p>
        <a href={href('invoices')}>{t('invoice.back')}</a>
      </p>
      <h1 id="run-heading">{t('run.heading')}</h1>
      <p>{t('run.intro')}</p>
      <form className="run-form" onSubmit={propose}>
        <label htmlFor={`${id}-kind`}>{t('run.kind')}</label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(e) => {
            const next = e.target.value as InvoicePeriodKind;
            setKind(next);
            setPeriod(lastPeriod(next));
          }}
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`run.kind.${k}`)}
            </option>
          ))}
        </select>
        <label>
          {t('run.year')}{' '}
          <input
            className="year-input"
            inputMode="numeric"
            value={period.year}
            onChange={(e) => setPeriod({ ...period, year: e.target.value })}
          />
        </label>
        <label>
          {t(`run.number.${kind}`)}{' '}
          <input
            className="number-input"
            inputMode="numeric"
            value={period.number}
            aria-invalid={key ? undefined : true}
            aria-describedby={key ? undefined : `${id}-bad`}
            onChange={(e) => setPeriod({ ...period, number: e.target.value })}
          />
        </label>
        <label htmlFor={`${id}-customer`}>{t('run.customer')}</label>
        <select id={`${id}-customer`} value={customer} onChange={(e) => setCustomer(e.target.value)}>
          <option value="">{t('run.allCustomers')}</option>
          {customers.map((c) => (
            <option key={c.name} value={c.name}>
              {nameOf(c.name)}
            </option>
          ))}
        </select>
        <button type="submit" className="primary" disabled={!key || busy}>
          {busy ? t('run.busy') : t('run.propose')}
        </button>
        {key ? null : (
          <span id={`${id}-bad`} className="field-error">
            {t('run.badNumber', { max: largest[kind] })}
          </span>
        )}
      </form>
      {error ? <LocalError error={error} /> : null}
      {result ? (
        <section aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`} ref={results} tabIndex={-1}>
            {t('run.results')}
          </h2>
          <p role="status">{t('run.proposed', { count: result.invoices.length })}</p>
          {result.invoices.length > 0 ? (
            <table className="run-results">
              <caption className="visually-hidden">{t('run.results')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('inv.col.customer')}</th>
                  <th scope="col">{t('inv.col.period')}</th>
                  <th scope="col" className="number">
                    {t('inv.col.payable')}
                  </th>
                  <th scope="col">{t('inv.col.state')}</th>
                </tr>
              </thead>
              <tbody>
                {result.invoices.map((i) => (
                  <tr key={i.id}>
                    <th scope="row">
                      <a href={href('invoices', i.id)} aria-label={invoiceTitle(t, i)}>
                        {i.customer}
                        {i.purchaseOrder ? ` (${i.purchaseOrder})` : ''}
                      </a>
                    </th>
                    <td>{i.periodText}</td>
                    <td className="number">{f.money(i.payable / 100)}</td>
                    <td>
                      {i.problems.length > 0 ? (
                        <span className="badge warn">{t('run.problems', { count: i.problems.length })}</span>
                      ) : (
                        <span className="badge ok">{t('run.ok')}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {result.nothing.length > 0 ? (
            <p>{t('run.nothing', { names: result.nothing.map(nameOf).join(', ') })}</p>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}
