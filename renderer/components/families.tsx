// Message families as the UI offers them, from the registry.
import { families, familyByName } from '../../shared/registry.ts';

/** The families a draft can be written in: an attachment travels with its message, not on its own. */
export const draftFamilies = families.filter((f) => f.format !== 'upload');

export const familyTitle = (name: string) => familyByName.get(name)?.title ?? name;

/** A choice of family; `any` names the empty choice (no filter) when there is one. */
export function FamilySelect({
  label,
  value,
  onChange,
  any,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  any?: string;
}) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {any ? <option value="">{any}</option> : null}
      {draftFamilies.map((f) => (
        <option key={f.name} value={f.name}>
          {f.title}
        </option>
      ))}
    </select>
  );
}
