// The counterparties, refetched when one is added, changed or removed.
import { useCallback, useEffect, useState } from 'react';
import type { CounterpartyView } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { useApiEvents } from './use-api-events.ts';

export type Counterparty = CounterpartyView;

interface Listed {
  counterparties: Counterparty[];
  loaded: boolean;
  /** Why the list could not be fetched, as the server said it. */
  error: string;
  /** The same failure, for words (renderer/errors). */
  failure: unknown;
}

export function useCounterparties(): Listed {
  const [state, setState] = useState<Listed>({
    counterparties: [],
    loaded: false,
    error: '',
    failure: undefined,
  });
  const load = useCallback(() => {
    call('GET /counterparties').then(
      (counterparties) => setState({ counterparties, loaded: true, error: '', failure: undefined }),
      (e: unknown) =>
        setState((s) => ({
          ...s,
          loaded: true,
          error: e instanceof Error ? e.message : String(e),
          failure: e,
        })),
    );
  }, []);
  useEffect(load, [load]);
  useApiEvents((e) => {
    if (e.type === 'counterparty' || e.type === 'connected') load();
  });
  return state;
}
