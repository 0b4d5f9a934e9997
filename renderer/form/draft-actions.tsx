// What can be done with a draft as a whole: export it as a SETU file (JSON or XML, named as the server
// suggests), duplicate it, delete it. Each first saves what is unsaved.
import { api } from '../api/client.ts';
import { exportFile } from '../api/files.ts';
import { navigate } from '../router.ts';
import type { DraftSaver } from './autosave.ts';

export function DraftActions({
  id,
  title,
  saver,
  onError,
}: {
  id: string;
  title: string;
  saver: DraftSaver;
  onError(message: string): void;
}) {
  const run = (action: () => Promise<void>) => () => {
    onError('');
    action().catch((e: Error) => onError(e.message));
  };
  const exportAs = (format: 'json' | 'xml') =>
    run(async () => {
      await saver.flush();
      await exportFile({ draft: id, format }, `${id}.${format}`);
    });
  const duplicate = run(async () => {
    await saver.flush();
    const copy = await api<{ id: string }>(`drafts/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });
    navigate('drafts', copy.id);
  });
  const remove = run(async () => {
    if (!window.confirm(`Delete the draft "${title}"? This cannot be undone.`)) return;
    saver.discard();
    await api(`drafts/${encodeURIComponent(id)}`, { method: 'DELETE' });
    navigate('drafts');
  });
  return (
    <div className="draft-actions">
      <button type="button" onClick={exportAs('json')}>
        Export JSON
      </button>
      <button type="button" onClick={exportAs('xml')}>
        Export XML
      </button>
      <button type="button" onClick={duplicate}>
        Duplicate
      </button>
      <button type="button" onClick={remove}>
        Delete
      </button>
    </div>
  );
}
