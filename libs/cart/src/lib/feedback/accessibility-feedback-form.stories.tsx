import { REGIONS, type RegionConfig } from '@storefront/regions';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { preloadPhoneCountries } from '../forms/phone-countries';
import { StoryCartStore } from '../stories/story-store';
import { AccessibilityFeedbackForm } from './accessibility-feedback-form';

const ae = REGIONS.find((region) => region.code === 'ae') as RegionConfig;
const es = REGIONS.find((region) => region.code === 'es') as RegionConfig;
const omar = { name: 'Omar', phone: { country: 'AE', national: '501234567', e164: '+971501234567', complete: true } };

const withStore: Decorator = (Story) => (
  <StoryCartStore>
    <h2 id="feedback-title">Tell us about a barrier</h2>
    <Story />
  </StoryCartStore>
);

const meta = {
  title: 'Cart/AccessibilityFeedbackForm',
  component: AccessibilityFeedbackForm,
  tags: ['autodocs'],
  parameters: { storefrontPage: { region: 'ae', path: 'accessibility' } },
  decorators: [withStore],
  loaders: [
    async () => {
      await preloadPhoneCountries();
      return {};
    },
  ],
  args: { region: ae, locale: 'en', labelledBy: 'feedback-title' },
  argTypes: { region: { control: false }, onSent: { action: 'sent' } },
} satisfies Meta<typeof AccessibilityFeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as the statement opens it. */
export const Empty: Story = {};

/** After a submit with mistakes: no name, an incomplete number, a wrong e-mail address, no message. */
export const Errors: Story = {
  args: {
    initialState: {
      values: { name: '', phone: { country: 'AE', national: '501', e164: '+971501', complete: false }, email: 'omar@', message: ' ' },
      showProblems: true,
      status: 'invalid',
    },
  },
};

/** No answer: nothing was sent; pressing again sends the same attempt (same key). */
export const CouldNotSend: Story = {
  args: { initialState: { values: { ...omar, message: 'The size filter cannot be reached with the keyboard.' }, status: 'failed' } },
};

/** Received: said in place of the form (and as a toast when it happens). */
export const Sent: Story = {
  args: { initialState: { values: { ...omar, message: 'The size filter cannot be reached with the keyboard.' }, status: 'sent' } },
};

/** Spain, in Spanish: a Spanish number. */
export const Spain: Story = {
  globals: { locale: 'es' },
  args: { region: es, locale: 'es' },
};

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
    initialState: { values: { name: '', phone: { country: 'AE', national: '50', e164: '+97150', complete: false }, message: '' }, showProblems: true, status: 'invalid' },
  },
};
