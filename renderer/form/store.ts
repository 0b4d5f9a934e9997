// The body being edited, outside React's state: each field subscribes to the value at its own pointer
// and to the issues there, so a keystroke re-renders the field typed in (and the lists holding it),
// not the whole message. Fields also register the pointers they show, so the issues no field shows
// can be listed at the top of the page.
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ValidationIssue } from '../../shared/schema/errors.ts';
import { shownIssues } from './issues.ts';
import { tokensOf } from './labels.ts';
import type { Model } from './model.ts';
import { edit, isObject, type Json, removeItem, valueAt } from './values.ts';

const NONE: ValidationIssue[] = [];

export class FormStore {
  private body: Json;
  private tokenCache = new Map<string, string[]>();
  private valueListeners = new Set<() => void>();
  private issueListeners = new Set<() => void>();
  private rawIssues: ValidationIssue[] = NONE;
  private issueList: ValidationIssue[] = NONE;
  private byPath = new Map<string, ValidationIssue[]>();
  private shown = new Map<string, number>();
  private subtrees = new Map<string, number>();
  private unmatchedCache: ValidationIssue[] | undefined;
  /** Counts new issue lists, for views that combine the issues of several pointers. */
  issueVersion = 0;
  private announce: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private model: Model,
    body: Json,
    /** Called with the new body after every edit the user makes. */
    private onEdit: (body: Json) => void,
  ) {
    this.body = body;
  }

  private tokens(pointer: string): string[] {
    let t = this.tokenCache.get(pointer);
    if (!t) {
      t = tokensOf(pointer);
      this.tokenCache.set(pointer, t);
    }
    return t;
  }

  readonly subscribe = (listener: () => void) => {
    this.valueListeners.add(listener);
    return () => this.valueListeners.delete(listener);
  };

  readonly subscribeIssues = (listener: () => void) => {
    this.issueListeners.add(listener);
    return () => this.issueListeners.delete(listener);
  };

  readonly getBody = () => this.body;

  get(pointer: string): unknown {
    return valueAt(this.body, this.tokens(pointer));
  }

  private changed(body: Json, byUser: boolean): void {
    if (body === this.body) return;
    this.body = body;
    for (const l of this.valueListeners) l();
    if (byUser) this.onEdit(body);
  }

  set(pointer: string, value: unknown): void {
    const tokens = this.tokens(pointer);
    // A list keeps its place for an emptied item: an empty group or empty text, never a hole.
    const parent = valueAt(this.body, tokens.slice(0, -1));
    const kept =
      value === undefined && Array.isArray(parent) ? (isObject(this.get(pointer)) ? {} : '') : value;
    this.changed(edit(this.model, this.body, tokens, kept), true);
  }

  removeItem(listPointer: string, index: number): void {
    this.changed(removeItem(this.model, this.body, this.tokens(listPointer), index), true);
  }

  /** A whole new body: from a purpose-built editor (an edit) or from the server (not an edit). */
  replace(body: Json, byUser: boolean): void {
    this.changed(body, byUser);
  }

  /** A new schema (the draft's version changed); the body stays. */
  setModel(model: Model): void {
    if (model === this.model) return;
    this.model = model;
    this.setIssues(this.rawIssues);
  }

  /** The server's issues for the body; the form shows those that concern what the user chose. */
  setIssues(issues: ValidationIssue[]): void {
    this.rawIssues = issues;
    this.issueList = issues.length === 0 ? NONE : shownIssues(this.model, this.body, issues);
    const byPath = new Map<string, ValidationIssue[]>();
    for (const issue of this.issueList) byPath.set(issue.path, [...(byPath.get(issue.path) ?? []), issue]);
    this.byPath = byPath;
    this.issueVersion++;
    this.issuesChanged();
  }

  issues(): ValidationIssue[] {
    return this.issueList;
  }

  issuesAt(pointer: string): ValidationIssue[] {
    return this.byPath.get(pointer) ?? NONE;
  }

  private issuesChanged(): void {
    this.unmatchedCache = undefined;
    for (const l of this.issueListeners) l();
  }

  /** A field shows the issues at `pointer` (or, for a purpose-built editor, everything under it). */
  register(pointer: string, subtree = false): () => void {
    const map = subtree ? this.subtrees : this.shown;
    map.set(pointer, (map.get(pointer) ?? 0) + 1);
    this.registrationsChanged();
    return () => {
      const n = (map.get(pointer) ?? 1) - 1;
      if (n === 0) map.delete(pointer);
      else map.set(pointer, n);
      this.registrationsChanged();
    };
  }

  // Hundreds of fields register as a form mounts: the summary is told once, after they have.
  private registrationsChanged(): void {
    this.unmatchedCache = undefined;
    if (this.announce) return;
    this.announce = setTimeout(() => {
      this.announce = undefined;
      this.issuesChanged();
    }, 0);
  }

  isShown(pointer: string): boolean {
    if (this.shown.has(pointer)) return true;
    for (const root of this.subtrees.keys())
      if (pointer === root || pointer.startsWith(`${root}/`)) return true;
    return false;
  }

  /** The issues no field shows (stable until issues or fields change). */
  unmatched(): ValidationIssue[] {
    this.unmatchedCache ??= this.issueList.filter((i) => !this.isShown(i.path));
    return this.unmatchedCache;
  }
}

export const FormContext = createContext<FormStore | null>(null);

export function useFormStore(): FormStore {
  const store = useContext(FormContext);
  if (!store) throw new Error('form fields need a FormContext');
  return store;
}

export function useValue(pointer: string): unknown {
  const store = useFormStore();
  return useSyncExternalStore(store.subscribe, () => store.get(pointer));
}

/** The issues at several pointers, shown together (a table row and the groups its cells sit in). */
export function useIssuesAt(pointers: readonly string[]): ValidationIssue[] {
  const store = useFormStore();
  const key = pointers.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the pointers
  useEffect(() => {
    const off = pointers.map((p) => store.register(p));
    return () => {
      for (const f of off) f();
    };
  }, [store, key]);
  const version = useSyncExternalStore(store.subscribeIssues, () => store.issueVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the issues change
  return useMemo(() => pointers.flatMap((p) => store.issuesAt(p)), [store, key, version]);
}

/** The issues at a pointer, which this field then shows (the summary leaves them out). */
export function useFieldIssues(pointer: string): ValidationIssue[] {
  const store = useFormStore();
  useEffect(() => store.register(pointer), [store, pointer]);
  return useSyncExternalStore(store.subscribeIssues, () => store.issuesAt(pointer));
}
