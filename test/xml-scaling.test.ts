// Reading XML takes time in proportion to its elements on every path: a PUT of 48,000 repeated `<a/>`
// (192 KB) took 13.7 s while the server answered nobody, as the codec copied the repeats for each
// one; a prefix declared on each of 8,000 elements under 8,000 others took 25 s, as the reader
// copied the scope for each. Four times the elements must cost about four times the time.
//
// The one timing ratio of the suite, made to hold on a loaded machine: it counts the process's CPU
// time, which waiting for other processes does not add to; it times the smaller document four times
// over against the larger once, right after, so that both are as long and as exposed to the rest of
// the machine; and it takes the median of several such rounds, which one lucky or unlucky round does
// not move. A quadratic reader takes 16 times as long for 4 times the elements, a linear one 4.
import { describe, expect, it } from 'vitest';
import { UBL_INVOICE_NS } from '../shared/invoice/ubl-read.ts';
import { readMessage } from '../shared/messages/message-io.ts';
import { family, schemaOf } from '../shared/messages/registry.ts';
import { shapeFor } from '../shared/schema/shapes.ts';
import { fromXml } from '../shared/xml/codec.ts';
import { readXmlTree } from '../shared/xml/tree.ts';

const NS = 'https://ontology.setu.nl/messages';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

/** CPU microseconds that `run` takes. */
function cpu(run: () => void): number {
  const started = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(started);
  return user + system;
}

/**
 * How many times longer reading `build(64_000)` takes than reading `build(16_000)`: the median of seven
 * rounds, fewer once they took ten seconds (as a quadratic reader's would).
 */
function growth(build: (elements: number) => string, read: (xml: string) => void): number {
  const small = build(16_000);
  const large = build(64_000);
  read(small); // compiled before it is timed
  const ratios: number[] = [];
  let spent = 0;
  while (ratios.length < 7 && spent < 10_000_000) {
    const fourSmall = cpu(() => {
      for (let i = 0; i < 4; i++) read(small);
    });
    const oneLarge = cpu(() => read(large));
    ratios.push(oneLarge / (fourSmall / 4));
    spent += fourSmall + oneLarge;
  }
  ratios.sort((x, y) => x - y);
  const median = ratios[Math.floor(ratios.length / 2)] as number;
  console.log(
    `4 times the elements: ${median.toFixed(1)} times the time (rounds: ${ratios.map((r) => r.toFixed(1)).join(', ')})`,
  );
  return median;
}

const timecardShape = shapeFor(schemaOf(family('Timecard'), '2.0') as string);

describe('reading four times the elements takes about four times as long', () => {
  it('a SETU message whose element repeats (the exchange server)', () => {
    const repeated = (n: number) => `<Timecard xmlns="${NS}">${'<a/>'.repeat(n - 1)}</Timecard>`;
    expect(growth(repeated, (xml) => fromXml(xml, () => timecardShape))).toBeLessThan(8);
  });

  it('a SETU message whose elements each declare a prefix (import and validate)', () => {
    const declaring = (n: number) => {
      const prefixes = Array.from({ length: n / 2 }, (_, i) => `xmlns:p${i}="urn:p"`).join(' ');
      return `<Timecard xmlns="${NS}" ${prefixes}>${'<a xmlns:q="urn:q"/>'.repeat(n / 2 - 1)}</Timecard>`;
    };
    expect(growth(declaring, (xml) => readMessage(xml))).toBeLessThan(8);
  });

  it('a UBL invoice whose element repeats (the element tree)', () => {
    const invoice = (n: number) =>
      `<Invoice xmlns="${UBL_INVOICE_NS}" xmlns:cbc="${CBC}">${'<cbc:Note>n</cbc:Note>'.repeat(n - 1)}</Invoice>`;
    expect(growth(invoice, (xml) => readXmlTree(xml))).toBeLessThan(8);
  });
});
