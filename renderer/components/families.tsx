// Message families as the UI offers them, from the registry, by the names a clerk knows them by.
import { useCallback } from 'react';
import { families } from '../../shared/messages/registry.ts';
import { useHasText, useT } from '../i18n/intl.tsx';

/** The families a draft can be written in: an attachment travels with its message, not on its own. */
export const draftFamilies = families.filter((f) => f.format !== 'upload');

/** A family's name in the UI's language (the registry's name for one the catalog does not know). */
export function useFamilyTitle(): (name: string) => string {
  const t = useT();
  const has = useHasText();
  return useCallback(
    (name: string) => {
      const key = `family.${name}`;
      return has(key) ? t(key) : name;
    },
    [t, has],
  );
}

/** A choice of family; `any` adds the empty choice (no filter). */
export function FamilySelect({
  label,
  value,
  onChange,
  any,
  id,
}: {
  label?: string;
  value: string;
  onChange(value: string): void;
  any?: boolean;
  id?: string;
}) {
  const t = useT();
  const title = useFamilyTitle();
  return (
    <select id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {any ? <option value="">{t('family.any')}</option> : null}
      {draftFamilies.map((f) => (
        <option key={f.name} value={f.name}>
          {title(f.name)}
        </option>
      ))}
    </select>
  );
}

/** Messages of a family in the plural, as "receives our …" says it: "timecards", "urenbriefjes". */
export function useFamilyPlural(): (name: string) => string {
  const t = useT();
  const has = useHasText();
  const title = useFamilyTitle();
  return useCallback(
    (name: string) => {
      const key = `cpf.receivesPlural.${name}`;
      return has(key) ? t(key) : title(name);
    },
    [t, has, title],
  );
}
