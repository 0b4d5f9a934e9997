// The one place where what the domain refuses gets the status the management API answers it with.
import { NoSuchPlacement, PlacementRefused } from '../placements/errors.ts';
import { badRequest, type HttpError, notFound } from '../server/http-error.ts';

export function domainAnswer(e: unknown): HttpError | undefined {
  if (e instanceof NoSuchPlacement) return notFound(e.message);
  if (e instanceof PlacementRefused) return badRequest(e.code, e.message, e.issues);
  return undefined;
}
