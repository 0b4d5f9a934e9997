// What the Workbench asks of a timecard's allowances before it sends one, beyond SETU's schema: an
// allowance says how much, as a quantity (42 km) or an amount (€ 12,50). The schema takes an allowance
// with neither, which the customer cannot pay; a draft that holds one has a problem and is not queued.
// The exchange server keeps taking what the schema takes from others: this is asked of our drafts only.
import type { ValidationIssue } from '../schema/errors.ts';
import { isObject, objectAt } from './lines.ts';

export const ALLOWANCE_WITHOUT_AMOUNT = 'allowance-without-amount';

/** Whether an allowance, as a week row or the allowance editor holds it, says how much. */
export const saysHowMuch = (a: { quantity?: number; amount?: number }) =>
  a.quantity !== undefined || a.amount !== undefined;

/** An issue for each allowance line of a timecard that has neither a quantity nor an amount. */
export function allowanceIssues(body: Record<string, unknown>): ValidationIssue[] {
  const lines = Array.isArray(body.allowance) ? body.allowance : [];
  return lines.flatMap((line, i) => {
    if (!isObject(line)) return [];
    const rate = Array.isArray(line.payRates) ? line.payRates[0] : undefined;
    const quantity = objectAt(line, 'quantity').value;
    const amount = objectAt(rate, 'amount').value;
    return typeof quantity === 'number' || typeof amount === 'number'
      ? []
      : [
          {
            path: `/allowance/${i}`,
            code: ALLOWANCE_WITHOUT_AMOUNT,
            message: 'needs a quantity or an amount',
          },
        ];
  });
}
