// The counterparties, refetched when one is added, changed or removed.
import { useCallback, useEffect, useState } from 'react';
import type { CounterpartyView } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { useApiEvents } from './use-api-events.ts';

export type Counterparty = CounterpartyView;

export function useCounterparties(): { counterparties: Counterparty[]; loaded: boolean; error: string } {
  const [state, setState] = useState({ counterparties: [] as Counterparty[], loaded: false, error: '' });
  const load = useCallback(() => {
    call('GET /counterparties').then(
      (counterparties) => setState({ counterparties, loaded: true, error: '' }),
      (e: Error) => setState((s) => ({ ...s, loaded: true, error: e.message })),
    );
  }, []);
  useEffect(load, [load]);
  useApiEvents((e) => {
    if (e.type === 'counterparty' || e.type === 'connected') load();
  });
  return state;
}
