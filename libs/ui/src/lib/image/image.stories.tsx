import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '../skeleton/skeleton';
import { Stack } from '../stack/stack';
import { sampleImage } from '../storybook/sample-media';
import { colors, fontSizes, fonts, radii, space } from '../theme/tokens';
import { Image } from './image';
import { buildResponsiveImage } from './image-url';
import type { ImageLoader, ImageSizes } from './image-url';

function Urls({ sizes, width, height }: { sizes?: ImageSizes; width: number; height: number }) {
  const loaders: [string, ImageLoader][] = [
    ['CDN', { type: 'cdn', baseUrl: 'https://cdn.example.com/img' }],
    ['Local proxy', { type: 'proxy', endpoint: '/_img/' }],
  ];
  return (
    <dl css={{ margin: 0, fontSize: fontSizes.xs, fontFamily: fonts.mono, overflowWrap: 'anywhere' }}>
      {loaders.map(([name, loader]) => {
        const image = buildResponsiveImage('/media/products/generator.jpg', { width, height, sizes }, loader);
        return (
          <div key={name} css={{ marginBlockEnd: space[3] }}>
            <dt css={{ fontWeight: 700, fontFamily: fonts.body }}>{name}</dt>
            <dd css={{ margin: 0 }}>{`src: ${image.src}`}</dd>
            <dd css={{ margin: 0 }}>{`srcset: ${image.srcSet ?? '—'}`}</dd>
            {image.sizes ? <dd css={{ margin: 0 }}>{`sizes: ${image.sizes}`}</dd> : null}
          </div>
        );
      })}
    </dl>
  );
}

const meta = {
  title: 'Components/Image',
  component: Image,
  tags: ['autodocs'],
  args: {
    src: sampleImage({ label: 'Generator' }),
    alt: 'Petrol generator 3.5 kW, side view',
    width: 640,
    height: 480,
  },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lazy by default; width and height reserve the box before the image arrives. */
export const Default: Story = {};

/**
 * The URLs the two loaders build for this image (stories use inline SVGs, which are never
 * resized): densities 1 and 2, quality 85, format auto.
 */
export const Urls1x2x: Story = {
  name: 'URLs: density srcset',
  render: (args) => (
    <Stack gap={4}>
      <Image {...args} width={320} height={240} />
      <Urls width={320} height={240} />
    </Stack>
  ),
};

export const UrlsWithSizes: Story = {
  name: 'URLs: width srcset with sizes',
  render: (args) => (
    <Stack gap={4}>
      <Image {...args} sizes={{ default: '100vw', md: '50vw', xl: '400px' }} />
      <Urls width={640} height={480} sizes={{ default: '100vw', md: '50vw', xl: '400px' }} />
    </Stack>
  ),
};

/** The LCP image of a page: eager, `fetchpriority="high"`, preloaded from the head. */
export const Priority: Story = {
  args: { priority: true, src: sampleImage({ width: 1280, height: 720, hue: 200, label: 'Hero banner' }), width: 1280, height: 720, alt: 'Outboard motors on the water' },
};

export const Decorative: Story = { args: { alt: '' } };

export const Loading: Story = {
  render: () => <Skeleton shape="rect" width="100%" height="auto" css={{ aspectRatio: '4 / 3' }} />,
};

/** A broken source keeps its reserved box and shows the alternative text. */
export const BrokenSource: Story = {
  args: { src: 'data:image/png;base64,broken', alt: 'Image not available' },
  decorators: [
    (Story) => (
      <div css={{ border: `1px dashed ${colors.borderStrong}`, borderRadius: radii.md, maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  render: (args) => (
    <figure css={{ margin: 0 }}>
      <Image {...args} alt="مولد بنزين 3.5 كيلوواط" src={sampleImage({ label: 'مولد' })} />
      <figcaption css={{ fontSize: fontSizes.sm, marginBlockStart: space[2] }}>مولد بنزين 3.5 كيلوواط، منظر جانبي</figcaption>
    </figure>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <figure css={{ margin: 0, maxInlineSize: '16rem' }}>
      <Image {...args} alt="Benzinbetriebener Hochleistungsstromerzeuger mit Inverterspannungsregelung" />
      <figcaption css={{ fontSize: fontSizes.sm, marginBlockStart: space[2] }}>
        Benzinbetriebener Hochleistungsstromerzeuger mit Inverterspannungsregelung, Seitenansicht
      </figcaption>
    </figure>
  ),
};
