// Print for a message's page: the message as a person reads it (readable-message.tsx) on paper, under its
// title and what the page says of it; a timecard with the lines for the worker and the customer to sign.
// Whatever tab the page shows (JSON, XML), what prints is the readable message.
import { type ReactNode, useCallback, useState } from 'react';
import { PrintJob } from '../components/print-job.tsx';
import { Signatures } from '../components/signatures.tsx';
import { useT } from '../i18n/intl.tsx';
import { ReadableMessage } from './readable-message.tsx';

interface Props {
  title: string;
  /** What the page says of the message: to whom it went, and when. */
  about: ReactNode;
  family: string;
  body: Record<string, unknown>;
}

export function PrintMessage({ title, about, family, body }: Props) {
  const t = useT();
  const [printing, setPrinting] = useState(false);
  const done = useCallback(() => setPrinting(false), []);
  return (
    <>
      <button type="button" onClick={() => setPrinting(true)}>
        {t('readable.print')}
      </button>
      {printing ? (
        <PrintJob auto onDone={done}>
          <article className="print-page" aria-label={title}>
            <h1>{title}</h1>
            <p>{about}</p>
            <ReadableMessage family={family} body={body} />
            {family === 'Timecard' ? <Signatures who={['print.signWorker', 'print.signCustomer']} /> : null}
          </article>
        </PrintJob>
      ) : null}
    </>
  );
}
