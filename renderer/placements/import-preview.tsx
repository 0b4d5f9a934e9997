// A spreadsheet's rows before anything is stored: each new, known by its assignment number, or possibly
// the same worker as a placement already here (by personnel number, name and birth date, or name), with
// what would change, and the clerk's choice per row. Importing does what was chosen, and only then are
// the assignments queued; cancelling leaves everything as it was.
import { useEffect, useId, useRef, useState } from 'react';
import type {
  ImportAction,
  ImportCandidate,
  ImportChoice,
  ImportPreviewRow,
  PlacementImportPreview,
} from '../../shared/api/placement-types.ts';
import type { PlacementImportResult } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { customerName } from '../components/customer-name.ts';
import { useCounterparties } from '../components/use-counterparties.ts';
import { useFormats, useLanguage, useT } from '../i18n/intl.tsx';
import { periodText } from './period-text.ts';
import './import-preview.css';

interface Props {
  file: string;
  text: string;
  preview: PlacementImportPreview;
  onDone(result: PlacementImportResult): void;
  onCancel(): void;
}

/** A select's value for a choice: the action, and for an update the placement it changes. */
const optionValue = (c: ImportChoice) => (c.action === 'update' ? `update:${c.placement}` : c.action);
const choiceOf = (row: number, value: string): ImportChoice =>
  value.startsWith('update:')
    ? { row, action: 'update', placement: value.slice('update:'.length) }
    : { row, action: value as ImportAction };

export function ImportPreview({ file, text, preview, onDone, onCancel }: Props) {
  const t = useT();
  const f = useFormats();
  const { language } = useLanguage();
  const uid = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { counterparties } = useCounterparties();
  const [choices, setChoices] = useState(() => new Map(preview.rows.map((r) => [r.row, r.suggested])));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => heading.current?.focus(), []);

  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const customer = (name: string) => customerName(counterparties, name);
  const candidateText = (c: ImportCandidate) =>
    t('sheet.candidate', {
      worker: c.placement.workerName,
      customer: customer(c.placement.counterparty),
      period: periodText(t, f, c.placement),
      reason: t(`sheet.reason.${c.reason}`),
    });
  const target = (row: ImportPreviewRow) => {
    const choice = choices.get(row.row) ?? row.suggested;
    return row.candidates.find((c) => choice.action === 'update' && c.placement.id === choice.placement);
  };
  const takesAssignments = (name: string) =>
    counterparties.find((c) => c.name === name)?.families.includes('Assignment') ?? false;

  const outcome = { created: 0, updated: 0, unchanged: 0, skipped: 0, assignments: 0 };
  for (const row of preview.rows) {
    const choice = choices.get(row.row) ?? row.suggested;
    const changes = target(row)?.changes;
    if (choice.action === 'skip') outcome.skipped++;
    else if (choice.action === 'update' && changes?.length === 0) outcome.unchanged++;
    else {
      if (choice.action === 'add') outcome.created++;
      else outcome.updated++;
      if (takesAssignments(row.input.counterparty)) outcome.assignments++;
    }
  }
  const count = (kind: ImportPreviewRow['kind']) => preview.rows.filter((r) => r.kind === kind).length;

  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      onDone(await call('POST /placements/import', { body: { text, choices: [...choices.values()] } }));
    } catch (e) {
      setError(t('placements.importFailed', { reason: (e as Error).message }));
      setBusy(false);
    }
  };

  return (
    <section className="import-preview" aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`} ref={heading} tabIndex={-1}>
        {t('sheet.heading', { file })}
      </h2>
      <p>
        {t('sheet.summary', {
          rows: preview.rows.length,
          new: count('new'),
          known: count('known'),
          possible: count('possible'),
        })}
      </p>
      <div className="table-scroll">
        <table className="import-rows">
          <caption className="visually-hidden">{t('sheet.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sheet.col.row')}</th>
              <th scope="col">{t('sheet.col.worker')}</th>
              <th scope="col">{t('sheet.col.customer')}</th>
              <th scope="col">{t('sheet.col.period')}</th>
              <th scope="col">{t('sheet.col.found')}</th>
              <th scope="col">{t('sheet.col.action')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => {
              const choice = choices.get(row.row) ?? row.suggested;
              const changes = target(row)?.changes;
              return (
                <tr key={row.row} className={row.kind === 'new' ? '' : 'import-match'}>
                  <td>{row.row}</td>
                  <th scope="row">{row.input.workerName}</th>
                  <td>{customer(row.input.counterparty)}</td>
                  <td className="period">{periodText(t, f, row.input)}</td>
                  <td>
                    <span className={`badge ${row.kind === 'new' ? 'ok' : 'warn'}`}>
                      {t(`sheet.kind.${row.kind}`)}
                    </span>
                    {row.candidates.map((c) => (
                      <div key={c.placement.id}>{candidateText(c)}</div>
                    ))}
                  </td>
                  <td>
                    <select
                      aria-label={t('sheet.choice', { row: row.row, worker: row.input.workerName })}
                      value={optionValue(choice)}
                      onChange={(e) =>
                        setChoices((m) => new Map(m).set(row.row, choiceOf(row.row, e.target.value)))
                      }
                    >
                      {row.kind === 'known' ? null : <option value="add">{t('sheet.action.add')}</option>}
                      {row.candidates.map((c) => (
                        <option key={c.placement.id} value={`update:${c.placement.id}`}>
                          {row.candidates.length === 1
                            ? t(c.changes.length === 0 ? 'sheet.action.keepOne' : 'sheet.action.updateOne')
                            : t(c.changes.length === 0 ? 'sheet.action.keep' : 'sheet.action.update', {
                                worker: c.placement.workerName,
                                customer: customer(c.placement.counterparty),
                                period: periodText(t, f, c.placement),
                              })}
                        </option>
                      ))}
                      <option value="skip">{t('sheet.action.skip')}</option>
                    </select>
                    {changes ? (
                      <div className="muted">
                        {changes.length === 0
                          ? t('sheet.noChange')
                          : t('sheet.changes', {
                              what: list.format(changes.map((a) => t(`sheet.aspect.${a}`))),
                            })}
                      </div>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p role="status">{t('sheet.outcome', outcome)}</p>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <div className="toolbar">
        <button type="button" className="primary" onClick={confirm} disabled={busy}>
          {busy ? t('placements.importing') : t('sheet.confirm')}
        </button>
        <button type="button" onClick={onCancel} disabled={busy}>
          {t('sheet.cancel')}
        </button>
      </div>
    </section>
  );
}
