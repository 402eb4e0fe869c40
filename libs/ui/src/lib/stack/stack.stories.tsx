import type { Meta, StoryObj } from '@storybook/react-vite';
import { colors, radii, space } from '../theme/tokens';
import { Stack } from './stack';

function Box({ children }: { children: string }) {
  return (
    <div
      css={{
        padding: space[3],
        backgroundColor: colors.surfaceMuted,
        border: `1px solid ${colors.border}`,
        borderRadius: radii.sm,
      }}
    >
      {children}
    </div>
  );
}

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    gap: 4,
    children: [<Box key="1">First</Box>, <Box key="2">Second</Box>, <Box key="3">Third</Box>],
  },
  argTypes: {
    gap: { control: 'select', options: Object.keys(space).map(Number) },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};

export const Row: Story = { args: { direction: 'row', gap: 3, align: 'center' } };

export const RowWrapping: Story = {
  args: {
    direction: 'row',
    wrap: true,
    gap: 2,
    children: Array.from({ length: 12 }, (_, index) => <Box key={index}>{`Item ${index + 1}`}</Box>),
  },
};

export const Justified: Story = { args: { direction: 'row', justify: 'between' } };

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    direction: 'row',
    gap: 3,
    children: [<Box key="1">الأول</Box>, <Box key="2">الثاني</Box>, <Box key="3">الثالث</Box>],
  },
};

export const LongText: Story = {
  args: {
    direction: 'row',
    wrap: true,
    children: [
      <Box key="1">Kundendienstvereinbarung</Box>,
      <Box key="2">Gewährleistungsbedingungen</Box>,
      <Box key="3">Ersatzteilverfügbarkeitsprüfung</Box>,
    ],
  },
};
