// A draft's family and version as a request names them: 400 for any other.
import { resolveVersion } from '../../shared/messages/message-io.ts';
import { type Family, familyByName } from '../../shared/messages/registry.ts';
import { badRequest } from '../server/http-error.ts';

/** The family a draft may be written in: SETU messages, and invoices as their UBL XML text. */
export function draftFamily(name: unknown): Family {
  const f = typeof name === 'string' ? familyByName.get(name) : undefined;
  if (!f || f.format === 'upload') {
    const known = [...familyByName.values()].filter((x) => x.format !== 'upload').map((x) => x.name);
    throw badRequest('family', `family must be one of ${known.join(', ')}.`);
  }
  return f;
}

export function draftVersion(f: Family, version: unknown): string {
  if (version !== undefined && typeof version !== 'string')
    throw badRequest('version', 'version must be a string.');
  try {
    return resolveVersion(f, version);
  } catch (e) {
    throw badRequest('version', (e as Error).message);
  }
}
