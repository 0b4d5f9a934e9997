// The one place where what the domain refuses gets the status the management API answers it with.
import { Conflicting, NotFound, Refused } from '../messages/refusals.ts';
import { badRequest, HttpError, notFound } from '../server/http-error.ts';
import { BadCursor } from '../store/paging.ts';

export function domainAnswer(e: unknown): HttpError | undefined {
  if (e instanceof NotFound) return notFound(e.message);
  if (e instanceof Conflicting) return new HttpError(409, e.code, e.message, e.issues);
  if (e instanceof Refused) return badRequest(e.code, e.message, e.issues);
  if (e instanceof BadCursor) return badRequest('cursor', e.message);
  return undefined;
}
