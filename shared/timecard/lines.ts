// What the timecard's own editors share about its lines: the members they take over (the registry's
// line kinds), and new line identifiers.
import { at, family, type LineKind } from '../messages/registry.ts';

export type Json = Record<string, unknown>;

const [timeKind, allowanceKind] = family('Timecard').lines as [LineKind, LineKind];
export const TIME_LINES = timeKind.member;
export const ALLOWANCES = allowanceKind.member;

export const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const objectAt = (value: unknown, key: string): Json => {
  const member = isObject(value) ? value[key] : undefined;
  return isObject(member) ? member : {};
};

/** A member that should hold line objects; anything else reads as no lines (and stays as it is). */
export const linesOf = (body: Json, member: string): unknown[] =>
  Array.isArray(body[member]) ? (body[member] as unknown[]) : [];

/** The object with `key` set to `value` (in its place if it was there), or without it for undefined. */
export function withMember(object: Json, key: string, value: unknown): Json {
  const { [key]: _, ...rest } = object;
  return value === undefined ? rest : { ...object, [key]: value };
}

/** The body with `member` set to `lines`, or without the member when there are none (it is optional). */
export const withLines = (body: Json, member: string, lines: unknown[]) =>
  withMember(body, member, lines.length === 0 ? undefined : lines);

/**
 * A new line's identifier. The message's author assigns line ids (any format, unique in the message);
 * a UUID stays unique when lines are copied between timecards. The issuing party is the timecard's own
 * (its documentId's), else the customer, who sends timecards to the supplier's back office.
 */
export function newLineId(body: Json): { value: string; schemeAgencyId: string } {
  const scheme = objectAt(body, 'documentId').schemeAgencyId;
  return {
    value: crypto.randomUUID(),
    schemeAgencyId: scheme === 'Supplier' || scheme === 'Customer' ? scheme : 'Customer',
  };
}

/** A line's identifier value (both line kinds keep it at the same place). */
export const lineIdOf = (line: unknown) => {
  const value = at(line, timeKind.idPointer);
  return typeof value === 'string' ? value : '';
};

/** React keys for lines: their ids, told apart by occurrence where an imported file repeats or lacks them. */
export function lineKeys(lines: unknown[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const id = lineIdOf(line);
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return `${id}#${n}`;
  });
}
