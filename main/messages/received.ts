// A message from a file imported by hand, stored as received: the Inbox's import and the CLI's.
import { randomUUID } from 'node:crypto';
import { type InvoiceView, invoiceDocumentId } from '../../shared/invoice/ubl-read.ts';
import type { ReadMessage } from '../../shared/messages/message-io.ts';
import type { ValidationIssue } from '../../shared/schema/errors.ts';
import { endpointIssues } from '../../shared/schema/validate.ts';
import { documentKey, referenceKeys } from '../store/document-keys.ts';
import type { Store } from '../store/store.ts';
import { StoreConflict } from '../store/types.ts';

export const IMPORT_OWNER = 'import';

/** An invoice is kept as its XML text (the source of truth), every other message as JSON. */
export const bodyOf = (m: ReadMessage) => (m.family.format === 'ubl' ? { xml: m.source } : m.doc);

export type Received =
  | { ok: true; resource: { collection: string; id: string; family: string; version: string } }
  | { ok: false; error: { code: string; message: string }; issues: ValidationIssue[] };

/** Stores a valid message as received (owner `import`, a fresh id): the inbox's and the CLI's import. */
export async function storeReceived(store: Store, m: ReadMessage): Promise<Received> {
  const f = m.family;
  const fail = (code: string, message: string, issues: ValidationIssue[] = []) =>
    ({ ok: false, error: { code, message }, issues }) as const;
  if (m.issues.length > 0) return fail('invalid-message', `The ${f.title} is not valid.`, m.issues);
  // StaffingOrder: the RFQ and Order collections each take only their order type.
  const endpoint = f.endpoints.find((e) => endpointIssues(e, m.doc).length === 0);
  if (!endpoint) return fail('endpoint', `No ${f.title} collection takes this message.`);
  const documentId =
    f.format === 'ubl'
      ? { scheme: 'Supplier', value: invoiceDocumentId(m.doc as unknown as InvoiceView).value }
      : documentKey(f, m.doc);
  const id = randomUUID();
  try {
    await store.write((tx) =>
      tx.put({
        collection: endpoint.path,
        id,
        family: f.name,
        owner: IMPORT_OWNER,
        body: bodyOf(m),
        standardVersion: m.version,
        documentId,
        references: f.format === 'ubl' ? [] : referenceKeys(f, m.doc),
      }),
    );
  } catch (e) {
    if (e instanceof StoreConflict) return fail(e.code, e.message);
    throw e;
  }
  return { ok: true, resource: { collection: endpoint.path, id, family: f.name, version: m.version } };
}
