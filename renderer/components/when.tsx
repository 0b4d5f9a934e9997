// A moment as people read it (the local date and time), with the exact time in the markup.
const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatWhen = (iso: string) => format.format(new Date(iso));

export function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={iso}>
      {formatWhen(iso)}
    </time>
  );
}
