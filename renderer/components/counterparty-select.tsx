import { useT } from '../i18n/intl.tsx';
import { useCounterparties } from './use-counterparties.ts';

/** A filter by counterparty; the empty choice is all of them. */
export function CounterpartySelect({ value, onChange }: { value: string; onChange(name: string): void }) {
  const t = useT();
  const { counterparties } = useCounterparties();
  return (
    <select aria-label={t('filter.relation')} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('filter.allRelations')}</option>
      {counterparties.map((c) => (
        <option key={c.name} value={c.name}>
          {c.name}
        </option>
      ))}
    </select>
  );
}
