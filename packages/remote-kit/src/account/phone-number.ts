import {
  getCountries,
  getCountryCallingCode,
  isPossiblePhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';

/** docs/product.md §9: the phone country picker starts on the US. */
export const defaultPhoneCountry: CountryCode = 'US';

export interface PhoneParts {
  country: CountryCode;
  /** The number without its country code, as the user reads it. */
  national: string;
}

/** Splits a stored number ('+1 212 555 0100') into its country and national part; unknown forms stay as typed. */
export function splitPhone(stored: string, fallback: CountryCode = defaultPhoneCountry): PhoneParts {
  const parsed = stored ? parsePhoneNumberFromString(stored, fallback) : undefined;
  if (!parsed?.country) return { country: fallback, national: stored };
  return { country: parsed.country, national: parsed.formatNational() };
}

/** The international form to store ('+1 212 555 0100'), or null when the number cannot exist in that country. */
export function joinPhone(national: string, country: CountryCode): string | null {
  if (!isPossiblePhoneNumber(national, country)) return null;
  return parsePhoneNumberFromString(national, country)?.formatInternational() ?? null;
}

export interface PhoneCountryOption {
  value: CountryCode;
  label: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

let options: PhoneCountryOption[] | undefined;

/** Every country with its calling code, sorted by name ('United States (+1)'). */
export function phoneCountryOptions(): PhoneCountryOption[] {
  options ??= getCountries()
    .map((value) => ({ value, label: `${regionNames.of(value) ?? value} (+${getCountryCallingCode(value)})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return options;
}
