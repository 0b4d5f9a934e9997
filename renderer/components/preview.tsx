// A message in tabs: readable (the default, where there is a readable view) and as JSON or XML for
// integrators, read-only and copyable, exactly as export writes it. `source` names it as export does:
// a draft, or a stored message by its collection and id.
import { type ReactNode, useEffect, useId, useState } from 'react';
import { callFile } from '../api/call.ts';
import type { ExportSource } from '../api/files.ts';
import { LocalError } from '../errors/error-text.tsx';
import { useT } from '../i18n/intl.tsx';
import './preview.css';

type Tab = 'readable' | 'json' | 'xml';

function SourceText({
  source,
  format,
  revision,
  given,
}: {
  source?: ExportSource;
  format: 'json' | 'xml';
  revision?: number;
  given?: string;
}) {
  const t = useT();
  const [text, setText] = useState(given ?? '');
  const [error, setError] = useState<unknown>();
  const [copied, setCopied] = useState(false);
  // The source's members, not the object a render makes: the same source is not fetched again.
  const named = source && JSON.stringify(source);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision of the same source is refetched
  useEffect(() => {
    if (source === undefined) return;
    let live = true;
    callFile('GET /export', { query: { ...source, format } })
      .then((res) => res.text())
      .then((body) => {
        if (!live) return;
        setText(body);
        setError(undefined);
      })
      .catch((e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [named, format, revision]);
  if (error) return <LocalError error={error} />;
  return (
    <>
      <div className="toolbar">
        <button
          type="button"
          onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
        >
          {copied ? t('preview.copied') : t('preview.copy')}
        </button>
      </div>
      <textarea
        readOnly
        aria-label={t('preview.text', { format: format.toUpperCase() })}
        value={text}
        spellCheck={false}
      />
    </>
  );
}

export function Preview({
  source,
  texts,
  revision,
  readable,
  heading,
}: {
  /** The draft or stored message to export. */
  source?: ExportSource;
  /** The message as it was sent, where there is nothing to export it from (an outbox entry). */
  texts?: Partial<Record<'json' | 'xml', string>>;
  revision?: number;
  /** The readable view; without one the JSON tab is first. */
  readable?: ReactNode;
  /** The section's heading; "Preview" unless given. */
  heading?: string;
}) {
  const t = useT();
  const [tab, setTab] = useState<Tab>(readable ? 'readable' : 'json');
  const id = useId();
  const formats = texts
    ? (['json', 'xml'] as const).filter((f) => texts[f] !== undefined)
    : (['json', 'xml'] as const);
  const tabs: Tab[] = readable ? ['readable', ...formats] : [...formats];
  const name = (x: Tab) => (x === 'readable' ? t('preview.readable') : x.toUpperCase());
  return (
    <section className="preview" aria-labelledby={`${id}-heading`}>
      <div className="toolbar">
        <h2 id={`${id}-heading`}>{heading ?? t('preview.heading')}</h2>
        <div role="tablist" aria-label={t('preview.format')}>
          {tabs.map((x) => (
            <button
              key={x}
              type="button"
              role="tab"
              id={`${id}-${x}`}
              aria-selected={tab === x}
              aria-controls={`${id}-panel`}
              onClick={() => setTab(x)}
            >
              {name(x)}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'readable' ? (
          readable
        ) : (
          <SourceText key={tab} source={source} format={tab} revision={revision} given={texts?.[tab]} />
        )}
      </div>
    </section>
  );
}
