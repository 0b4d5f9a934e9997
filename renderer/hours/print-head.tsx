// The top of a printed week: its title, and who and which week it is about as terms with their values.
// A term without a value (My agency's name before it is set) is left out.
import { Fragment } from 'react';
import { useFormats, useT } from '../i18n/intl.tsx';

export function PrintHead({
  title,
  days,
  facts,
}: {
  title: string;
  /** The week's days, Monday first: its period is the last fact. */
  days: string[];
  facts: [term: string, value: string][];
}) {
  const t = useT();
  const f = useFormats();
  const period = `${f.day(days[0] as string)} – ${f.day(days[6] as string)}`;
  return (
    <>
      <h1>{title}</h1>
      <dl>
        {[...facts, [t('print.period'), period] as const]
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </dl>
    </>
  );
}
