// Errors as the SETU API answers them: `{ code, description, errors: [{ path, code, message }] }`
// (the OpenAPI error-object, extended with the validation issues), as JSON or XML.
import type { ValidationIssue } from '../../shared/schema/errors.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly errors: ValidationIssue[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'HttpError';
  }
}

export const badRequest = (code: string, description: string, errors: ValidationIssue[] = []) =>
  new HttpError(400, code, description, errors);
export const notFound = (description = 'No resource at this path.') =>
  new HttpError(404, 'not-found', description);
export const methodNotAllowed = (allow: string[]) =>
  new HttpError(405, 'method-not-allowed', `Use ${allow.join(' or ')} here.`, [], {
    Allow: allow.join(', '),
  });
export const conflict = (code: string, description: string) => new HttpError(409, code, description);
