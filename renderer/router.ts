// Routing by the address's hash (`#/drafts/<id>`): the server serves one page, and the Electron
// window and the browser tab navigate alike without a reload.
import { useSyncExternalStore } from 'react';
import { type Route, routeOf } from './api/address.ts';

export type { Route };

const current = () => window.location.hash;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

export function useRoute(): Route {
  return routeOf(useSyncExternalStore(subscribe, current));
}

export const href = (...parts: string[]) => `#/${parts.map(encodeURIComponent).join('/')}`;

export function navigate(...parts: string[]): void {
  window.location.hash = href(...parts);
}
