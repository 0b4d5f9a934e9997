// Routing by the address's hash (`#/drafts/<id>`): the server serves one page, and the Electron
// window and the browser tab navigate alike without a reload.
import { useSyncExternalStore } from 'react';

export type Route = { page: string; params: string[] };

function current(): string {
  return window.location.hash.replace(/^#\/?/, '') || 'start';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, current);
  const [page = 'start', ...params] = hash.split('/').map(decodeURIComponent);
  return { page, params };
}

export const href = (...parts: string[]) => `#/${parts.map(encodeURIComponent).join('/')}`;

export function navigate(...parts: string[]): void {
  window.location.hash = href(...parts);
}
