import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Badge, badgeKinds, badgeSizes } from './badge';
import type { BadgeKind } from './badge';

const english: Record<BadgeKind, string> = {
  'best-seller': 'Best seller',
  new: 'New',
  sale: 'Sale',
  'limited-stock': 'Limited stock',
  'pre-order': 'Pre-order',
};

const arabic: Record<BadgeKind, string> = {
  'best-seller': 'الأكثر مبيعًا',
  new: 'جديد',
  sale: 'تخفيض',
  'limited-stock': 'كمية محدودة',
  'pre-order': 'طلب مسبق',
};

const german: Record<BadgeKind, string> = {
  'best-seller': 'Verkaufsschlager des Monats',
  new: 'Neuerscheinung',
  sale: 'Sonderangebotsaktion',
  'limited-stock': 'Begrenzte Lagerverfügbarkeit',
  'pre-order': 'Vorbestellungsmöglichkeit',
};

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { kind: 'best-seller', size: 'sm', children: 'Best seller' },
  argTypes: {
    kind: { control: 'inline-radio', options: badgeKinds },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function All({ labels, size }: { labels: Record<BadgeKind, string>; size?: 'sm' | 'md' }) {
  return (
    <Stack direction="row" gap={2} wrap align="center">
      {badgeKinds.map((kind) => (
        <Badge key={kind} kind={kind} size={size}>
          {labels[kind]}
        </Badge>
      ))}
    </Stack>
  );
}

export const Kinds: Story = { render: () => <All labels={english} /> };

export const Sizes: Story = {
  render: () => (
    <Stack gap={3}>
      {badgeSizes.map((size) => (
        <All key={size} labels={english} size={size} />
      ))}
    </Stack>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  render: () => <All labels={arabic} size="md" />,
};

export const LongText: Story = {
  render: () => (
    <div css={{ maxInlineSize: '12rem' }}>
      <Stack gap={2} align="start">
        {badgeKinds.map((kind) => (
          <Badge key={kind} kind={kind} title={german[kind]}>
            {german[kind]}
          </Badge>
        ))}
      </Stack>
    </div>
  ),
};
