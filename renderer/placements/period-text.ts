// A placement's period as the clerk reads it: "02-11-2026 – 31-03-2027", or "from 02-11-2026".
import type { Formats } from '../i18n/format.ts';
import type { Translate } from '../i18n/intl.tsx';

export function periodText(t: Translate, f: Formats, p: { start: string; end?: string }): string {
  if (!p.start) return '';
  return p.end
    ? t('placements.period', { start: f.day(p.start), end: f.day(p.end) })
    : t('placements.openEnded', { start: f.day(p.start) });
}
