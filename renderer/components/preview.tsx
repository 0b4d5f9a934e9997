// A message as JSON or XML, read-only and copyable, exactly as export writes it. `source` is the
// export query naming it: `draft=<id>` or `collection=<path>&id=<id>`.
import { useEffect, useId, useState } from 'react';
import { ApiError, apiResponse } from '../api/client.ts';
import './preview.css';

export function Preview({ source, revision }: { source: string; revision?: number }) {
  const [format, setFormat] = useState<'json' | 'xml'>('json');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [copied, setCopied] = useState(false);
  const labelId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision of the same source is refetched
  useEffect(() => {
    let live = true;
    apiResponse(`export?${source}&format=${format}`)
      .then((res) => res.text())
      .then((t) => {
        if (!live) return;
        setText(t);
        setError('');
      })
      .catch((e: unknown) => {
        if (live) setError(e instanceof ApiError ? e.message : String(e));
      });
    return () => {
      live = false;
    };
  }, [source, format, revision]);
  return (
    <section className="preview" aria-labelledby={labelId}>
      <div className="toolbar">
        <h2 id={labelId}>Preview</h2>
        <div role="tablist" aria-label="Format">
          {(['json', 'xml'] as const).map((f) => (
            <button
              key={f}
              type="button"
              role="tab"
              aria-selected={format === f}
              onClick={() => setFormat(f)}
            >
              {f.toUpperCase()}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : (
        <textarea readOnly aria-label={`${format.toUpperCase()} preview`} value={text} spellCheck={false} />
      )}
    </section>
  );
}
