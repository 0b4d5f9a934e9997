// Adding an item to a list and removing one: the buttons say which ("Add pay rate", "Remove pay rate 2").
// A new item takes the focus, so the keyboard goes on where the work is.
import { useT } from '../i18n/intl.tsx';
import { focusWhenShown } from './focus.ts';
import { capitalise, childPointer, tokensOf } from './labels.ts';
import type { Model } from './model.ts';
import { useFormStore } from './store.ts';

/** What a new item starts as: an empty group (its fixed members are filled in), or empty text. */
function newItem(model: Model): unknown {
  if (model.kind === 'object' || model.kind === 'choice') return {};
  if (model.kind === 'array') return [];
  if (model.kind === 'const') return model.value;
  return model.kind === 'scalar' && model.type === 'boolean' ? false : '';
}

export function AddButton({
  pointer,
  item,
  count,
  noun,
  max,
}: {
  pointer: string;
  item: Model;
  count: number;
  noun: string;
  max?: number;
}) {
  const t = useT();
  const store = useFormStore();
  const full = max !== undefined && count >= max;
  return (
    <button
      type="button"
      className="add"
      data-add={pointer}
      disabled={full}
      title={full ? t('form.atMost', { max: max ?? 0 }) : undefined}
      onClick={() => {
        const list = store.get(pointer);
        const items = Array.isArray(list) ? list : [];
        store.set(pointer, [...items, newItem(item)]);
        focusWhenShown(childPointer(pointer, items.length));
      }}
    >
      {capitalise(t('form.add', { noun }))}
    </button>
  );
}

export function RemoveButton({ pointer, label }: { pointer: string; label: string }) {
  const store = useFormStore();
  const tokens = tokensOf(pointer);
  const list = pointer.slice(0, pointer.lastIndexOf('/'));
  return (
    <button
      type="button"
      className="remove"
      data-remove={pointer}
      onClick={() => store.removeItem(list, Number(tokens[tokens.length - 1]))}
    >
      {label}
    </button>
  );
}
