// Tells the clerk about what happens while they look elsewhere: messages that arrived, and a sync that
// ended with messages needing a fix (renderer/arrivals/notify.ts decides whether a notification shows).
import { useEffect, useRef } from 'react';
import { useSyncStatus } from '../components/sync-state.ts';
import { useT } from '../i18n/intl.tsx';
import { notify } from './notify.ts';
import { onArrival } from './unread.ts';

export function useArrivalNotices(): void {
  const t = useT();
  const words = useRef(t);
  words.current = t;
  useEffect(
    () =>
      onArrival((count) =>
        notify(words.current('notify.arrived', { count }), words.current('notify.arrived.body')),
      ),
    [],
  );
  const { run } = useSyncStatus();
  const told = useRef(new Set<string>());
  useEffect(() => {
    if (!run?.result || told.current.has(run.runId)) return;
    told.current.add(run.runId);
    if (run.result.failed > 0)
      notify(t('notify.failed', { count: run.result.failed }), t('notify.failed.body'));
  }, [run, t]);
}
