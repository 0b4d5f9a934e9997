// An address as three fields (street with number, postal code, city), for My agency and a customer's
// details; what the API takes as { street, postalCode, city }.
import type { Address } from '../../shared/parties/address.ts';
import { useT } from '../i18n/intl.tsx';

export interface AddressText {
  street: string;
  postalCode: string;
  city: string;
}

export const addressText = (a: Address | undefined): AddressText => ({
  street: a?.street ?? '',
  postalCode: a?.postalCode ?? '',
  city: a?.city ?? '',
});

/** The address to save: none when every field is empty (an incomplete one the server names). */
export const addressOf = (a: AddressText): Address | undefined =>
  Object.values(a).every((v) => v.trim() === '')
    ? undefined
    : { street: a.street.trim(), postalCode: a.postalCode.trim(), city: a.city.trim() };

export function AddressFields({
  value,
  onChange,
}: {
  value: AddressText;
  onChange(next: AddressText): void;
}) {
  const t = useT();
  const field = (key: keyof AddressText, autoComplete: string) => ({
    value: value[key],
    autoComplete,
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value }),
  });
  return (
    <>
      <label>
        {t('address.street')}
        <input {...field('street', 'street-address')} />
      </label>
      <label>
        {t('address.postalCode')}
        <input {...field('postalCode', 'postal-code')} />
      </label>
      <label>
        {t('address.city')}
        <input {...field('city', 'address-level2')} />
      </label>
    </>
  );
}
