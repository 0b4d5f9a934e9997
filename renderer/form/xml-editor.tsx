// An invoice draft is its UBL XML: edited as text (or opened from a file), checked by the server as
// it is typed, its issues listed at the top of the page.
import { pickFiles } from '../api/files.ts';
import { useT } from '../i18n/intl.tsx';
import { fieldId } from './field-parts.tsx';
import { capitalise } from './labels.ts';
import { useFieldIssues, useFormStore, useValue } from './store.ts';

const POINTER = '/xml';

export function XmlEditor() {
  const t = useT();
  const store = useFormStore();
  const value = useValue(POINTER);
  const issues = useFieldIssues(POINTER);
  const id = fieldId(POINTER);
  const open = async () => {
    const [file] = await pickFiles({ title: t('form.openInvoice'), extensions: ['xml'], multiple: false });
    if (file) store.set(POINTER, new TextDecoder().decode(file.bytes));
  };
  return (
    <div className="xml-editor">
      <div className="toolbar">
        <label htmlFor={id}>{t('form.xml')}</label>
        <button type="button" onClick={open}>
          {t('form.openXml')}
        </button>
      </div>
      <textarea
        id={id}
        value={typeof value === 'string' ? value : ''}
        spellCheck={false}
        data-pointer={POINTER}
        aria-invalid={issues.length > 0 || undefined}
        aria-describedby={issues.length ? `${id}-issues` : undefined}
        onChange={(e) => store.set(POINTER, e.target.value)}
      />
      {/* The XML is the integrator's own text: its problems are shown as the checker words them. */}
      {issues.length > 0 ? (
        <ul className="field-error" id={`${id}-issues`}>
          {issues.map((i) => (
            <li key={`${i.path}:${i.code}:${i.message}`}>{capitalise(i.message)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
