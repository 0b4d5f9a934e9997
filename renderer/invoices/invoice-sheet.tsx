// The invoice on paper: who bills whom, its number, dates and references, a line per worker's hours or
// allowance, the VAT per rate, what is due and where to pay it. The same sheet shows a concept before it
// is made, a made invoice, and a supplier's invoice received; in print it is the page alone, on one A4
// (invoice-sheet.css).
import { useFormats, useT } from '../i18n/intl.tsx';
import type { Sheet, SheetParty } from './sheet.ts';
import './invoice-sheet.css';

function Party({ label, party }: { label: string; party: SheetParty }) {
  const t = useT();
  return (
    <div className="sheet-party">
      <h3>{label}</h3>
      <p>
        <strong>{party.name}</strong>
        {party.address ? <span>{party.address}</span> : null}
        {party.kvk ? <span>{t('sheet.kvk', { number: party.kvk })}</span> : null}
        {party.btw ? <span>{t('sheet.btw', { number: party.btw })}</span> : null}
      </p>
    </div>
  );
}

export function InvoiceSheet({ sheet }: { sheet: Sheet }) {
  const t = useT();
  const f = useFormats();
  const title = sheet.kind === 'credit' ? t('sheet.credit') : t('sheet.invoice');
  const facts: [string, string | undefined][] = [
    [t('sheet.number'), sheet.number ?? t('sheet.noNumber')],
    [t('sheet.date'), sheet.issueDate && f.day(sheet.issueDate)],
    [t('sheet.due'), sheet.dueDate && f.day(sheet.dueDate)],
    [t('sheet.period'), sheet.periodText],
    [t('sheet.purchaseOrder'), sheet.purchaseOrder],
    [t('sheet.costCenter'), sheet.costCenter],
    [t('sheet.corrects'), sheet.corrects],
  ];
  const quantity = (l: Sheet['lines'][number]) =>
    l.unit === 'HUR' ? t('sheet.hours', { hours: f.number(l.quantity) }) : f.number(l.quantity);
  return (
    <article className="invoice-sheet" aria-label={t('sheet.label')}>
      <header className="sheet-head">
        <Party label={t('sheet.from')} party={sheet.seller} />
        <h2>{title}</h2>
      </header>
      <div className="sheet-head">
        <Party label={t('sheet.to')} party={sheet.buyer} />
        <dl className="sheet-facts">
          {facts
            .filter((fact): fact is [string, string] => !!fact[1])
            .map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
        </dl>
      </div>
      <table className="sheet-lines">
        <caption className="visually-hidden">{t('sheet.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sheet.what')}</th>
            <th scope="col" className="number">
              {t('sheet.quantity')}
            </th>
            <th scope="col" className="number">
              {t('sheet.price')}
            </th>
            <th scope="col" className="number">
              {t('sheet.vat')}
            </th>
            <th scope="col" className="number">
              {t('sheet.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines keep the invoice's order and are never reordered
            <tr key={i}>
              <td>{l.what}</td>
              <td className="number">{quantity(l)}</td>
              <td className="number">
                {l.price === undefined ? '' : f.money(l.price)}
                {l.percent === undefined ? '' : ` × ${t('sheet.percent', { percent: f.number(l.percent) })}`}
              </td>
              <td className="number">
                {l.vat === undefined ? '' : t('sheet.percent', { percent: f.number(l.vat) })}
              </td>
              <td className="number">{f.money(l.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="sheet-totals">
        <div>
          <dt>{t('sheet.net')}</dt>
          <dd>{f.money(sheet.net)}</dd>
        </div>
        {sheet.vat.length > 0 ? (
          sheet.vat.map((v) => (
            <div key={v.percent}>
              <dt>{t('sheet.vatAt', { percent: f.number(v.percent), taxable: f.money(v.taxable) })}</dt>
              <dd>{f.money(v.amount)}</dd>
            </div>
          ))
        ) : (
          <div>
            <dt>{t('sheet.vatTotal')}</dt>
            <dd>{f.money(sheet.vatAmount)}</dd>
          </div>
        )}
        <div className="sheet-payable">
          <dt>{t('sheet.payable')}</dt>
          <dd>{f.money(sheet.payable)}</dd>
        </div>
      </dl>
      {sheet.iban && sheet.payable > 0 ? (
        <p className="sheet-pay">
          {t('sheet.payTo', {
            amount: f.money(sheet.payable),
            days: sheet.paymentDays ?? 30,
            iban: sheet.iban,
            name: sheet.seller.name,
            number: sheet.number ?? t('sheet.thisInvoice'),
          })}
          {sheet.gAccount
            ? ` ${t('sheet.gAccount', { amount: f.money(sheet.gAccount.amount), iban: sheet.gAccount.iban })}`
            : ''}
        </p>
      ) : null}
    </article>
  );
}
