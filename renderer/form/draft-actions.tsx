// What can be done with a draft as a whole: export it as a SETU file (JSON or XML, named as the server
// suggests), duplicate it, delete it. Each first saves what is unsaved.
import { call } from '../api/call.ts';
import { exportFile } from '../api/files.ts';
import { useT } from '../i18n/intl.tsx';
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
  onError(error: unknown): void;
}) {
  const t = useT();
  const run = (action: () => Promise<void>) => () => {
    onError(undefined);
    action().catch(onError);
  };
  const exportAs = (format: 'json' | 'xml') =>
    run(async () => {
      await saver.flush();
      await exportFile({ draft: id }, format, `${id}.${format}`);
    });
  const duplicate = run(async () => {
    await saver.flush();
    const copy = await call('POST /drafts/:id/duplicate', { params: { id } });
    navigate('drafts', copy.id);
  });
  const remove = run(async () => {
    if (!window.confirm(t('drafts.deleteConfirm', { title }))) return;
    saver.discard();
    await call('DELETE /drafts/:id', { params: { id } });
    navigate('drafts');
  });
  return (
    <div className="draft-actions">
      <button type="button" onClick={exportAs('json')}>
        {t('actions.exportJson')}
      </button>
      <button type="button" onClick={exportAs('xml')}>
        {t('actions.exportXml')}
      </button>
      <button type="button" onClick={duplicate}>
        {t('actions.duplicate')}
      </button>
      <button type="button" onClick={remove}>
        {t('actions.delete')}
      </button>
    </div>
  );
}
