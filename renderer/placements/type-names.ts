// The names of hour and allowance types (Settings), fetched once per window and kept current, and the
// choices a type select offers: the placement's own rates first, then the named list.
import { useEffect, useState } from 'react';
import type { TypeName } from '../../shared/api/types.ts';
import { typeName } from '../../shared/messages/type-names.ts';
import type { Rate } from '../../shared/placement/placement.ts';
import { call } from '../api/call.ts';
import type { Language } from '../i18n/language.ts';

let cached: Promise<TypeName[]> | undefined;

export function useTypeNames(): TypeName[] {
  const [types, setTypes] = useState<TypeName[]>([]);
  useEffect(() => {
    cached ??= call('GET /types').catch(() => {
      cached = undefined;
      return [];
    });
    let live = true;
    cached.then((list) => live && setTypes(list));
    return () => {
      live = false;
    };
  }, []);
  return types;
}

export interface TypeChoice {
  code: string;
  name: string;
}

/** A code's name: the placement's own name for it, else the list's in the language, else the code. */
export function nameOf(
  types: TypeName[],
  rates: Rate[],
  kind: Rate['kind'],
  code: string,
  language: Language,
) {
  return rates.find((r) => r.kind === kind && r.code === code)?.name || typeName(types, kind, code, language);
}

export function choicesFor(
  types: TypeName[],
  rates: Rate[],
  kind: Rate['kind'],
  language: Language,
): TypeChoice[] {
  const own = rates.filter((r) => r.kind === kind).map((r) => r.code);
  const listed = types.filter((t) => t.kind === kind && !own.includes(t.code)).map((t) => t.code);
  return [...own, ...listed].map((code) => ({ code, name: nameOf(types, rates, kind, code, language) }));
}

/** "Normale uren (HT100)": the name, with the code where it differs, for people who know codes. */
export const choiceLabel = (c: TypeChoice) => (c.name === c.code ? c.code : `${c.name} (${c.code})`);

/** After the list changed in Settings: the next select fetches it again. */
export function forgetTypeNames(): void {
  cached = undefined;
}
