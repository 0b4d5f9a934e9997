// The office server's change feed as it travels (GET /office/v1/changes): the server writes these pages
// (main/server/office-feed.ts) and a desktop reads them (main/sync/office-pull.ts).

/** A committed revision of a message: the message as the JSON text stored (a delete: the deleted version's). */
export interface WireRevision {
  kind: 'revision';
  collection: string;
  id: string;
  family: string;
  revision: number;
  op: 'create' | 'update' | 'delete';
  owner: string;
  standardVersionId: string;
  json: string;
  /** Times the message, received as XML, wrote without a zone (JSON Pointers). */
  zoneless?: string[];
  at: string;
}

/** An attachment, its bytes in base64. */
export interface WireAttachment {
  kind: 'attachment';
  id: string;
  owner: string;
  mimeType: string;
  filename: string | null;
  sha256: string;
  content: string;
  at: string;
}

export type WireChange = WireRevision | WireAttachment;

export interface WirePage {
  changes: WireChange[];
  /** Where the following page starts. */
  next: string;
  /** The page is the feed's first: the cursor given named a change the store no longer holds there. */
  restarted: boolean;
}
