import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';
import { colors, fontSizes, iconSizes, radii, space } from '../theme/tokens';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import type { IconComponent } from './icon';
import * as contactIcons from './contact-icons';
import * as productIcons from './product-icons';
import * as socialIcons from './social-icons';
import * as uiIcons from './ui-icons';
import { ArrowEndIcon, ArrowStartIcon, CartIcon, ChevronEndIcon, ChevronStartIcon, SearchIcon } from './ui-icons';

function Gallery({ icons, labels }: { icons: Record<string, IconComponent>; labels?: Record<string, string> }) {
  return (
    <ul
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: space[3],
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li
          key={name}
          css={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: space[2],
            padding: space[3],
            border: `1px solid ${colors.border}`,
            borderRadius: radii.md,
            fontSize: fontSizes.xs,
            textAlign: 'center',
          }}
        >
          <Icon />
          <span>{labels?.[name] ?? name}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Components/Icons',
  component: SearchIcon,
  tags: ['autodocs'],
  args: { size: iconSizes.md, title: 'Search' },
  argTypes: { size: { control: 'inline-radio', options: Object.values(iconSizes) } },
} satisfies Meta<typeof SearchIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled icon (`title`): announced as an image named "Search". */
export const Labelled: Story = {};

export const ProductIcons: Story = { render: () => <Gallery icons={productIcons} /> };

export const UiIcons: Story = { render: () => <Gallery icons={{ ...uiIcons, ...contactIcons }} /> };

export const SocialIcons: Story = { render: () => <Gallery icons={socialIcons} /> };

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" gap={4} align="end">
      {Object.entries(iconSizes).map(([name, size]) => (
        <Stack key={name} gap={1} align="center">
          <CartIcon size={size} />
          <span css={{ fontSize: fontSizes.xs }}>{`${name} · ${size}px`}</span>
        </Stack>
      ))}
    </Stack>
  ),
};

/** Decorative icons inside labelled controls: the label names the control, the icon is hidden. */
export const InControls: Story = {
  render: () => (
    <Stack direction="row" gap={3} wrap align="center">
      <Button variant="gray" startIcon={<SearchIcon size={20} />}>
        Search
      </Button>
      <Button variant="outlined" size="md" aria-label="Next">
        <ChevronEndIcon />
      </Button>
      <Button variant="default" size="sm" endIcon={<ArrowEndIcon size={16} />}>
        View all
      </Button>
      <a href="#whatsapp" css={{ color: colors.text, display: 'inline-flex', padding: space[2] }}>
        <socialIcons.WhatsappIcon />
        <VisuallyHidden>WhatsApp</VisuallyHidden>
      </a>
    </Stack>
  ),
};

/** Pointing icons mirror; the others (search, cart) do not. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  render: () => (
    <Stack gap={4}>
      <Stack direction="row" gap={3} align="center">
        <ChevronStartIcon title="السابق" />
        <ChevronEndIcon title="التالي" />
        <ArrowStartIcon title="رجوع" />
        <ArrowEndIcon title="متابعة" />
        <SearchIcon title="بحث" />
        <CartIcon title="السلة" />
      </Stack>
      <Stack direction="row" gap={3} wrap align="center">
        <Button variant="default" size="sm" endIcon={<ArrowEndIcon size={16} />}>
          عرض الكل
        </Button>
        <Button variant="gray" size="sm" startIcon={<ArrowStartIcon size={16} />}>
          رجوع
        </Button>
      </Stack>
    </Stack>
  ),
};

export const LongText: Story = {
  render: () => (
    <div css={{ maxInlineSize: '40rem' }}>
      <Gallery
        icons={productIcons}
        labels={{
          FavouritesIcon: 'Favoritenlisteneinträge',
          ShowroomIcon: 'Ausstellungsraumbesichtigung',
          TestDriveIcon: 'Probefahrtterminvereinbarung',
          PreOrderIcon: 'Vorbestellungsmöglichkeit',
          DeliveryIcon: 'Lieferungsbedingungen',
          WarrantyIcon: 'Gewährleistungsverlängerung',
          InstallmentIcon: 'Ratenzahlungsvereinbarung',
          SupportIcon: 'Kundendienstunterstützung',
        }}
      />
    </div>
  ),
};
