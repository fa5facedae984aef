import { getCountries, getCountryCallingCode, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { defaultPhoneCountry } from '@xchange/contract/core';

export type { CountryCode };

export interface PhoneCountry {
  code: CountryCode;
  label: string;
}

const regionName = (code: string): string => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** Every country libphonenumber knows, by English name, with its calling code ('United States (+1)'). */
export const phoneCountries: PhoneCountry[] = getCountries()
  .map((code) => ({ code, label: `${regionName(code)} (+${getCountryCallingCode(code)})` }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** docs/product.md §9: the phone country picker starts on the United States. */
export const initialPhoneCountry = defaultPhoneCountry.toUpperCase() as CountryCode;

/** True when the number is a real number of the picked country (or of the country its '+' prefix names). */
export const isRealPhoneNumber = (phone: string, country: string): boolean => isValidPhoneNumber(phone, country as CountryCode);

/** The number as sent and stored: international format, e.g. '+1 201 555 0123'. */
export const internationalPhone = (phone: string, country: string): string =>
  parsePhoneNumberFromString(phone, country as CountryCode)?.formatInternational() ?? phone;
