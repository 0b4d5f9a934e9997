// The column heads of a table of a week's hours: what comes before the days, a column per day, the
// total, and what comes after it.
import type { ReactNode } from 'react';
import { useFormats, useT } from '../i18n/intl.tsx';

export function WeekHead({ before, days, after }: { before: ReactNode; days: string[]; after?: ReactNode }) {
  const t = useT();
  const f = useFormats();
  return (
    <thead>
      <tr>
        {before}
        {days.map((day) => (
          <th scope="col" key={day}>
            {f.weekday(day)}
          </th>
        ))}
        <th scope="col">{t('common.total')}</th>
        {after}
      </tr>
    </thead>
  );
}
