// A view's subscription to the management API's change events, for as long as it is shown. The
// listener may change every render; the subscription stays the same.
import { useEffect, useRef } from 'react';
import type { ApiEvent } from '../../shared/api/events.ts';
import { subscribe } from '../api/events.ts';

export type StreamEvent = ApiEvent | { type: 'connected' };

export function useApiEvents(listener: (event: StreamEvent) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribe((event) => latest.current(event)), []);
}
