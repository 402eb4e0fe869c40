import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Heading } from './heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 1, children: 'Generators' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: { control: 'inline-radio', options: [1, 2, 3, 4] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Levels: Story = {
  render: () => (
    <Stack gap={3}>
      <Heading level={1}>Level 1: Generators</Heading>
      <Heading level={2}>Level 2: Petrol generators</Heading>
      <Heading level={3}>Level 3: Inverter models</Heading>
      <Heading level={4}>Level 4: Specifications</Heading>
    </Stack>
  ),
};

export const VisualSizeOverride: Story = {
  args: { level: 2, size: 4, children: 'An h2 that looks like an h4' },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { children: 'مولدات كهربائية' },
};

export const Georgian: Story = {
  globals: { locale: 'ka' },
  args: { children: 'ელექტროგენერატორები' },
};

export const LongText: Story = {
  args: {
    level: 2,
    children: 'Hochleistungsbenzinstromerzeugerzubehörersatzteilkatalog für Gewerbekunden',
  },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
};
