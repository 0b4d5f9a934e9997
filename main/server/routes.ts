// The SETU API's routes, generated from the registry: every endpoint path (and its singular/plural
// alias) with its resource, line and collection forms.
import { type Endpoint, type Family, families, type LineKind } from '../../shared/messages/registry.ts';

export type Route =
  | { kind: 'resource'; family: Family; endpoint: Endpoint }
  | { kind: 'collection'; family: Family; endpoint: Endpoint }
  | { kind: 'line'; family: Family; endpoint: Endpoint; lines: LineKind[] }
  | { kind: 'add-lines'; family: Family; endpoint: Endpoint; lines: LineKind[] }
  | { kind: 'related'; family: Family; endpoint: Endpoint; related: Family }
  | { kind: 'health' }
  /** The office server's change feed for desktops (office-feed.ts). */
  | { kind: 'changes' };

interface Pattern {
  segments: string[];
  route: Route;
}

const PARAM = '{}';

function patterns(): Pattern[] {
  const out: Pattern[] = [
    { segments: ['health'], route: { kind: 'health' } },
    { segments: ['office', 'v1', 'changes'], route: { kind: 'changes' } },
  ];
  const add = (path: string, route: Route) => out.push({ segments: path.split('/').filter(Boolean), route });
  for (const family of families) {
    for (const endpoint of family.endpoints) {
      for (const base of [endpoint.path, ...(endpoint.aliases ?? [])]) {
        add(`${base}/${PARAM}`, { kind: 'resource', family, endpoint });
        add(base, { kind: 'collection', family, endpoint });
        for (const segment of new Set(family.lines.map((l) => l.segment))) {
          const lines = family.lines.filter((l) => l.segment === segment);
          add(`${base}/${PARAM}/${segment}/${PARAM}`, { kind: 'line', family, endpoint, lines });
          add(`${base}/${PARAM}/${segment}`, { kind: 'add-lines', family, endpoint, lines });
        }
        for (const line of family.lines.filter((l) => l.addSegment)) {
          add(`${base}/${PARAM}/${line.addSegment}`, { kind: 'add-lines', family, endpoint, lines: [line] });
        }
        // A planning request lists the planning assignments that refer to it.
        for (const other of families.filter(
          (f) => f.references.some((r) => r.family === family.name) && f.endpoints[0]?.ids === 'server',
        )) {
          add(`${base}/${PARAM}/${other.endpoints[0]?.path.split('/').pop()}`, {
            kind: 'related',
            family,
            endpoint,
            related: other,
          });
        }
      }
    }
  }
  return out;
}

const table = patterns();

/** The route of a path and its parameters (`{id}`, `{lineId}`), or undefined. */
export function matchRoute(pathname: string): { route: Route; params: string[] } | undefined {
  const parts = pathname.split('/').filter(Boolean);
  for (const p of table) {
    if (p.segments.length !== parts.length) continue;
    const params: string[] = [];
    let ok = true;
    for (let i = 0; i < parts.length; i++) {
      const want = p.segments[i];
      const got = parts[i] as string;
      if (want === PARAM) params.push(decodeURIComponent(got));
      else if (want !== got) {
        ok = false;
        break;
      }
    }
    if (ok) return { route: p.route, params };
  }
  return undefined;
}
