// One stored message (received, or imported as received): readable first, then its versions, the
// JSON/XML for integrators, export, and "Use as draft" to answer it or send it on. Its sender is the
// relation its key belongs to, which the clerk chooses where the Workbench does not know it; a staffing
// order has "Place someone".
import { useCallback, useEffect, useState } from 'react';
import type { MessageView, Revision } from '../../shared/api/types.ts';
import { digestOf } from '../../shared/messages/digest.ts';
import { familyByName } from '../../shared/messages/registry.ts';
import { call } from '../api/call.ts';
import { ApiError } from '../api/client.ts';
import { exportFile } from '../api/files.ts';
import { customerName } from '../components/customer-name.ts';
import { useFamilyTitle } from '../components/families.tsx';
import { useMessageTitle } from '../components/message-title.ts';
import { senderOf } from '../components/messages.ts';
import { Preview } from '../components/preview.tsx';
import { SenderTie } from '../components/sender-tie.tsx';
import { useApiEvents } from '../components/use-api-events.ts';
import { useCounterparties } from '../components/use-counterparties.ts';
import { When } from '../components/when.tsx';
import { LocalError } from '../errors/error-text.tsx';
import { useT } from '../i18n/intl.tsx';
import { ReadableMessage } from '../readable/readable-message.tsx';
import { href, navigate } from '../router.ts';
import { TimecardLink } from '../week/timecard-link.tsx';
import './message.css';

function History({ revisions, sender }: { revisions: Revision[]; sender: (owner: string) => string }) {
  const t = useT();
  const [open, setOpen] = useState<number | undefined>(undefined);
  return (
    <table className="history">
      <caption className="visually-hidden">{t('message.revisions')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('message.col.revision')}</th>
          <th scope="col">{t('message.col.change')}</th>
          <th scope="col">{t('message.col.when')}</th>
          <th scope="col">{t('message.col.by')}</th>
          <th scope="col">{t('message.col.setu')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('message.col.body')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {revisions.map((r) => (
          <tr key={r.revision}>
            <td>{r.revision}</td>
            <td>{t(`message.change.${r.op}`)}</td>
            <td>
              <When iso={r.at} />
            </td>
            <td>{sender(r.owner)}</td>
            <td>{r.standardVersion}</td>
            <td>
              <button
                type="button"
                aria-expanded={open === r.revision}
                onClick={() => setOpen(open === r.revision ? undefined : r.revision)}
              >
                {open === r.revision
                  ? t('message.hide', { revision: r.revision })
                  : t('message.show', { revision: r.revision })}
              </button>
              {open === r.revision ? <pre>{JSON.stringify(r.body, null, 2)}</pre> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MessagePage({ collection, id }: { collection: string; id: string }) {
  const t = useT();
  const familyTitle = useFamilyTitle();
  const title = useMessageTitle();
  const { counterparties } = useCounterparties();
  const [resource, setResource] = useState<MessageView>();
  const [revisions, setRevisions] = useState<Revision[]>([]);
  const [error, setError] = useState<unknown>();
  const [actionError, setActionError] = useState<unknown>();
  const load = useCallback(() => {
    const params = { collection, id };
    Promise.all([
      call('GET /resources/*collection/:id', { params }),
      call('GET /resources/*collection/:id/history', { params }),
    ]).then(([r, h]) => {
      setResource(r);
      setRevisions([...h.revisions].reverse());
      setError(undefined);
    }, setError);
  }, [collection, id]);
  useEffect(load, [load]);
  useApiEvents((e) => {
    if (
      e.type === 'connected' ||
      (e.type === 'resource' && e.id === id && e.collection === resource?.collection)
    )
      load();
  });

  if (error instanceof ApiError && error.status === 404)
    return (
      <p role="alert" className="field-error">
        {t('message.notFound')}
      </p>
    );
  if (error) return <LocalError error={error} />;
  if (!resource) return <p className="muted">{t('message.loading')}</p>;
  const family = familyByName.get(resource.family);
  const documentId =
    family && family.format !== 'upload' ? digestOf(family, resource.body).documentId : undefined;
  const toDraft = () =>
    call('POST /drafts', { body: { from: { collection: resource.collection, id } } }).then(
      (d) => navigate('drafts', d.id),
      setActionError,
    );
  // Revisions by the same key are by the same relation.
  const sender = (owner: string) =>
    senderOf(
      owner,
      t,
      owner === resource.owner && resource.senderRelation
        ? customerName(counterparties, resource.senderRelation)
        : undefined,
    );
  const isOrder = resource.family === 'StaffingOrder';
  const save = (format: 'json' | 'xml') =>
    exportFile(
      { collection: resource.collection, id: resource.id },
      format,
      `${resource.family}-${resource.id}.${format}`,
    ).catch(setActionError);

  return (
    <article className="message-page" aria-labelledby="message-heading">
      <h1 id="message-heading" tabIndex={-1}>
        {title(resource.family, documentId)}{' '}
        {resource.deleted ? <span className="badge danger">{t('message.deleted')}</span> : null}
      </h1>
      <dl className="facts">
        <dt>{t('message.kind')}</dt>
        <dd>{familyTitle(resource.family)}</dd>
        <dt>{t('message.received')}</dt>
        <dd>
          <When iso={resource.createdAt} />
        </dd>
        <dt>{t('message.lastChange')}</dt>
        <dd>
          <When iso={resource.updatedAt} /> · {t('message.col.revision').toLowerCase()} {resource.revision}
        </dd>
        <dt>{t('message.from')}</dt>
        <dd>
          {sender(resource.owner)}
          <SenderTie
            owner={resource.owner}
            relation={resource.senderRelation}
            customer={resource.body.customer}
            onTied={load}
          />
        </dd>
      </dl>
      {resource.deleted ? null : (
        <div className="toolbar">
          {resource.family === 'Assignment' ? <TimecardLink assignment={resource.body} /> : null}
          {isOrder ? (
            <a
              className="button primary"
              href={href('placements', 'new', 'order', ...resource.collection.split('/').filter(Boolean), id)}
            >
              {t('order.place')}
            </a>
          ) : null}
          <button
            type="button"
            className={resource.family === 'Assignment' || isOrder ? '' : 'primary'}
            onClick={toDraft}
          >
            {t('message.useAsDraft')}
          </button>
          <button type="button" onClick={() => save('json')}>
            {t('actions.exportJson')}
          </button>
          <button type="button" onClick={() => save('xml')}>
            {t('actions.exportXml')}
          </button>
        </div>
      )}
      {actionError ? <LocalError error={actionError} /> : null}
      {resource.deleted ? null : (
        <Preview
          heading={t('readable.label')}
          source={{ collection: resource.collection, id }}
          revision={resource.revision}
          readable={<ReadableMessage family={resource.family} body={resource.body} />}
        />
      )}
      <h2>{t('message.history')}</h2>
      <History revisions={revisions} sender={sender} />
    </article>
  );
}
