import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stack } from '../stack/stack';
import { QuantityStepper, quantityStepperSizes, type QuantityStepperProps } from './quantity-stepper';

/** The stepper as a page holds it (controlled). */
function Held(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return <QuantityStepper {...props} value={value} onChange={(next) => (setValue(next), props.onChange(next))} />;
}

const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: {
    value: 1,
    min: 1,
    max: 10,
    label: 'Quantity',
    decreaseLabel: 'Decrease quantity',
    increaseLabel: 'Increase quantity',
    onChange: () => undefined,
  },
  argTypes: {
    size: { control: 'inline-radio', options: quantityStepperSizes },
    onChange: { action: 'changed' },
  },
  render: (args) => <Held {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} align="center">
      {quantityStepperSizes.map((size) => (
        <Held key={size} {...args} size={size} label={`Quantity (${size})`} />
      ))}
    </Stack>
  ),
};

export const AtTheBounds: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} align="center">
      <Held {...args} value={1} label="Quantity at the minimum" />
      <Held {...args} value={10} label="Quantity at the maximum" />
    </Stack>
  ),
};

/**
 * A cart line's stepper: typing 0 and pressing Enter (or leaving the field) removes the line
 * (`onZero`); the − button stops at 1.
 */
export const ZeroRemoves: Story = {
  render: (args) => {
    function Line() {
      const [removed, setRemoved] = useState(false);
      return removed ? (
        <p role="status">Removed from the cart</p>
      ) : (
        <Held {...args} value={2} label="Quantity (type 0 to remove)" onZero={() => setRemoved(true)} />
      );
    }
    return <Line />;
  },
};

export const Disabled: Story = { args: { value: 2, disabled: true } };

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { value: 3, label: 'الكمية', decreaseLabel: 'إنقاص الكمية', increaseLabel: 'زيادة الكمية' },
};
