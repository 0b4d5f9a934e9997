// A row's allowances as a list the clerk adds to and takes from. An entry that is no allowance at all
// (an imported file's mistake) is kept, with its problem, until it is removed.
import { focusInside } from '../form/focus.ts';
import { useT } from '../i18n/intl.tsx';
import type { TypeChoice } from '../placements/type-names.ts';
import { AllowanceEditor } from './allowance-editor.tsx';
import type { AllowanceChange, AllowanceFields, AllowancePart } from './allowance-fields.ts';
import './allowances.css';

export interface AllowanceItem {
  key: string;
  /** Undefined for an entry that is no allowance at all. */
  fields?: AllowanceFields;
  messages(part: AllowancePart): string[];
}

export interface AllowanceListProps {
  /** The list's name: "Allowances of Jan de Vries". */
  label: string;
  items: AllowanceItem[];
  choices?: TypeChoice[];
  days?: string[];
  onChange(index: number, change: AllowanceChange): void;
  onRemove(index: number): void;
  onAdd(): void;
}

/**
 * The first control of a list's allowance at `position` (from 1) takes the focus once it is shown: an
 * allowance just added, or opened, is where the clerk goes on. Without a `position`, the first
 * allowance, or where there is none the button that adds one.
 */
export function focusAllowance(label: string, position?: number, tries = 10): void {
  requestAnimationFrame(() => {
    const list = document.querySelector(`[data-allowances="${CSS.escape(label)}"]`);
    const item =
      position === undefined
        ? (list?.querySelector(':scope > ul > li') ?? list?.querySelector(':scope > button'))
        : list?.querySelector(`:scope > ul > li:nth-child(${position})`);
    if (!focusInside(item) && tries > 0) focusAllowance(label, position, tries - 1);
  });
}

export function AllowanceList({
  label,
  items,
  choices,
  days,
  onChange,
  onRemove,
  onAdd,
}: AllowanceListProps) {
  const t = useT();
  return (
    <div className="allowance-list" data-allowances={label}>
      {items.length > 0 && (
        <ul aria-label={label}>
          {items.map((item, index) => (
            <li key={item.key}>
              {item.fields ? (
                <AllowanceEditor
                  position={index + 1}
                  fields={item.fields}
                  messages={item.messages}
                  choices={choices}
                  days={days}
                  onChange={(change) => onChange(index, change)}
                  onRemove={() => onRemove(index)}
                />
              ) : (
                <fieldset className="allowance">
                  <legend>{t('tc.allowance', { n: index + 1 })}</legend>
                  <p className="field-error">{item.messages('line').join(' ')}</p>
                  <button type="button" onClick={() => onRemove(index)}>
                    {t('tc.allowance.remove', { n: index + 1 })}
                  </button>
                </fieldset>
              )}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        onClick={() => {
          onAdd();
          focusAllowance(label, items.length + 1);
        }}
      >
        {t('tc.allowance.add')}
      </button>
    </div>
  );
}
