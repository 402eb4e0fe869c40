import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Select } from './select';

const cities = [
  { value: 'dubai', label: 'Dubai' },
  { value: 'abu-dhabi', label: 'Abu Dhabi' },
  { value: 'sharjah', label: 'Sharjah' },
  { value: 'ajman', label: 'Ajman' },
  { value: 'fujairah', label: 'Fujairah', disabled: true },
  { value: 'ras-al-khaimah', label: 'Ras Al Khaimah' },
  { value: 'umm-al-quwain', label: 'Umm Al Quwain' },
];

const arabicCities = [
  { value: 'dubai', label: 'دبي' },
  { value: 'abu-dhabi', label: 'أبوظبي' },
  { value: 'sharjah', label: 'الشارقة' },
  { value: 'ajman', label: 'عجمان' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'City', options: cities, placeholder: 'Choose a city' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    position: { control: 'inline-radio', options: ['popper', 'item-aligned'] },
  },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '22rem', minBlockSize: '4rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultValue: 'sharjah' } };

export const Sizes: Story = {
  render: (args) => (
    <Stack gap={4}>
      <Select {...args} label="Medium (default)" size="md" />
      <Select {...args} label="Small" size="sm" />
    </Stack>
  ),
};

export const States: Story = {
  render: (args) => (
    <Stack gap={6}>
      <Select {...args} label="With hint" hint="Where we deliver your order." />
      <Select {...args} label="Required, with error" required error="Choose a city." />
      <Select {...args} label="Disabled" disabled defaultValue="dubai" />
    </Stack>
  ),
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Sort by', placeholder: 'Sort by', options: [
    { value: 'popular', label: 'Most popular' },
    { value: 'price-asc', label: 'Price: low to high' },
    { value: 'price-desc', label: 'Price: high to low' },
  ] },
};

export const Groups: Story = {
  args: {
    label: 'Store',
    options: [
      { label: 'Dubai', options: [{ value: 'mall', label: 'Dubai Mall' }, { value: 'marina', label: 'Marina Walk' }] },
      { label: 'Sharjah', options: [{ value: 'city-centre', label: 'City Centre Sharjah' }] },
    ],
  },
};

/** Open, with more options than fit: hover the arrows at the ends to auto-scroll (every 50 ms). */
// While a Radix select is open it hides the rest of the page (aria-hidden) and keeps focus in the
// list; axe in a browser still counts the trigger behind as focusable. Not reachable: rule off here.
const openSelectA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

export const OpenLongList: Story = {
  tags: ['!autodocs'],
  parameters: openSelectA11y,
  args: {
    label: 'Country',
    defaultOpen: true,
    position: 'item-aligned',
    defaultValue: 'c-30',
    options: Array.from({ length: 60 }, (_, index) => ({ value: `c-${index}`, label: `Country ${index + 1}` })),
  },
};

export const Empty: Story = {
  name: 'Empty (no options)',
  args: { label: 'City', options: [], placeholder: 'No cities in this region' , disabled: true },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { label: 'المدينة', options: arabicCities, placeholder: 'اختر مدينة', hint: 'مكان التوصيل.' },
};

export const OpenRightToLeft: Story = {
  tags: ['!autodocs'],
  parameters: openSelectA11y,
  globals: { locale: 'ar', direction: 'rtl' },
  args: { label: 'المدينة', options: arabicCities, defaultValue: 'sharjah', defaultOpen: true },
};

export const LongText: Story = {
  args: {
    label: 'Bevorzugter Ausstellungsraum für die Probefahrtterminvereinbarung',
    placeholder: 'Bitte wählen Sie einen Ausstellungsraum in Ihrer Nähe aus',
    error: 'Die Auswahl eines Ausstellungsraums ist für die Terminvereinbarung zwingend erforderlich.',
    options: [
      { value: 'a', label: 'Hauptausstellungsraum Industriegebiet Nord mit Werkstattanbindung' },
      { value: 'b', label: 'Innenstadtfiliale Einkaufszentrum Süd' },
    ],
  },
};
