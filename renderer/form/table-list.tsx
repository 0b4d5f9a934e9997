// A list of small groups of values as an editable table: a row per item, a column per value, the
// issues of a row (a missing group, a wrong value) under it.
import { memo, useMemo } from 'react';
import type { Column, Table } from './columns.ts';
import { Control } from './controls.tsx';
import { FieldIssues, type FieldProps, fieldId, Hint, suggestionsFor } from './field.tsx';
import { AddButton, RemoveButton } from './item-buttons.tsx';
import { capitalise, childPointer, pointerWords } from './labels.ts';
import type { ArrayModel } from './model.ts';
import { useFieldIssues, useIssuesAt } from './store.ts';

const pointerOf = (base: string, tokens: string[]) => tokens.reduce(childPointer, base);

function Cell({ pointer, column, label }: { pointer: string; column: Column; label: string }) {
  const issues = useFieldIssues(pointer);
  const id = fieldId(pointer);
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
          'aria-describedby': issues.length ? `${id}-issues` : undefined,
          'aria-invalid': issues.length > 0 || undefined,
          'aria-required': column.required || undefined,
        }}
      />
      <FieldIssues id={`${id}-issues`} label={column.label} issues={issues} />
    </td>
  );
}

const Row = memo(function Row({
  pointer,
  table,
  noun,
  index,
}: {
  pointer: string;
  table: Table;
  noun: string;
  index: number;
}) {
  const name = `${noun} ${index + 1}`;
  const groups = useMemo(
    () => [pointer, ...table.groups.map((g) => pointerOf(pointer, g))],
    [pointer, table],
  );
  const issues = useIssuesAt(groups);
  return (
    <>
      <tr data-group={pointer}>
        <th scope="row">{index + 1}</th>
        {table.columns.map((c) => (
          <Cell
            key={c.tokens.join('/')}
            pointer={pointerOf(pointer, c.tokens)}
            column={c}
            label={`${c.label} (${name})`}
          />
        ))}
        <td>
          <RemoveButton pointer={pointer} label={`Remove ${name}`} />
        </td>
      </tr>
      {issues.length > 0 ? (
        <tr className="row-issues">
          <td colSpan={table.columns.length + 2}>
            <ul className="field-error">
              {issues.map((i) => (
                <li key={`${i.path}:${i.message}`}>
                  {i.path === pointer ? capitalise(name) : pointerWords(i.path.slice(pointer.length))}{' '}
                  {i.message}
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
  const issues = useFieldIssues(pointer);
  const id = fieldId(pointer);
  return (
    <fieldset className="group table-list" data-group={pointer} data-count={count}>
      <legend>
        {label}
        {required ? (
          <span className="required" title="required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <Hint id={`${id}-hint`} text={description} />
      <FieldIssues id={`${id}-issues`} label={label} issues={issues} />
      {count > 0 ? (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Row</span>
                </th>
                {table.columns.map((c) => (
                  <th scope="col" key={c.tokens.join('/')}>
                    {c.label}
                    {c.required ? (
                      <span className="required" aria-hidden="true">
                        {' '}
                        *
                      </span>
                    ) : null}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: count }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an item's identity is its place in the list
                <Row key={i} pointer={childPointer(pointer, i)} table={table} noun={noun} index={i} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <AddButton pointer={pointer} item={model.item} count={count} noun={noun} max={model.maxItems} />
    </fieldset>
  );
}
