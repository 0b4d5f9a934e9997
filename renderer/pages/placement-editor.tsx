// A placement added or edited in words: the worker, the customer (by name), the period, the rates by
// type name, and the normal week's schedule. Saving drafts the placement's Assignment and queues it to
// the customer; numbers the clerk leaves empty are made by the Workbench, never asked for. Opened on a
// received order, it starts from the order, and saving sends the worker as a HumanResource too. Below
// the form: deleting a placement never sent, or ending or withdrawing one sent.
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { OrderPrefill } from '../../shared/api/placement-types.ts';
import type { PlacementSaved, PlacementView } from '../../shared/api/types.ts';
import { inputOf } from '../../shared/placement/input.ts';
import { isoWeekOf, today } from '../../shared/timecard/calendar.ts';
import { call } from '../api/call.ts';
import { ApiError } from '../api/client.ts';
import { customerName } from '../components/customer-name.ts';
import { messageHref } from '../components/messages.ts';
import { useCounterparties } from '../components/use-counterparties.ts';
import { useFormats, useT } from '../i18n/intl.tsx';
import { CustomerSelect } from '../placements/customer-select.tsx';
import { Labelled } from '../placements/labelled.tsx';
import { locationText } from '../placements/location-text.ts';
import { PlacementEnding } from '../placements/placement-ending.tsx';
import {
  type Field,
  type FormState,
  inputFrom,
  orderState,
  serverProblems,
  stateOf,
} from '../placements/placement-form.ts';
import { RatesFieldset } from '../placements/rates-fieldset.tsx';
import { ScheduleFieldset } from '../placements/schedule-fieldset.tsx';
import { href, navigate } from '../router.ts';
import { SaveBar } from '../settings/save-bar.tsx';
import './placements.css';

/** The order a placement fills, as the form shows it: its number, its sender, a link to it. */
function OrderNote({
  order,
  customer,
}: {
  order: { collection: string; id: string; number?: string };
  customer: string;
}) {
  const t = useT();
  return (
    <p className="order-note">
      {t('order.for', { number: order.number ?? '', customer })}{' '}
      <a href={messageHref(order.collection, order.id)}>{t('order.open')}</a>
    </p>
  );
}

export function PlacementEditorPage({
  id,
  order,
}: {
  id: string;
  order?: { collection: string; id: string };
}) {
  const t = useT();
  const f = useFormats();
  const uid = useId();
  const isNew = id === 'new';
  const { counterparties } = useCounterparties();
  const [placement, setPlacement] = useState<PlacementView>();
  const [prefill, setPrefill] = useState<OrderPrefill>();
  const [form, setForm] = useState<FormState>(() => stateOf(undefined, f));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Each save that meets problems moves the focus to the first field that needs the clerk, once the
  // problems are shown (a frame after setting them was sometimes before React had shown them).
  const [showProblems, setShowProblems] = useState(0);
  useEffect(() => {
    if (showProblems) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [showProblems]);

  useEffect(() => {
    if (isNew) return;
    call('GET /placements/:id', { params: { id } }).then(
      (p) => {
        setPlacement(p);
        setForm(stateOf(inputOf(p), f));
      },
      (e: unknown) =>
        setError(e instanceof ApiError && e.status === 404 ? t('placement.missing') : String(e)),
    );
  }, [id, isNew, f, t]);

  const orderCollection = order?.collection;
  const orderId = order?.id;
  useEffect(() => {
    if (!isNew || orderCollection === undefined || orderId === undefined) return;
    call('GET /placements/from-order/*collection/:id', {
      params: { collection: orderCollection.replace(/^\/+/, ''), id: orderId },
    }).then(
      (found) => {
        setPrefill(found);
        setForm(orderState(found, f));
      },
      (e: unknown) => setError((e as Error).message),
    );
  }, [isNew, orderCollection, orderId, f]);

  const set = (key: keyof FormState) => ({
    id: `${uid}-${key}`,
    value: form[key] as string,
    onChange: (e: { target: { value: string } }) => setForm((s) => ({ ...s, [key]: e.target.value })),
  });
  const invalid = (field: Field) => ({
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${uid}-${field}-error` : undefined,
  });

  const done = (saved: PlacementSaved) => {
    const a = saved.assignment;
    const worker = saved.humanResource;
    const customer = customerName(counterparties, saved.placement.counterparty);
    setPlacement(saved.placement);
    setStatus(
      worker?.notQueued
        ? t('order.workerNotQueued', { reason: worker.notQueued })
        : a.queued
          ? worker?.queued
            ? t('order.sent', { customer })
            : t('placement.assignmentQueued', { customer })
          : a.notQueued
            ? t('placement.assignmentNotQueued', { reason: a.notQueued })
            : t('placement.saved'),
    );
    if (isNew) navigate('placements', saved.placement.id);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setStatus('');
    setError('');
    const { input, problems: local } = inputFrom(form, t);
    setProblems(local);
    if (!input) {
      setShowProblems((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      done(
        isNew
          ? await call('POST /placements', {
              body: prefill ? { ...input, order: prefill.input.order } : input,
            })
          : await call('PUT /placements/:id', { params: { id }, body: input }),
      );
    } catch (err) {
      if (err instanceof ApiError && err.issues.length > 0) {
        setProblems(serverProblems(err, t));
        setShowProblems((n) => n + 1);
      } else setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const heading = isNew
    ? t('placement.heading.new')
    : t('placement.heading.edit', { worker: placement?.worker.name ?? '' });
  const customer = customerName(counterparties, placement?.counterparty ?? form.counterparty);
  const orderShown = prefill?.order ?? placement?.order;
  const location = prefill?.location ?? placement?.location;
  return (
    <>
      <form className="placement-editor" onSubmit={save} aria-labelledby={`${uid}-heading`} noValidate>
        <p>
          <a href={href('placements')}>{t('placement.back')}</a>
        </p>
        <h1 id={`${uid}-heading`}>{heading}</h1>
        {orderShown ? (
          <OrderNote
            order={{ ...orderShown, number: prefill?.order.number ?? placement?.orderId?.value }}
            customer={customer}
          />
        ) : null}
        {isNew && order && !prefill && !error ? <p className="muted">{t('order.loading')}</p> : null}
        {placement?.withdrawn ? <p role="note">{t('ending.isWithdrawn')}</p> : null}
        {placement ? (
          <p className="muted">
            {t('placement.lastChange', { when: f.dateTime(placement.updatedAt) })} ·{' '}
            {placement.source.kind === 'draft'
              ? t('placement.source.draft')
              : t('placement.source.message', { revision: placement.source.revision })}
          </p>
        ) : null}
        <fieldset>
          <legend>{t('placement.worker')}</legend>
          <Labelled id={`${uid}-workerName`} label={t('placement.workerName')} error={problems.workerName}>
            <input {...set('workerName')} {...invalid('workerName')} required autoComplete="off" />
          </Labelled>
          <Labelled
            id={`${uid}-personnelNumber`}
            label={t('placement.personnelNumber')}
            hint={t('placement.personnelNumber.hint')}
          >
            <input {...set('personnelNumber')} aria-describedby={`${uid}-personnelNumber-hint`} />
          </Labelled>
          <Labelled id={`${uid}-customerWorkerNumber`} label={t('placement.customerWorkerNumber')}>
            <input {...set('customerWorkerNumber')} />
          </Labelled>
          <Labelled
            id={`${uid}-birthDate`}
            label={t('placement.birthDate')}
            hint={t('placement.birthDate.hint')}
          >
            <input type="date" {...set('birthDate')} aria-describedby={`${uid}-birthDate-hint`} />
          </Labelled>
        </fieldset>
        <fieldset>
          <legend>{t('placement.job')}</legend>
          <Labelled
            id={`${uid}-counterparty`}
            label={t('placement.counterparty')}
            error={problems.counterparty}
          >
            <CustomerSelect
              id={`${uid}-counterparty`}
              label={t('placement.counterparty')}
              any={t('placement.chooseCustomer')}
              value={form.counterparty}
              onChange={(counterparty) => setForm((s) => ({ ...s, counterparty }))}
              required
              invalid={!!problems.counterparty}
              describedBy={problems.counterparty ? `${uid}-counterparty-error` : undefined}
            />
          </Labelled>
          <Labelled id={`${uid}-position`} label={t('placement.position')}>
            <input {...set('position')} />
          </Labelled>
          {location ? (
            <div className="form-field">
              <span>{t('order.location')}</span>
              <span>{locationText(location)}</span>
            </div>
          ) : null}
          <Labelled id={`${uid}-start`} label={t('placement.start')} error={problems.start}>
            <input type="date" {...set('start')} {...invalid('start')} required />
          </Labelled>
          <Labelled
            id={`${uid}-end`}
            label={t('placement.end')}
            hint={t('placement.end.hint')}
            error={problems.end}
          >
            <input type="date" {...set('end')} {...invalid('end')} />
          </Labelled>
        </fieldset>
        <RatesFieldset
          rates={form.rates}
          problem={problems.rates}
          onChange={(rates) => setForm((st) => ({ ...st, rates }))}
        />
        <ScheduleFieldset
          days={form.days}
          startTime={set('startTime')}
          breakMinutes={set('breakMinutes')}
          problem={problems.schedule}
          onDays={(days) => setForm((st) => ({ ...st, days }))}
        />
        <details>
          <summary>{t('placement.numbers')}</summary>
          <Labelled
            id={`${uid}-assignmentNumber`}
            label={t('placement.assignmentNumber')}
            hint={t('placement.assignmentNumber.hint')}
          >
            <input {...set('assignmentNumber')} aria-describedby={`${uid}-assignmentNumber-hint`} />
          </Labelled>
          <Labelled id={`${uid}-orderNumber`} label={t('placement.orderNumber')}>
            <input {...set('orderNumber')} />
          </Labelled>
          <Labelled id={`${uid}-reference`} label={t('placement.reference')}>
            <input {...set('reference')} />
          </Labelled>
          <Labelled id={`${uid}-purchaseOrder`} label={t('placement.purchaseOrder')}>
            <input {...set('purchaseOrder')} />
          </Labelled>
        </details>
        {placement?.withdrawn ? null : (
          <SaveBar status={status} error={error} busy={busy} label={t('placement.save')}>
            {placement ? (
              <button type="button" onClick={() => navigate('week', isoWeekOf(today()), placement.id)}>
                {t('placement.hoursThisWeek')}
              </button>
            ) : null}
          </SaveBar>
        )}
      </form>
      {placement ? (
        <PlacementEnding
          key={`${placement.id} ${placement.updatedAt}`}
          placement={placement}
          customer={customer}
          onChanged={(p, said) => {
            setPlacement(p);
            setForm(stateOf(inputOf(p), f));
            setStatus(said);
          }}
        />
      ) : null}
    </>
  );
}
