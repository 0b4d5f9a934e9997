// The counterparties, refetched when one is added, changed or removed.
import { useCallback, useEffect, useState } from 'react';
import type { Role } from '../../shared/registry.ts';
import { api } from '../api/client.ts';
import { useApiEvents } from './use-api-events.ts';

export interface Counterparty {
  name: string;
  role: Role;
  families: string[];
  baseUrl: string;
  hasToken: boolean;
  submitMethod: 'PUT' | 'POST';
  versionHeader: 'standardVersionId' | 'setuVersionId';
  bodyFormat: 'json' | 'xml';
  timeoutMs: number;
  createdAt: string;
  updatedAt: string;
}

export function useCounterparties(): { counterparties: Counterparty[]; loaded: boolean; error: string } {
  const [state, setState] = useState({ counterparties: [] as Counterparty[], loaded: false, error: '' });
  const load = useCallback(() => {
    api<Counterparty[]>('counterparties').then(
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
