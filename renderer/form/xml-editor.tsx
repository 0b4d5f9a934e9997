// An invoice draft is its UBL XML: edited as text (or opened from a file), checked by the server as
// it is typed, its issues listed at the top of the page.
import { pickFiles } from '../api/files.ts';
import { FieldIssues, fieldId } from './field.tsx';
import { useFieldIssues, useFormStore, useValue } from './store.ts';

const POINTER = '/xml';

export function XmlEditor() {
  const store = useFormStore();
  const value = useValue(POINTER);
  const issues = useFieldIssues(POINTER);
  const id = fieldId(POINTER);
  const open = async () => {
    const [file] = await pickFiles({ title: 'Open an invoice', extensions: ['xml'], multiple: false });
    if (file) store.set(POINTER, new TextDecoder().decode(file.bytes));
  };
  return (
    <div className="xml-editor">
      <div className="toolbar">
        <label htmlFor={id}>Invoice XML (UBL 2.1)</label>
        <button type="button" onClick={open}>
          Open XML file…
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
      <FieldIssues id={`${id}-issues`} label="" issues={issues} />
    </div>
  );
}
