import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '../skeleton/skeleton';
import { Stack } from '../stack/stack';
import { Tabs, tabsVariants } from './tabs';

const stores = (city: string) => (
  <ul css={{ margin: 0, paddingInlineStart: '1.25rem' }}>
    <li>{`${city} Mall, ground floor`}</li>
    <li>{`${city} Industrial Area 2`}</li>
  </ul>
);

const regions = [
  { value: 'dubai', label: 'Dubai', content: stores('Dubai') },
  { value: 'abu-dhabi', label: 'Abu Dhabi', content: stores('Abu Dhabi') },
  { value: 'sharjah', label: 'Sharjah', content: stores('Sharjah') },
  { value: 'ajman', label: 'Ajman', content: stores('Ajman'), disabled: true },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { label: 'Regions', items: regions, variant: 'line' },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Stack gap={6}>
      {tabsVariants.map((variant) => (
        <Tabs key={variant} {...args} variant={variant} label={`Regions (${variant})`} />
      ))}
    </Stack>
  ),
};

/** Many tabs scroll sideways on a phone instead of wrapping. */
export const ManyTabs: Story = {
  args: {
    items: Array.from({ length: 15 }, (_, index) => ({
      value: `region-${index}`,
      label: `Region ${index + 1}`,
      content: `Stores of region ${index + 1}`,
    })),
  },
  globals: { viewport: { value: 'mobile' } },
};

export const Loading: Story = {
  args: {
    items: regions.map((region) => ({
      ...region,
      content: (
        <Stack gap={2} aria-busy="true">
          <Skeleton width="60%" />
          <Skeleton width="45%" />
        </Stack>
      ),
    })),
  },
};

export const Empty: Story = {
  args: {
    items: [{ value: 'dubai', label: 'Dubai', content: <p css={{ margin: 0 }}>No stores in this region yet.</p> }],
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    label: 'المناطق',
    items: [
      { value: 'dubai', label: 'دبي', content: 'متاجر دبي' },
      { value: 'abu-dhabi', label: 'أبوظبي', content: 'متاجر أبوظبي' },
      { value: 'sharjah', label: 'الشارقة', content: 'متاجر الشارقة' },
    ],
  },
};

export const LongText: Story = {
  args: {
    label: 'Produktinformationen',
    items: [
      { value: 'a', label: 'Technische Spezifikationen', content: 'Leistungsdaten' },
      { value: 'b', label: 'Gewährleistungsbedingungen', content: 'Garantie' },
      { value: 'c', label: 'Ersatzteilverfügbarkeit', content: 'Ersatzteile' },
      { value: 'd', label: 'Kundenbewertungen und Erfahrungsberichte', content: 'Bewertungen' },
    ],
  },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '30rem' }}>
        <Story />
      </div>
    ),
  ],
};
