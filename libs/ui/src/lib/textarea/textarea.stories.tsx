import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Textarea } from './textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { 'aria-label': 'Message', placeholder: 'Your message' },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <Stack gap={3}>
      <Textarea aria-label="Empty" placeholder="Your message" />
      <Textarea aria-label="Invalid" invalid defaultValue="?" />
      <Textarea aria-label="Disabled" disabled defaultValue="Sent on 12 May." rows={2} />
    </Stack>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { 'aria-label': 'رسالتك', defaultValue: 'مرحبًا، أود حجز تجربة قيادة يوم السبت القادم في صالة العرض بدبي.' },
};

export const LongText: Story = {
  args: {
    'aria-label': 'Nachricht',
    defaultValue:
      'Sehr geehrte Damen und Herren, hiermit möchte ich eine Gewährleistungsverlängerungsvereinbarung für meinen Außenbordmotor beantragen. Die Seriennummer lautet MTR-2024-0042-Außenbordmotorenbaureihe.',
    rows: 6,
  },
};
