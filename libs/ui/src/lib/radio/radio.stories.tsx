import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './radio';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    legend: 'Warranty',
    name: 'warranty',
    defaultValue: 'basic',
    options: [
      { value: 'basic', label: 'Basic', hint: 'Included in the price' },
      { value: 'pro', label: 'Pro', hint: '999 AED, three more years' },
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['column', 'row'] } },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Row: Story = {
  args: {
    legend: 'Delivery',
    name: 'delivery',
    orientation: 'row',
    defaultValue: 'courier',
    options: [
      { value: 'courier', label: 'Courier' },
      { value: 'pickup', label: 'Pick up in store' },
      { value: 'post', label: 'Post', disabled: true },
    ],
  },
};

export const WithError: Story = {
  args: { defaultValue: undefined, required: true, error: 'Choose a warranty.' },
};

export const Disabled: Story = { args: { disabled: true } };

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    legend: 'الضمان',
    options: [
      { value: 'basic', label: 'أساسي', hint: 'مشمول في السعر' },
      { value: 'pro', label: 'احترافي', hint: '999 درهم، ثلاث سنوات إضافية' },
    ],
  },
};

export const LongText: Story = {
  args: {
    legend: 'Gewährleistungsverlängerungsoption für gewerbliche Nutzung',
    options: [
      { value: 'basic', label: 'Grundlegende Herstellergewährleistung', hint: 'Im Kaufpreis enthalten' },
      {
        value: 'pro',
        label: 'Erweiterte Rundumsorglosgewährleistung mit Vor-Ort-Kundendienst',
        hint: 'Drei zusätzliche Jahre einschließlich Verschleißteilaustausch',
      },
    ],
  },
};
