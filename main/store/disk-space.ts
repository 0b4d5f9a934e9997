// A full disk: writes fail (and are rolled back, nothing acknowledged is lost) until space is freed.
// Said in plain words to whoever sent the write, and on the log once per episode: a busy server would
// otherwise write a stack trace per request onto the very disk that is full.

/** Whether an error is the disk (or the user's quota) being full. */
export const isDiskFull = (e: unknown): boolean =>
  ['SQLITE_FULL', 'ENOSPC', 'EDQUOT'].includes(String((e as { code?: unknown } | undefined)?.code ?? ''));

export class StoreFull extends Error {
  constructor(file: string) {
    super(
      `The disk holding ${file} is full: nothing was stored. Free some space on it; what was stored before is safe, and writes succeed again as soon as there is room.`,
    );
    this.name = 'StoreFull';
  }
}

/** Tracks whether writes are failing for want of space, to log the start and end of each episode. */
export class DiskSpace {
  private full = false;

  constructor(
    private readonly file: string,
    private readonly log: (line: string) => void = (line) => console.error(line),
  ) {}

  /** A write failed for want of space: the error to raise, logged if it starts an episode. */
  failed(): StoreFull {
    const error = new StoreFull(this.file);
    if (!this.full) this.log(error.message);
    this.full = true;
    return error;
  }

  /** Throws while writes are failing for want of space (until one succeeds again). */
  check(): void {
    if (this.full) throw new StoreFull(this.file);
  }

  /** A write succeeded: an episode, if one was under way, is over. */
  succeeded(): void {
    if (!this.full) return;
    this.full = false;
    this.log(`There is room on the disk holding ${this.file} again: writes succeed again.`);
  }
}
