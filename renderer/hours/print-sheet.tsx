// One row's week as a page the worker and the customer can sign: who, where, which week, the hours per
// day and type with their clock times, the allowances, the totals and two signature lines. Printed in a
// print job (components/print-job.tsx), one page each.
import { weekOf } from '../../shared/timecard/calendar.ts';
import { Signatures } from '../components/signatures.tsx';
import { useFormats, useT } from '../i18n/intl.tsx';
import type { GridRow } from './grid-row.ts';
import { PrintHead } from './print-head.tsx';
import { clockRange, lineTotal, rowTotal } from './row-model.ts';
import { WeekHead } from './week-head.tsx';
import './print-sheet.css';

export interface SheetParties {
  worker: string;
  customer: string;
  /** My agency's name; empty while not known. */
  agency: string;
  /** The assignment's number, which the customer knows the placement by. */
  assignment: string;
}

export function PrintSheet({
  row,
  monday,
  parties,
}: {
  row: GridRow;
  monday: string;
  parties: SheetParties;
}) {
  const t = useT();
  const f = useFormats();
  const days = weekOf(monday);
  const { hours, allowances } = row.row;
  const title = t('print.title', { week: f.weekNumber(monday) });
  return (
    <article className="print-page print-sheet" aria-label={`${title}: ${parties.worker}`}>
      <PrintHead
        title={title}
        days={days}
        facts={[
          [t('print.worker'), parties.worker],
          [t('print.customer'), parties.customer],
          [t('print.agency'), parties.agency],
          [t('print.assignment'), parties.assignment],
        ]}
      />
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
      <Signatures who={['print.signWorker', 'print.signCustomer']} />
    </article>
  );
}
