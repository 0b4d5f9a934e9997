// What the Workbench's domain (placements, weeks, invoices) refuses, in its own words: the management
// API answers these with their status (main/api/domain-errors.ts), the CLI prints them. The domain never
// throws the server's HTTP errors, so it stays below the API.
import type { ValidationIssue } from '../../shared/schema/errors.ts';

/** A request that cannot be done as asked: why (a code and a sentence) and, for a form, each field's problem. */
export class Refused extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly issues: ValidationIssue[] = [],
  ) {
    super(message);
    this.name = 'Refused';
  }
}

/** Asked of something whose state no longer allows it (a placement withdrawn, an invoice numbered). */
export class Conflicting extends Refused {
  constructor(code: string, message: string, issues: ValidationIssue[] = []) {
    super(code, message, issues);
    this.name = 'Conflicting';
  }
}

/** What was named (a placement, a relation, an invoice) is not there. */
export class NotFound extends Refused {
  constructor(message: string) {
    super('not-found', message);
    this.name = 'NotFound';
  }
}
