import { REGIONS, type RegionConfig } from '@storefront/regions';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { preloadPhoneCountries } from '../forms/phone-countries';
import { StoryCartStore } from '../stories/story-store';
import { CallbackForm } from './callback-form';

const ae = REGIONS.find((region) => region.code === 'ae') as RegionConfig;

const withStore: Decorator = (Story) => (
  <StoryCartStore>
    <div css={{ maxInlineSize: '24rem' }}>
      <Story />
    </div>
  </StoryCartStore>
);

const meta = {
  title: 'Cart/CallbackForm',
  component: CallbackForm,
  tags: ['autodocs'],
  parameters: { storefrontPage: { region: 'ae', path: 'product/raptor-125' } },
  decorators: [withStore],
  loaders: [
    async () => {
      await preloadPhoneCountries();
      return {};
    },
  ],
  args: { region: ae, locale: 'en', productId: 1, form: 'callback' },
  argTypes: { region: { control: false }, onClose: { action: 'closed' }, onSent: { action: 'sent' } },
} satisfies Meta<typeof CallbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as the dialog opens it. */
export const Empty: Story = {};

/** After a submit with mistakes: the checks of each field. */
export const Errors: Story = {
  args: {
    initialState: {
      values: { name: '1', phone: { country: 'AE', national: '501', e164: '+971501', complete: false }, comment: 'x'.repeat(1001) },
      showProblems: true,
      status: 'invalid',
    },
  },
};

/** The backend refused the number (not a number of the shop's country). */
export const PhoneRefused: Story = {
  args: {
    initialState: {
      values: { name: 'Ivan', phone: { country: 'RU', national: '9161234567', e164: '+79161234567', complete: true } },
      rejected: { phone: true },
      status: 'invalid',
      showProblems: true,
    },
  },
};

/** No answer: nothing was sent; pressing again sends the same attempt (same key). */
export const CouldNotSend: Story = {
  args: {
    initialState: {
      values: { name: 'Omar', phone: { country: 'AE', national: '501234567', e164: '+971501234567', complete: true } },
      status: 'failed',
    },
  },
};

/** A 429: too many requests from the shopper's connection; the same attempt may go again after a wait. */
export const TooManyRequests: Story = {
  args: {
    initialState: {
      values: { name: 'Omar', phone: { country: 'AE', national: '501234567', e164: '+971501234567', complete: true } },
      status: 'throttled',
    },
  },
};

/** A 403: the backend refused the page (or its CRM form token); reloading the page is the way out. */
export const Forbidden: Story = {
  args: {
    initialState: {
      values: { name: 'Omar', phone: { country: 'AE', national: '501234567', e164: '+971501234567', complete: true } },
      status: 'forbidden',
    },
  },
};

/** Received: said in the form (and as a toast when it happens), with the dialog's close button. */
export const Sent: Story = {
  args: {
    onClose: () => undefined,
    initialState: {
      values: { name: 'Omar', phone: { country: 'AE', national: '501234567', e164: '+971501234567', complete: true } },
      status: 'sent',
    },
  },
};

/** A test drive of a product. */
export const TestDrive: Story = { args: { form: 'test-drive' } };

/** Arabic, right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { locale: 'ar' },
};

/** Arabic, right to left, with the checks shown. */
export const RightToLeftErrors: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    locale: 'ar',
    initialState: { values: { name: '', phone: { country: 'AE', national: '50', e164: '+97150', complete: false } }, showProblems: true, status: 'invalid' },
  },
};

/** Arabic, right to left, received. */
export const RightToLeftSent: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    locale: 'ar',
    initialState: {
      values: { name: 'عمر', phone: { country: 'AE', national: '501234567', e164: '+971501234567', complete: true } },
      status: 'sent',
    },
  },
};
