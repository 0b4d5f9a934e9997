// A damaged database or a full disk, said once for the whole window in the clerk's words, with the
// server's own description (the file, the copy kept, the backup to restore and how) behind "details".
import { useEffect, useState } from 'react';
import { type ApiError, STORE_PROBLEM_EVENT } from '../api/client.ts';
import { useT } from '../i18n/intl.tsx';

export function StoreProblem() {
  const t = useT();
  const [problem, setProblem] = useState<ApiError>();
  useEffect(() => {
    const show = (e: Event) => setProblem((e as CustomEvent<ApiError>).detail);
    window.addEventListener(STORE_PROBLEM_EVENT, show);
    return () => window.removeEventListener(STORE_PROBLEM_EVENT, show);
  }, []);
  if (!problem) return null;
  const damaged = problem.code === 'store-damaged';
  return (
    <div className="store-problem" role="alert">
      <strong>{damaged ? t('store.damaged') : t('store.full')}</strong>{' '}
      {damaged ? t('store.damaged.next') : t('store.full.next')}
      <details>
        <summary>{t('common.details')}</summary>
        <p>{problem.message}</p>
      </details>
    </div>
  );
}
