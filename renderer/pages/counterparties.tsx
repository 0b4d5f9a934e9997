// Counterparties: the back offices the outbox delivers to. Add, edit, test the connection (reachable,
// how fast, whether our key is accepted) and delete (refused while entries for it are unsent).
import { useState } from 'react';
import { api } from '../api/client.ts';
import { CounterpartyForm } from '../components/counterparty-form.tsx';
import { familyTitle } from '../components/families.tsx';
import { reportConnectionTest } from '../components/sync-state.ts';
import { type Counterparty, useCounterparties } from '../components/use-counterparties.ts';
import './counterparties.css';

interface ConnectionReport {
  reachable: boolean;
  status: number | null;
  latencyMs: number;
  keyAccepted: boolean | null;
  keyStatus: number | null;
  hasToken: boolean;
  error?: string;
}

function describe(r: ConnectionReport): { ok: boolean; text: string } {
  if (!r.reachable) return { ok: false, text: `Unreachable: ${r.error ?? 'no answer'}` };
  const health = `Reachable: /health answered ${r.status} in ${r.latencyMs} ms`;
  if (r.keyAccepted === false)
    return {
      ok: false,
      text: `${health}; the key was refused (${r.keyStatus})${r.hasToken ? '' : ': no token is set'}`,
    };
  if (r.keyAccepted === null) return { ok: true, text: `${health}; the key could not be checked` };
  return { ok: true, text: `${health}; key accepted` };
}

type RowNote = { ok: boolean; text: string };

function CounterpartyRow({ cp, onEdit }: { cp: Counterparty; onEdit(): void }) {
  const [note, setNote] = useState<RowNote>();
  const [testing, setTesting] = useState(false);
  const test = async () => {
    setTesting(true);
    setNote(undefined);
    try {
      const report = await api<ConnectionReport>(`counterparties/${encodeURIComponent(cp.name)}/test`, {
        method: 'POST',
      });
      reportConnectionTest(cp.name, report);
      setNote(describe(report));
    } catch (e) {
      setNote({ ok: false, text: (e as Error).message });
    } finally {
      setTesting(false);
    }
  };
  const remove = async () => {
    if (!window.confirm(`Delete the counterparty ${cp.name}?`)) return;
    try {
      await api(`counterparties/${encodeURIComponent(cp.name)}`, { method: 'DELETE' });
    } catch (e) {
      setNote({ ok: false, text: `Not deleted: ${(e as Error).message}` });
    }
  };
  return (
    <tr>
      <th scope="row">{cp.name}</th>
      <td>{cp.role}</td>
      <td className="url">{cp.baseUrl}</td>
      <td title={cp.families.map(familyTitle).join(', ')}>
        {cp.families.length} famil{cp.families.length === 1 ? 'y' : 'ies'}
      </td>
      <td>{cp.hasToken ? 'set' : 'none'}</td>
      <td>
        {cp.submitMethod} · {cp.versionHeader} · {cp.bodyFormat.toUpperCase()} · {cp.timeoutMs / 1000} s
      </td>
      <td>
        <div className="row-actions">
          <button type="button" onClick={onEdit} aria-label={`Edit ${cp.name}`}>
            Edit
          </button>
          <button
            type="button"
            onClick={test}
            disabled={testing}
            aria-label={`Test connection to ${cp.name}`}
          >
            {testing ? 'Testing…' : 'Test connection'}
          </button>
          <button type="button" onClick={remove} aria-label={`Delete ${cp.name}`}>
            Delete
          </button>
        </div>
        <p
          role="status"
          aria-label={`${cp.name} status`}
          className={note && !note.ok ? 'field-error' : 'note'}
        >
          {note?.text}
        </p>
      </td>
    </tr>
  );
}

export function CounterpartiesPage() {
  const { counterparties, loaded, error } = useCounterparties();
  // undefined: no form; null: a new counterparty; a name: that one's edit form.
  const [editing, setEditing] = useState<string | null>();
  const existing = counterparties.find((c) => c.name === editing);
  return (
    <section className="counterparties-page" aria-labelledby="counterparties-heading">
      <h1 id="counterparties-heading">Counterparties</h1>
      <div className="toolbar">
        <button
          type="button"
          className="primary"
          onClick={() => setEditing(null)}
          disabled={editing === null}
        >
          Add counterparty
        </button>
      </div>
      {editing === undefined ? null : (
        <CounterpartyForm key={editing ?? ''} existing={existing} onDone={() => setEditing(undefined)} />
      )}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      {loaded && counterparties.length === 0 ? (
        <p className="muted">No counterparties yet: add the back office you send messages to.</p>
      ) : (
        <table className="counterparties">
          <caption className="visually-hidden">Counterparties</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Base URL</th>
              <th scope="col">Accepts</th>
              <th scope="col">Token</th>
              <th scope="col">Dialect</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
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
