// A repeatable member: its items one after another (each a group, a choice or a value, with its
// Remove button), or as a table when the items are small groups of values; "Add <item>" at the end.

import { useT } from '../i18n/intl.tsx';
import { tableOf } from './columns.ts';
import { Field, type FieldProps, hintIdOf } from './field.tsx';
import { GroupHead } from './groups.tsx';
import { AddButton } from './item-buttons.tsx';
import { capitalise, childPointer, useFieldNames } from './labels.ts';
import type { ArrayModel } from './model.ts';
import { useValue } from './store.ts';
import { TableList } from './table-list.tsx';

export function ListField(props: FieldProps & { model: ArrayModel }) {
  const { pointer, model } = props;
  const t = useT();
  const names = useFieldNames();
  const value = useValue(pointer);
  const count = Array.isArray(value) ? value.length : 0;
  const noun = names.item(pointer) ?? t('form.item');
  const table = tableOf(model);
  if (table) return <TableList {...props} table={table} count={count} noun={noun} />;
  return (
    <fieldset
      className="group list"
      data-group={pointer}
      data-count={count}
      aria-describedby={hintIdOf(pointer, props.description)}
    >
      <GroupHead {...props} />
      {Array.from({ length: count }, (_, i) => (
        <Field
          // Items are addressed by position, as their pointers are.
          // biome-ignore lint/suspicious/noArrayIndexKey: an item's identity is its place in the list
          key={i}
          pointer={childPointer(pointer, i)}
          model={model.item}
          label={t('form.itemTitle', { noun: capitalise(noun), n: i + 1 })}
          required={false}
          removeLabel={capitalise(t('form.removeItem', { noun, n: i + 1 }))}
        />
      ))}
      <AddButton pointer={pointer} item={model.item} count={count} noun={noun} max={model.maxItems} />
    </fieldset>
  );
}
