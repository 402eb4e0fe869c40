import type { Meta, StoryObj } from '@storybook/react-vite';
import { cities, citiesArabic } from '../stories/story-content';
import { CitiesList } from './cities-section';

const meta = {
  title: 'Content/CitiesList',
  component: CitiesList,
  tags: ['autodocs'],
  // Each city links to its city home below the region root.
  parameters: { storefrontPage: { region: 'ae', path: 'about-us' }, layout: 'padded' },
  args: { cities },
} satisfies Meta<typeof CitiesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §1 cities list as a page section: every active city of the country. */
export const Cities: Story = {};

/** The cities did not load: a note, the page goes on. */
export const Failed: Story = { args: { cities: undefined } };

/** Arabic city names, the list mirrored. */
export const RightToLeft: Story = { globals: { locale: 'ar', direction: 'rtl' }, args: { cities: citiesArabic } };
