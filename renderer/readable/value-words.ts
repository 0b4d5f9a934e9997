// Single values and small groups of a message as a person reads them: dates as the locale writes
// them, numbers with its decimal mark, money as "€ 1.234,56", codes by their names, an identifier with
// who issued it, a period from–to. Groups that are more than that are laid out by readable-message.tsx.
import { useCallback } from 'react';
import { isDay, parseDateTime } from '../../shared/timecard/calendar.ts';
import { formatClock } from '../../shared/timecard/clock.ts';
import { useFormats, useLanguage, useT } from '../i18n/intl.tsx';
import { optionLabel } from '../words/field-labels.ts';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const keysAre = (v: Json, ...keys: string[]) => {
  const own = Object.keys(v);
  return own.length > 0 && own.every((k) => keys.includes(k));
};

export interface ValueWords {
  /** A value in words, or undefined for a group that needs more room than one line. */
  of(value: unknown): string | undefined;
  /** A wall-clock date-time: "23-10-2024 09:00". */
  moment(value: string): string;
}

export function useValueWords(): ValueWords {
  const t = useT();
  const f = useFormats();
  const { language } = useLanguage();
  const moment = useCallback(
    (value: string) => {
      const at = parseDateTime(value);
      return at ? `${f.day(at.day)} ${formatClock(at.minutes)}` : value;
    },
    [f],
  );
  const of = useCallback(
    (value: unknown): string | undefined => {
      if (typeof value === 'boolean') return value ? t('readable.yes') : t('readable.no');
      if (typeof value === 'number') return f.number(value);
      if (typeof value === 'string') {
        if (isDay(value)) return f.day(value);
        if (parseDateTime(value)) return moment(value);
        return optionLabel(value, language);
      }
      if (Array.isArray(value)) {
        const parts = value.map(of);
        return parts.every((p) => p !== undefined) ? parts.join(', ') : undefined;
      }
      if (!isObject(value)) return undefined;
      if (keysAre(value, 'value', 'currency') && typeof value.value === 'number') {
        const currency = isObject(value.currency) ? value.currency.value : undefined;
        return currency === 'EUR' || currency === undefined
          ? f.money(value.value)
          : `${f.number(value.value, 2)} ${String(currency)}`;
      }
      if (keysAre(value, 'value', 'schemeAgencyId') && typeof value.schemeAgencyId === 'string') {
        // Who issued a number: "klant", "leverancier" in words; a register (KvK, BTW) by its code.
        const scheme = value.schemeAgencyId;
        const issuer =
          scheme === 'Customer' || scheme === 'Supplier'
            ? optionLabel(scheme, language).toLowerCase()
            : scheme;
        return `${String(value.value)} (${issuer})`;
      }
      if (keysAre(value, 'value', 'unitCode')) {
        const unit = isObject(value.unitCode) ? of(value.unitCode.value) : undefined;
        return [of(value.value), unit?.toLowerCase()].filter(Boolean).join(' ');
      }
      if (keysAre(value, 'value')) return of(value.value);
      if (keysAre(value, 'start', 'end') || keysAre(value, 'start')) {
        const start = of(value.start);
        const end = value.end === undefined ? undefined : of(value.end);
        return end ? t('readable.clock', { start: start ?? '', end }) : start;
      }
      if (typeof value.formattedName === 'string') return value.formattedName;
      return undefined;
    },
    [t, f, language, moment],
  );
  return { of, moment };
}
