// The form of a message, generated from its schema: every top-level member as a field or a group,
// except those a purpose-built editor shows. Counterparty names are offered in the party members.
import { useCounterparties } from '../components/use-counterparties.ts';
import { useT } from '../i18n/intl.tsx';
import { Field, ObjectMembers } from './field.tsx';
import { COUNTERPARTY_NAMES } from './field-parts.tsx';
import type { Model } from './model.ts';
import './form.css';

export function SchemaForm({ model, omit }: { model: Model; omit?: ReadonlySet<string> }) {
  const t = useT();
  const { counterparties } = useCounterparties();
  return (
    <div className="schema-form">
      {model.kind === 'object' ? (
        <ObjectMembers pointer="" model={model} label={t('form.message')} omit={omit} />
      ) : (
        <Field pointer="" model={model} label={t('form.message')} required />
      )}
      <datalist id={COUNTERPARTY_NAMES}>
        {counterparties.map((c) => (
          <option key={c.name} value={c.name} />
        ))}
      </datalist>
    </div>
  );
}
