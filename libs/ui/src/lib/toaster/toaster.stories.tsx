import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';
import { preloadToaster, toast, Toaster, toastTypes } from './toaster';
import type { ToasterProps, ToastType } from './toaster';

type Messages = Record<ToastType, string>;

const english: Messages = {
  default: 'Added to comparison',
  success: 'Your request has been sent',
  error: 'The request could not be sent',
  info: 'Prices include VAT',
  warning: 'You can compare up to 3 products in a category',
  loading: 'Sending your request…',
};

function send(type: ToastType, message: string, toasterId: string, description?: string) {
  const options = { toasterId, description };
  return type === 'default' ? toast(message, options) : toast[type](message, options);
}

/** Shows the given toasts when the story opens and clears them when it closes. */
function Demo({
  id,
  messages,
  types = toastTypes,
  description,
  buttons = true,
  ...toasterProps
}: ToasterProps & {
  id: string;
  messages: Messages;
  types?: readonly ToastType[];
  description?: string;
  buttons?: boolean;
}) {
  useEffect(() => {
    const ids = types.map((type) => send(type, messages[type], id, description));
    return () => ids.forEach((toastId) => toast.dismiss(toastId));
  }, [id, messages, types, description]);
  return (
    <>
      <Toaster {...toasterProps} id={id} />
      {buttons ? (
        <Stack direction="row" gap={2} wrap>
          {toastTypes.map((type) => (
            <Button key={type} size="sm" variant="gray" onClick={() => send(type, messages[type], id, description)}>
              {type}
            </Button>
          ))}
        </Stack>
      ) : null}
    </>
  );
}

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  args: { label: 'Notifications', closeLabel: 'Close' },
  // The toast library loads on demand; have it ready before the story sends its toasts.
  loaders: [
    async () => {
      await preloadToaster();
      return {};
    },
  ],
  parameters: {
    layout: 'fullscreen',
    // Each story in its own frame: toasts are fixed to the corner of the window.
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
  decorators: [
    (Story) => (
      <div css={{ padding: '1rem', minBlockSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All six types sent at once: at most three show; hover or Alt+T expands the stack. */
export const Types: Story = { render: (args) => <Demo {...args} id="types" messages={english} /> };

export const Single: Story = {
  render: (args) => <Demo {...args} id="single" messages={english} types={['success']} />,
};

export const WithDescription: Story = {
  render: (args) => (
    <Demo {...args} id="description" messages={english} types={['info']} description="Delivery in 2–3 working days." />
  ),
};

/**
 * On a phone (below md) the stack moves to the top, 8 px under `phoneTopInset` (the app's sticky
 * header row): the cart link above and the buttons in the lower half of the screen stay free.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { phoneTopInset: '3.5rem' },
  render: (args) => <Demo {...args} id="phone" messages={english} types={['success']} />,
};

export const Empty: Story = {
  name: 'Empty (no toasts)',
  render: (args) => <Demo {...args} id="empty" messages={english} types={[]} />,
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { label: 'الإشعارات', closeLabel: 'إغلاق' },
  render: (args) => (
    <Demo
      {...args}
      id="rtl"
      types={['success', 'warning']}
      messages={{
        default: 'أضيف إلى المقارنة',
        success: 'تم إرسال طلبك',
        error: 'تعذر إرسال الطلب',
        info: 'الأسعار تشمل ضريبة القيمة المضافة',
        warning: 'يمكنك مقارنة 3 منتجات كحد أقصى في الفئة',
        loading: 'جارٍ إرسال طلبك…',
      }}
    />
  ),
};

export const LongText: Story = {
  args: { label: 'Benachrichtigungen', closeLabel: 'Schließen' },
  render: (args) => (
    <Demo
      {...args}
      id="long"
      types={['warning', 'error']}
      description="Bitte entfernen Sie zunächst ein Produkt aus der Vergleichsliste dieser Produktkategorie."
      messages={{
        default: 'Zur Vergleichsliste hinzugefügt',
        success: 'Ihre Probefahrtterminanfrage wurde erfolgreich übermittelt',
        error: 'Die Übermittlung Ihrer Gewährleistungsverlängerungsanfrage ist fehlgeschlagen',
        info: 'Alle angegebenen Preise verstehen sich einschließlich Mehrwertsteuer',
        warning: 'Sie können höchstens drei Produkte einer Produktkategorie gleichzeitig miteinander vergleichen',
        loading: 'Ihre Anfrage wird übermittelt…',
      }}
    />
  ),
};
