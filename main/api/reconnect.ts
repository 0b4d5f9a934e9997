// Sending resumes by itself once a counterparty answers again. A counterparty whose last contact got
// no answer (a sync's request refused, reset or timed out) is asked for /health every few seconds;
// on the first answer its queued entries are synced (with the engine's usual backoff and retries) and
// the UI is told it is reachable, so its online indicator follows within seconds. The Sync button
// stays for sending at once.

/** How often an unreachable counterparty is asked: the UI's indicator follows within this and a probe. */
export const PROBE_INTERVAL_MS = 2000;
/** A probe gives up after this; a slower answer counts as none. */
export const PROBE_TIMEOUT_MS = 1500;

export interface ReconnectHooks {
  /** Whether the counterparty answers now (false also for one that no longer exists). */
  answers(name: string): Promise<boolean>;
  /** It answered: send what waits for it. */
  resume(name: string): void;
}

export class Reconnect {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private stopped = false;

  constructor(
    private readonly hooks: ReconnectHooks,
    private readonly intervalMs = PROBE_INTERVAL_MS,
  ) {}

  /** Start asking a counterparty that did not answer; asking one already watched changes nothing. */
  watch(name: string): void {
    if (this.stopped || this.timers.has(name)) return;
    this.schedule(name);
  }

  /** It answered by other means (a sync's request, a connection test): stop asking. */
  forget(name: string): void {
    clearTimeout(this.timers.get(name));
    this.timers.delete(name);
  }

  watching(name: string): boolean {
    return this.timers.has(name);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private schedule(name: string): void {
    const timer = setTimeout(() => void this.ask(name), this.intervalMs);
    // A watch never keeps the process alive on its own.
    timer.unref?.();
    this.timers.set(name, timer);
  }

  private async ask(name: string): Promise<void> {
    const back = await this.hooks.answers(name);
    if (this.stopped || !this.timers.has(name)) return;
    if (!back) return this.schedule(name);
    this.timers.delete(name);
    this.hooks.resume(name);
  }
}
