// Choosing a customer by name: the counterparties that receive assignments or timecards, in the order of
// the clerk's language (Ömer's bakery among the O's, not after Z).

import { customerName, customersOf } from '../components/customer-name.ts';
import { useCounterparties } from '../components/use-counterparties.ts';
import { useLanguage, useT } from '../i18n/intl.tsx';

interface Props {
  value: string;
  onChange(name: string): void;
  label: string;
  /** The option for "no customer chosen": a filter's "all", or a form's prompt. */
  any: string;
  id?: string;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

export function CustomerSelect({ value, onChange, label, any, id, required, invalid, describedBy }: Props) {
  const { counterparties } = useCounterparties();
  const t = useT();
  const { language } = useLanguage();
  const collator = new Intl.Collator(language);
  const customers = customersOf(counterparties)
    .map((c) => ({ name: c.name, shown: customerName(counterparties, c.name) }))
    .sort((a, b) => collator.compare(a.shown, b.shown));
  return (
    <select
      id={id}
      aria-label={id ? undefined : label}
      value={value}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{customers.length === 0 && required ? t('placement.noCustomers') : any}</option>
      {customers.map((c) => (
        <option key={c.name} value={c.name}>
          {c.shown}
        </option>
      ))}
    </select>
  );
}
