import type { RegionConfig } from '@storefront/regions';
import { PhoneInput, isPhoneComplete, type PhoneValue } from '@storefront/ui';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { formFieldMessages as messages } from './form-fields.messages';
import { phoneCountries, preloadPhoneCountries, useCountryPhones } from './phone-countries';

export interface RegionPhoneFieldProps {
  region: Pick<RegionConfig, 'iso2'>;
  locale: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  /** The field's problem, translated. */
  error?: string;
  disabled?: boolean;
  /** The number input's id (a form focuses it when the number is wrong). */
  id?: string;
}

/** An empty number of the region's country: a phone field's first value. */
export const emptyPhone = (region: Pick<RegionConfig, 'iso2'>): PhoneValue => ({
  country: region.iso2,
  national: '',
  e164: '',
  complete: false,
});

/**
 * A phone number on the region's country (SPEC §3: its prefix from the country whose iso2 matches):
 * ui's `PhoneInput` with the ~240 countries, their names in the page's language, loaded when the field
 * first shows. The digits stay left to right in a right-to-left page (PhoneInput's own rule).
 */
export function RegionPhoneField({ region, locale, value, onChange, error, disabled, id }: RegionPhoneFieldProps) {
  const intl = useIntl();
  const list = useCountryPhones();
  const countries = useMemo(() => phoneCountries(list, region, locale), [list, region, locale]);

  useEffect(() => {
    preloadPhoneCountries().catch((failure: unknown) => {
      // The region's country alone still takes any number: the form works without the table.
      console.warn('The country phone table could not be loaded', failure);
    });
  }, []);

  // The table replaces the provisional mask: what was typed is checked again against the real one.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const countryMask = countries.find((country) => country.iso2 === value.country)?.mask;
  useEffect(() => {
    const { value: current, onChange: change } = latest.current;
    if (!countryMask || current.national === '') return;
    const next = { ...current, complete: isPhoneComplete(current.national, countryMask) };
    if (next.complete !== current.complete) change(next);
  }, [countryMask]);

  return (
    <PhoneInput
      id={id}
      label={intl.formatMessage(messages.phone)}
      countryLabel={intl.formatMessage(messages.phoneCountry)}
      countries={countries}
      country={value.country}
      value={value.national}
      onValueChange={onChange}
      error={error}
      required
      disabled={disabled}
      autoComplete="tel-national"
    />
  );
}
