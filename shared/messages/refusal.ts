// A counterparty's refusal read for the clerk (DESIGN §14): its SETU error body (`{ code, description,
// errors: [{ path, code, message }] }`, as JSON or XML) with each path made a JSON Pointer into the
// message, so that the form's label can be put to it, and what kind of cause the answer points to —
// a field of the message, or one of the relation's settings (the method or the families it serves,
// the format, the version header, the sign-in). The counterparty's own text is kept as it came.

import type { ValidationIssue } from '../schema/errors.ts';
import { readXmlTree, type XmlElement } from '../xml/tree.ts';
import { parseJson } from './json-input.ts';

/**
 * What the refusal asks the clerk to change: `fields` of the message, or a setting of the relation:
 * `method` (405/501: the method, or the family not served), `format` (406/415: JSON or XML),
 * `version` (a 400 naming the version header), `sign-in` (401/403).
 */
export type RefusalKind = 'fields' | 'method' | 'format' | 'version' | 'sign-in' | 'other';

export interface Refusal {
  kind: RefusalKind;
  /** The counterparty's summary (its `description`, else its `code`), as it wrote it. */
  description?: string;
  /** The problems it named, each at a JSON Pointer into the message ("" when it named no place). */
  errors: ValidationIssue[];
}

/** Error bodies are read this far: a SETU error is small, and the rest is kept for Details anyway. */
const LIMITS = { maxBytes: 64 * 1024, maxDepth: 16, maxElements: 2000 };
const MAX_ERRORS = 100;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * A path as counterparties write it — a JSON Pointer (`/reportedTime/0/quantity`), JSONPath
 * (`$.reportedTime[0].quantity`, `$['a']`), dotted (`reportedTime[0].quantity`) or an XPath-like
 * `/Timecard/reportedTime[1]/quantity` — as a JSON Pointer into the message. XML positions count
 * from 1; a leading `$`, `#` or `body` is not part of the message.
 */
export function pointerOf(path: string): string {
  const raw = path.trim();
  if (raw === '' || raw === '$' || raw === '#' || raw === '/') return '';
  const xpath = raw.startsWith('/') && /\[\d+\]/.test(raw);
  const tokens: string[] = [];
  if (raw.startsWith('/') || raw.startsWith('#/')) {
    for (const part of raw.replace(/^#/, '').split('/').slice(1)) {
      const m = /^(.*?)\[(\d+)\]$/.exec(part);
      if (m && xpath) tokens.push(m[1] as string, String(Number(m[2]) - 1));
      else tokens.push(part.replace(/~1/g, '/').replace(/~0/g, '~'));
    }
  } else {
    for (const m of raw.replace(/^\$\.?/, '').matchAll(/\[['"]([^'"]*)['"]\]|\[(\d+)\]|([^.[\]]+)/g))
      tokens.push((m[1] ?? m[2] ?? m[3]) as string);
  }
  // An XPath names the root element, as a JSON message has no member for it.
  if (xpath && tokens.length > 0 && /^[A-Z]/.test(tokens[0] as string)) tokens.shift();
  if (tokens[0] === 'body') tokens.shift();
  return tokens.map((t) => `/${t.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

interface Read {
  code: string;
  description: string;
  errors: { path: string; code: string; message: string }[];
}

function fromJson(body: string): Read | undefined {
  let value: unknown;
  try {
    value = parseJson(body);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const list = Array.isArray(v.errors) ? v.errors : [];
  return {
    code: text(v.code),
    description: text(v.description) || text(v.message) || text(v.title) || text(v.detail),
    errors: list.slice(0, MAX_ERRORS).flatMap((e) => {
      if (!e || typeof e !== 'object') return [];
      const r = e as Record<string, unknown>;
      return [{ path: text(r.path), code: text(r.code), message: text(r.message) }];
    }),
  };
}

function fromXml(body: string): Read | undefined {
  let root: XmlElement;
  try {
    root = readXmlTree(body, LIMITS).root;
  } catch {
    return undefined;
  }
  const child = (e: XmlElement, name: string) => e.kids.find((k) => k.name === name)?.text ?? '';
  return {
    code: child(root, 'code'),
    description: child(root, 'description') || child(root, 'message'),
    errors: root.kids
      .filter((k) => k.name === 'errors' || k.name === 'error')
      .slice(0, MAX_ERRORS)
      .map((e) => ({ path: child(e, 'path'), code: child(e, 'code'), message: child(e, 'message') })),
  };
}

/** A 400 that names the version header: the relation's version header setting is the cause. */
const namesVersionHeader = (s: string) => /setuVersionId|standardVersionId|version[- ]?header/i.test(s);

function kindOf(status: number, read: Read | undefined, body: string): RefusalKind {
  if (status === 401 || status === 403) return 'sign-in';
  if (status === 405 || status === 501) return 'method';
  if (status === 406 || status === 415) return 'format';
  const said = read ? [read.code, read.description, ...read.errors.map((e) => e.message)].join(' ') : body;
  if (status === 400 && namesVersionHeader(said)) return 'version';
  if ((status === 400 || status === 422) && read?.errors.some((e) => e.path !== '')) return 'fields';
  return 'other';
}

/**
 * The refusal an error answer stands for; undefined for an answer that is not a refusal (no status:
 * no answer came; 2xx; 408, 429 and 5xx other than 501 are tried again by the sync itself).
 */
export function readRefusal(status: number | null, body: string | null): Refusal | undefined {
  if (
    status === null ||
    status < 400 ||
    status === 408 ||
    status === 429 ||
    (status >= 500 && status !== 501)
  )
    return undefined;
  const trimmed = (body ?? '').trim();
  const read = trimmed.startsWith('<') ? fromXml(trimmed) : fromJson(trimmed);
  const description = read?.description || read?.code || undefined;
  return {
    kind: kindOf(status, read, trimmed),
    ...(description ? { description } : {}),
    errors: (read?.errors ?? [])
      .filter((e) => e.path || e.message || e.code)
      .map((e) => ({ path: pointerOf(e.path), code: e.code, message: e.message })),
  };
}
