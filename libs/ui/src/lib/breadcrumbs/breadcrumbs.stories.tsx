import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    label: 'Breadcrumb',
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Catalog', href: '#catalog' },
      { label: 'Generators', href: '#generators' },
      { label: 'Petrol generator 3.5 kW' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TwoLevels: Story = { args: { items: [{ label: 'Home', href: '#home' }, { label: 'Offers' }] } };

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    label: 'مسار التنقل',
    items: [
      { label: 'الرئيسية', href: '#home' },
      { label: 'الكتالوج', href: '#catalog' },
      { label: 'المولدات', href: '#generators' },
      { label: 'مولد بنزين 3.5 كيلوواط' },
    ],
  },
};

export const LongText: Story = {
  args: {
    label: 'Navigationspfad',
    items: [
      { label: 'Startseite', href: '#home' },
      { label: 'Produktkatalog', href: '#catalog' },
      { label: 'Außenbordmotorenzubehör und Ersatzteile', href: '#parts' },
      { label: 'Hochleistungspropellerersatzteilsatz für Viertaktaußenbordmotoren' },
    ],
  },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * A product's trail on a 320 px phone, wrapped over several lines: each link stays a 24×24 px target
 * (WCAG 2.2 2.5.8), so the lines of links are never closer than a finger's minimum target.
 */
export const ProductTrailOnAPhone: Story = {
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Catalog', href: '#catalog' },
      { label: 'Motorcycles', href: '#motorcycles' },
      { label: 'Off-road motorcycles', href: '#off-road' },
      { label: 'Enduro', href: '#enduro' },
      { label: 'Raptor 125 enduro motorcycle' },
    ],
  },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
};
