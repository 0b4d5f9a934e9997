// What a message is called in lists and headings: its kind and its own number ("Urenbriefje TC-2026-W45"),
// or "(new)" before it has a number.
import { useT } from '../i18n/intl.tsx';
import { useFamilyTitle } from './families.tsx';

export function useMessageTitle(): (family: string, documentId: string | undefined) => string {
  const t = useT();
  const familyTitle = useFamilyTitle();
  return (family, documentId) =>
    documentId ? `${familyTitle(family)} ${documentId}` : t('family.new', { family: familyTitle(family) });
}
