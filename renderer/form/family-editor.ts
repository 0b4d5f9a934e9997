// A purpose-built editor for part of a message (the timecard's week grid and allowances): it takes
// over some members of the body, and the generic schema form shows the rest.
import type { ComponentType } from 'react';
import type { ValidationIssue } from '../../shared/schema/errors.ts';

export interface FamilyEditorProps {
  draftId: string;
  body: Record<string, unknown>;
  /** Replaces the whole body; the draft editor saves it (debounced) and revalidates. */
  onChange(body: Record<string, unknown>): void;
  /** The draft's current issues, paths as JSON Pointers into the body. */
  issues: ValidationIssue[];
}

export interface FamilyEditor {
  /** Top-level members of the body this editor shows; the schema form leaves them out. */
  members: string[];
  component: ComponentType<FamilyEditorProps>;
}
