// An invoice period in words: what the invoice's note and the clerk's lists call it.
import type { InvoicePeriod } from './period.ts';

const months = {
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** "week 48 2026", "periode 12 2026 (week 45–48)", "november 2026". */
export function periodText(p: InvoicePeriod, language: 'nl' | 'en'): string {
  const weeks = `${Number(p.weeks[0]?.slice(6))}–${Number(p.weeks[p.weeks.length - 1]?.slice(6))}`;
  if (p.kind === 'week') return `week ${p.number} ${p.year}`;
  if (p.kind === '4weeks')
    return language === 'nl'
      ? `periode ${p.number} ${p.year} (week ${weeks})`
      : `period ${p.number} ${p.year} (weeks ${weeks})`;
  return `${months[language][p.number - 1]} ${p.year}`;
}
