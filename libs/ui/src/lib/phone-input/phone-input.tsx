import { css } from '@emotion/react';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import {
  controlStyles,
  describedByIds,
  fieldStyles,
  hasContent,
  labelStyles,
} from '../form-field/field-styles';
import { FieldMessages } from '../form-field/field-messages';
import { SelectBase } from '../select/select';
import type { SelectOption } from '../select/select';
import { colors, radii, space } from '../theme/tokens';
import type { Direction } from '../ui-provider/ui-context';
import {
  caretAfterDigits,
  formatPhone,
  isPhoneComplete,
  nationalDigits,
  phoneDigits,
  phoneMaskDigitCount,
  phoneMaskPlaceholder,
  toE164,
} from './phone-mask';
import type { PhoneCountry } from './phone-mask';

export interface PhoneValue {
  /** ISO 3166-1 alpha-2 of the selected country, as given in `countries`. */
  country: string;
  /** National digits only (`501234567`). */
  national: string;
  /** `+971501234567`, or '' while no digit is typed. */
  e164: string;
  /** Every required digit of the country's mask is there. */
  complete: boolean;
}

export interface PhoneInputProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'name' | 'children' | 'dir'
  > {
  /** Visible label of the number, translated by the caller. */
  label: ReactNode;
  /** Accessible name of the country button, translated ("Country code"). */
  countryLabel: string;
  /** The countries to choose from (`{ name, iso2, cc, mask, flag }`), names translated. */
  countries: readonly PhoneCountry[];
  /** Controlled country (iso2). */
  country?: string;
  /** Initial country (iso2); default the first of `countries`. */
  defaultCountry?: string;
  onCountryChange?: (iso2: string) => void;
  /** Controlled national digits. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: PhoneValue) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** Submitted with a form as E.164 (`+971501234567`) in a hidden input. */
  name?: string;
  /** Default: the direction of `UiProvider`. The number itself is always left to right. */
  dir?: Direction;
  className?: string;
}

const rowStyles = css({ display: 'flex', alignItems: 'stretch', minInlineSize: 0 });

// The country button and the number read as one control: shared border, no gap.
const countryTriggerStyles = css({
  inlineSize: 'auto',
  flexShrink: 0,
  borderStartEndRadius: 0,
  borderEndEndRadius: 0,
  paddingInline: space[2],
  color: colors.text,
});

// The box takes the page direction (its joined edge faces the country button in LTR and RTL);
// the input inside is left to right, as phone numbers are, and aligned to the box's start.
const numberBoxStyles = css(controlStyles, {
  display: 'flex',
  flex: 1,
  minInlineSize: 0,
  padding: 0,
  marginInlineStart: '-1px',
  borderStartStartRadius: 0,
  borderEndStartRadius: 0,
  '&:focus-within': { borderColor: colors.ink },
});

const invalidBoxStyles = css({ borderColor: colors.danger, boxShadow: `inset 0 0 0 1px ${colors.danger}` });
const disabledBoxStyles = css({ backgroundColor: colors.surfaceMuted, color: colors.onDisabled });

// As wide as its box, like every other control (`controlStyles`): a percentage width lets the field
// shrink to any container, where an input's own width (20 characters) would widen its column.
const numberStyles = css({
  flex: 1,
  inlineSize: '100%',
  minInlineSize: 0,
  paddingBlock: space[2],
  paddingInline: space[3],
  border: 0,
  borderRadius: 'inherit',
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: 'inherit',
  lineHeight: 'inherit',
  textAlign: 'start',
  '[dir="rtl"] &': { textAlign: 'end' },
  '&::placeholder': { color: colors.textMuted, opacity: 1 },
  '&:disabled': { cursor: 'not-allowed' },
});

const flagStyles = css({ display: 'inline-block', minInlineSize: '1.5em', lineHeight: 1 });
const flagImageStyles = css({ display: 'block', inlineSize: '1.5em', blockSize: '1em', objectFit: 'cover', borderRadius: radii.sm });
const codeStyles = css({ unicodeBidi: 'isolate', direction: 'ltr' });
const optionLabelStyles = css({ display: 'inline-flex', alignItems: 'center', gap: space[2] });
const valueStyles = css({ display: 'inline-flex', alignItems: 'center', gap: space[1] });

function Flag({ flag }: { flag: string }) {
  // Flags are decorative: the country name or code says the same in text.
  if (/^(https?:|\/|data:)/.test(flag)) {
    return <img src={flag} alt="" width={24} height={16} css={flagImageStyles} />;
  }
  return (
    <span aria-hidden="true" css={flagStyles}>
      {flag}
    </span>
  );
}

const sameCountry = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A phone number with its country: a country button (flag and dialling code) and the national
 * number formatted as typed with the country's mask (`#` a digit, `[#]` an optional one).
 */
export function PhoneInput({
  label,
  countryLabel,
  countries,
  country,
  defaultCountry,
  onCountryChange,
  value,
  defaultValue = '',
  onValueChange,
  hint,
  error,
  required,
  disabled,
  name,
  id,
  dir,
  placeholder,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: PhoneInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const invalid = hasContent(error);

  const [uncontrolledCountry, setUncontrolledCountry] = useState(defaultCountry ?? countries[0]?.iso2 ?? '');
  const countryCode = country ?? uncontrolledCountry;
  const selected = countries.find((candidate) => sameCountry(candidate.iso2, countryCode)) ?? countries[0];
  const mask = selected?.mask ?? '###############';
  const cc = selected?.cc ?? '';

  const [uncontrolledDigits, setUncontrolledDigits] = useState(() => phoneDigits(defaultValue));
  const digits = value === undefined ? uncontrolledDigits : phoneDigits(value);
  const formatted = formatPhone(digits, mask);

  const input = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !input.current || document.activeElement !== input.current) return;
    input.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const emit = (nextDigits: string, nextCountry: PhoneCountry | undefined) => {
    const nextMask = nextCountry?.mask ?? mask;
    onValueChange?.({
      country: nextCountry?.iso2 ?? '',
      national: nextDigits,
      e164: nextDigits ? toE164(nextCountry?.cc ?? '', nextDigits) : '',
      complete: isPhoneComplete(nextDigits, nextMask),
    });
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    const pasted = raw.trim().startsWith('+');
    let next = nationalDigits(raw, cc);
    let digitsBeforeCaret = pasted ? next.length : phoneDigits(raw.slice(0, caret)).length;
    // Backspace over a separator leaves the digits unchanged: delete the digit before it instead.
    if (next === digits && raw.length < formatted.length && digitsBeforeCaret > 0) {
      next = next.slice(0, digitsBeforeCaret - 1) + next.slice(digitsBeforeCaret);
      digitsBeforeCaret -= 1;
    }
    next = next.slice(0, phoneMaskDigitCount(mask).max);
    pendingCaret.current = caretAfterDigits(formatPhone(next, mask), Math.min(digitsBeforeCaret, next.length));
    if (value === undefined) setUncontrolledDigits(next);
    emit(next, selected);
  };

  const handleCountryChange = (iso2: string) => {
    const nextCountry = countries.find((candidate) => candidate.iso2 === iso2);
    if (country === undefined) setUncontrolledCountry(iso2);
    onCountryChange?.(iso2);
    // The number stays; the new mask may allow fewer digits.
    const next = digits.slice(0, phoneMaskDigitCount(nextCountry?.mask ?? mask).max);
    if (value === undefined) setUncontrolledDigits(next);
    emit(next, nextCountry);
  };

  const options: SelectOption[] = useMemo(
    () =>
      countries.map((entry) => ({
        value: entry.iso2,
        textValue: entry.name,
        label: (
          <span css={optionLabelStyles}>
            <Flag flag={entry.flag} />
            <span>{entry.name}</span>
            <span css={codeStyles}>{`+${entry.cc}`}</span>
          </span>
        ),
      })),
    [countries],
  );

  const e164 = digits ? toE164(cc, digits) : '';

  return (
    <div css={fieldStyles} className={className}>
      <label id={labelId} htmlFor={inputId} css={labelStyles}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div role="group" aria-labelledby={labelId} css={rowStyles}>
        <SelectBase
          options={options}
          value={selected?.iso2}
          onValueChange={handleCountryChange}
          disabled={disabled}
          dir={dir}
          triggerCss={countryTriggerStyles}
          triggerProps={{
            'aria-label': selected ? `${countryLabel}: ${selected.name} +${selected.cc}` : countryLabel,
          }}
          valueDisplay={
            selected ? (
              <span css={valueStyles}>
                <Flag flag={selected.flag} />
                <span css={codeStyles}>{`+${selected.cc}`}</span>
              </span>
            ) : null
          }
        />
        <span css={[numberBoxStyles, invalid && invalidBoxStyles, disabled && disabledBoxStyles]}>
          <input
            autoComplete="tel-national"
            {...inputProps}
            ref={input}
            id={inputId}
            type="tel"
            inputMode="tel"
            dir="ltr"
            value={formatted}
            onChange={handleChange}
            placeholder={placeholder ?? phoneMaskPlaceholder(mask)}
            required={required}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={describedByIds(describedBy, hasContent(hint) && hintId, invalid && errorId)}
            css={numberStyles}
          />
        </span>
      </div>
      {name ? <input type="hidden" name={name} value={e164} /> : null}
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
