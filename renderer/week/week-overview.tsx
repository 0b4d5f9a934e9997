// A week's hours per customer, a page each, for the customer to sign: every worker placed there with
// their hours per day and type, the totals per day and in all. It is what the week page prints, by its
// action or by the browser's own print.
import { weekOf } from '../../shared/timecard/calendar.ts';
import { Signatures } from '../components/signatures.tsx';
import type { GridRow } from '../hours/grid-row.ts';
import { PrintHead } from '../hours/print-head.tsx';
import { dayTotals, lineTotal, rowTotal } from '../hours/row-model.ts';
import { WeekHead } from '../hours/week-head.tsx';
import { useFormats, useT } from '../i18n/intl.tsx';

export interface CustomerWeek {
  customer: string;
  rows: GridRow[];
}

function CustomerPage({ week, monday, agency }: { week: CustomerWeek; monday: string; agency: string }) {
  const t = useT();
  const f = useFormats();
  const days = weekOf(monday);
  const totals = dayTotals(
    week.rows.map((r) => r.row),
    monday,
  );
  const title = t('print.overview', { week: f.weekNumber(monday) });
  return (
    <section className="print-page week-overview" aria-label={`${title}: ${week.customer}`}>
      <PrintHead
        title={title}
        days={days}
        facts={[
          [t('print.customer'), week.customer],
          [t('print.agency'), agency],
        ]}
      />
      <table>
        <WeekHead
          days={days}
          before={
            <>
              <th scope="col">{t('print.worker')}</th>
              <th scope="col">{t('print.hours')}</th>
            </>
          }
        />
        <tbody>
          {week.rows.flatMap((row) =>
            row.codes.map((code, i) => (
              <tr key={`${row.id} ${code}`}>
                {i === 0 ? (
                  <th scope="rowgroup" rowSpan={row.codes.length}>
                    {row.worker}
                  </th>
                ) : null}
                <td>{row.typeName('hours', code)}</td>
                {days.map((d) => (
                  <td key={d}>{f.hours(row.row.hours[code]?.[d] ?? 0)}</td>
                ))}
                <td>{f.hours(lineTotal(row.row, code))}</td>
              </tr>
            )),
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('week.dayTotal')}
            </th>
            {totals.map((minutes, i) => (
              <td key={days[i]}>{f.hours(minutes)}</td>
            ))}
            <td>{f.hours(week.rows.reduce((sum, r) => sum + rowTotal(r.row), 0)) || f.number(0)}</td>
          </tr>
        </tfoot>
      </table>
      <Signatures who={['print.signCustomer']} />
    </section>
  );
}

export function WeekOverview({
  customers,
  monday,
  agency,
}: {
  customers: CustomerWeek[];
  monday: string;
  agency: string;
}) {
  return customers.map((week) => (
    <CustomerPage key={week.customer} week={week} monday={monday} agency={agency} />
  ));
}
