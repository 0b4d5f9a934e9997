// The problems at the top of the editor: how many there are, a way to the first, and those no field
// shows (a member the schema does not know, a part of a kind not chosen) with where they are. Where an
// issue is in the message (its JSON path) is there for integrators, folded away.
import { useSyncExternalStore } from 'react';
import { useIssueWords } from '../errors/issue-words.ts';
import { useT } from '../i18n/intl.tsx';
import { focusInside } from './focus.ts';
import { type FormStore, useFormStore } from './store.ts';

/** Moves the focus to the field of a pointer, or to the nearest group holding it that is shown. */
function focusPointer(store: FormStore, pointer: string): void {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const q = CSS.escape(p);
    const el = document.querySelector<HTMLElement>(`[data-pointer="${q}"], [data-group="${q}"]`);
    if (el && (store.isShown(p) || p === '')) {
      el.scrollIntoView({ block: 'center' });
      focusInside(el);
      return;
    }
    if (p === '') return;
  }
}

export function IssueSummary() {
  const t = useT();
  const words = useIssueWords();
  const store = useFormStore();
  const all = useSyncExternalStore(store.subscribeIssues, () => store.issues());
  const unmatched = useSyncExternalStore(store.subscribeIssues, () => store.unmatched());
  if (all.length === 0)
    return (
      <p className="issue-summary ok" role="status">
        {t('issues.none')}
      </p>
    );
  const first = all[0];
  return (
    <section className="issue-summary" aria-label={t('issues.label')}>
      <p role="status">
        <strong>{t('issues.count', { count: all.length })}</strong> {t('issues.saved')}{' '}
        {first ? (
          <button type="button" onClick={() => focusPointer(store, first.path)}>
            {t('issues.first')}
          </button>
        ) : null}
      </p>
      {unmatched.length > 0 ? (
        <ul>
          {unmatched.map((issue) => (
            <li key={`${issue.path}:${issue.code}:${issue.message}`}>
              <button type="button" className="link" onClick={() => focusPointer(store, issue.path)}>
                {words.sentence(issue)}
              </button>
              {issue.code === 'unknown-member' ? (
                <>
                  {' '}
                  <button type="button" onClick={() => store.set(issue.path, undefined)}>
                    {t('issues.removeMember', { where: words.where(issue.path) })}
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="integrator">
        <summary>{t('issues.integrator')}</summary>
        <ul>
          {all.map((issue) => (
            <li key={`${issue.path}:${issue.code}:${issue.message}`}>
              <code>{issue.path || '/'}</code> {issue.message}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
