import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import { Stack } from '../stack/stack';
import { TextField } from '../text-field/text-field';
import { colors } from '../theme/tokens';
import { Modal, modalSizes } from './modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    title: 'Request a call',
    description: 'We call you back within one hour.',
    closeLabel: 'Close',
    trigger: <Button>Request a call</Button>,
    children: (
      <Stack gap={4}>
        <TextField label="Name" autoComplete="name" />
        <TextField label="Phone" type="tel" autoComplete="tel" />
      </Stack>
    ),
    footer: (
      <>
        <Button variant="outlined">Cancel</Button>
        <Button variant="green">Send</Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, with its trigger: open it, Tab stays inside, Escape closes and focus returns. */
export const Default: Story = {};

// Open stories render over the whole page: kept off the docs page, where they would cover it.
export const Open: Story = { tags: ['!autodocs'], args: { defaultOpen: true } };

export const Small: Story = {
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'Remove from cart?',
    description: undefined,
    children: 'Petrol generator 3.5 kW will be removed from your cart.',
    footer: (
      <>
        <Button variant="outlined">Keep</Button>
        <Button>Remove</Button>
      </>
    ),
  },
};

export const Large: Story = { tags: ['!autodocs'], args: { defaultOpen: true, size: 'lg' } };

export const Fullscreen: Story = { tags: ['!autodocs'], args: { defaultOpen: true, size: 'full' } };

/** A form with input in progress: Escape and outside clicks do not close it. */
export const NotDismissible: Story = { tags: ['!autodocs'], args: { defaultOpen: true, dismissible: false } };

export const Loading: Story = {
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    title: 'Choose your region',
    description: undefined,
    footer: undefined,
    children: (
      <Stack gap={3} aria-busy="true">
        <Skeleton height="2.75rem" shape="rect" />
        <Skeleton height="2.75rem" shape="rect" />
        <Skeleton height="2.75rem" shape="rect" />
      </Stack>
    ),
  },
};

export const LoadError: Story = {
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    title: 'Choose your region',
    description: undefined,
    footer: <Button variant="outlined">Try again</Button>,
    children: <p css={{ margin: 0, color: colors.danger }}>The regions could not be loaded.</p>,
  },
};

export const LongContent: Story = {
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    title: 'Terms of service',
    description: undefined,
    children: (
      <Stack gap={3}>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index} css={{ margin: 0 }}>
            {`${index + 1}. The body scrolls; the title and the actions stay in view.`}
          </p>
        ))}
      </Stack>
    ),
  },
};

export const RightToLeft: Story = {
  tags: ['!autodocs'],
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    defaultOpen: true,
    title: 'اطلب اتصالاً',
    description: 'سنتصل بك خلال ساعة.',
    closeLabel: 'إغلاق',
    trigger: <Button>اطلب اتصالاً</Button>,
    children: (
      <Stack gap={4}>
        <TextField label="الاسم" autoComplete="name" />
        <TextField label="رقم الهاتف" type="tel" autoComplete="tel" />
      </Stack>
    ),
    footer: (
      <>
        <Button variant="outlined">إلغاء</Button>
        <Button variant="green">إرسال</Button>
      </>
    ),
  },
};

export const LongText: Story = {
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    title: 'Rückrufterminvereinbarung mit unserem Kundendienstmitarbeiterteam',
    description:
      'Hinterlassen Sie Ihre Kontaktdaten, und ein Kundendienstmitarbeiter meldet sich innerhalb einer Stunde bei Ihnen.',
    closeLabel: 'Schließen',
    footer: (
      <>
        <Button variant="outlined">Abbrechen und zurückkehren</Button>
        <Button variant="green">Rückrufanfrage verbindlich absenden</Button>
      </>
    ),
  },
};
