// The lines a printed page is signed on (a timecard by the worker and the customer, a week's overview by
// the customer), each with its date.
import { useT } from '../i18n/intl.tsx';

/** Lines to sign on, each with its date. */
export function Signatures({ who }: { who: ('print.signWorker' | 'print.signCustomer')[] }) {
  const t = useT();
  return (
    <div className="signatures">
      {who.map((key) => (
        <div key={key}>
          <span>{t(key)}</span>
          <span>{t('print.date')}</span>
        </div>
      ))}
    </div>
  );
}
