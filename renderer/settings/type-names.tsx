// The names of hour and allowance types: codes are what messages carry, names what people choose from; and
// what each is on an invoice: the SETU hour type or line reason a customer's system reads it as (by its
// Dutch name from SETU's list, or its English code), and its VAT.
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { TypeName } from '../../shared/api/types.ts';
import { setuHourTypes } from '../../shared/messages/setu-codelists.ts';
import { setuCodes } from '../../shared/messages/setu-types.ts';
import { typeFromSetu } from '../../shared/messages/type-names.ts';
import { call } from '../api/call.ts';
import { useLanguage, useT } from '../i18n/intl.tsx';
import { forgetTypeNames } from '../placements/type-names.ts';
import { SaveBar } from './save-bar.tsx';

export function TypeNames() {
  const t = useT();
  const { language } = useLanguage();
  const id = useId();
  const [types, setTypes] = useState<TypeName[]>([]);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    call('GET /types').then(setTypes, (e: Error) => setError(e.message));
  }, []);
  const change = (i: number, patch: Partial<TypeName>) => {
    setStatus('');
    setTypes((list) => list.map((type, j) => (j === i ? { ...type, ...patch } : type)));
  };
  // The new row's first field takes the focus once it is there.
  const focusLast = (field: string) =>
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`#${CSS.escape(id)} tbody tr:last-child ${field}`)?.focus(),
    );
  const add = () => {
    setTypes((list) => [...list, { kind: 'hours', code: '', nl: '', en: '' }]);
    focusLast('select');
  };
  // A SETU hour type comes named and mapped, under a code of its own: nothing to type.
  const addSetu = (setu: string) => {
    const type = typeFromSetu(setu, types);
    if (!type) return;
    setStatus('');
    setTypes((list) => [...list, type]);
    focusLast('input');
  };
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    try {
      setTypes(await call('PUT /types', { body: types.filter((type) => type.code.trim() !== '') }));
      forgetTypeNames();
      setStatus(t('types.saved'));
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <form onSubmit={save} aria-labelledby={`${id}-heading`} id={id} className="wide">
      <h2 id={`${id}-heading`}>{t('types.heading')}</h2>
      <p className="muted">{t('types.intro')}</p>
      <table className="type-names">
        <colgroup>
          <col className="kind" />
          <col className="code" />
          <col className="name" />
          <col className="name" />
          <col />
          <col className="number" />
          <col className="number" />
          <col className="remove" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('types.kind')}</th>
            <th scope="col">{t('types.code')}</th>
            <th scope="col">{t('types.nl')}</th>
            <th scope="col">{t('types.en')}</th>
            <th scope="col">{t('types.setu')}</th>
            <th scope="col">{t('types.vat')}</th>
            <th scope="col">{t('types.percent')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('common.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {types.map((type, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a code may be empty while typed
            <tr key={i}>
              <td>
                <select
                  aria-label={t('types.kind')}
                  value={type.kind}
                  onChange={(e) => change(i, { kind: e.target.value as TypeName['kind'], setu: undefined })}
                >
                  <option value="hours">{t('types.kind.hours')}</option>
                  <option value="allowance">{t('types.kind.allowance')}</option>
                </select>
              </td>
              <td>
                <input
                  aria-label={t('types.code')}
                  value={type.code}
                  onChange={(e) => change(i, { code: e.target.value })}
                />
              </td>
              <td>
                <input
                  aria-label={t('types.nl')}
                  lang="nl"
                  value={type.nl}
                  onChange={(e) => change(i, { nl: e.target.value })}
                />
              </td>
              <td>
                <input
                  aria-label={t('types.en')}
                  lang="en"
                  value={type.en}
                  onChange={(e) => change(i, { en: e.target.value })}
                />
              </td>
              <td>
                <select
                  aria-label={`${t('types.setu')} ${type.code}`}
                  value={type.setu ?? ''}
                  onChange={(e) => change(i, { setu: e.target.value || undefined })}
                >
                  <option value="">{t('types.setu.none')}</option>
                  {setuCodes(type.kind).map((c) => (
                    <option key={c.code} value={c.code}>
                      {language === 'nl' ? c.nl : c.code}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  aria-label={`${t('types.vat')} ${type.code}`}
                  type="number"
                  min={0}
                  max={100}
                  value={type.vat ?? 21}
                  onChange={(e) =>
                    change(i, { vat: e.target.value === '' ? undefined : Number(e.target.value) })
                  }
                />
              </td>
              <td>
                {type.kind === 'hours' ? (
                  <input
                    aria-label={`${t('types.percent')} ${type.code}`}
                    type="number"
                    min={1}
                    max={1000}
                    value={type.percent ?? 100}
                    onChange={(e) =>
                      change(i, { percent: e.target.value === '' ? undefined : Number(e.target.value) })
                    }
                  />
                ) : null}
              </td>
              <td>
                <button
                  type="button"
                  aria-label={t('types.removeOne', { code: type.code })}
                  onClick={() => setTypes((list) => list.filter((_, j) => j !== i))}
                >
                  {t('common.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <label className="add-setu-type">
        {t('types.addSetu')}
        <select
          value=""
          onChange={(e) => {
            addSetu(e.target.value);
          }}
        >
          <option value="">{t('types.addSetu.choose')}</option>
          {[...setuHourTypes]
            .map((c) => ({ code: c.code, name: language === 'nl' ? c.nl : c.code }))
            .sort((a, b) => a.name.localeCompare(b.name, language))
            .map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
        </select>
      </label>
      <SaveBar status={status} error={error}>
        <button type="button" onClick={add}>
          {t('types.add')}
        </button>
      </SaveBar>
    </form>
  );
}
