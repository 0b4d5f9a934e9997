// The field words (some 90 KB: every member of every message in two languages) come in a chunk of their
// own. The pages that are made of them (forms, the readable view) import field-labels.ts and bring the
// chunk with them; what the first page shows only names a field now and then (a refusal, a row's
// problem), so it takes the words from here, loaded once a component first asks for them.
import { useSyncExternalStore } from 'react';

export type FieldLabels = typeof import('./field-labels.ts');

let labels: FieldLabels | undefined;
let loading: Promise<FieldLabels> | undefined;
const waiting = new Set<() => void>();

export function loadFieldLabels(): Promise<FieldLabels> {
  loading ??= import('./field-labels.ts').then(
    (loaded) => {
      labels = loaded;
      for (const told of waiting) told();
      return loaded;
    },
    (error: unknown) => {
      // A chunk that did not arrive (the server stopped) is asked for again by the next component.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(onLoaded: () => void): () => void {
  waiting.add(onLoaded);
  // Until the words arrive the fields go by their members' own names, as for a member without words.
  loadFieldLabels().catch(() => {});
  return () => waiting.delete(onLoaded);
}

/** The field words once loaded (the component shows again when they arrive); undefined until then. */
export const useFieldLabels = (): FieldLabels | undefined => useSyncExternalStore(subscribe, () => labels);
