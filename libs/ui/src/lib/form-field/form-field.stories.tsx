import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '../input/input';
import { Stack } from '../stack/stack';
import { Textarea } from '../textarea/textarea';
import { FormField } from './form-field';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: {
    label: 'City',
    children: (field) => <Input {...field} autoComplete="address-level2" />,
  },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'The city where you want to pick up the order.' } };

export const WithError: Story = {
  args: {
    label: 'Message',
    required: true,
    hint: 'Up to 500 characters.',
    error: 'Write a few words about your request.',
    children: (field) => <Textarea {...field} />,
  },
};

export const States: Story = {
  render: () => (
    <Stack gap={6}>
      <FormField label="Name">{(field) => <Input {...field} placeholder="Your name" />}</FormField>
      <FormField label="Email" required hint="For the order confirmation.">
        {(field) => <Input {...field} type="email" autoComplete="email" />}
      </FormField>
      <FormField label="Email" error="Enter a complete email address.">
        {(field) => <Input {...field} type="email" defaultValue="name@" />}
      </FormField>
      <FormField label="Region">{(field) => <Input {...field} defaultValue="United Arab Emirates" disabled />}</FormField>
    </Stack>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    label: 'رسالتك',
    required: true,
    hint: 'حتى 500 حرف.',
    error: 'يرجى كتابة بضع كلمات عن طلبك.',
    children: (field) => <Textarea {...field} defaultValue="أرغب في معرفة موعد التوصيل" />,
  },
};

export const LongText: Story = {
  args: {
    label: 'Ausführliche Beschreibung des aufgetretenen Gewährleistungsschadens',
    hint: 'Bitte beschreiben Sie möglichst genau, unter welchen Betriebsbedingungen der Schaden aufgetreten ist.',
    error: 'Die Schadensbeschreibung ist für die Bearbeitung Ihrer Gewährleistungsanfrage zwingend erforderlich.',
    children: (field) => <Textarea {...field} />,
  },
};
