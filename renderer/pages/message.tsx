// One stored message (received, or imported as received): what it is, its revisions, the JSON/XML
// preview, export, and "Use as draft" to answer it or send it on.
import { useCallback, useEffect, useState } from 'react';
import { at, familyByName } from '../../shared/registry.ts';
import { ApiError, api } from '../api/client.ts';
import { exportFile } from '../api/files.ts';
import { familyTitle } from '../components/families.tsx';
import { senderOf } from '../components/messages.ts';
import { Preview } from '../components/preview.tsx';
import { useApiEvents } from '../components/use-api-events.ts';
import { When } from '../components/when.tsx';
import { navigate } from '../router.ts';
import { TimecardLink } from '../week/timecard-link.tsx';
import './message.css';

interface Resource {
  collection: string;
  id: string;
  family: string;
  owner: string;
  revision: number;
  body: Record<string, unknown>;
  standardVersion: string;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
}

interface Revision {
  revision: number;
  op: 'create' | 'update' | 'delete';
  body: Record<string, unknown>;
  standardVersion: string;
  owner: string;
  at: string;
}

const changes = { create: 'Created', update: 'Updated', delete: 'Deleted' };

function titleOf(r: Resource): string {
  const f = familyByName.get(r.family);
  const documentId = f?.documentId ? at(r.body, `${f.documentId}/value`) : undefined;
  return [familyTitle(r.family), typeof documentId === 'string' ? documentId : ''].join(' ').trim();
}

function History({ revisions }: { revisions: Revision[] }) {
  const [open, setOpen] = useState<number | undefined>(undefined);
  return (
    <table className="history">
      <caption className="visually-hidden">Revisions</caption>
      <thead>
        <tr>
          <th scope="col">Revision</th>
          <th scope="col">Change</th>
          <th scope="col">When</th>
          <th scope="col">By</th>
          <th scope="col">Version</th>
          <th scope="col">
            <span className="visually-hidden">Body</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {revisions.map((r) => (
          <tr key={r.revision}>
            <td>{r.revision}</td>
            <td>{changes[r.op]}</td>
            <td>
              <When iso={r.at} />
            </td>
            <td>{senderOf(r.owner)}</td>
            <td>{r.standardVersion}</td>
            <td>
              <button
                type="button"
                aria-expanded={open === r.revision}
                onClick={() => setOpen(open === r.revision ? undefined : r.revision)}
              >
                {open === r.revision ? 'Hide' : 'Show'} revision {r.revision}
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
  const [resource, setResource] = useState<Resource>();
  const [revisions, setRevisions] = useState<Revision[]>([]);
  const [error, setError] = useState('');
  const [actionError, setActionError] = useState('');
  const path = `resources/${collection}/${encodeURIComponent(id)}`;
  const load = useCallback(() => {
    Promise.all([api<Resource>(path), api<{ revisions: Revision[] }>(`${path}/history`)]).then(
      ([r, h]) => {
        setResource(r);
        setRevisions([...h.revisions].reverse());
        setError('');
      },
      (e: unknown) =>
        setError(e instanceof ApiError && e.status === 404 ? 'There is no such message.' : String(e)),
    );
  }, [path]);
  useEffect(load, [load]);
  useApiEvents((e) => {
    if (
      e.type === 'connected' ||
      (e.type === 'resource' && e.id === id && e.collection === resource?.collection)
    )
      load();
  });

  if (error)
    return (
      <p role="alert" className="field-error">
        {error}
      </p>
    );
  if (!resource) return <p className="muted">Loading…</p>;
  const toDraft = () =>
    api<{ id: string }>('drafts', {
      method: 'POST',
      body: { from: { collection: resource.collection, id } },
    }).then(
      (d) => navigate('drafts', d.id),
      (e: Error) => setActionError(e.message),
    );
  const save = (format: 'json' | 'xml') =>
    exportFile(
      { collection: resource.collection, id: resource.id, format },
      `${resource.family}-${resource.id}.${format}`,
    ).catch((e: Error) => setActionError(e.message));

  return (
    <article className="message-page" aria-labelledby="message-heading">
      <h1 id="message-heading">
        {titleOf(resource)} {resource.deleted ? <span className="badge danger">Deleted</span> : null}
      </h1>
      <dl className="facts">
        <dt>Family</dt>
        <dd>{familyTitle(resource.family)}</dd>
        <dt>Version</dt>
        <dd>{resource.standardVersion}</dd>
        <dt>Received</dt>
        <dd>
          <When iso={resource.createdAt} />
        </dd>
        <dt>Last change</dt>
        <dd>
          <When iso={resource.updatedAt} /> (revision {resource.revision})
        </dd>
        <dt>From</dt>
        <dd>{senderOf(resource.owner)}</dd>
      </dl>
      {resource.deleted ? null : (
        <div className="toolbar">
          {resource.family === 'Assignment' ? <TimecardLink assignment={resource.body} /> : null}
          <button
            type="button"
            className={resource.family === 'Assignment' ? '' : 'primary'}
            onClick={toDraft}
          >
            Use as draft
          </button>
          <button type="button" onClick={() => save('json')}>
            Export JSON
          </button>
          <button type="button" onClick={() => save('xml')}>
            Export XML
          </button>
          {actionError ? (
            <span role="alert" className="field-error">
              {actionError}
            </span>
          ) : null}
        </div>
      )}
      <h2>History</h2>
      <History revisions={revisions} />
      {resource.deleted ? null : (
        <Preview
          source={`collection=${encodeURIComponent(resource.collection)}&id=${encodeURIComponent(id)}`}
          revision={resource.revision}
        />
      )}
    </article>
  );
}
