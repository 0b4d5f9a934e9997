// One draft (#/drafts/<id>): its form (generated from the family's schema, with a purpose-built editor
// for some members where the family has one, or the XML text of an invoice), autosaved as the user
// types with the issues shown at their fields, and a customer's refusal with a way to each field it
// named; the JSON/XML preview, queueing for a counterparty, export, duplicate and delete.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { digestOf } from '../../shared/messages/digest.ts';
import { familyByName, schemaOf } from '../../shared/messages/registry.ts';
import type { ValidationIssue } from '../../shared/schema/errors.ts';
import { call } from '../api/call.ts';
import { ApiError } from '../api/client.ts';
import { useFamilyTitle } from '../components/families.tsx';
import { useMessageTitle } from '../components/message-title.ts';
import { Preview } from '../components/preview.tsx';
import { useShortcut } from '../components/shortcuts.ts';
import { useApiEvents } from '../components/use-api-events.ts';
import { useDebounced } from '../components/use-debounced.ts';
import { LocalError } from '../errors/error-text.tsx';
import { type Draft, DraftSaver } from '../form/autosave.ts';
import { DraftActions } from '../form/draft-actions.tsx';
import type { FamilyEditor } from '../form/family-editor.ts';
import { IssueSummary } from '../form/issue-summary.tsx';
import { type Model, modelFor } from '../form/model.ts';
import { QueuePanel } from '../form/queue-panel.tsx';
import { RefusalNotice } from '../form/refusal-notice.tsx';
import { SaveStatus } from '../form/save-status.tsx';
import { SchemaForm } from '../form/schema-form.tsx';
import { FormContext, FormStore, useFormStore } from '../form/store.ts';
import { XmlEditor } from '../form/xml-editor.tsx';
import { useT } from '../i18n/intl.tsx';
import { ReadableMessage } from '../readable/readable-message.tsx';
import { navigate } from '../router.ts';
import { familyEditors } from './family-editors.ts';
import './draft-editor.css';

/** An invoice's body is `{ xml }`, which no schema describes. */
const UNTYPED: Model = { kind: 'any' };

function modelOf(family: string, version: string): Model {
  const f = familyByName.get(family);
  const schema = f && schemaOf(f, version);
  return schema ? modelFor(schema) : UNTYPED;
}

/** A purpose-built editor with the whole body; the issues under its members are its to show. */
function FamilyEditorHost({
  editor,
  draftId,
  issues,
}: {
  editor: FamilyEditor;
  draftId: string;
  issues: ValidationIssue[];
}) {
  const store = useFormStore();
  const body = useSyncExternalStore(store.subscribe, store.getBody);
  useEffect(() => {
    const off = editor.members.map((m) => store.register(`/${m}`, true));
    return () => {
      for (const f of off) f();
    };
  }, [store, editor]);
  const onChange = useCallback((next: Record<string, unknown>) => store.replace(next, true), [store]);
  const Editor = editor.component;
  return <Editor draftId={draftId} body={body} onChange={onChange} issues={issues} />;
}

function VersionChoice({
  family,
  version,
  onChange,
}: {
  family: string;
  version: string;
  onChange(v: string): void;
}) {
  const t = useT();
  const versions = familyByName.get(family)?.versions.filter((v) => v.schema) ?? [];
  if (versions.length < 2) return <>{t('editor.version', { version })}</>;
  return (
    <label>
      {t('editor.versionLabel')}{' '}
      <select value={version} onChange={(e) => onChange(e.target.value)}>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            {v.version}
          </option>
        ))}
      </select>
    </label>
  );
}

/** How long typing pauses before the readable view follows: it lays out the whole message. */
const READABLE_PAUSE_MS = 300;

/** The readable view of the body as it is being typed. */
function LiveReadable({ store, family }: { store: FormStore; family: string }) {
  const body = useDebounced(useSyncExternalStore(store.subscribe, store.getBody), READABLE_PAUSE_MS);
  return <ReadableMessage family={family} body={body} />;
}

function DraftEditor({ initial }: { initial: Draft }) {
  const familyTitle = useFamilyTitle();
  const messageTitle = useMessageTitle();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<unknown>();
  const [{ store, saver }] = useState(() => {
    let saving: DraftSaver | undefined;
    const form = new FormStore(modelOf(initial.family, initial.version), initial.body, (body) =>
      saving?.edit(body),
    );
    saving = new DraftSaver(initial.id, initial, (saved) => {
      form.setIssues(saved.issues);
      setDraft(saved);
    });
    form.setIssues(initial.issues);
    return { store: form, saver: saving };
  });
  const model = useMemo(() => modelOf(draft.family, draft.version), [draft.family, draft.version]);
  useEffect(() => store.setModel(model), [store, model]);
  useEffect(() => () => saver.close(), [saver]);

  /** Someone else's save, taken when nothing typed here is unsaved. */
  const take = useCallback(
    (theirs: Draft) => {
      saver.adopt(theirs);
      store.replace(theirs.body, false);
      store.setIssues(theirs.issues);
      setDraft(theirs);
    },
    [saver, store],
  );
  useApiEvents((e) => {
    if (e.type === 'draft' && e.id === initial.id && e.op === 'delete') return saver.markGone();
    if (!(e.type === 'connected' || (e.type === 'draft' && e.id === initial.id)) || !saver.idle) return;
    call('GET /drafts/:id', { params: { id: initial.id } }).then(
      (theirs) => {
        if (theirs.revision > saver.currentRevision && saver.idle) take(theirs);
      },
      (err: unknown) => {
        if (err instanceof ApiError && err.status === 404) saver.markGone();
      },
    );
  });

  const shownCount = useSyncExternalStore(store.subscribeIssues, () => store.issues().length);
  const f = familyByName.get(draft.family);
  const editor = familyEditors[draft.family];
  const omit = useMemo(() => new Set(editor?.members ?? []), [editor]);
  const saveAsNew = () =>
    call('POST /drafts', {
      body: { family: draft.family, version: draft.version, body: store.getBody() },
    }).then((copy) => navigate('drafts', copy.id), setError);
  useShortcut('save', () => void saver.flush());
  // The title follows the document number as it is typed, without re-rendering the form on each key.
  const documentId = useSyncExternalStore(store.subscribe, () =>
    f && f.format !== 'upload' ? digestOf(f, store.getBody()).documentId : undefined,
  );
  const title = messageTitle(draft.family, documentId);
  return (
    <FormContext.Provider value={store}>
      <div className="draft-editor" data-draft={draft.id}>
        <header className="editor-head">
          <div>
            <h1 tabIndex={-1}>{title}</h1>
            <p className="muted">
              {familyTitle(draft.family)} ·{' '}
              <VersionChoice
                family={draft.family}
                version={draft.version}
                onChange={(v) => void saver.changeVersion(v, store.getBody())}
              />
            </p>
          </div>
          <SaveStatus
            saver={saver}
            onKeepMine={() => void saver.keepMine(store.getBody())}
            onUseTheirs={() => saver.state.kind === 'conflict' && take(saver.state.theirs)}
            onSaveAsNew={saveAsNew}
          />
          <DraftActions id={draft.id} title={title} saver={saver} onError={setError} />
        </header>
        {error ? <LocalError error={error} /> : null}
        <IssueSummary />
        <RefusalNotice draftId={draft.id} />
        <div className="editor-body">
          <div className="editor-form">
            {f?.format === 'ubl' ? (
              <XmlEditor />
            ) : (
              <>
                {editor ? (
                  <FamilyEditorHost editor={editor} draftId={draft.id} issues={draft.issues} />
                ) : null}
                <SchemaForm model={model} omit={omit} />
              </>
            )}
          </div>
          <aside className="editor-side">
            <QueuePanel
              draftId={draft.id}
              family={draft.family}
              issueCount={draft.issues.length > 0 ? Math.max(shownCount, 1) : 0}
              save={() => saver.flush()}
              onIssues={(issues) => store.setIssues(issues)}
            />
            <Preview
              source={{ draft: draft.id }}
              revision={draft.revision}
              readable={<LiveReadable store={store} family={draft.family} />}
            />
          </aside>
        </div>
      </div>
    </FormContext.Provider>
  );
}

export function DraftEditorPage({ id }: { id: string }) {
  const t = useT();
  const [loaded, setLoaded] = useState<{ draft?: Draft; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    setLoaded({});
    call('GET /drafts/:id', { params: { id } }).then(
      (draft) => live && setLoaded({ draft }),
      (e: unknown) => live && setLoaded({ error: e }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (loaded.error) return <LocalError error={loaded.error} />;
  if (!loaded.draft || loaded.draft.id !== id) return <p className="muted">{t('editor.loading')}</p>;
  return <DraftEditor key={loaded.draft.id} initial={loaded.draft} />;
}
