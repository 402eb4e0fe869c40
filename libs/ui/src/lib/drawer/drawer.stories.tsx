import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { MenuIcon } from '../icon/ui-icons';
import { Stack } from '../stack/stack';
import { colors } from '../theme/tokens';
import { Drawer, drawerSides, drawerSizes } from './drawer';

const links = ['Catalog', 'Offers', 'Blog', 'Support', 'About us', 'Stores'];

function Links({ items }: { items: string[] }) {
  return (
    <nav aria-label="Main">
      <Stack as="ul" gap={1} css={{ listStyle: 'none', padding: 0 }}>
        {items.map((item) => (
          <li key={item}>
            <a href={`#${item}`} css={{ display: 'block', paddingBlock: '0.625rem', color: colors.text }}>
              {item}
            </a>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: {
    title: 'Menu',
    closeLabel: 'Close',
    trigger: (
      <Button variant="gray" startIcon={<MenuIcon size={20} />}>
        Menu
      </Button>
    ),
    children: <Links items={links} />,
  },
  argTypes: {
    side: { control: 'inline-radio', options: drawerSides },
    size: { control: 'inline-radio', options: drawerSizes },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, with its trigger: opens from the inline end (right in LTR, left in RTL). */
export const Default: Story = {};

export const OpenFromEnd: Story = { tags: ['!autodocs'], args: { defaultOpen: true } };

export const OpenFromStart: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: true, side: 'start', title: 'Filters', children: 'Filter controls' },
};

export const Small: Story = { tags: ['!autodocs'], args: { defaultOpen: true, size: 'sm' } };

export const Large: Story = {
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Choose your city',
    description: 'Prices and delivery depend on the city.',
    footer: <Button variant="green">Save</Button>,
  },
};

export const Empty: Story = {
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    title: 'Comparison',
    children: <p css={{ margin: 0 }}>No products to compare yet.</p>,
    footer: <Button variant="outlined">Go to the catalog</Button>,
  },
};

export const RightToLeft: Story = {
  tags: ['!autodocs'],
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    defaultOpen: true,
    title: 'القائمة',
    closeLabel: 'إغلاق',
    trigger: <Button variant="gray">القائمة</Button>,
    children: <Links items={['الكتالوج', 'العروض', 'المدونة', 'الدعم', 'من نحن', 'المتاجر']} />,
  },
};

export const LongText: Story = {
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    title: 'Standortauswahl für die Lieferungs- und Abholungsmöglichkeiten',
    description: 'Die angezeigten Preise und Lieferbedingungen hängen vom ausgewählten Standort ab.',
    closeLabel: 'Schließen',
    children: (
      <Links
        items={[
          'Produktkatalog mit sämtlichen Außenbordmotoren',
          'Sonderangebotsaktionen',
          'Kundendienstunterstützung',
        ]}
      />
    ),
  },
};
