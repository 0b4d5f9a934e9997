import { useCounterparties } from './use-counterparties.ts';

/** A filter by counterparty; the empty choice is all of them. */
export function CounterpartySelect({ value, onChange }: { value: string; onChange(name: string): void }) {
  const { counterparties } = useCounterparties();
  return (
    <select aria-label="Counterparty" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">All counterparties</option>
      {counterparties.map((c) => (
        <option key={c.name} value={c.name}>
          {c.name}
        </option>
      ))}
    </select>
  );
}
