// One sent message (#/sent/<entry>): readable, as it went to the relation, with JSON or XML for
// integrators; printed as it reads.
import { useEffect, useState } from 'react';
import type { OutboxEntryView } from '../../shared/api/types.ts';
import { digestOf } from '../../shared/messages/digest.ts';
import { familyByName } from '../../shared/messages/registry.ts';
import { call } from '../api/call.ts';
import { ApiError } from '../api/client.ts';
import { useMessageTitle } from '../components/message-title.ts';
import { Preview } from '../components/preview.tsx';
import { LocalError } from '../errors/error-text.tsx';
import { useFormats, useT } from '../i18n/intl.tsx';
import { PrintMessage } from '../readable/print-message.tsx';
import { ReadableMessage } from '../readable/readable-message.tsx';
import { useAcceptedWords } from './sent.tsx';
import './message.css';

type Json = Record<string, unknown>;

function bodyOf(entry: OutboxEntryView): Json {
  if (familyByName.get(entry.family)?.format === 'ubl') return { xml: entry.body };
  try {
    return JSON.parse(entry.body) as Json;
  } catch {
    return {};
  }
}

export function SentMessagePage({ id }: { id: string }) {
  const t = useT();
  const f = useFormats();
  const title = useMessageTitle();
  const accepted = useAcceptedWords();
  const [entry, setEntry] = useState<OutboxEntryView>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    let live = true;
    call('GET /outbox/:id', { params: { id } }).then(
      (e) => live && setEntry(e),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (error instanceof ApiError && error.status === 404)
    return (
      <p role="alert" className="field-error">
        {t('sent.notFound')}
      </p>
    );
  if (error) return <LocalError error={error} />;
  if (!entry) return <p className="muted">{t('message.loading')}</p>;
  const body = bodyOf(entry);
  const family = familyByName.get(entry.family);
  const ubl = family?.format === 'ubl';
  const documentId = family ? digestOf(family, body).documentId : undefined;
  const about = `${t('sent.about', { name: entry.counterparty, when: f.dateTime(entry.updatedAt) })} ${accepted(entry.lastStatus)}.`;
  return (
    <article className="message-page" aria-labelledby="sent-message-heading">
      <h1 id="sent-message-heading" tabIndex={-1}>
        {title(entry.family, documentId)}
      </h1>
      <p>{about}</p>
      <div className="toolbar">
        <PrintMessage
          title={title(entry.family, documentId)}
          about={about}
          family={entry.family}
          body={body}
        />
      </div>
      <Preview
        heading={t('readable.label')}
        texts={ubl ? { xml: entry.body } : { json: JSON.stringify(body, null, 2) }}
        readable={<ReadableMessage family={entry.family} body={body} />}
      />
    </article>
  );
}
