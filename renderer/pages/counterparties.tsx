// Relations: the back offices the outbox delivers to, described by what they do for the agency. Add,
// edit, test the connection (reachable, how fast, whether the sign-in server gave us a token, and
// whether our sign-in is accepted, only where one is set and was checked) and delete (refused while
// messages for it wait).
import { useState } from 'react';
import type { ConnectionReport, FamilyProbe } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { CounterpartyForm } from '../components/counterparty-form.tsx';
import { useFamilyPlural, useFamilyTitle } from '../components/families.tsx';
import { reportConnectionTest } from '../components/sync-state.ts';
import { type Counterparty, useCounterparties } from '../components/use-counterparties.ts';
import { LocalError, useOutcomeWords } from '../errors/error-text.tsx';
import { networkOutcome } from '../errors/outcome.ts';
import { type Translate, useFormats, useT } from '../i18n/intl.tsx';
import './counterparties.css';

type RowNote = { ok: boolean; text: string; families: FamilyProbe[] } | { error: unknown };

/** What the test verified, and nothing more. */
function describe(
  r: ConnectionReport,
  name: string,
  t: Translate,
  unreachable: string,
): { ok: boolean; text: string } {
  if (!r.reachable) return { ok: false, text: unreachable };
  const reached = t('cp.test.reachable', { name, ms: r.latencyMs });
  if (r.token?.obtained === false)
    return { ok: false, text: `${reached} ${t(`cp.test.token.${r.token.refusal}`, { name })}` };
  const said = r.token?.obtained ? `${reached} ${t('cp.test.signedIn')}` : reached;
  const oauth = r.signIn === 'oauth2';
  if (r.keyAccepted === false)
    return {
      ok: false,
      text: `${said} ${
        r.signIn === 'none'
          ? t('cp.test.keyWanted', { name })
          : oauth
            ? t('cp.test.signInRefused')
            : t('cp.test.keyRefused')
      }`,
    };
  if (r.keyAccepted === true)
    return { ok: true, text: `${said} ${oauth ? t('cp.test.signInAccepted') : t('cp.test.keyAccepted')}` };
  return {
    ok: true,
    text: `${said} ${r.signIn !== 'none' ? t('cp.test.keyUnchecked') : t('cp.test.noKeyNeeded')}`,
  };
}

/** Per message type we send, whether the counterparty's system takes it, in words. */
function FamilyProbes({ probes, name }: { probes: FamilyProbe[]; name: string }) {
  const t = useT();
  const title = useFamilyTitle();
  // A family with more than one collection (a request for quotation, an order) names which.
  const many = (family: string) => probes.filter((p) => p.family === family).length > 1;
  return (
    <table className="probes">
      <caption>{t('cp.test.families', { name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cp.test.col.family')}</th>
          <th scope="col">{t('cp.test.col.served')}</th>
        </tr>
      </thead>
      <tbody>
        {probes.map((p) => (
          <tr key={p.path} className={p.served === 'served' ? undefined : 'field-error'}>
            <th scope="row">{many(p.family) ? `${title(p.family)} (${p.label})` : title(p.family)}</th>
            <td>{t(`cp.test.served.${p.served}`, { name })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How the relation's sign-in reads in the list. */
function signInWords(cp: Counterparty, t: Translate): string {
  if (cp.auth === 'oauth2') return t('cp.key.oauth2');
  if (cp.auth === 'header') return t('cp.key.header');
  return cp.auth === 'bearer' && cp.hasToken ? t('cp.key.set') : t('cp.key.none');
}

function CounterpartyRow({ cp, onEdit }: { cp: Counterparty; onEdit(): void }) {
  const t = useT();
  const plural = useFamilyPlural();
  const outcomeWords = useOutcomeWords();
  const { locale } = useFormats();
  const [note, setNote] = useState<RowNote>();
  const [testing, setTesting] = useState(false);
  const shownName = cp.party?.name?.trim() || cp.name;
  const test = async () => {
    setTesting(true);
    setNote(undefined);
    try {
      const report = await call('POST /counterparties/:name/test', { params: { name: cp.name } });
      reportConnectionTest(cp.name, report);
      const unreachable = outcomeWords({ ...networkOutcome(report.error ?? ''), next: 'none' }, shownName);
      const said = describe(report, shownName, t, unreachable);
      const notServed = report.families.some((p) => p.served === 'not-served');
      setNote(
        notServed
          ? { ok: false, text: `${said.text} ${t('cp.test.someNotServed')}`, families: report.families }
          : { ...said, families: report.families },
      );
    } catch (e) {
      setNote({ error: e });
    } finally {
      setTesting(false);
    }
  };
  const remove = async () => {
    if (!window.confirm(t('cp.deleteConfirm', { name: cp.name }))) return;
    try {
      await call('DELETE /counterparties/:name', { params: { name: cp.name } });
    } catch (e) {
      setNote({ error: e });
    }
  };
  const receives = cp.families.map(plural);
  return (
    <tr>
      <th scope="row">
        {cp.name}
        {cp.party?.name && cp.party.name !== cp.name ? (
          <span className="muted"> · {cp.party.name}</span>
        ) : null}
      </th>
      <td>
        {receives.length > 0
          ? t('cp.receives', {
              families: new Intl.ListFormat(locale, { type: 'conjunction' }).format(receives),
            })
          : t('cp.receivesNothing')}
      </td>
      <td className="url">{cp.baseUrl}</td>
      <td>{signInWords(cp, t)}</td>
      <td>
        <div className="row-actions">
          <button type="button" onClick={onEdit} aria-label={t('cp.editOf', { name: cp.name })}>
            {t('cp.edit')}
          </button>
          <button
            type="button"
            onClick={test}
            disabled={testing}
            aria-label={t('cp.testOf', { name: cp.name })}
          >
            {testing ? t('cp.testing') : t('cp.test')}
          </button>
          <button type="button" onClick={remove} aria-label={t('cp.deleteOf', { name: cp.name })}>
            {t('cp.delete')}
          </button>
        </div>
        <div role="status" aria-label={t('cp.status', { name: cp.name })}>
          {note && 'error' in note ? (
            <LocalError error={note.error} name={cp.name} />
          ) : (
            <p className={note && !note.ok ? 'field-error' : 'note'}>{note?.text}</p>
          )}
        </div>
        {note && 'families' in note && note.families.length > 0 ? (
          <FamilyProbes probes={note.families} name={shownName} />
        ) : null}
      </td>
    </tr>
  );
}

export function CounterpartiesPage({ adding = false }: { adding?: boolean }) {
  const t = useT();
  const { counterparties, loaded, failure } = useCounterparties();
  // undefined: no form; null: a new counterparty; a name: that one's edit form.
  const [editing, setEditing] = useState<string | null | undefined>(adding ? null : undefined);
  const existing = counterparties.find((c) => c.name === editing);
  return (
    <section className="counterparties-page" aria-labelledby="counterparties-heading">
      <h1 id="counterparties-heading">{t('cp.heading')}</h1>
      <p className="muted">{t('cp.intro')}</p>
      <div className="toolbar">
        <button
          type="button"
          className="primary"
          onClick={() => setEditing(null)}
          disabled={editing === null}
        >
          {t('cp.add')}
        </button>
      </div>
      {editing === undefined ? null : (
        <CounterpartyForm key={editing ?? ''} existing={existing} onDone={() => setEditing(undefined)} />
      )}
      {failure ? <LocalError error={failure} /> : null}
      {loaded && counterparties.length === 0 ? (
        <p className="muted">{t('cp.none')}</p>
      ) : (
        <table className="counterparties">
          <caption className="visually-hidden">{t('cp.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cp.col.name')}</th>
              <th scope="col">{t('cp.col.does')}</th>
              <th scope="col">{t('cp.col.address')}</th>
              <th scope="col">{t('cp.col.key')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('cp.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {counterparties.map((cp) => (
              <CounterpartyRow key={cp.name} cp={cp} onEdit={() => setEditing(cp.name)} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
