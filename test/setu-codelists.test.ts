// SETU's hour types and invoice line reasons, which name an invoice line's item, are a table generated
// from the official code lists (the product may not read ../shared at run time): running the script
// again must give the committed file, and the table must hold exactly the codes SETU's code-list rule
// (BR-16) accepts.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codelistSource, TABLE } from '../scripts/setu-codelists.ts';
import { setuHourTypes, setuLineReasons } from '../shared/messages/setu-codelists.ts';
import { readSpec } from './support/official.ts';

/** A `<let name="…" value="',A,B,'"/>` list of the code-list Schematron. */
function schematronList(name: string): string[] {
  const sch = readSpec('validator', 'Invoice-v2.x-codelists.sch');
  const value = new RegExp(`<let name="${name}" value="'([^"]*)'"`).exec(sch)?.[1] ?? '';
  return value.split(',').filter(Boolean);
}

describe('the SETU code lists table', () => {
  it('is what the script makes from the official lists', () => {
    expect(codelistSource()).toBe(fs.readFileSync(TABLE, 'utf8'));
  });
  it('holds the codes the code-list rule accepts, each with a Dutch name', () => {
    expect(setuHourTypes.map((c) => c.code)).toEqual(schematronList('SETU_CL_HourTypes'));
    expect(setuLineReasons.map((c) => c.code)).toEqual(schematronList('SETU_CL_InvReasons'));
    const byCode = new Map([...setuHourTypes, ...setuLineReasons].map((c) => [c.code, c.nl]));
    expect(byCode.get('Regular')).toBe('Normale/standaard uren');
    expect(byCode.get('Overtime')).toBe('Overuren');
    expect(byCode.get('Child-birth sick time')).toBe('Ziekte a.g.v. bevalling');
    expect(byCode.get('Transportation costs')).toBe('Vervoerskosten');
    expect(byCode.get('Recruitment')).toBe('Werving & Selectie');
  });
});
