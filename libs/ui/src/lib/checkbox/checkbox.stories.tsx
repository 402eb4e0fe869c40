import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'I agree to the terms of service' },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <Stack gap={3}>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate (some generators selected)" indeterminate />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
      <Checkbox label="With a hint" hint="We send one email a month." />
    </Stack>
  ),
};

export const WithError: Story = {
  args: { required: true, error: 'Accept the terms to place the order.' },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  render: () => (
    <Stack gap={3}>
      <Checkbox label="أوافق على شروط الخدمة" defaultChecked />
      <Checkbox label="اشترك في النشرة الإخبارية" hint="رسالة واحدة شهريًا." />
      <Checkbox label="أوافق على سياسة الخصوصية" error="يجب الموافقة للمتابعة." />
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    label:
      'Ich bin damit einverstanden, dass meine personenbezogenen Daten zur Bearbeitung meiner Probefahrtterminanfrage gespeichert und verarbeitet werden.',
    hint: 'Die Einwilligung kann jederzeit mit Wirkung für die Zukunft widerrufen werden.',
  },
};
