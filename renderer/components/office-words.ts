// How the office connection is said: in Settings in a sentence, in the status bar in a few words.
import type { OfficeView } from '../../shared/api/contract.ts';
import { useFormats, useT } from '../i18n/intl.tsx';

export function useOfficeWords(office: OfficeView | undefined): string {
  const t = useT();
  const formats = useFormats();
  if (!office) return '';
  if (office.state === 'connected')
    return t('office.state.connected', {
      when: office.pulledAt ? formats.dateTime(office.pulledAt) : t('office.never'),
      count: office.received,
    });
  return t(`office.state.${office.state}`);
}
