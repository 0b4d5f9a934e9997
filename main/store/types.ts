// The store's contract with the exchange server: resources with their full revision history, the
// documentId index, attachments and inbound keys. All writes run inside `Store.write`.
import type { MessageView, Revision } from '../../shared/api/types.ts';

export interface DocumentKey {
  /** Who issued the identifier (`schemeAgencyId`: Customer, Supplier). */
  scheme: string;
  value: string;
}

/** A stored message as the management API shows it, with the text it is kept as. */
export interface StoredResource extends MessageView {
  /** `body` as the JSON text stored. */
  bodyText: string;
  /** Times the message, received as XML, wrote without a zone (JSON Pointers; Z in `body`). */
  zoneless?: string[];
}

/** What a JSON GET of a resource needs: the JSON text's UTF-8 bytes as stored, and who may see it. */
export interface StoredJson {
  owner: string;
  deleted: boolean;
  standardVersion: string;
  json: Buffer;
}

export type { Revision };

export interface PutInput {
  collection: string;
  id: string;
  family: string;
  owner: string;
  body: Record<string, unknown>;
  /** `body` as JSON text when the caller has it (the request as received); saves writing it again. */
  bodyText?: string;
  /** Times written without a zone in the XML the message came as (see StoredResource). */
  zoneless?: string[];
  standardVersion: string;
  /** The message's documentId, unique per (family, owner, scheme, value) among live resources. */
  documentId?: DocumentKey;
  /** documentIds of other messages this one refers to (`staffingIds/assignmentId`, ...). */
  references?: { family: string; key: DocumentKey }[];
}

export interface StoredAttachment {
  id: string;
  owner: string;
  mimeType: string;
  filename: string | null;
  sha256: string;
  bytes: Uint8Array;
  createdAt: string;
}

/** Synchronous operations available inside one write transaction. */
export interface WriteTx {
  get(collection: string, id: string): StoredResource | undefined;
  /**
   * Creates (revision 1) or replaces (revision + 1) the resource, recording the previous version in
   * the history. A deleted resource is revived by a put. Throws `StoreConflict` when another live
   * resource of the same family and owner holds the documentId.
   */
  put(input: PutInput): { created: boolean; resource: StoredResource };
  /** Tombstones the resource (history kept). Returns the deleted version, undefined if absent. */
  delete(collection: string, id: string): StoredResource | undefined;
  putAttachment(input: Omit<StoredAttachment, 'sha256' | 'createdAt'>): StoredAttachment;
  getAttachment(id: string): StoredAttachment | undefined;
}

export class StoreConflict extends Error {
  constructor(
    readonly code: 'document-id',
    message: string,
  ) {
    super(message);
    this.name = 'StoreConflict';
  }
}

/** A counterparty's key sends it SETU messages; a desktop's reads the office's change feed. */
export type KeyKind = 'counterparty' | 'desktop';

export interface InboundKey {
  name: string;
  kind: KeyKind;
  createdAt: string;
  /** When `key rotate` issued the name a newer key; a replaced key works until it is revoked. */
  replacedAt: string | null;
  revokedAt: string | null;
}

export interface ListOptions {
  /** Only resources sent with this inbound key name. */
  owner?: string;
  /** Page size; 100 when absent. */
  limit?: number;
  /** The id of the last resource of the previous page (keyset pagination, stable under inserts). */
  after?: string;
}
