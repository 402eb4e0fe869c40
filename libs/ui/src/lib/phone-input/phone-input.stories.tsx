import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stack } from '../stack/stack';
import { fontSizes } from '../theme/tokens';
import { PhoneInput } from './phone-input';
import type { PhoneInputProps, PhoneValue } from './phone-input';
import type { PhoneCountry } from './phone-mask';

/** A sample; the app passes the full list (~240 countries) built from libphonenumber-js metadata. */
const countries: PhoneCountry[] = [
  { name: 'United Arab Emirates', iso2: 'ae', cc: '971', mask: '## ### ####', flag: '🇦🇪' },
  { name: 'Oman', iso2: 'om', cc: '968', mask: '#### ####', flag: '🇴🇲' },
  { name: 'Qatar', iso2: 'qa', cc: '974', mask: '#### ####', flag: '🇶🇦' },
  { name: 'Saudi Arabia', iso2: 'sa', cc: '966', mask: '## ### ####', flag: '🇸🇦' },
  { name: 'Egypt', iso2: 'eg', cc: '20', mask: '### ### ####', flag: '🇪🇬' },
  { name: 'Morocco', iso2: 'ma', cc: '212', mask: '###-######', flag: '🇲🇦' },
  { name: 'Mexico', iso2: 'mx', cc: '52', mask: '### ### ####', flag: '🇲🇽' },
  { name: 'Brazil', iso2: 'br', cc: '55', mask: '(##) [#]####-####', flag: '🇧🇷' },
  { name: 'Colombia', iso2: 'co', cc: '57', mask: '### #######', flag: '🇨🇴' },
  { name: 'Spain', iso2: 'es', cc: '34', mask: '### ## ## ##', flag: '🇪🇸' },
  { name: 'Russia', iso2: 'ru', cc: '7', mask: '(###) ###-##-##', flag: '🇷🇺' },
  { name: 'Belarus', iso2: 'by', cc: '375', mask: '(##) ###-##-##', flag: '🇧🇾' },
  { name: 'Kazakhstan', iso2: 'kz', cc: '7', mask: '(###) ###-##-##', flag: '🇰🇿' },
  { name: 'Georgia', iso2: 'ge', cc: '995', mask: '### ## ## ##', flag: '🇬🇪' },
  { name: 'Uzbekistan', iso2: 'uz', cc: '998', mask: '## ### ## ##', flag: '🇺🇿' },
];

const arabicCountries: PhoneCountry[] = [
  { name: 'الإمارات العربية المتحدة', iso2: 'ae', cc: '971', mask: '## ### ####', flag: '🇦🇪' },
  { name: 'عُمان', iso2: 'om', cc: '968', mask: '#### ####', flag: '🇴🇲' },
  { name: 'قطر', iso2: 'qa', cc: '974', mask: '#### ####', flag: '🇶🇦' },
  { name: 'مصر', iso2: 'eg', cc: '20', mask: '### ### ####', flag: '🇪🇬' },
];

const meta = {
  title: 'Forms/PhoneInput',
  component: PhoneInput,
  tags: ['autodocs'],
  args: { label: 'Phone', countryLabel: 'Country code', countries, autoComplete: 'tel-national' },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '24rem', minBlockSize: '5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Type a number: the value below shows what the form gets. Brazil has an optional ninth digit. */
function WithOutput(props: PhoneInputProps) {
  const [value, setValue] = useState<PhoneValue | null>(null);
  return (
    <Stack gap={3}>
      <PhoneInput {...props} onValueChange={setValue} />
      <output css={{ fontSize: fontSizes.sm }}>{value ? JSON.stringify(value) : 'Type a number'}</output>
    </Stack>
  );
}

export const Playground: Story = {
  args: { defaultCountry: 'br' },
  render: (args) => <WithOutput {...args} />,
};

export const Filled: Story = { args: { defaultCountry: 'ru', defaultValue: '9161234567' } };

export const States: Story = {
  render: (args) => (
    <Stack gap={6}>
      <PhoneInput {...args} label="With hint" hint="We call you back within one hour." />
      <PhoneInput {...args} label="Required, with error" required defaultValue="5012" error="Enter the whole number." />
      <PhoneInput {...args} label="Disabled" disabled defaultValue="501234567" />
    </Stack>
  ),
};


export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    label: 'رقم الهاتف',
    countryLabel: 'رمز الدولة',
    countries: arabicCountries,
    defaultValue: '501234567',
    hint: 'سنتصل بك خلال ساعة.',
  },
};

export const LongText: Story = {
  args: {
    label: 'Telefonnummer für die Rückrufvereinbarung mit unserem Kundendienst',
    countryLabel: 'Landesvorwahl',
    hint: 'Bitte geben Sie eine Mobilfunknummer an, unter der Sie tagsüber erreichbar sind.',
    error: 'Die angegebene Telefonnummer ist unvollständig oder entspricht nicht dem Nummernformat des Landes.',
    defaultValue: '50',
  },
};
