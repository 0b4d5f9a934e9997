// A counterparty's error answer, kept as it sent it (a SETU error object as JSON or XML, or any text),
// shown as the reason and the list of problems rather than as raw markup.
import { useT } from '../i18n/intl.tsx';

export interface ReadableError {
  summary: string;
  details: string[];
}

interface ErrorObject {
  code?: unknown;
  description?: unknown;
  message?: unknown;
  errors?: { path?: unknown; code?: unknown; message?: unknown }[];
}

const line = (path: unknown, message: unknown) =>
  [path, message].filter((x) => typeof x === 'string' && x !== '').join(': ');

function fromJson(text: string): ReadableError | undefined {
  let value: ErrorObject;
  try {
    value = JSON.parse(text) as ErrorObject;
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const summary = [value.description, value.message, value.code].find((x) => typeof x === 'string');
  if (typeof summary !== 'string') return undefined;
  const errors = Array.isArray(value.errors) ? value.errors : [];
  return { summary, details: errors.map((e) => line(e?.path, e?.message ?? e?.code)).filter(Boolean) };
}

function fromXml(text: string): ReadableError | undefined {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.querySelector('parsererror')) return undefined;
  const first = (name: string, within: Element | Document = doc) =>
    within.getElementsByTagName(name)[0]?.textContent?.trim() ?? '';
  const summary = first('description') || first('message') || first('code');
  if (!summary) return undefined;
  const details = [...doc.getElementsByTagName('errors')].map((e) =>
    line(first('path', e), first('message', e) || first('code', e)),
  );
  return { summary, details: details.filter(Boolean) };
}

export function readError(text: string): ReadableError {
  const trimmed = text.trim();
  const read = trimmed.startsWith('<') ? fromXml(trimmed) : fromJson(trimmed);
  return read ?? { summary: trimmed, details: [] };
}

/** The full error: the reason, each problem on its own line, and the answer as it came. */
export function CounterpartyError({ text }: { text: string }) {
  const t = useT();
  const { summary, details } = readError(text);
  return (
    <div className="counterparty-error">
      <p>{summary}</p>
      {details.length > 0 ? (
        <ul>
          {details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null}
      {summary !== text.trim() ? (
        <details>
          <summary>{t('error.asReceived')}</summary>
          <pre>{text}</pre>
        </details>
      ) : null}
    </div>
  );
}
