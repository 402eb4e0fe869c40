import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Input } from './input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': 'Search the catalog', placeholder: 'Search the catalog' },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <Stack gap={3}>
      <Input aria-label="Empty" placeholder="Placeholder" />
      <Input aria-label="Filled" defaultValue="Petrol generator" />
      <Input aria-label="Invalid" defaultValue="name@" invalid />
      <Input aria-label="Disabled" defaultValue="Dubai" disabled />
    </Stack>
  ),
};

export const Types: Story = {
  render: () => (
    <Stack gap={3}>
      <Input aria-label="Email" type="email" placeholder="name@example.com" />
      <Input aria-label="Quantity" type="number" inputMode="numeric" defaultValue={1} min={1} />
      <Input aria-label="Search" type="search" placeholder="Search" />
    </Stack>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { 'aria-label': 'ابحث في الكتالوج', placeholder: 'ابحث في الكتالوج', defaultValue: 'مولد كهربائي' },
};

export const LongText: Story = {
  args: {
    'aria-label': 'Suche',
    defaultValue: 'Hochleistungsbenzinstromerzeugerzubehörersatzteilkatalog für Gewerbekunden und Händler',
  },
};
