// A field of the placement form: its label, the control, a hint under it and the problem found in it,
// tied together by ids derived from the control's (`<id>-hint`, `<id>-error`); and the problem found in
// a group of fields (the rates, the normal week), said under the group.
import type { ReactNode } from 'react';

export function Labelled({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className="muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function GroupProblem({ problem }: { problem?: string }) {
  return problem ? (
    <p className="field-error" role="alert">
      {problem}
    </p>
  ) : null;
}
