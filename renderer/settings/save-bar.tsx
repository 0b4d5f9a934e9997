// The end of a form that saves: its buttons, what the last save did (read out as it changes), and
// why it failed.
import type { ReactNode } from 'react';
import { useT } from '../i18n/intl.tsx';

interface Props {
  status: string;
  error: string;
  busy?: boolean;
  /** The submit button's words; "Save" by default. */
  label?: string;
  /** Other buttons, after the submit button. */
  children?: ReactNode;
}

export function SaveBar({ status, error, busy, label, children }: Props) {
  const t = useT();
  return (
    <>
      <div className="toolbar">
        {/* Marked busy rather than disabled: a disabled button drops the keyboard focus to the page,
            and the clerk goes on from here once the save is said. The form ignores a submit meanwhile. */}
        <button type="submit" className="primary" aria-disabled={busy || undefined}>
          {busy ? t('common.saving') : (label ?? t('common.save'))}
        </button>
        {children}
        <span role="status">{status}</span>
      </div>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
