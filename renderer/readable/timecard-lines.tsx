// A timecard's hours and allowances as a person checks them: a line per day and kind of hours with the
// clock times and the hours worked, a total; each allowance with its date, kind, amount and receipt.

import { typeName } from '../../shared/messages/type-names.ts';
import { parseDateTime } from '../../shared/timecard/calendar.ts';
import { formatClock } from '../../shared/timecard/clock.ts';
import { parseTimeTotal } from '../../shared/timecard/hours.ts';
import { isObject, type Json, objectAt } from '../../shared/timecard/lines.ts';
import { readLine } from '../../shared/timecard/time-lines.ts';
import { useFormats, useLanguage, useT } from '../i18n/intl.tsx';
import { useTypeNames } from '../placements/type-names.ts';
import { fieldLabel } from '../words/field-labels.ts';
import { AttachmentLink } from './attachment-link.tsx';
import { useValueWords } from './value-words.ts';

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function TimecardLines({ body }: { body: Json }) {
  const t = useT();
  const f = useFormats();
  const { language } = useLanguage();
  const words = useValueWords();
  const types = useTypeNames();
  const weekday = new Intl.DateTimeFormat(f.locale, { weekday: 'short', timeZone: 'UTC' });
  const lines = list(body.timeInterval)
    .map((line) => ({ line, placed: readLine(line) }))
    .sort((a, b) => (a.placed?.day ?? '').localeCompare(b.placed?.day ?? ''));
  const total = lines.reduce(
    (sum, l) => sum + (parseTimeTotal(objectAt(l.line, 'timeTotal')) ?? l.placed?.minutes ?? 0),
    0,
  );
  const allowances = list(body.allowance).filter(isObject);
  const clock = (line: unknown) => {
    const period = objectAt(objectAt(line, 'period'), 'dateTimePeriod');
    const start = parseDateTime(period.start);
    const end = parseDateTime(period.end);
    return start && end
      ? t('readable.clock', { start: formatClock(start.minutes), end: formatClock(end.minutes) })
      : '';
  };
  return (
    <>
      {lines.length > 0 ? (
        <section className="readable-part">
          <h3>{fieldLabel(['timeInterval'], language)}</h3>
          <table className="readable-table">
            <thead>
              <tr>
                <th scope="col">{t('readable.day')}</th>
                <th scope="col">{t('readable.kind')}</th>
                <th scope="col">{t('readable.times')}</th>
                <th scope="col" className="number">
                  {t('readable.hoursCol')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map(({ line, placed }, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines are shown by day, never edited here
                <tr key={i}>
                  <td>
                    {placed
                      ? `${weekday.format(new Date(`${placed.day}T00:00:00Z`))} ${f.day(placed.day)}`
                      : ''}
                  </td>
                  <td>{placed ? typeName(types, 'hours', placed.code, language) : ''}</td>
                  <td>{clock(line)}</td>
                  <td className="number">{placed ? f.hours(placed.minutes) || f.number(0) : ''}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('readable.total')}
                </th>
                <td className="number">{f.hours(total) || f.number(0)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      ) : null}
      {allowances.length > 0 ? (
        <section className="readable-part">
          <h3>{fieldLabel(['allowance'], language)}</h3>
          <table className="readable-table">
            <thead>
              <tr>
                <th scope="col">{fieldLabel(['allowance', '0', 'date'], language)}</th>
                <th scope="col">{t('readable.kind')}</th>
                <th scope="col" className="number">
                  {fieldLabel(['allowance', '0', 'quantity'], language)}
                </th>
                <th scope="col" className="number">
                  {fieldLabel(['allowance', '0', 'amount'], language)}
                </th>
                <th scope="col">{fieldLabel(['allowance', '0', 'comment'], language)}</th>
                <th scope="col">{fieldLabel(['allowance', '0', 'attachment'], language)}</th>
              </tr>
            </thead>
            <tbody>
              {allowances.map((a, i) => {
                const code = objectAt(a, 'typeCode').value;
                const rate = list(a.payRates)[0];
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: allowances are shown in the message's order
                  <tr key={i}>
                    <td>{words.of(objectAt(objectAt(a, 'period'), 'datePeriod').start) ?? ''}</td>
                    <td>{typeof code === 'string' ? typeName(types, 'allowance', code, language) : ''}</td>
                    <td className="number">{words.of(objectAt(a, 'quantity').value) ?? ''}</td>
                    <td className="number">{words.of(objectAt(rate, 'amount')) ?? ''}</td>
                    <td>{words.of(objectAt(a, 'comment').note) ?? ''}</td>
                    <td>{isObject(a.attachment) ? <AttachmentLink attachment={a.attachment} /> : null}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}
