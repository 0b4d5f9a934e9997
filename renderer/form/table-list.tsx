// A list of small groups of values as an editable table: a row per item, a column per value, the
// issues of a row (a missing group, a wrong value) under it, and what each column means folded away
// above it.
import { memo, useMemo } from 'react';
import { useIssueWords } from '../errors/issue-words.ts';
import { useT } from '../i18n/intl.tsx';
import { type Column, columnName, type Table } from './columns.ts';
import { Control } from './controls.tsx';
import {
  FieldIssues,
  type FieldProps,
  fieldId,
  Hint,
  hintIdOf,
  RequiredMark,
  suggestionsFor,
} from './field-parts.tsx';
import { AddButton, RemoveButton } from './item-buttons.tsx';
import { capitalise, childPointer, type FieldNames, useFieldNames } from './labels.ts';
import type { ArrayModel } from './model.ts';
import { useFieldIssues, useIssuesAt } from './store.ts';

const pointerOf = (base: string, tokens: string[]) => tokens.reduce(childPointer, base);

/** A column's name, from the label table, as the members of the list's first item are called. */
const labelOf = (names: FieldNames, list: string, column: Column) =>
  columnName(column.named.map((path) => names.label(pointerOf(childPointer(list, 0), path))));

/** What a column means: the help of the member it is named after (`amount`, not its `value`). */
const helpOf = (names: FieldNames, list: string, column: Column) =>
  names.help(pointerOf(childPointer(list, 0), column.named.at(-1) ?? column.tokens));

const columnHintId = (list: string, index: number) => `${fieldId(list)}-column${index}-hint`;

/**
 * The help of each column, under one toggle: a cell has no room for a hint of its own, and every row
 * would repeat it. Each cell is described by its column's entry, open or not.
 */
function ColumnHelp({
  pointer,
  table,
  labels,
  hints,
}: {
  pointer: string;
  table: Table;
  labels: string[];
  hints: (string | undefined)[];
}) {
  const t = useT();
  if (!hints.some(Boolean)) return null;
  return (
    <details className="column-help">
      <summary>{t('form.columnHelp')}</summary>
      <dl>
        {table.columns.map((c, i) =>
          hints[i] ? (
            <div key={c.tokens.join('/')}>
              <dt>{labels[i]}</dt>
              <dd id={columnHintId(pointer, i)}>{hints[i]}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </details>
  );
}

function Cell({
  pointer,
  column,
  label,
  name,
  hintId,
}: {
  pointer: string;
  column: Column;
  label: string;
  name: string;
  hintId?: string;
}) {
  const issues = useFieldIssues(pointer);
  const id = fieldId(pointer);
  const describedBy = [hintId ?? '', issues.length ? `${id}-issues` : ''].filter(Boolean).join(' ');
  return (
    <td>
      <Control
        pointer={pointer}
        model={column.model}
        label={label}
        required={column.required}
        list={suggestionsFor(pointer)}
        attrs={{
          id,
          'aria-label': label,
          'aria-describedby': describedBy || undefined,
          'aria-invalid': issues.length > 0 || undefined,
          'aria-required': column.required || undefined,
        }}
      />
      <FieldIssues id={`${id}-issues`} label={name} issues={issues} />
    </td>
  );
}

const Row = memo(function Row({
  pointer,
  table,
  labels,
  hintIds,
  noun,
  index,
}: {
  pointer: string;
  table: Table;
  labels: string[];
  hintIds: (string | undefined)[];
  noun: string;
  index: number;
}) {
  const t = useT();
  const words = useIssueWords();
  const name = t('form.itemTitle', { noun, n: index + 1 });
  const groups = useMemo(
    () => [pointer, ...table.groups.map((g) => pointerOf(pointer, g))],
    [pointer, table],
  );
  const issues = useIssuesAt(groups);
  return (
    <>
      <tr data-group={pointer}>
        <th scope="row">{index + 1}</th>
        {table.columns.map((c, i) => (
          <Cell
            key={c.tokens.join('/')}
            pointer={pointerOf(pointer, c.tokens)}
            column={c}
            name={labels[i] ?? ''}
            label={t('form.cellOf', { label: labels[i] ?? '', row: name })}
            hintId={hintIds[i]}
          />
        ))}
        <td>
          <RemoveButton pointer={pointer} label={capitalise(t('form.removeItem', { noun, n: index + 1 }))} />
        </td>
      </tr>
      {issues.length > 0 ? (
        <tr className="row-issues">
          <td colSpan={table.columns.length + 2}>
            <ul className="field-error">
              {issues.map((i) => (
                <li key={`${i.path}:${i.message}`}>
                  {words.sentence(
                    i,
                    i.path === pointer ? capitalise(name) : words.whereWithin(i.path, pointer),
                  )}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ) : null}
    </>
  );
});

export function TableList({
  pointer,
  model,
  label,
  required,
  description,
  table,
  count,
  noun,
}: FieldProps & { model: ArrayModel; table: Table; count: number; noun: string }) {
  const t = useT();
  const names = useFieldNames();
  const issues = useFieldIssues(pointer);
  const id = fieldId(pointer);
  const labels = useMemo(() => table.columns.map((c) => labelOf(names, pointer, c)), [names, pointer, table]);
  const hints = useMemo(() => table.columns.map((c) => helpOf(names, pointer, c)), [names, pointer, table]);
  const hintIds = useMemo(
    () => hints.map((hint, i) => (hint ? columnHintId(pointer, i) : undefined)),
    [hints, pointer],
  );
  return (
    <fieldset
      className="group table-list"
      data-group={pointer}
      data-count={count}
      aria-describedby={hintIdOf(pointer, description)}
    >
      <legend>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <Hint id={`${id}-hint`} text={description} />
      <FieldIssues id={`${id}-issues`} label={label} issues={issues} />
      {count > 0 ? <ColumnHelp pointer={pointer} table={table} labels={labels} hints={hints} /> : null}
      {count > 0 ? (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('form.row')}</span>
                </th>
                {table.columns.map((c, i) => (
                  <th scope="col" key={c.tokens.join('/')}>
                    {labels[i]}
                    {c.required ? <RequiredMark /> : null}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{t('form.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: count }, (_, i) => (
                <Row
                  // biome-ignore lint/suspicious/noArrayIndexKey: an item's identity is its place in the list
                  key={i}
                  pointer={childPointer(pointer, i)}
                  table={table}
                  labels={labels}
                  hintIds={hintIds}
                  noun={noun}
                  index={i}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <AddButton pointer={pointer} item={model.item} count={count} noun={noun} max={model.maxItems} />
    </fieldset>
  );
}
