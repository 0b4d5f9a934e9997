// A message as a person would print it: in short who, what, which period and how much (shared/messages/digest.ts,
// with names put to its parties), then every part of it under the label table's names: single values as
// a list of facts, groups as sections, repeated groups (rates, lines) as tables. A timecard's hours and
// allowances are tables by day; an invoice is its sheet, as on paper. JSON and XML stay a tab away for
// integrators.
import type { ReactNode } from 'react';
import { digestOf } from '../../shared/messages/digest.ts';
import { familyByName } from '../../shared/messages/registry.ts';
import { usePeriodWords } from '../components/digest-cells.tsx';
import { useMessageTitle } from '../components/message-title.ts';
import { columnName } from '../form/columns.ts';
import { useFormats, useLanguage, useT } from '../i18n/intl.tsx';
import { InvoiceSheet } from '../invoices/invoice-sheet.tsx';
import { fieldLabel } from '../words/field-labels.ts';
import { AttachmentLink } from './attachment-link.tsx';
import { usePartyNames, useWorkerName } from './names.ts';
import { TimecardLines } from './timecard-lines.tsx';
import { ublSheet } from './ubl-sheet.ts';
import { useValueWords } from './value-words.ts';
import './readable.css';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Members a family's own table shows (readable/timecard-lines.tsx). */
const ownTables: Record<string, string[]> = { Timecard: ['timeInterval', 'allowance'] };

function Summary({ family, body }: { family: string; body: Json }) {
  const t = useT();
  const f = useFormats();
  const title = useMessageTitle();
  const period = usePeriodWords();
  const partyName = usePartyNames();
  const f0 = familyByName.get(family);
  const digest = f0 ? digestOf(f0, body) : { workerIds: [] };
  const worker = useWorkerName(digest);
  const party = (p: typeof digest.customer) => {
    const { name, mine } = partyName(p);
    if (name) return mine ? t('readable.myAgency', { name }) : name;
    if (p?.ids.length) return t('readable.numbers', { numbers: p.ids.join(', ') });
    return p?.kvk ? t('readable.kvk', { number: p.kvk }) : undefined;
  };
  const facts: [string, ReactNode][] = [
    [t('readable.what'), title(family, digest.documentId)],
    [t('readable.worker'), worker],
    [t('readable.customer'), party(digest.customer)],
    [t('readable.supplier'), party(digest.supplier)],
    [t('readable.position'), digest.position],
    [t('readable.period'), digest.period ? period(digest.period) : undefined],
    [t('readable.hours'), digest.minutes !== undefined ? f.hours(digest.minutes) || f.number(0) : undefined],
    [
      family === 'Invoice' ? t('readable.payable') : t('readable.amount'),
      digest.amount !== undefined ? f.money(digest.amount) : undefined,
    ],
    [
      t('readable.rate'),
      digest.hourRate !== undefined ? t('readable.perHour', { amount: f.money(digest.hourRate) }) : undefined,
    ],
  ];
  return (
    <section className="readable-summary" aria-label={t('readable.summary')}>
      <dl className="facts">
        {facts
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** The leaf paths of a list's items, as columns: nested groups flattened until a value reads as one. */
function columnsOf(items: Json[], of: (v: unknown) => string | undefined): string[][] {
  const paths: string[][] = [];
  const seen = new Set<string>();
  const walk = (value: unknown, path: string[]) => {
    if (path.length > 0 && (of(value) !== undefined || !isObject(value))) {
      const key = path.join('/');
      if (!seen.has(key)) {
        seen.add(key);
        paths.push(path);
      }
      return;
    }
    if (isObject(value)) for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  for (const item of items) walk(item, []);
  return paths;
}

const valueAt = (item: unknown, path: string[]) =>
  path.reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), item);

function Cell({ value, name }: { value: unknown; name: string | undefined }) {
  const words = useValueWords();
  if (name === 'attachment' && isObject(value)) return <AttachmentLink attachment={value} />;
  return <>{words.of(value) ?? ''}</>;
}

function ListTable({ tokens, items }: { tokens: string[]; items: Json[] }) {
  const t = useT();
  const { language } = useLanguage();
  const words = useValueWords();
  const columns = columnsOf(items, words.of);
  const label = (path: string[]) =>
    columnName(path.map((_, i) => fieldLabel([...tokens, '0', ...path.slice(0, i + 1)], language)));
  return (
    <div className="table-scroll">
      <table className="readable-table">
        <caption className="visually-hidden">{fieldLabel(tokens, language)}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('readable.line')}</span>
            </th>
            {columns.map((c) => (
              <th scope="col" key={c.join('/')}>
                {label(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are shown in the message's order, never reordered
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              {columns.map((c) => (
                <td key={c.join('/')}>
                  <Cell value={valueAt(item, c)} name={c.at(-1)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Whether a value shows anything: a heading with nothing under it ("Work locations", an empty list) is left out. */
function shows(value: unknown, of: (v: unknown) => string | undefined): boolean {
  const line = of(value);
  if (line !== undefined) return line.trim() !== '';
  if (Array.isArray(value)) return value.some((item) => shows(item, of));
  return isObject(value) && Object.values(value).some((v) => shows(v, of));
}

function Members({ value, tokens, depth }: { value: Json; tokens: string[]; depth: number }) {
  const { language } = useLanguage();
  const words = useValueWords();
  const facts: [string, ReactNode][] = [];
  const parts: ReactNode[] = [];
  for (const [name, v] of Object.entries(value)) {
    const path = [...tokens, name];
    const label = fieldLabel(path, language);
    const line = words.of(v);
    if (name === 'attachment' && isObject(v))
      facts.push([label, <AttachmentLink key={name} attachment={v} />]);
    else if (!shows(v, words.of)) continue;
    else if (line !== undefined) facts.push([label, line]);
    else if (Array.isArray(v) && v.every(isObject))
      parts.push(
        <Part key={name} title={label} depth={depth}>
          <ListTable tokens={path} items={v} />
        </Part>,
      );
    else if (isObject(v))
      parts.push(
        <Part key={name} title={label} depth={depth}>
          <Members value={v} tokens={path} depth={depth + 1} />
        </Part>,
      );
  }
  return (
    <>
      {facts.length > 0 ? (
        <dl className="facts">
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {parts}
    </>
  );
}

function Part({ title, depth, children }: { title: string; depth: number; children: ReactNode }) {
  const Heading = depth <= 0 ? 'h3' : depth === 1 ? 'h4' : 'h5';
  return (
    <section className="readable-part">
      <Heading>{title}</Heading>
      {children}
    </section>
  );
}

export function ReadableMessage({ family, body }: { family: string; body: Json }) {
  const t = useT();
  const own = ownTables[family] ?? [];
  const rest = Object.fromEntries(Object.entries(body).filter(([k]) => !own.includes(k)));
  if (family === 'Invoice') {
    // An invoice reads as the paper one: the sheet the agency's own invoice page shows.
    const sheet = typeof body.xml === 'string' ? ublSheet(body.xml) : undefined;
    return (
      <div className="readable">
        {sheet ? <InvoiceSheet sheet={sheet} /> : <p className="muted">{t('readable.invoice')}</p>}
      </div>
    );
  }
  if (Object.keys(body).length === 0) return <p className="muted">{t('readable.empty')}</p>;
  return (
    <div className="readable">
      <Summary family={family} body={body} />
      {family === 'Timecard' ? <TimecardLines body={body} /> : null}
      <Members value={rest} tokens={[]} depth={0} />
    </div>
  );
}
