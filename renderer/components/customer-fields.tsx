// The customer's details in the relation form: who it is (name, numbers, address) and how it is invoiced
// (every week, four weeks or month; its payment terms; the references its invoices carry or must carry;
// whether it pays a G-account share).
import { useId } from 'react';
import type { CustomerParty, InvoicePeriodKind } from '../../shared/parties/agency.ts';
import { invoicePeriodKinds } from '../../shared/parties/agency.ts';
import { useT } from '../i18n/intl.tsx';
import { AddressFields, type AddressText, addressOf, addressText } from './address-fields.tsx';

type Texts = 'name' | 'kvk' | 'btw' | 'supplierNumber' | 'customerNumber' | 'purchaseOrder' | 'costCenter';
type Flags = 'requiresPurchaseOrder' | 'requiresCostCenter' | 'gAccount';

export type CustomerText = Record<Texts, string> &
  Record<Flags, boolean> & {
    address: AddressText;
    invoicePeriod: InvoicePeriodKind | '';
    paymentDays: string;
  };

export const customerText = (p: CustomerParty | undefined): CustomerText => ({
  name: p?.name ?? '',
  kvk: p?.kvk ?? '',
  btw: p?.btw ?? '',
  supplierNumber: p?.supplierNumber ?? '',
  customerNumber: p?.customerNumber ?? '',
  purchaseOrder: p?.purchaseOrder ?? '',
  costCenter: p?.costCenter ?? '',
  requiresPurchaseOrder: p?.requiresPurchaseOrder ?? false,
  requiresCostCenter: p?.requiresCostCenter ?? false,
  gAccount: p?.gAccount ?? false,
  address: addressText(p?.address),
  invoicePeriod: p?.invoicePeriod ?? '',
  paymentDays: p?.paymentDays === undefined ? '' : String(p.paymentDays),
});

/** The details to save; null when none are given. */
export function customerOf(c: CustomerText): CustomerParty | null {
  const texts = Object.fromEntries(
    (['name', 'kvk', 'btw', 'supplierNumber', 'customerNumber', 'purchaseOrder', 'costCenter'] as const)
      .map((k) => [k, c[k].trim()])
      .filter(([, v]) => v !== ''),
  );
  const flags = Object.fromEntries(
    (['requiresPurchaseOrder', 'requiresCostCenter', 'gAccount'] as const)
      .filter((k) => c[k])
      .map((k) => [k, true]),
  );
  const days = c.paymentDays.trim();
  const address = addressOf(c.address);
  const party = {
    ...texts,
    ...flags,
    ...(address ? { address } : {}),
    ...(c.invoicePeriod ? { invoicePeriod: c.invoicePeriod } : {}),
    ...(/^\d+$/.test(days) ? { paymentDays: Number(days) } : {}),
  };
  return Object.keys(party).length > 0 ? { name: '', ...party } : null;
}

export function CustomerFields({
  value,
  onChange,
}: {
  value: CustomerText;
  onChange(next: CustomerText): void;
}) {
  const t = useT();
  const id = useId();
  const text = (key: Texts) => ({
    value: value[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value }),
  });
  const flag = (key: Flags) => ({
    type: 'checkbox' as const,
    checked: value[key],
    onChange: (e: { target: { checked: boolean } }) => onChange({ ...value, [key]: e.target.checked }),
  });
  return (
    <fieldset>
      <legend>{t('party.heading')}</legend>
      <p className="muted">{t('party.hint')}</p>
      <label>
        {t('party.customerName')}
        <input {...text('name')} />
      </label>
      <label>
        {t('party.kvk')}
        <input {...text('kvk')} inputMode="numeric" />
      </label>
      <label>
        {t('party.btw')}
        <input {...text('btw')} />
      </label>
      <label>
        {t('party.supplierNumber')}
        <input {...text('supplierNumber')} />
      </label>
      <label>
        {t('party.customerNumber')}
        <input {...text('customerNumber')} />
      </label>
      <AddressFields value={value.address} onChange={(address) => onChange({ ...value, address })} />
      <fieldset>
        <legend>{t('customer.invoicing')}</legend>
        <label>
          {t('customer.invoicePeriod')}
          <select
            value={value.invoicePeriod || 'week'}
            onChange={(e) => onChange({ ...value, invoicePeriod: e.target.value as InvoicePeriodKind })}
          >
            {invoicePeriodKinds.map((k) => (
              <option key={k} value={k}>
                {t(`customer.period.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('customer.paymentDays')}
          <input
            type="number"
            min={0}
            max={365}
            value={value.paymentDays}
            onChange={(e) => onChange({ ...value, paymentDays: e.target.value })}
          />
        </label>
        <p className="hint" id={`${id}-references`}>
          {t('customer.referencesHint')}
        </p>
        <label>
          {t('customer.purchaseOrder')}
          <input {...text('purchaseOrder')} aria-describedby={`${id}-references`} />
        </label>
        <label>
          {t('customer.costCenter')}
          <input {...text('costCenter')} />
        </label>
        <label className="check">
          <input {...flag('requiresPurchaseOrder')} /> {t('customer.requiresPurchaseOrder')}
        </label>
        <label className="check">
          <input {...flag('requiresCostCenter')} /> {t('customer.requiresCostCenter')}
        </label>
        <label className="check">
          <input {...flag('gAccount')} /> {t('customer.gAccount')}
        </label>
      </fieldset>
    </fieldset>
  );
}
