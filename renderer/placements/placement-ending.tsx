// Stopping a placement, with what each way does said before it is done: one the customer never received
// is deleted with everything made for it; one sent is ended earlier (the customer gets the assignment
// with its last day) or withdrawn (the assignment is deleted at the customer). A placement that already
// ends on or before the chosen day is not "ended" again: nothing would change, so nothing is sent.
import { type ReactNode, useId, useState } from 'react';
import type { PlacementView } from '../../shared/api/types.ts';
import { today } from '../../shared/timecard/calendar.ts';
import { call } from '../api/call.ts';
import { useFormats, useT } from '../i18n/intl.tsx';
import { navigate } from '../router.ts';
import './placement-ending.css';

interface Props {
  placement: PlacementView;
  /** The customer by name. */
  customer: string;
  onChanged(placement: PlacementView, status: string): void;
}

/** A button that first asks: the question and the two answers appear in its place. */
function Confirmed({
  label,
  question,
  yes,
  busy,
  onYes,
}: {
  label: string;
  question: string;
  yes: string;
  busy: boolean;
  onYes(): void;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  return (
    <fieldset className="ending-question">
      <legend>{question}</legend>
      <button type="button" className="danger" onClick={onYes} disabled={busy}>
        {yes}
      </button>
      <button type="button" onClick={() => setAsking(false)} disabled={busy}>
        {t('ending.no')}
      </button>
    </fieldset>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="ending-part">
      <h3>{title}</h3>
      {children}
    </div>
  );
}

export function PlacementEnding({ placement: p, customer, onChanged }: Props) {
  const t = useT();
  const f = useFormats();
  const uid = useId();
  const day = today();
  const [lastDay, setLastDay] = useState(day < p.start ? p.start : p.end && day > p.end ? p.end : day);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const worker = p.worker.name || p.assignmentId.value;

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const remove = () =>
    act(async () => {
      await call('DELETE /placements/:id', { params: { id: p.id } });
      navigate('placements');
    });
  const end = () =>
    act(async () => {
      const saved = await call('POST /placements/:id/end', { params: { id: p.id }, body: { lastDay } });
      onChanged(saved.placement, t('ending.ended', { day: f.day(lastDay), customer }));
    });
  const withdraw = () =>
    act(async () => {
      const done = await call('POST /placements/:id/withdraw', { params: { id: p.id } });
      onChanged(
        done.placement,
        done.queued
          ? t('ending.withdrawn', { customer })
          : t('ending.withdrawnNotQueued', { reason: done.notQueued ?? '' }),
      );
    });

  // A placement made from a received assignment is the customer's to stop.
  if (p.withdrawn || p.source.kind !== 'draft') return null;
  const endProblem =
    p.end !== undefined && p.end <= p.start
      ? t('ending.end.already', { day: f.day(p.end) })
      : lastDay < p.start
        ? t('ending.end.beforeStart', { day: f.day(p.start) })
        : p.end !== undefined && lastDay >= p.end
          ? t('ending.end.notEarlier', { day: f.day(p.end) })
          : undefined;
  return (
    <section className="placement-ending" aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`}>{t('ending.heading')}</h2>
      {p.sent ? (
        <>
          <Part title={t('ending.end.title')}>
            {p.end !== undefined && p.end <= p.start ? (
              <p>{endProblem}</p>
            ) : (
              <>
                <div className="form-field">
                  <label htmlFor={`${uid}-last`}>{t('ending.end.lastDay')}</label>
                  <input
                    id={`${uid}-last`}
                    type="date"
                    value={lastDay}
                    min={p.start}
                    aria-invalid={endProblem ? true : undefined}
                    aria-describedby={`${uid}-end-text`}
                    onChange={(e) => setLastDay(e.target.value)}
                  />
                </div>
                <p id={`${uid}-end-text`}>
                  {endProblem ?? t('ending.end.text', { customer, day: f.day(lastDay), worker })}
                </p>
                <button type="button" onClick={end} disabled={busy || endProblem !== undefined}>
                  {t('ending.end')}
                </button>
              </>
            )}
          </Part>
          <Part title={t('ending.withdraw.title')}>
            <p>{t('ending.withdraw.text', { customer })}</p>
            <Confirmed
              label={t('ending.withdraw')}
              question={t('ending.withdraw.sure', { worker, customer })}
              yes={t('ending.withdraw.yes')}
              busy={busy}
              onYes={withdraw}
            />
          </Part>
        </>
      ) : (
        <>
          <p>{t('ending.delete.text', { customer })}</p>
          <Confirmed
            label={t('ending.delete')}
            question={t('ending.delete.sure', { worker })}
            yes={t('ending.delete.yes')}
            busy={busy}
            onYes={remove}
          />
        </>
      )}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
