// The issues at the top of the editor: how many there are, a way to the first, and those no field
// shows (a member the schema does not know, a part of a kind not chosen) with where they are.
import { useSyncExternalStore } from 'react';
import { pointerWords } from './labels.ts';
import { type FormStore, useFormStore } from './store.ts';

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button';

/** Moves the focus to the field of a pointer, or to the nearest group holding it that is shown. */
function focusPointer(store: FormStore, pointer: string): void {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const q = CSS.escape(p);
    const el = document.querySelector<HTMLElement>(`[data-pointer="${q}"], [data-group="${q}"]`);
    if (el && (store.isShown(p) || p === '')) {
      const target = el.matches(FOCUSABLE) ? el : el.querySelector<HTMLElement>(FOCUSABLE);
      el.scrollIntoView({ block: 'center' });
      target?.focus();
      return;
    }
    if (p === '') return;
  }
}

export function IssueSummary() {
  const store = useFormStore();
  const all = useSyncExternalStore(store.subscribeIssues, () => store.issues());
  const unmatched = useSyncExternalStore(store.subscribeIssues, () => store.unmatched());
  if (all.length === 0)
    return (
      <p className="issue-summary ok" role="status">
        No issues: the message is complete and valid.
      </p>
    );
  const first = all[0];
  return (
    <section className="issue-summary" aria-label="Issues">
      <p role="status">
        <strong>
          {all.length} issue{all.length === 1 ? '' : 's'}
        </strong>{' '}
        — saved as a draft; the message can be queued once they are fixed.{' '}
        {first ? (
          <button type="button" onClick={() => focusPointer(store, first.path)}>
            Go to the first
          </button>
        ) : null}
      </p>
      {unmatched.length > 0 ? (
        <ul>
          {unmatched.map((issue) => (
            <li key={`${issue.path}:${issue.code}:${issue.message}`}>
              <button type="button" className="link" onClick={() => focusPointer(store, issue.path)}>
                {pointerWords(issue.path)}
              </button>{' '}
              {issue.message}
              {issue.code === 'unknown-member' ? (
                <>
                  {' '}
                  <button type="button" onClick={() => store.set(issue.path, undefined)}>
                    Remove {pointerWords(issue.path)}
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
