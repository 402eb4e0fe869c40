import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Skeleton } from '../skeleton/skeleton';
import { Stack } from '../stack/stack';
import { fontSizes } from '../theme/tokens';
import { PriceRangeSlider } from './price-range-slider';
import type { PriceRange, PriceRangeSliderProps } from './price-range-slider';

const meta = {
  title: 'Forms/PriceRangeSlider',
  component: PriceRangeSlider,
  tags: ['autodocs'],
  args: {
    label: 'Price',
    min: 499,
    max: 24999,
    step: 100,
    fromLabel: 'From',
    toLabel: 'To',
    currency: 'AED',
    locale: 'en',
  },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceRangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithCommitted({ prompt = 'Drag a thumb or type a price', ...props }: PriceRangeSliderProps & { prompt?: string }) {
  const [committed, setCommitted] = useState<PriceRange | null>(null);
  return (
    <Stack gap={3}>
      <PriceRangeSlider {...props} onValueCommit={setCommitted} />
      <output css={{ fontSize: fontSizes.sm }}>
        {committed ? `price[between]=${committed[0]}..${committed[1]}` : prompt}
      </output>
    </Stack>
  );
}

/** Drag or type (Enter or leaving the field applies it; Escape restores). */
export const Default: Story = { render: (args) => <WithCommitted {...args} /> };

export const Selected: Story = { args: { defaultValue: [2000, 9000] } };

export const MinimumGap: Story = {
  args: { defaultValue: [5000, 7000], minStepsBetweenThumbs: 10, hint: 'At least 1,000 apart.' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: [2000, 9000] } };

/** Every product of the list has the same price: nothing to choose. */
export const Empty: Story = { args: { min: 1999, max: 1999 } };

export const Loading: Story = {
  render: () => (
    <Stack gap={3} aria-hidden="true">
      <Skeleton width="4rem" />
      <Skeleton height="0.5rem" />
      <Stack direction="row" gap={3}>
        <Skeleton shape="rect" height="2.75rem" />
        <Skeleton shape="rect" height="2.75rem" />
      </Stack>
    </Stack>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    label: 'السعر',
    fromLabel: 'من',
    toLabel: 'إلى',
    locale: 'ar',
    defaultValue: [3000, 15000],
    thumbLabels: { minimum: 'الحد الأدنى', maximum: 'الحد الأقصى' },
  },
  render: (args) => <WithCommitted {...args} prompt="اسحب المؤشر أو اكتب السعر" />,
};

export const LongText: Story = {
  args: {
    label: 'Unverbindliche Preisempfehlung des Herstellers einschließlich Mehrwertsteuer',
    fromLabel: 'Mindestpreis in Euro',
    toLabel: 'Höchstpreis in Euro',
    currency: 'EUR',
    locale: 'es',
    hint: 'Die angezeigten Preise verstehen sich zuzüglich eventueller Versand- und Montagekosten.',
  },
};
