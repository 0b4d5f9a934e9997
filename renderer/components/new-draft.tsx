// "New draft": a family from the registry, optionally filled from its template (plausible values of
// the right types) rather than left empty; the editor opens on the new draft, with the focus on it.
import { useState } from 'react';
import { familyByName } from '../../shared/messages/registry.ts';
import { call } from '../api/call.ts';
import { LocalError } from '../errors/error-text.tsx';
import { useT } from '../i18n/intl.tsx';
import { navigate } from '../router.ts';
import { FamilySelect } from './families.tsx';

export function NewDraft() {
  const t = useT();
  const [family, setFamily] = useState('Timecard');
  const [template, setTemplate] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  // An invoice is UBL XML the user brings (import): it has no schema to build a template from.
  const templated = familyByName.get(family)?.versions.some((v) => v.schema) ?? false;
  const create = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const draft = await call('POST /drafts', { body: { family, template: templated && template } });
      navigate('drafts', draft.id);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <div className="new-draft">
      <FamilySelect label={t('drafts.new.family')} value={family} onChange={setFamily} />
      <label>
        <input
          type="checkbox"
          checked={templated && template}
          disabled={!templated}
          onChange={(e) => setTemplate(e.target.checked)}
        />{' '}
        {t('drafts.new.template')}
      </label>
      <button
        type="button"
        className="primary"
        onClick={create}
        disabled={busy}
        aria-keyshortcuts="Alt+N"
        data-shortcut="new"
      >
        {t('drafts.new')}
      </button>
      {error ? <LocalError error={error} /> : null}
    </div>
  );
}
