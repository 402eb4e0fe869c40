import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Button, buttonSizes, buttonVariants } from './button';

function CartIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="1em" height="1em" viewBox="0 0 24 24" fill="none">
      <path
        d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Add to cart', variant: 'default', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    onClick: { action: 'clicked' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap align="center">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap align="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Stack>
  ),
};

export const VariantsBySize: Story = {
  render: (args) => (
    <Stack gap={4}>
      {buttonVariants.map((variant) => (
        <Stack key={variant} direction="row" gap={3} wrap align="center">
          {buttonSizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};

export const WithIcon: Story = {
  args: { startIcon: <CartIcon />, variant: 'green', size: 'cart' },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Loading…' },
  render: (args) => (
    <Stack direction="row" gap={3} wrap align="center">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} />
      ))}
    </Stack>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <Stack direction="row" gap={3} wrap align="center">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} />
      ))}
    </Stack>
  ),
};

export const AsLink: Story = {
  args: { href: '#catalog', children: 'View catalog', variant: 'outlined' },
};

export const FullWidth: Story = {
  args: { fullWidth: true, variant: 'green', size: 'cart', startIcon: <CartIcon /> },
};

export const PillToggles: Story = {
  render: () => (
    <Stack as="ul" direction="row" gap={2} wrap css={{ listStyle: 'none', padding: 0 }}>
      {['Generators', 'Pumps', 'Trimmers', 'Tillers'].map((label, index) => (
        <li key={label}>
          <Button variant="pills" size="sm" aria-pressed={index === 1}>
            {label}
          </Button>
        </li>
      ))}
    </Stack>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { children: 'أضف إلى السلة', startIcon: <CartIcon />, variant: 'product', size: 'cart' },
  render: (args) => (
    <Stack direction="row" gap={3} wrap align="center">
      <Button {...args} />
      <Button variant="outlined" size="md">
        عرض الكتالوج
      </Button>
      <Button variant="gray" size="sm" loading loadingLabel="جارٍ التحميل…">
        تحديث
      </Button>
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    children: 'Unverbindliches Kostenvoranschlagsanforderungsformular jetzt absenden',
    variant: 'green',
    size: 'lg',
  },
  render: (args) => (
    <Stack gap={3} css={{ maxInlineSize: '20rem' }}>
      <Button {...args} />
      <Button {...args} size="catalog" variant="product" />
    </Stack>
  ),
};
