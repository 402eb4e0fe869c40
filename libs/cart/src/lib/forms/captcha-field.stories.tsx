import type { CaptchaChallenge } from '@storefront/api-client';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StoryCartStore } from '../stories/story-store';
import { CaptchaField, type CaptchaFieldProps } from './captcha-field';

/**
 * Stories have no backend: this challenge is the story's own (made once with altcha-lib, unsigned,
 * without expiry). Ticking the box in Storybook has your browser really solve it, in the widget's
 * worker; nothing checks the solution afterwards, as the region's backend would.
 */
const storyChallenge: CaptchaChallenge = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    cost: 1000,
    keyLength: 32,
    keyPrefix: 'e937724c027f38c0b296b42cf68e6cb9',
    nonce: '82bbb30dba29f1c117bfc9426caa0338',
    salt: 'c4320e85d1039aedd74d4d91a49fda4c',
  },
  signature: '',
};

const withStore: Decorator = (Story) => (
  <StoryCartStore>
    {/* In a form, as on a page. */}
    <form css={{ maxInlineSize: '24rem' }} noValidate onSubmit={(event) => event.preventDefault()}>
      <Story />
    </form>
  </StoryCartStore>
);

/** The field with its value kept in the story, as the form's state keeps it. */
function Controlled(props: CaptchaFieldProps) {
  const [value, setValue] = useState(props.value);
  return <CaptchaField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Cart/CaptchaField',
  component: CaptchaField,
  tags: ['autodocs'],
  // The page's messages: the widget's texts are the storefront's, in the toolbar's locale.
  parameters: { storefrontPage: { region: 'ae', path: 'cart' } },
  decorators: [withStore],
  render: (args) => <Controlled {...args} />,
  args: { id: 'captcha', region: 'ru', locale: 'en', value: '', onChange: () => undefined, loadChallenge: () => Promise.resolve(storyChallenge) },
  argTypes: { onChange: { action: 'changed' }, loadChallenge: { control: false } },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a form shows it: tick the box (or press Space on it) and the browser solves the story's challenge. */
export const Unverified: Story = {};

/** The form was sent before the check was done: the field says so, and describes the checkbox with it. */
export const Required: Story = { args: { error: 'Tick “I’m not a robot” to send the form.' } };

/** No challenge to be had (the backend did not answer): ticking the box says the check failed, and ticking again retries. */
export const NoChallenge: Story = { args: { loadChallenge: () => Promise.reject(new Error('No backend in a story')) } };

/** Arabic, right to left: the widget's texts are the page's messages. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { locale: 'ar' },
};

/** Arabic, right to left, with the field's problem. */
export const RightToLeftRequired: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { locale: 'ar', error: 'حدّد «لست روبوتًا» لإرسال النموذج.' },
};
