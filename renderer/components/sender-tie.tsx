// Tying a message's key to the relation it was given to, by choosing the relation: from then on every
// message that key brought is named after the relation. Offered where the key belongs to none; a tied
// key can be given another relation.
import { useId, useState } from 'react';
import { keyOf } from '../../shared/messages/sender-key.ts';
import { sameParty } from '../../shared/parties/agency.ts';
import { call } from '../api/call.ts';
import { useT } from '../i18n/intl.tsx';
import { customerName } from './customer-name.ts';
import { useCounterparties } from './use-counterparties.ts';

interface Props {
  owner: string;
  /** The relation the key belongs to now. */
  relation?: string;
  /** The message's customer block: the relation whose details name it is offered first. */
  customer?: unknown;
  onTied(): void;
}

export function SenderTie({ owner, relation, customer, onTied }: Props) {
  const t = useT();
  const uid = useId();
  const { counterparties } = useCounterparties();
  const [open, setOpen] = useState(false);
  const suggested =
    relation ?? counterparties.find((cp) => cp.party && sameParty(customer, cp.party))?.name ?? '';
  const [chosen, setChosen] = useState<string>();
  const [error, setError] = useState('');
  const key = keyOf(owner);
  if (key === undefined) return null;
  if (relation && !open)
    return (
      <button type="button" className="link" onClick={() => setOpen(true)}>
        {t('sender.tie.change')}
      </button>
    );
  const value = chosen ?? suggested;
  const tie = () =>
    call('PUT /senders/:key', { params: { key }, body: { relation: value } }).then(
      () => {
        setOpen(false);
        onTied();
      },
      (e: Error) => setError(e.message),
    );
  return (
    <div className="sender-tie">
      <p id={`${uid}-hint`}>{t('sender.tie.hint', { key })}</p>
      <div className="toolbar">
        <select
          aria-label={t('sender.tie.label')}
          aria-describedby={`${uid}-hint`}
          value={value}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">
            {counterparties.length === 0 ? t('sender.tie.none') : t('sender.tie.choose')}
          </option>
          {counterparties.map((cp) => (
            <option key={cp.name} value={cp.name}>
              {customerName(counterparties, cp.name)}
            </option>
          ))}
        </select>
        <button type="button" onClick={tie} disabled={value === ''}>
          {t('sender.tie.save')}
        </button>
      </div>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
