// The document identifiers the store indexes, read from a message as its family's registry entry says:
// its own documentId and those of the messages it refers to.
import { at, type Family } from '../../shared/messages/registry.ts';
import type { DocumentKey } from './types.ts';

function key(value: unknown): DocumentKey | undefined {
  const v = value as { value?: unknown; schemeAgencyId?: unknown } | undefined;
  return typeof v?.value === 'string'
    ? { scheme: String(v.schemeAgencyId ?? ''), value: v.value }
    : undefined;
}

export function documentKey(f: Family, doc: unknown): DocumentKey | undefined {
  return f.documentId ? key(at(doc, f.documentId)) : undefined;
}

export function referenceKeys(f: Family, doc: unknown): { family: string; key: DocumentKey }[] {
  return f.references.flatMap((r) => {
    const k = key(at(doc, r.pointer));
    return k ? [{ family: r.family, key: k }] : [];
  });
}
