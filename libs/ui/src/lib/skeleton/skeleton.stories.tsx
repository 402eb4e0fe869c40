import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../card/card';
import { Grid } from '../grid/grid';
import { Stack } from '../stack/stack';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { Skeleton, skeletonShapes } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'text', lines: 1 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const Paragraph: Story = { args: { lines: 4 } };

export const Shapes: Story = {
  render: () => (
    <Stack gap={4}>
      <Skeleton shape="circle" />
      <Skeleton shape="rect" height="6rem" />
      <Skeleton shape="text" lines={2} />
    </Stack>
  ),
};

/** The loading state of a product list: the region is busy and says so to screen readers. */
export const ProductCardsLoading: Story = {
  decorators: [(Story) => <div css={{ maxInlineSize: 'none' }}><Story /></div>],
  render: () => (
    <section aria-busy="true" aria-labelledby="loading-products">
      <VisuallyHidden id="loading-products">Loading products…</VisuallyHidden>
      <Grid minItemWidth="12rem" gap={4}>
        {[1, 2, 3].map((key) => (
          <Card key={key} padding={4}>
            <Stack gap={3}>
              <Skeleton shape="rect" height="8rem" />
              <Skeleton lines={2} />
              <Skeleton width="40%" height="1.5rem" />
            </Stack>
          </Card>
        ))}
      </Grid>
    </section>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { lines: 3 },
};

export const LongText: Story = {
  name: 'Long text (wide lines)',
  args: { lines: 6, width: '100%' },
};
