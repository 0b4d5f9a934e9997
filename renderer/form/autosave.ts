// Autosave of a draft: an edit is sent once typing pauses, with the revision it started from. One save
// is in flight at a time; what is typed meanwhile is sent after it, so nothing typed is lost and the
// server's revisions follow the user's edits in order. A save the server refuses because someone else
// saved the draft meanwhile (409) waits for the user to keep their version or take the other one.
import type { Draft } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { ApiError } from '../api/client.ts';
import type { Json } from './values.ts';

export type { Draft };

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'conflict'; theirs: Draft }
  | { kind: 'gone' };

/** How long typing must pause before a save. */
const SAVE_PAUSE_MS = 400;
const RETRY_MS = 5000;

export class DraftSaver {
  state: SaveState = { kind: 'saved' };
  private revision: number;
  private version: string;
  /** The newest body not yet saved. */
  private unsaved: Json | undefined;
  private inFlight: Promise<void> | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private listeners = new Set<() => void>();

  constructor(
    private readonly id: string,
    draft: Draft,
    /** Called with each saved draft (its revision, title and issues). */
    private readonly onSaved: (draft: Draft) => void,
  ) {
    this.revision = draft.revision;
    this.version = draft.version;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = () => this.state;

  private set(state: SaveState): void {
    this.state = state;
    for (const l of this.listeners) l();
  }

  /** Nothing unsaved and nothing on its way: the server has what the user sees. */
  get idle(): boolean {
    return this.unsaved === undefined && this.inFlight === undefined;
  }

  get currentRevision(): number {
    return this.revision;
  }

  edit(body: Json): void {
    this.unsaved = body;
    if (this.state.kind === 'conflict' || this.state.kind === 'gone') return;
    if (this.state.kind !== 'saving') this.set({ kind: 'pending' });
    this.schedule(SAVE_PAUSE_MS);
  }

  /** Saves the body under another version of the family's schema, now. */
  changeVersion(version: string, body: Json): Promise<boolean> {
    this.version = version;
    this.unsaved = body;
    return this.flush();
  }

  private schedule(ms: number): void {
    this.cancelTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.save();
    }, ms);
  }

  private cancelTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private save(): Promise<void> {
    this.cancelTimer();
    if (this.inFlight) return this.inFlight;
    const body = this.unsaved;
    if (body === undefined) return Promise.resolve();
    this.unsaved = undefined;
    this.set({ kind: 'saving' });
    this.inFlight = this.send(body).finally(() => {
      this.inFlight = undefined;
      // Typing during the save: sent once the pause after it has passed (or now, if it already has).
      if (this.unsaved !== undefined && this.state.kind === 'pending' && this.timer === undefined)
        void this.save();
    });
    return this.inFlight;
  }

  private async send(body: Json): Promise<void> {
    try {
      const saved = await call('PUT /drafts/:id', {
        params: { id: this.id },
        body: { body, revision: this.revision, version: this.version },
      });
      this.revision = saved.revision;
      this.onSaved(saved);
      this.set(this.unsaved === undefined ? { kind: 'saved' } : { kind: 'pending' });
    } catch (e) {
      this.unsaved ??= body;
      if (e instanceof ApiError && e.status === 409) {
        const theirs = await call('GET /drafts/:id', { params: { id: this.id } }).catch(() => undefined);
        this.set(theirs ? { kind: 'conflict', theirs } : { kind: 'gone' });
      } else if (e instanceof ApiError && e.status === 404) {
        this.set({ kind: 'gone' });
      } else {
        this.set({ kind: 'failed', error: e });
        this.schedule(RETRY_MS);
      }
    }
  }

  /** Saves whatever is unsaved now; true once the server has it. */
  async flush(): Promise<boolean> {
    for (;;) {
      if (this.inFlight) await this.inFlight;
      else if (this.unsaved !== undefined && (this.state.kind === 'pending' || this.state.kind === 'saved'))
        await this.save();
      else return this.idle;
      if (this.state.kind !== 'saved' && this.state.kind !== 'pending' && this.state.kind !== 'saving')
        return false;
    }
  }

  retry(): Promise<boolean> {
    if (this.state.kind === 'failed') this.set({ kind: 'pending' });
    return this.flush();
  }

  /** After a conflict: this user's version replaces the other one. */
  keepMine(body: Json): Promise<boolean> {
    if (this.state.kind !== 'conflict') return this.flush();
    this.revision = this.state.theirs.revision;
    this.unsaved = body;
    this.set({ kind: 'pending' });
    return this.flush();
  }

  /** After a conflict, or when someone else saved while nothing was unsaved here: theirs is taken. */
  adopt(theirs: Draft): void {
    this.cancelTimer();
    this.revision = theirs.revision;
    this.version = theirs.version;
    this.unsaved = undefined;
    this.set({ kind: 'saved' });
  }

  /** The draft is being deleted: nothing more is sent. */
  discard(): void {
    this.cancelTimer();
    this.unsaved = undefined;
  }

  markGone(): void {
    this.cancelTimer();
    this.set({ kind: 'gone' });
  }

  /** The page closes: unsaved typing is sent now rather than after the pause. */
  close(): void {
    if (this.state.kind === 'pending') void this.flush();
    else this.cancelTimer();
  }
}
