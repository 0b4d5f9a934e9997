// What is printed instead of the page: sheets to sign, a week's overview, a message as a person reads it.
// It is rendered beside the app, shows nothing on screen, and in print it alone shows (print.css). An
// action prints it at once (`auto`); the browser's own print (Ctrl+P) prints whatever job the page put
// there before printing.
import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import './print.css';

interface Props {
  children: ReactNode;
  /** Print as soon as it is on the page (an action asked for it); `onDone` once printed. */
  auto?: boolean;
  onDone?(): void;
}

export function PrintJob({ children, auto = false, onDone }: Props) {
  useEffect(() => {
    if (!auto) return;
    const done = () => onDone?.();
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [auto, onDone]);
  return createPortal(<div className="print-job">{children}</div>, document.body);
}
