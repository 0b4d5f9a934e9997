// Putting a valid message in the outbox for a counterparty: which endpoint, which resource (the one
// earlier entries of the same document went to), and the checks that would otherwise only fail at
// the counterparty.
import { randomUUID } from 'node:crypto';
import { checkInvoice, type InvoiceView, invoiceDocumentId } from '../../shared/invoice/ubl-read.ts';
import type { ReadMessage } from '../../shared/messages/message-io.ts';
import { readRefusal } from '../../shared/messages/refusal.ts';
import { at, type Endpoint, type Family, familyByName } from '../../shared/messages/registry.ts';
import { endpointIssues } from '../../shared/schema/validate.ts';
import type { Counterparty } from '../store/counterparties.ts';
import type { Outbox, OutboxEntry, OutboxOperation, OutboxSummary } from '../store/outbox.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A message that cannot be queued, with the reason in plain words. */
export class QueueError extends Error {}

/** The endpoint a message goes to: the one whose required member value it has (RFQ vs Order). */
export function endpointFor(f: Family, doc: unknown): Endpoint | undefined {
  return f.endpoints.find((e) => !e.requires || at(doc, e.requires.pointer) === e.requires.value);
}

/** `scheme:value` of the message's documentId: how later versions of one document find its resource. */
export function docKeyOf(message: ReadMessage): string | undefined {
  const f = message.family;
  if (f.format === 'ubl') {
    const view = checkInvoice(message.source).invoice as InvoiceView | undefined;
    const id = view && invoiceDocumentId(view);
    return id ? `${id.schemeAgencyId}:${id.value}` : undefined;
  }
  const id = f.documentId
    ? (at(message.doc, f.documentId) as { value?: unknown; schemeAgencyId?: unknown })
    : undefined;
  return typeof id?.value === 'string' ? `${String(id.schemeAgencyId ?? '')}:${id.value}` : undefined;
}

export function queueMessage(
  outbox: Outbox,
  cp: Counterparty,
  message: ReadMessage,
  operation: OutboxOperation,
  id?: string,
): OutboxEntry {
  const f = message.family;
  if (message.issues.length > 0) throw new QueueError(`the ${f.title} is not valid`);
  if (f.format === 'upload')
    throw new QueueError('attachments are sent with the message that refers to them, not on their own');
  if (!cp.families.includes(f.name)) {
    throw new QueueError(
      `${cp.name} does not accept ${f.title} messages (it accepts ${cp.families.join(', ') || 'none'})`,
    );
  }
  const endpoint = endpointFor(f, message.doc) as Endpoint;
  const wrong = endpointIssues(endpoint, message.doc);
  if (wrong.length > 0) throw new QueueError(`${wrong[0]?.path}: ${wrong[0]?.message}`);
  if (!endpoint.operations.includes(operation))
    throw new QueueError(`${endpoint.label} has no ${operation} operation`);
  if (id !== undefined && !UUID.test(id)) throw new QueueError(`the resource id must be a UUID, not "${id}"`);
  const docKey = docKeyOf(message);
  const known = id ?? (docKey ? outbox.resourceOf(cp.name, f.name, docKey) : undefined);
  if (operation !== 'submit' && !known) {
    throw new QueueError(
      `nothing was queued for this ${f.title} to ${cp.name} before: submit it first, or name the resource it replaces`,
    );
  }
  return outbox.add({
    counterparty: cp.name,
    family: f.name,
    collection: endpoint.path,
    resourceId: known ?? randomUUID(),
    docKey,
    operation,
    body: f.format === 'ubl' ? message.source : JSON.stringify(message.doc),
    standardVersion: message.version,
  });
}

/**
 * An entry as the CLI and the management API list it: everything but the message body, and a failed
 * entry's refusal read (shared/messages/refusal.ts) for the words it is shown in.
 */
export const listed = (e: OutboxSummary) => ({
  id: e.id,
  resourceId: e.resourceId,
  family: e.family,
  /** What lists call it, as drafts are titled: the family and the document's identifier. */
  title: [familyByName.get(e.family)?.title ?? e.family, e.docKey?.slice(e.docKey.indexOf(':') + 1)]
    .filter(Boolean)
    .join(' '),
  path: e.path,
  counterparty: e.counterparty,
  operation: e.operation,
  state: e.state,
  attempts: e.attempts,
  lastStatus: e.lastStatus,
  lastError: e.lastError,
  nextAttemptAt: e.nextAttemptAt,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
  ...refusalOf(e),
});

const refusalOf = (e: OutboxSummary) => {
  const refusal = e.state === 'failed' ? readRefusal(e.lastStatus, e.lastError) : undefined;
  return refusal ? { refusal } : {};
};
