// A draft's state in words: its problems, ready to send, or what became of it in the outbox (waiting
// for a relation, sent, rejected, changed since it was sent).
import type { Delivery } from '../../shared/api/types.ts';
import { useT } from '../i18n/intl.tsx';

export function DeliveryState({ issueCount, delivery }: { issueCount: number; delivery?: Delivery }) {
  const t = useT();
  if (delivery) {
    const name = delivery.counterparty;
    if (delivery.changedSince)
      return <span className="badge warn">{t('delivery.draft.changed', { name })}</span>;
    if (delivery.state === 'sent')
      return <span className="badge ok">{t('delivery.draft.sent', { name })}</span>;
    if (delivery.state === 'failed' || delivery.state === 'blocked')
      return <span className="badge danger">{t('delivery.draft.rejected', { name })}</span>;
    return <span className="badge muted">{t('delivery.draft.queued', { name })}</span>;
  }
  return issueCount > 0 ? (
    <span className="badge warn">{t('delivery.draft.problems', { count: issueCount })}</span>
  ) : (
    <span className="badge ok">{t('delivery.draft.ready')}</span>
  );
}
