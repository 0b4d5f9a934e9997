// "New draft": a family from the registry, optionally filled from its template (plausible values of
// the right types) rather than left empty; the editor opens on the new draft.
import { useState } from 'react';
import { familyByName } from '../../shared/registry.ts';
import { api } from '../api/client.ts';
import { navigate } from '../router.ts';
import { FamilySelect } from './families.tsx';

export function NewDraft() {
  const [family, setFamily] = useState('Timecard');
  const [template, setTemplate] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // An invoice is UBL XML the user brings (import): it has no schema to build a template from.
  const templated = familyByName.get(family)?.versions.some((v) => v.schema) ?? false;
  const create = async () => {
    setBusy(true);
    setError('');
    try {
      const draft = await api<{ id: string }>('drafts', {
        method: 'POST',
        body: { family, template: templated && template },
      });
      navigate('drafts', draft.id);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <div className="new-draft">
      <FamilySelect label="New draft family" value={family} onChange={setFamily} />
      <label>
        <input
          type="checkbox"
          checked={templated && template}
          disabled={!templated}
          onChange={(e) => setTemplate(e.target.checked)}
        />{' '}
        From template
      </label>
      <button type="button" className="primary" onClick={create} disabled={busy}>
        New draft
      </button>
      {error ? (
        <span role="alert" className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
