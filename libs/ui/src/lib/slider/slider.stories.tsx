import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stack } from '../stack/stack';
import { fontSizes } from '../theme/tokens';
import { Slider } from './slider';
import type { SliderProps } from './slider';

const meta = {
  title: 'Forms/Slider',
  component: Slider,
  tags: ['autodocs'],
  args: { label: 'Engine power, hp', defaultValue: [40] },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithValue(props: SliderProps) {
  const [value, setValue] = useState(props.defaultValue ?? [0]);
  return (
    <Stack gap={2}>
      <Slider {...props} defaultValue={undefined} value={value} onValueChange={setValue} />
      <output css={{ fontSize: fontSizes.sm }}>{value.join(' – ')}</output>
    </Stack>
  );
}

/** Defaults of SPEC §9: 0 to 100, step 1. Arrows: 1 step; Page Up/Down or Shift+arrow: 10. */
export const Default: Story = { render: (args) => <WithValue {...args} /> };

export const Range: Story = { args: { label: 'Weight, kg', defaultValue: [20, 80] }, render: (args) => <WithValue {...args} /> };

export const Steps: Story = {
  args: { label: 'Tank, litres (step 5)', min: 5, max: 60, step: 5, defaultValue: [15, 40] },
  render: (args) => <WithValue {...args} />,
};

/** The thumbs stay at least 10 steps apart. */
export const MinimumGap: Story = {
  args: { label: 'Power, kW (10 steps apart)', defaultValue: [30, 50], minStepsBetweenThumbs: 10 },
  render: (args) => <WithValue {...args} />,
};

export const ThreeThumbs: Story = {
  args: { label: 'Service intervals, hours', defaultValue: [25, 50, 100], max: 200, step: 25 },
  render: (args) => <WithValue {...args} />,
};

export const Disabled: Story = { args: { disabled: true, defaultValue: [20, 60] } };

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    label: 'قوة المحرك، حصان',
    defaultValue: [20, 70],
    thumbLabels: { minimum: 'الحد الأدنى', maximum: 'الحد الأقصى' },
    formatValue: (value) => `${value} حصان`,
  },
  render: (args) => <WithValue {...args} />,
};

export const LongText: Story = {
  args: {
    label: 'Maximale Dauerleistung des Außenbordmotors bei Nenndrehzahl in Kilowatt',
    defaultValue: [10, 90],
    thumbLabels: { minimum: 'Mindestleistung', maximum: 'Höchstleistung' },
  },
};
