import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Heading } from '../heading/heading';
import { Stack } from '../stack/stack';
import { Card } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    as: 'article',
    padding: 4,
    children: (
      <Stack gap={3}>
        <Heading level={3}>Petrol generator 3.5 kW</Heading>
        <p css={{ margin: 0 }}>Quiet, fuel-efficient, 12 hours on one tank.</p>
        <Button variant="green" size="catalog">
          Add to cart
        </Button>
      </Stack>
    ),
  },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Elevated: Story = { args: { elevated: true, padding: 6 } };

export const Paddings: Story = {
  render: () => (
    <Stack gap={3}>
      {([2, 4, 6, 8] as const).map((padding) => (
        <Card key={padding} padding={padding}>
          {`padding ${padding}`}
        </Card>
      ))}
    </Stack>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    children: (
      <Stack gap={3}>
        <Heading level={3}>مولد كهربائي يعمل بالبنزين 3.5 كيلوواط</Heading>
        <p css={{ margin: 0 }}>هادئ وموفر للوقود، 12 ساعة على خزان واحد.</p>
        <Button variant="green" size="catalog">
          أضف إلى السلة
        </Button>
      </Stack>
    ),
  },
};

export const LongText: Story = {
  args: {
    children: (
      <Stack gap={3}>
        <Heading level={3}>Benzinbetriebener Hochleistungsstromerzeuger mit Inverterspannungsregelung</Heading>
        <p css={{ margin: 0 }}>
          Geräuscharmer, kraftstoffsparender Stromerzeuger für Baustellen, Campingausflüge und
          Notstromversorgungsanwendungen.
        </p>
      </Stack>
    ),
  },
};
