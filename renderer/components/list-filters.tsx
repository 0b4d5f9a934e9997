// The filters every list offers: search (words, "week 45", a date), the customer, the worker and the
// week. What is typed becomes the list's query (shared/api/types.ts ListFilter), so the server filters.
import { useEffect, useId, useState } from 'react';
import type { ListFilter } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { useLanguage, useT } from '../i18n/intl.tsx';
import { FamilySelect } from './families.tsx';
import { searchTerms, weekTerm } from './search-terms.ts';
import { useCounterparties } from './use-counterparties.ts';
import { useDebounced } from './use-debounced.ts';

export interface FilterInput {
  text: string;
  customer: string;
  worker: string;
  week: string;
}

export const noFilters: FilterInput = { text: '', customer: '', worker: '', week: '' };

/** Long enough to let a word be typed, short enough that results follow the typing. */
const TYPING_PAUSE_MS = 150;

/** The list's query from what was typed; undefined while the week cannot be read. */
export function useListFilter(input: FilterInput): ListFilter | undefined {
  const { formats } = useLanguage();
  const typed = useDebounced(input, TYPING_PAUSE_MS);
  const terms = searchTerms(typed.text, formats.locale);
  const week = typed.week.trim() ? weekTerm(typed.week) : undefined;
  if (typed.week.trim() && !week) return undefined;
  return {
    ...terms,
    ...(week ? { week } : {}),
    ...(typed.customer ? { customer: typed.customer } : {}),
    ...(typed.worker.trim() ? { worker: typed.worker.trim() } : {}),
  };
}

/**
 * Workers' names to suggest: those of the placements, asked for once the worker field is first used
 * (not with every list that opens).
 */
function useWorkerNames(): { names: string[]; want(): void } {
  const [names, setNames] = useState<string[]>([]);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    call('GET /placements', { query: { limit: 500, ended: 'include' } }).then(
      (page) => setNames([...new Set(page.items.map((p) => p.worker.name.trim()).filter(Boolean))].sort()),
      () => setNames([]),
    );
  }, [wanted]);
  return { names, want: () => setWanted(true) };
}

export function ListFilters({
  value,
  onChange,
  searchLabel,
}: {
  value: FilterInput;
  onChange(next: FilterInput): void;
  /** The search box's accessible name ("Search drafts"). */
  searchLabel: string;
}) {
  const t = useT();
  const id = useId();
  const { counterparties } = useCounterparties();
  const workers = useWorkerNames();
  const set = (patch: Partial<FilterInput>) => onChange({ ...value, ...patch });
  const badWeek = value.week.trim() !== '' && !weekTerm(value.week);
  return (
    <fieldset className="list-filters">
      <legend className="visually-hidden">{t('filter.label')}</legend>
      <input
        type="search"
        aria-label={searchLabel}
        placeholder={t('filter.searchHint')}
        value={value.text}
        onChange={(e) => set({ text: e.target.value })}
      />
      <label>
        {t('filter.customer')}{' '}
        <select value={value.customer} onChange={(e) => set({ customer: e.target.value })}>
          <option value="">{t('filter.allCustomers')}</option>
          {counterparties.map((c) => (
            <option key={c.name} value={c.name}>
              {c.party?.name?.trim() || c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('filter.worker')}{' '}
        <input
          list={`${id}-workers`}
          value={value.worker}
          onFocus={workers.want}
          onChange={(e) => set({ worker: e.target.value })}
        />
      </label>
      <datalist id={`${id}-workers`}>
        {workers.names.map((w) => (
          <option key={w} value={w} />
        ))}
      </datalist>
      <label>
        {t('filter.week')}{' '}
        <input
          className="week-input"
          inputMode="numeric"
          placeholder={t('filter.weekHint')}
          value={value.week}
          aria-invalid={badWeek || undefined}
          aria-describedby={badWeek ? `${id}-week-error` : undefined}
          onChange={(e) => set({ week: e.target.value })}
        />
      </label>
      {badWeek ? (
        <span id={`${id}-week-error`} className="field-error">
          {t('filter.weekInvalid')}
        </span>
      ) : null}
    </fieldset>
  );
}

export interface MessageFilterState {
  input: FilterInput;
  setInput(next: FilterInput): void;
  family: string;
  setFamily(family: string): void;
  /** The list's query: the filters, and the kind when one is chosen. */
  query: ListFilter & { family?: string };
}

/** What a list of messages (drafts, inbox) is narrowed to: the filters every list offers, and the kind. */
export function useMessageFilters(): MessageFilterState {
  const [input, setInput] = useState(noFilters);
  const [family, setFamily] = useState('');
  const filter = useListFilter(input);
  return { input, setInput, family, setFamily, query: { ...filter, ...(family ? { family } : {}) } };
}

/** The toolbar of a list of messages: its filters, the kind, and whether the list is still coming. */
export function MessageFilters({
  state,
  searchLabel,
  loaded,
}: {
  state: MessageFilterState;
  searchLabel: string;
  loaded: boolean;
}) {
  const t = useT();
  return (
    <div className="toolbar">
      <ListFilters value={state.input} onChange={state.setInput} searchLabel={searchLabel} />
      <FamilySelect label={t('family.label')} value={state.family} onChange={state.setFamily} any />
      <span className="muted" role="status">
        {loaded ? '' : t('filter.loading')}
      </span>
    </div>
  );
}
