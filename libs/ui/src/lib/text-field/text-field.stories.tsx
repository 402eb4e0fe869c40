import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { TextField } from './text-field';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Name', placeholder: 'Your name' },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { label: 'Phone', type: 'tel', autoComplete: 'tel', hint: 'We call you back within one hour.' },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'name@',
    hint: 'For the order confirmation.',
    error: 'Enter a complete email address.',
  },
};

export const Required: Story = {
  args: { label: 'City', required: true },
};

export const Disabled: Story = {
  args: { label: 'Region', defaultValue: 'United Arab Emirates', disabled: true },
};

export const States: Story = {
  render: () => (
    <Stack gap={6}>
      <TextField label="Name" placeholder="Your name" />
      <TextField label="Phone" type="tel" hint="We call you back within one hour." />
      <TextField label="Email" type="email" defaultValue="name@" error="Enter a complete email address." />
      <TextField label="Region" defaultValue="United Arab Emirates" disabled />
    </Stack>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    label: 'رقم الهاتف',
    type: 'tel',
    hint: 'سنتصل بك خلال ساعة.',
    error: 'أدخل رقم هاتف صحيحًا.',
    defaultValue: '+971 50',
  },
};

export const LongText: Story = {
  args: {
    label: 'Ansprechpartnerin oder Ansprechpartner für die Kundendienstterminvereinbarung',
    hint: 'Bitte geben Sie den vollständigen Namen der verantwortlichen Kontaktperson Ihres Unternehmens an.',
    error: 'Dieses Feld ist für die Bearbeitung Ihrer Gewährleistungsanfrage zwingend erforderlich.',
  },
};
