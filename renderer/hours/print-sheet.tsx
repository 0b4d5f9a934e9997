// One row's week as a page the worker and the customer can sign: who, where, which week, the hours per
// day and type with their clock times, the allowances, the totals and two signature lines. It is
// rendered beside the app and only it prints (print-sheet.css).
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Agency } from '../../shared/agency.ts';
import { weekOf } from '../../shared/calendar.ts';
import { call } from '../api/call.ts';
import { useFormats, useT } from '../i18n/intl.tsx';
import type { GridRow } from './grid-row.ts';
import { clockRange, lineTotal, rowTotal } from './row-model.ts';
import { WeekHead } from './week-head.tsx';
import './print-sheet.css';

interface Props {
  row: GridRow;
  monday: string;
  worker: string;
  customer: string;
  /** The assignment's number, which the customer knows the placement by. */
  assignment: string;
  onDone(): void;
}

export function PrintSheet({ row, monday, worker, customer, assignment, onDone }: Props) {
  const t = useT();
  const f = useFormats();
  const [agency, setAgency] = useState<Agency>();
  const days = weekOf(monday);
  const { hours, allowances } = row.row;

  useEffect(() => {
    call('GET /agency').then(setAgency, () => setAgency({ name: '' }));
  }, []);
  useEffect(() => {
    if (!agency) return;
    window.addEventListener('afterprint', onDone, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', onDone);
  }, [agency, onDone]);

  const title = t('print.title', { week: f.weekNumber(monday) });
  return createPortal(
    <article className="print-sheet" aria-label={title}>
      <h1>{title}</h1>
      <dl>
        <dt>{t('print.worker')}</dt>
        <dd>{worker}</dd>
        <dt>{t('print.customer')}</dt>
        <dd>{customer}</dd>
        <dt>{t('print.agency')}</dt>
        <dd>{agency?.name}</dd>
        <dt>{t('print.period')}</dt>
        <dd>
          {f.day(days[0] as string)} – {f.day(days[6] as string)}
        </dd>
        <dt>{t('print.assignment')}</dt>
        <dd>{assignment}</dd>
      </dl>
      <table>
        <WeekHead days={days} before={<th scope="col">{t('print.hours')}</th>} />
        <tbody>
          {row.codes.map((code) => (
            <tr key={code}>
              <th scope="row">{row.typeName('hours', code)}</th>
              {days.map((d) => (
                <td key={d}>{f.hours(hours[code]?.[d] ?? 0)}</td>
              ))}
              <td>{f.hours(lineTotal(row.row, code))}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('print.times')}</th>
            {days.map((d) => (
              <td key={d}>{clockRange(row.row, row.codes, d, row.schedule)}</td>
            ))}
            <td>{f.hours(rowTotal(row.row))}</td>
          </tr>
        </tbody>
      </table>
      {allowances.length > 0 ? (
        <table>
          <caption>{t('week.allowances')}</caption>
          <tbody>
            {allowances.map((a) => (
              <tr key={a.id}>
                <th scope="row">{row.typeName('allowance', a.code)}</th>
                <td>{f.weekday(a.date)}</td>
                <td>{a.quantity === undefined ? '' : f.number(a.quantity)}</td>
                <td>{a.amount === undefined ? '' : f.money(a.amount)}</td>
                <td>{a.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="signatures">
        <div>
          <span>{t('print.signWorker')}</span>
          <span>{t('print.date')}</span>
        </div>
        <div>
          <span>{t('print.signCustomer')}</span>
          <span>{t('print.date')}</span>
        </div>
      </div>
    </article>,
    document.body,
  );
}
