// One descriptor per SETU message family. Routes, validation, the XML codec, forms, the outbox, the
// CLI and the tests are generated from this table; adding a message version is a schema file and
// one line in `versions`.

export type Role = 'supplier' | 'customer';
export type Operation = 'submit' | 'retrieve' | 'update' | 'delete';

export interface Endpoint {
  /** Path of the collection; a resource lives at `${path}/{id}`. */
  path: string;
  /** Other spellings of the same path that the server also answers (singular/plural). */
  aliases?: string[];
  /** The role whose back office implements the changing operations (retrieve is served by all). */
  implementedBy: Role | 'both';
  operations: Operation[];
  /** Who chooses `{id}`: the client (a UUID in the path) or the server (returned in Location). */
  ids: 'client' | 'server';
  /** A member value the message must have on this endpoint (the order type of RFQ vs Order). */
  requires?: { pointer: string; value: string };
  /**
   * The query parameter a list of this collection requires, and the identifiers it is matched
   * against: a JSON Pointer to an array of `{ value }` (constraints are listed per human resource).
   */
  listBy?: { query: string; ids: string };
  /** Short label used in the UI and CLI (`RFQ`, `Order`). */
  label: string;
}

export interface LineKind {
  /** The array member of the message that holds these lines. */
  member: string;
  /** Path segment under the resource: `${resource}/${segment}/{lineId}`. */
  segment: string;
  /** JSON Pointer, inside one line, to the line identifier's value. */
  idPointer: string;
  /** Schema of the body of a line operation (`Timecard-2.0#/$defs/allowance` or a body document). */
  bodySchema: Record<string, string>;
  /** How the line travels in a line operation's body: wrapped in `{ member: [line] }` or bare. */
  body: 'wrapped' | 'line';
  /** Planning: the path segment of POST that adds a line carrying its own id. */
  addSegment?: string;
  /** POST on `${segment}/{lineId}` adds the line (time intervals, planning lines; not allowances). */
  postAtId: boolean;
}

export interface Reference {
  /** JSON Pointer to the referenced documentId structure. */
  pointer: string;
  family: string;
}

export interface Family {
  /** Message name; also the XML root element and the CLI's `--type`. */
  name: string;
  title: string;
  /** 'setu': JSON or XML per the SETU schemas; 'ubl': UBL 2.1 XML; 'upload': the attachment body. */
  format: 'setu' | 'ubl' | 'upload';
  /** Supported versions, oldest first, each with its schema document (none for UBL). */
  versions: { version: string; schema?: string }[];
  endpoints: Endpoint[];
  lines: LineKind[];
  /** JSON Pointer to the document identifier (`{ value, schemeAgencyId }`). */
  documentId?: string;
  references: Reference[];
  /** The XML namespace, where the official XSD has another than SETU's messages namespace. */
  xmlNamespace?: string;
}

const crud: Operation[] = ['submit', 'retrieve', 'update', 'delete'];

export const families: Family[] = [
  {
    name: 'StaffingOrder',
    title: 'Staffing order',
    format: 'setu',
    versions: [{ version: '2.0', schema: 'StaffingOrder-2.0' }],
    endpoints: [
      {
        label: 'RFQ',
        path: '/purchase-to-pay/staffing-order/request-for-quotation',
        implementedBy: 'supplier',
        operations: crud,
        ids: 'client',
        requires: { pointer: '/orderType', value: 'RFQ' },
      },
      {
        label: 'Order',
        path: '/purchase-to-pay/staffing-order/order',
        implementedBy: 'supplier',
        operations: crud,
        ids: 'client',
        requires: { pointer: '/orderType', value: 'Order' },
      },
    ],
    lines: [],
    documentId: '/documentId',
    references: [
      { pointer: '/staffingIds/previousOrderId', family: 'StaffingOrder' },
      { pointer: '/staffingIds/requestForQuotationId', family: 'StaffingOrder' },
      { pointer: '/staffingIds/masterOrderId', family: 'StaffingOrder' },
    ],
  },
  ...(
    [
      ['HumanResource', 'Human resource', '/purchase-to-pay/human-resource'],
      ['Assignment', 'Assignment', '/purchase-to-pay/assignment'],
    ] as const
  ).map(
    ([name, title, path]): Family => ({
      name,
      title,
      format: 'setu',
      versions: [{ version: '2.0', schema: `${name}-2.0` }],
      endpoints: [{ label: title, path, implementedBy: 'customer', operations: crud, ids: 'client' }],
      lines: [],
      documentId: '/documentId',
      references: [{ pointer: '/staffingIds/requestForQuotationId', family: 'StaffingOrder' }],
    }),
  ),
  {
    name: 'Timecard',
    title: 'Timecard',
    format: 'setu',
    versions: [{ version: '2.0', schema: 'Timecard-2.0' }],
    endpoints: [
      {
        label: 'Timecard',
        path: '/purchase-to-pay/timecard',
        // The supplier's API set has it, and the customer's too (DESIGN §5): the agency's timecards go
        // to its customer's system.
        implementedBy: 'both',
        operations: crud,
        ids: 'client',
      },
    ],
    lines: [
      {
        member: 'timeInterval',
        segment: 'time-interval',
        idPointer: '/id/value',
        bodySchema: { '2.0': 'TimecardTimeIntervalLines-2.0' },
        body: 'wrapped',
        postAtId: true,
      },
      {
        member: 'allowance',
        segment: 'allowance',
        idPointer: '/id/value',
        bodySchema: { '2.0': 'TimecardAllowanceLines-2.0' },
        body: 'wrapped',
        // The OpenAPI adds allowances with POST .../allowance only.
        postAtId: false,
      },
    ],
    documentId: '/documentId',
    references: [{ pointer: '/staffingIds/assignmentId', family: 'Assignment' }],
  },
  {
    name: 'Invoice',
    title: 'Invoice',
    format: 'ubl',
    versions: [{ version: '2.0' }, { version: '2.1' }, { version: '2.2' }],
    endpoints: [
      {
        label: 'Invoice',
        path: '/purchase-to-pay/invoice',
        implementedBy: 'customer',
        operations: ['submit', 'retrieve', 'delete'],
        ids: 'client',
      },
    ],
    lines: [],
    references: [],
  },
  {
    name: 'Attachment',
    title: 'Attachment',
    format: 'upload',
    versions: [{ version: '1.0', schema: 'AttachmentUpload-1.0' }],
    endpoints: [
      {
        label: 'Attachment',
        path: '/attachment',
        implementedBy: 'both',
        operations: ['submit', 'retrieve'],
        ids: 'client',
      },
    ],
    lines: [],
    references: [],
  },
  {
    name: 'InquiryPayEquity',
    title: 'Inquiry pay equity',
    format: 'setu',
    versions: [
      { version: '1.0', schema: 'InquiryPayEquity-1.0' },
      { version: '2.0', schema: 'InquiryPayEquity-2.0' },
    ],
    endpoints: [
      {
        label: 'Inquiry pay equity',
        path: '/inquiry-pay-equity',
        implementedBy: 'supplier',
        operations: crud,
        ids: 'client',
      },
    ],
    lines: [],
    documentId: '/documentId',
    references: [],
    xmlNamespace: 'https://ontology.setu.nl',
  },
  ...(
    [
      ['PlanningRequest', 'Planning request', 'request', 'supplier', 'PlanningLine'],
      ['PlanningAssignment', 'Planning assignment', 'assignment', 'customer', 'PlanningLine'],
      ['PlanningConstraints', 'Planning constraints', 'constraints', 'supplier', 'AvailabilityLine'],
    ] as const
  ).map(
    ([name, title, noun, role, line]): Family => ({
      name,
      title,
      format: 'setu',
      versions: [{ version: '2.0', schema: `${name}-2.0` }],
      endpoints: [
        {
          label: title,
          path: noun === 'constraints' ? '/planning/constraints' : `/planning/${noun}s`,
          aliases: noun === 'constraints' ? ['/planning/constraint'] : [`/planning/${noun}`],
          implementedBy: role,
          operations: crud,
          ids: 'server',
          ...(noun === 'constraints' ? { listBy: { query: 'hrId', ids: '/worker/workerId' } } : {}),
        },
      ],
      // Periodic and single lines share one `lines/{lineId}` path, so their ids share one scope.
      lines: (['periodic', 'single'] as const).map((kind) => ({
        member: `${kind}${line}`,
        segment: 'lines',
        addSegment: `${kind}-lines`,
        idPointer: '/lineId/value',
        bodySchema: { '2.0': `${name}-2.0#/$defs/${kind}${line}` },
        body: 'line',
        postAtId: true,
      })),
      documentId: '/documentId',
      references:
        name === 'PlanningAssignment'
          ? [{ pointer: '/planningRequestReference/documentId', family: 'PlanningRequest' }]
          : [],
    }),
  ),
];

export const familyByName = new Map(families.map((f) => [f.name, f]));

export function family(name: string): Family {
  const f = familyByName.get(name);
  if (!f) throw new Error(`unknown message family ${name}`);
  return f;
}

/** The families whose changing operations a role's back office implements (its API set). */
export function roleFamilies(role: Role): string[] {
  return families
    .filter(
      (f) =>
        f.format !== 'upload' &&
        f.endpoints.some((e) => e.implementedBy === role || e.implementedBy === 'both'),
    )
    .map((f) => f.name);
}

export const newestVersion = (f: Family) =>
  (f.versions[f.versions.length - 1] as { version: string }).version;

/** The schema document of a family at a version, if the family has one. */
export function schemaOf(f: Family, version = newestVersion(f)): string | undefined {
  return f.versions.find((v) => v.version === version)?.schema;
}

/** The identifier values (`[{ value }]` at the endpoint's `listBy.ids`) a message is listed under. */
export function listedUnder(endpoint: Endpoint, doc: unknown): string[] {
  const ids = endpoint.listBy ? at(doc, endpoint.listBy.ids) : undefined;
  return Array.isArray(ids)
    ? ids.map((id) => (id as { value?: unknown })?.value).filter((v) => typeof v === 'string')
    : [];
}

/** Reads a JSON Pointer; undefined when any step is missing. */
export function at(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const token of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}
