// Members a group's schema does not name, where it allows them (open groups such as the pay-equity
// conditions): each shown with its value as text or JSON, removable, and new ones added by name.
import { useId, useState } from 'react';
import { useT } from '../i18n/intl.tsx';
import { Control } from './controls.tsx';
import { FieldIssues, fieldId } from './field-parts.tsx';
import { childPointer } from './labels.ts';
import type { Model, ObjectModel } from './model.ts';
import { useFieldIssues, useFormStore, useValue } from './store.ts';
import { isObject } from './values.ts';

const ANY: Model = { kind: 'any' };

function OtherMember({ pointer, name, onRemove }: { pointer: string; name: string; onRemove(): void }) {
  const t = useT();
  const issues = useFieldIssues(pointer);
  const id = fieldId(pointer);
  return (
    <div className="field">
      <label htmlFor={id}>{name}</label>
      <Control
        pointer={pointer}
        model={ANY}
        label={name}
        required={false}
        attrs={{
          id,
          'aria-describedby': issues.length ? `${id}-issues` : undefined,
          'aria-invalid': issues.length > 0 || undefined,
        }}
      />
      <button type="button" className="remove" onClick={onRemove}>
        {t('form.removeMember', { name })}
      </button>
      <FieldIssues id={`${id}-issues`} label={name} issues={issues} />
    </div>
  );
}

export function OtherMembers({
  pointer,
  model,
  label,
}: {
  pointer: string;
  model: ObjectModel;
  label: string;
}) {
  const t = useT();
  const store = useFormStore();
  const value = useValue(pointer);
  // A member just added has no value yet (an empty one is not kept): it is listed until it gets one.
  const [added, setAdded] = useState<string[]>([]);
  const [name, setName] = useState('');
  const nameId = useId();
  const present = isObject(value) ? Object.keys(value).filter((k) => !model.byName.has(k)) : [];
  const names = [...present, ...added.filter((k) => !present.includes(k))];
  const taken = model.byName.has(name) || names.includes(name);
  const add = () => {
    setAdded([...added, name]);
    setName('');
  };
  return (
    <div className="other-members">
      {names.map((k) => (
        <OtherMember
          key={k}
          pointer={childPointer(pointer, k)}
          name={k}
          onRemove={() => {
            setAdded(added.filter((x) => x !== k));
            store.set(childPointer(pointer, k), undefined);
          }}
        />
      ))}
      <div className="field">
        <label htmlFor={nameId}>{t('form.otherMember')}</label>
        <input
          id={nameId}
          aria-label={t('form.otherMemberName', { label })}
          value={name}
          data-new-member-of={pointer}
          onChange={(e) => setName(e.target.value.trim())}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && name && !taken) add();
          }}
        />
        <button type="button" data-add-member={pointer} disabled={!name || taken} onClick={add}>
          {t('form.addMember')}
        </button>
      </div>
    </div>
  );
}
