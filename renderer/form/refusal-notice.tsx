// The customer's refusal of the message being edited, above the form: the sentence in words (the
// fields it named by their labels, or the relation's setting to change), a way to each field named,
// and the customer's own answer behind Details. Follows the outbox: gone once the message is sent.
import { useCallback, useEffect, useState } from 'react';
import type { Delivery } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { useApiEvents } from '../components/use-api-events.ts';
import { ErrorText } from '../errors/error-text.tsx';
import { useIssueWords } from '../errors/issue-words.ts';
import { deliveryOutcome } from '../errors/outcome.ts';
import { useT } from '../i18n/intl.tsx';
import { focusPointer } from './issue-summary.tsx';
import { useFormStore } from './store.ts';

export function RefusalNotice({ draftId }: { draftId: string }) {
  const t = useT();
  const words = useIssueWords();
  const store = useFormStore();
  const [delivery, setDelivery] = useState<Delivery>();
  const load = useCallback(
    () =>
      call('GET /drafts/:id/delivery', { params: { id: draftId } }).then(
        (answer) => setDelivery(answer.delivery),
        // Nothing to say when it cannot be asked: the outbox page still shows the refusal.
        () => undefined,
      ),
    [draftId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  useApiEvents((e) => {
    if (e.type === 'outbox' || e.type === 'connected') void load();
  });
  const outcome = delivery?.state === 'failed' ? deliveryOutcome(delivery) : undefined;
  if (!delivery || !outcome) return null;
  const fields = [...new Set((delivery.refusal?.errors ?? []).map((e) => e.path).filter(Boolean))];
  return (
    <section className="refusal-notice" aria-label={t('refusal.label', { name: delivery.counterparty })}>
      <ErrorText outcome={outcome} name={delivery.counterparty} />
      {fields.length > 0 ? (
        <ul>
          {fields.map((pointer) => (
            <li key={pointer}>
              <button type="button" className="link" onClick={() => focusPointer(store, pointer)}>
                {t('refusal.goTo', { field: words.where(pointer) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
