import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConsentBanner } from './consent-banner';

const meta = {
  title: 'Overlays/ConsentBanner',
  component: ConsentBanner,
  tags: ['autodocs'],
  args: {
    label: 'Cookie consent',
    title: 'Your choice about cookies',
    children: (
      <>
        We use necessary storage to run the shop. With your consent we also measure visits and remember where you came
        from for our offers. <a href="#cookie-policy">Cookie policy</a>
      </>
    ),
    acceptLabel: 'Accept all',
    rejectLabel: 'Reject all',
    settingsLabel: 'Choose',
    onAccept: () => undefined,
    onReject: () => undefined,
    onSettings: () => undefined,
  },
  decorators: [
    (Story) => (
      // A page behind it, so the story shows that the banner leaves it readable.
      <div css={{ minBlockSize: '24rem' }}>
        <p>The page stays readable and usable behind the banner.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    label: 'الموافقة على ملفات تعريف الارتباط',
    title: 'اختيارك بشأن ملفات تعريف الارتباط',
    children: (
      <>
        نستخدم التخزين الضروري لتشغيل المتجر. وبموافقتك نقيس الزيارات ونتذكر مصدر قدومك لعروضنا.{' '}
        <a href="#cookie-policy">سياسة ملفات تعريف الارتباط</a>
      </>
    ),
    acceptLabel: 'قبول الكل',
    rejectLabel: 'رفض الكل',
    settingsLabel: 'اختيار',
  },
};

export const LongLabels: Story = {
  args: {
    label: 'Cookie-Einwilligung',
    title: 'Ihre Entscheidung über Cookies und vergleichbare Technologien',
    children:
      'Wir verwenden notwendige Speicherung, um den Shop zu betreiben. Mit Ihrer Einwilligung messen wir Besuche und merken uns, woher Sie gekommen sind.',
    acceptLabel: 'Alle akzeptieren',
    rejectLabel: 'Alle ablehnen',
    settingsLabel: 'Einstellungen auswählen',
  },
};
