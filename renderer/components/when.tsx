// A moment as people read it (the local date and time in the UI's locale), with the exact time in the markup.
import { useFormats } from '../i18n/intl.tsx';

export function When({ iso }: { iso: string }) {
  const f = useFormats();
  return <time dateTime={iso}>{f.dateTime(iso)}</time>;
}
