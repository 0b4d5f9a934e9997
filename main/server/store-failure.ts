// What a store failure is to whoever asked: a damaged database is 503 with what happened and how to
// restore it, a full disk 507 in plain words, an office database that cannot be reached 503 with a
// hint to try again shortly. The exchange server and the management API answer alike.
import { StoreDamaged } from '../store/damage.ts';
import { StoreFull } from '../store/disk-space.ts';
import { StoreUnavailable } from '../store/exchange-store.ts';
import { HttpError } from './http-error.ts';

export function storeFailure(e: unknown): HttpError | undefined {
  if (e instanceof StoreDamaged) return new HttpError(503, 'store-damaged', e.damage.description);
  if (e instanceof StoreFull) return new HttpError(507, 'insufficient-storage', e.message);
  if (e instanceof StoreUnavailable)
    return new HttpError(503, 'store-unavailable', e.message, [], { 'Retry-After': '2' });
  return undefined;
}

/**
 * The failures a store logs itself, once when they start and once when they end (an outage, a full
 * disk, damage): a quiet access log leaves out the requests answered for them, one a request.
 */
export const loggedByStore = new Set(['store-unavailable', 'insufficient-storage', 'store-damaged']);
