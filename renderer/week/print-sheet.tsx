// One placement's week as a page the worker and the customer can sign: who, where, which week, the
// hours per day and type with their clock times, the allowances, the totals and two signature lines.
// It is rendered beside the app and only it prints (week.css's print rules).
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Agency } from '../../shared/agency.ts';
import type { WeekRowView } from '../../shared/api/types.ts';
import { weekOf } from '../../shared/calendar.ts';
import { formatClock, layoutDay } from '../../shared/timecard/clock.ts';
import { typeOrder, type WeekRow } from '../../shared/timecard/week-card.ts';
import { call } from '../api/call.ts';
import { lineTotal, rowTotal } from '../hours/row-model.ts';
import { useFormats, useLanguage, useT } from '../i18n/intl.tsx';
import { nameOf, useTypeNames } from '../placements/type-names.ts';

interface Props {
  view: WeekRowView;
  row: WeekRow;
  monday: string;
  customer: string;
  onDone(): void;
}

export function PrintSheet({ view, row, monday, customer, onDone }: Props) {
  const t = useT();
  const f = useFormats();
  const { language } = useLanguage();
  const types = useTypeNames();
  const [agency, setAgency] = useState<Agency>();
  const p = view.placement;
  const days = weekOf(monday);
  const codes = typeOrder(p, Object.keys(row.hours));

  useEffect(() => {
    call('GET /agency').then(setAgency, () => setAgency({ name: '' }));
  }, []);
  useEffect(() => {
    if (!agency) return;
    window.addEventListener('afterprint', onDone, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', onDone);
  }, [agency, onDone]);

  const timesOf = (day: string) => {
    const entries = codes.map((code) => ({ code, minutes: row.hours[code]?.[day] ?? 0 }));
    const laid = layoutDay(entries, {
      start: p.schedule.start,
      breakMinutes: p.schedule.breakMinutes,
      ...row.times[day],
    });
    const first = laid[0];
    const last = laid.at(-1);
    return first?.start !== undefined && last?.end !== undefined
      ? `${formatClock(first.start)}–${formatClock(last.end % 1440)}`
      : '';
  };

  return createPortal(
    <article className="print-sheet" aria-label={t('print.title', { week: f.weekNumber(monday) })}>
      <h1>{t('print.title', { week: f.weekNumber(monday) })}</h1>
      <dl>
        <dt>{t('print.worker')}</dt>
        <dd>{p.worker.name}</dd>
        <dt>{t('print.customer')}</dt>
        <dd>{customer}</dd>
        <dt>{t('print.agency')}</dt>
        <dd>{agency?.name}</dd>
        <dt>{t('print.period')}</dt>
        <dd>
          {f.day(days[0] as string)} – {f.day(days[6] as string)}
        </dd>
        <dt>{t('print.assignment')}</dt>
        <dd>{p.assignmentId.value}</dd>
      </dl>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('print.hours')}</th>
            {days.map((d) => (
              <th scope="col" key={d}>
                {f.weekday(d)}
              </th>
            ))}
            <th scope="col">{t('common.total')}</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code}>
              <th scope="row">{nameOf(types, p.rates, 'hours', code, language)}</th>
              {days.map((d) => (
                <td key={d}>{f.hours(row.hours[code]?.[d] ?? 0)}</td>
              ))}
              <td>{f.hours(lineTotal(row, code))}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('print.times')}</th>
            {days.map((d) => (
              <td key={d}>{timesOf(d)}</td>
            ))}
            <td>{f.hours(rowTotal(row))}</td>
          </tr>
        </tbody>
      </table>
      {row.allowances.length > 0 ? (
        <table>
          <caption>{t('week.allowances')}</caption>
          <tbody>
            {row.allowances.map((a) => (
              <tr key={a.id}>
                <th scope="row">{nameOf(types, p.rates, 'allowance', a.code, language)}</th>
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
