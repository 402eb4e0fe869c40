import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Grid } from '../grid/grid';
import { Heading } from '../heading/heading';
import { Image } from '../image/image';
import { Price } from '../price/price';
import { Skeleton } from '../skeleton/skeleton';
import { Stack } from '../stack/stack';
import { sampleImage } from '../storybook/sample-media';
import { Card, CardBody, CardFooter, CardMedia } from './card';

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

function ProductCard({
  name,
  badge,
  badgeKind = 'best-seller',
  amount,
  oldAmount,
  locale = 'en',
  addLabel = 'Add to cart',
  oldPriceLabel = 'Old price:',
  hue,
}: {
  name: string;
  badge?: string;
  badgeKind?: 'best-seller' | 'new' | 'sale';
  amount: number;
  oldAmount?: number;
  locale?: string;
  addLabel?: string;
  oldPriceLabel?: string;
  hue?: number;
}) {
  return (
    <Card as="article" padding={0} aria-label={name} css={{ display: 'flex', flexDirection: 'column', blockSize: '100%' }}>
      <CardMedia>
        <Image src={sampleImage({ hue })} alt="" width={640} height={480} />
      </CardMedia>
      <CardBody>
        {badge ? (
          <div>
            <Badge kind={badgeKind}>{badge}</Badge>
          </div>
        ) : null}
        <Heading level={3} size={4}>
          {name}
        </Heading>
        <Price amount={amount} oldAmount={oldAmount} oldPriceLabel={oldPriceLabel} currency="AED" locale={locale} />
      </CardBody>
      <CardFooter>
        <Button variant="green" size="catalog" fullWidth>
          {addLabel}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** Card primitives composed into a product card: media, body, footer. */
export const ProductCards: Story = {
  decorators: [(Story) => <div css={{ maxInlineSize: '60rem' }}><Story /></div>],
  render: () => (
    <Grid as="ul" minItemWidth="14rem" gap={4}>
      <li>
        <ProductCard name="Petrol generator 3.5 kW" badge="Best seller" amount={2499} hue={95} />
      </li>
      <li>
        <ProductCard name="Outboard motor 9.9 hp" badge="Sale" badgeKind="sale" amount={7999} oldAmount={8999} hue={200} />
      </li>
      <li>
        <ProductCard name="Water pump" amount={899} hue={30} />
      </li>
    </Grid>
  ),
};

export const ProductCardRightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  decorators: [(Story) => <div css={{ maxInlineSize: '20rem' }}><Story /></div>],
  render: () => (
    <ProductCard
      name="محرك خارجي 9.9 حصان"
      badge="تخفيض"
      badgeKind="sale"
      amount={7999}
      oldAmount={8999}
      locale="ar"
      addLabel="أضف إلى السلة"
      oldPriceLabel="السعر القديم:"
      hue={200}
    />
  ),
};

export const Loading: Story = {
  args: {
    'aria-busy': true,
    children: (
      <Stack gap={3}>
        <Skeleton shape="rect" height="10rem" />
        <Skeleton lines={2} />
        <Skeleton width="30%" height="1.5rem" />
      </Stack>
    ),
  },
};
