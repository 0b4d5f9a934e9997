// What the placements refuse, in their own words: the management API answers these with their status
// (main/api/domain-errors.ts), the CLI prints them.
import type { ValidationIssue } from '../../shared/validation-errors.ts';

/** A request the placements cannot do as asked: why (a code and a sentence) and, for a form, each field's problem. */
export class PlacementRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly issues: ValidationIssue[] = [],
  ) {
    super(message);
    this.name = 'PlacementRefused';
  }
}

/** No placement has the id asked for. */
export class NoSuchPlacement extends PlacementRefused {
  constructor(id: string) {
    super('not-found', `No placement ${id}.`);
    this.name = 'NoSuchPlacement';
  }
}
