// Throughput measurement shared by the benchmarks: candidates run in interleaved rounds so that a
// slow moment of the machine hurts all of them alike, and the median round counts.

export interface Rate {
  name: string;
  perSecond: number;
}

export function rates<K extends string>(
  candidates: Record<K, () => void>,
  { rounds = 7, roundMs = 300 } = {},
): Record<K, number> {
  const samples: Record<string, number[]> = {};
  const entries = Object.entries(candidates) as [K, () => void][];
  for (const [name, fn] of entries) {
    for (let i = 0; i < 200; i++) fn();
    samples[name] = [];
  }
  for (let r = 0; r < rounds; r++) {
    for (const [name, fn] of entries) {
      let n = 0;
      const start = performance.now();
      let now = start;
      while (now - start < roundMs) {
        for (let i = 0; i < 20; i++) fn();
        n += 20;
        now = performance.now();
      }
      samples[name]?.push((n * 1000) / (now - start));
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, s]) => [
      name,
      s.sort((a, b) => a - b)[Math.floor(s.length / 2)] as number,
    ]),
  ) as Record<K, number>;
}

export function report(
  title: string,
  lines: { what: string; rate: number; ceiling: string; ceilingRate: number; target: number }[],
) {
  console.log(`\n${title}`);
  for (const l of lines) {
    const ratio = l.rate / l.ceilingRate;
    console.log(
      `  ${l.what.padEnd(44)} ${Math.round(l.rate).toLocaleString('en').padStart(10)}/s   ` +
        `${l.ceiling}: ${Math.round(l.ceilingRate).toLocaleString('en')}/s   ratio ${ratio.toFixed(2)}  (target >= ${l.target})  ${ratio >= l.target ? 'OK' : 'BELOW TARGET'}`,
    );
  }
}
