import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../card/card';
import { Grid } from './grid';

const cities = ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Fujairah', 'Umm Al Quwain'];
const arabicCities = ['دبي', 'أبوظبي', 'الشارقة', 'عجمان', 'الفجيرة', 'أم القيوين'];

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: { as: 'ul', minItemWidth: '12rem', gap: 4 },
  render: (args) => (
    <Grid {...args}>
      {cities.map((city) => (
        <li key={city}>
          <Card>{city}</Card>
        </li>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardList: Story = {};

export const WideColumns: Story = { args: { minItemWidth: '24rem', gap: 8 } };

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  render: (args) => (
    <Grid {...args}>
      {arabicCities.map((city) => (
        <li key={city}>
          <Card>{city}</Card>
        </li>
      ))}
    </Grid>
  ),
};
