// Crashes counted over a sliding window of time: the server process (supervisor.ts) and the window's
// page (page-care.ts) are started again after a crash, but not past a few crashes in a short time.
export class CrashCount {
  private readonly times: number[] = [];

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a crash now; answers how many fell within the window, this one included. */
  add(): number {
    const at = this.now();
    this.times.push(at);
    while ((this.times[0] as number) < at - this.windowMs) this.times.shift();
    return this.times.length;
  }
}
