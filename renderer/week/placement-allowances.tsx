// A placement's allowances of the week in the hours module's list: the type chosen by name (its rates
// first), the day from the week, a quantity or an amount, a note and a receipt (stored on the
// workbench; sync uploads it first). The rate terms come from the placement's rates. One that says
// neither how many nor how much is said to be so at once, as the row's state says when it is saved.

import type { Placement } from '../../shared/placement/placement.ts';
import { saysHowMuch } from '../../shared/timecard/allowance-rules.ts';
import { weekOf } from '../../shared/timecard/calendar.ts';
import type { AllowanceEntry, WeekRow } from '../../shared/timecard/week-card.ts';
import type { AllowanceChange, AllowanceFields, AllowancePart } from '../hours/allowance-fields.ts';
import { AllowanceList } from '../hours/allowance-list.tsx';
import { useLanguage, useT } from '../i18n/intl.tsx';
import { choicesFor, useTypeNames } from '../placements/type-names.ts';

interface Props {
  placement: Placement;
  monday: string;
  row: WeekRow;
  onChange(change: (row: WeekRow) => WeekRow): void;
}

const fieldsOf = (a: AllowanceEntry): AllowanceFields => ({
  type: a.code,
  date: a.date,
  quantity: a.quantity,
  amount: a.amount,
  note: a.note ?? '',
  receipt: a.receipt ? { url: a.receipt } : {},
});

function changed(a: AllowanceEntry, change: AllowanceChange): AllowanceEntry {
  switch (change.field) {
    case 'type':
      return { ...a, code: change.value };
    case 'note':
      return { ...a, note: change.value || undefined };
    case 'rate':
      // A week row's rate terms are its placement's.
      return a;
    default:
      // The date, quantity, amount and receipt are the entry's members of the same names.
      return { ...a, [change.field]: change.value };
  }
}

/** A new allowance of a placement's week: the type first offered, on Monday. */
const newEntry = (monday: string, code = ''): AllowanceEntry => ({
  id: crypto.randomUUID(),
  code,
  date: monday,
});

export function PlacementAllowances({ placement, monday, row, onChange }: Props) {
  const t = useT();
  const { language } = useLanguage();
  const types = useTypeNames();
  const choices = choicesFor(types, placement.rates, 'allowance', language);
  const set = (edit: (all: AllowanceEntry[]) => AllowanceEntry[]) =>
    onChange((r) => ({ ...r, allowances: edit(r.allowances) }));
  const messages = (a: AllowanceEntry, n: number) => (part: AllowancePart) =>
    part === 'line' && !saysHowMuch(a)
      ? [t('issue.withLabel', { label: t('tc.allowance', { n }), text: t('issue.allowance-without-amount') })]
      : [];
  return (
    <AllowanceList
      label={t('week.allowancesOf', { worker: placement.worker.name })}
      items={row.allowances.map((a, i) => ({ key: a.id, fields: fieldsOf(a), messages: messages(a, i + 1) }))}
      choices={choices}
      days={weekOf(monday)}
      onChange={(index, change) => set((all) => all.map((a, i) => (i === index ? changed(a, change) : a)))}
      onRemove={(index) => set((all) => all.filter((_, i) => i !== index))}
      onAdd={() => set((all) => [...all, newEntry(monday, choices[0]?.code)])}
    />
  );
}
