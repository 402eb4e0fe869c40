import { REGIONS, type RegionConfig } from '@storefront/regions';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryCartStore } from '../stories/story-store';
import { CallbackRequest } from './callback-request';

const ae = REGIONS.find((region) => region.code === 'ae') as RegionConfig;

const withStore: Decorator = (Story) => (
  <StoryCartStore>
    <Story />
  </StoryCartStore>
);

const meta = {
  title: 'Cart/CallbackRequest',
  component: CallbackRequest,
  tags: ['autodocs'],
  parameters: { storefrontPage: { region: 'ae', path: 'product/raptor-125' } },
  decorators: [withStore],
  args: { region: ae, locale: 'en', productId: 1, productName: 'Raptor 125 enduro motorcycle' },
  argTypes: { region: { control: false } },
} satisfies Meta<typeof CallbackRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button a product page shows below its buy box; pressing it loads and opens the form's dialog. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request a call back' }));
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};

/** The product page's test drive: the same request under the form name `test-drive`. */
export const TestDrive: Story = { args: { form: 'test-drive', fullWidth: true } };

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { locale: 'ar', productName: 'رابتر 125 دراجة إندورو' },
};
