import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from './phone-input';
import {
  caretAfterDigits,
  formatPhone,
  isPhoneComplete,
  nationalDigits,
  parsePhoneMask,
  phoneDigits,
  phoneMaskDigitCount,
  phoneMaskPlaceholder,
  toE164,
} from './phone-mask';
import type { PhoneCountry } from './phone-mask';

const countries: PhoneCountry[] = [
  { name: 'United Arab Emirates', iso2: 'ae', cc: '971', mask: '## ### ####', flag: '🇦🇪' },
  { name: 'Brazil', iso2: 'br', cc: '55', mask: '(##) [#]####-####', flag: '🇧🇷' },
  { name: 'Russia', iso2: 'ru', cc: '7', mask: '(###) ###-##-##', flag: '🇷🇺' },
];

describe('phone masks', () => {
  it('parse `#` as a digit, `[#]` as an optional digit and the rest as literals', () => {
    expect(parsePhoneMask('(##) [#]#')).toEqual([
      { kind: 'literal', char: '(' },
      { kind: 'digit', optional: false },
      { kind: 'digit', optional: false },
      { kind: 'literal', char: ')' },
      { kind: 'literal', char: ' ' },
      { kind: 'digit', optional: true },
      { kind: 'digit', optional: false },
    ]);
    expect(phoneMaskDigitCount('(##) [#]####-####')).toEqual({ min: 10, max: 11 });
    expect(phoneMaskDigitCount('### [##]')).toEqual({ min: 3, max: 5 });
  });

  it('format as far as there are digits, without trailing separators', () => {
    expect(formatPhone('', '## ### ####')).toBe('');
    expect(formatPhone('5', '## ### ####')).toBe('5');
    expect(formatPhone('50', '## ### ####')).toBe('50');
    expect(formatPhone('501', '## ### ####')).toBe('50 1');
    expect(formatPhone('501234567', '## ### ####')).toBe('50 123 4567');
    expect(formatPhone('9161234567', '(###) ###-##-##')).toBe('(916) 123-45-67');
  });

  it('drop digits beyond the mask and ignore what is not a digit', () => {
    expect(formatPhone('50-123-45678999', '## ### ####')).toBe('50 123 4567');
    expect(formatPhone('50 abc 1', '## ### ####')).toBe('50 1');
  });

  it('use an optional digit only when there are more digits than the required ones', () => {
    // Brazilian landline (10 digits) and mobile (11 digits) with one mask.
    expect(formatPhone('1133334444', '(##) [#]####-####')).toBe('(11) 3333-4444');
    expect(formatPhone('11933334444', '(##) [#]####-####')).toBe('(11) 93333-4444');
    expect(formatPhone('113', '(##) [#]####-####')).toBe('(11) 3');
  });

  it('do not double a separator around a skipped optional digit', () => {
    expect(formatPhone('1234567', '### [#] ####')).toBe('123 4567');
    expect(formatPhone('12394567', '### [#] ####')).toBe('123 9 4567');
  });

  it('read Arabic-Indic and Persian digits as digits', () => {
    expect(phoneDigits('٠٥٠ ١٢٣')).toBe('050123');
    expect(phoneDigits('۰۵۰')).toBe('050');
    expect(formatPhone('٥٠١٢٣٤٥٦٧', '## ### ####')).toBe('50 123 4567');
  });

  it('strip the dialling code from an international number of the same country', () => {
    expect(nationalDigits('+971 50 123 4567', '971')).toBe('501234567');
    expect(nationalDigits('00971501234567', '971')).toBe('501234567');
    expect(nationalDigits('050 123 4567', '971')).toBe('0501234567');
  });

  it('tell when a number is complete and build E.164', () => {
    expect(isPhoneComplete('50 123 456', '## ### ####')).toBe(false);
    expect(isPhoneComplete('50 123 4567', '## ### ####')).toBe(true);
    expect(isPhoneComplete('1133334444', '(##) [#]####-####')).toBe(true);
    expect(isPhoneComplete('11933334444', '(##) [#]####-####')).toBe(true);
    expect(toE164('971', '50 123 4567')).toBe('+971501234567');
  });

  it('make a placeholder of the required digits and keep the caret after the same digits', () => {
    expect(phoneMaskPlaceholder('(##) [#]####-####')).toBe('(00) 0000-0000');
    expect(caretAfterDigits('(11) 3333-4444', 2)).toBe(3);
    expect(caretAfterDigits('(11) 3333-4444', 3)).toBe(6);
    expect(caretAfterDigits('50 1', 0)).toBe(0);
  });
});

describe('PhoneInput', () => {
  it('formats what is typed with the mask of the selected country and reports E.164', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<PhoneInput label="Phone" countryLabel="Country code" countries={countries} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;

    await user.type(input, '501234567');

    expect(input.value).toBe('50 123 4567');
    expect(onValueChange).toHaveBeenLastCalledWith({
      country: 'ae',
      national: '501234567',
      e164: '+971501234567',
      complete: true,
    });
    expect(input.getAttribute('type')).toBe('tel');
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.getAttribute('placeholder')).toBe('00 000 0000');
  });

  it('deletes the last digit on Backspace and, over a separator, the digit before it', async () => {
    const user = userEvent.setup();
    render(<PhoneInput label="Phone" countryLabel="Country code" countries={countries} defaultValue="5012" />);
    const input = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    expect(input.value).toBe('50 12');

    await user.type(input, '{Backspace}');
    expect(input.value).toBe('50 1');

    // Caret right after the space: deleting the space alone would change nothing.
    await user.type(input, '{Backspace}', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input.value).toBe('51');
    expect(input.selectionStart).toBe(1);
  });

  it('shows the flag and dialling code on a labelled country button, and changes country', async () => {
    const user = userEvent.setup();
    const onCountryChange = vi.fn();
    render(
      <PhoneInput
        label="Phone"
        countryLabel="Country code"
        countries={countries}
        defaultCountry="br"
        defaultValue="11933334444"
        onCountryChange={onCountryChange}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Country code: Brazil +55' });
    expect(trigger.textContent).toContain('+55');
    expect(trigger.textContent).toContain('🇧🇷');
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('(11) 93333-4444');
    expect(screen.getByRole('group', { name: 'Phone' })).toBeTruthy();

    trigger.focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('option', { name: /Russia/ }));

    expect(onCountryChange).toHaveBeenCalledWith('ru');
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('(119) 333-34-44');
  });

  it('strips a pasted international prefix of the same country', async () => {
    const user = userEvent.setup();
    render(<PhoneInput label="Phone" countryLabel="Country code" countries={countries} />);
    const input = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    input.focus();
    await user.paste('+971 50 123 4567');
    expect(input.value).toBe('50 123 4567');
  });

  it('submits the number as E.164 and describes the field with hint and error', () => {
    const { container } = render(
      <PhoneInput
        label="Phone"
        countryLabel="Country code"
        countries={countries}
        name="phone"
        defaultValue="501234567"
        hint="We call you back."
        error="Enter the whole number."
      />,
    );
    expect((container.querySelector('input[name="phone"]') as HTMLInputElement).value).toBe('+971501234567');
    const input = screen.getByRole('textbox', { name: 'Phone', description: 'We call you back. Enter the whole number.' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
