import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ConsentPreferences, type ConsentPurposeChoice } from './consent-preferences';

const PURPOSES: ConsentPurposeChoice[] = [
  { id: 'necessary', title: 'Necessary', description: 'The cart, the language and this choice. Always on.', checked: true, locked: true },
  { id: 'analytics', title: 'Analytics', description: 'Visits, product views and page speed, to improve the shop.', checked: false },
  { id: 'marketing', title: 'Marketing', description: 'Which campaign brought you here, sent with your order.', checked: false },
  { id: 'preferences', title: 'Remember what I looked at', description: 'The products you opened and your last searches, on this device only.', checked: false },
];

const meta = {
  title: 'Overlays/ConsentPreferences',
  component: ConsentPreferences,
  // An open modal covers the docs page: these stories stay off it.
  tags: ['!autodocs'],
  args: {
    open: true,
    onOpenChange: () => undefined,
    title: 'Cookie settings',
    description: 'Choose what we may store and read on this device. You can change it at any time from the footer.',
    closeLabel: 'Close',
    purposes: PURPOSES,
    onPurposeChange: () => undefined,
    alwaysOnLabel: 'Always on',
    acceptLabel: 'Accept all',
    rejectLabel: 'Reject all',
    saveLabel: 'Save my choice',
    onAccept: () => undefined,
    onReject: () => undefined,
    onSave: () => undefined,
  },
  render: function Render(args) {
    // The checkboxes follow the clicks, as the consent manager makes them.
    const [purposes, setPurposes] = useState(args.purposes);
    return (
      <ConsentPreferences
        {...args}
        purposes={purposes}
        onPurposeChange={(id, checked) => {
          args.onPurposeChange(id, checked);
          setPurposes((current) => current.map((purpose) => (purpose.id === id ? { ...purpose, checked } : purpose)));
        }}
      />
    );
  },
} satisfies Meta<typeof ConsentPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AnalyticsAllowed: Story = {
  args: { purposes: PURPOSES.map((purpose) => (purpose.id === 'analytics' ? { ...purpose, checked: true } : purpose)) },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    title: 'إعدادات ملفات تعريف الارتباط',
    description: 'اختر ما يمكننا تخزينه وقراءته على هذا الجهاز. يمكنك تغييره في أي وقت من تذييل الصفحة.',
    closeLabel: 'إغلاق',
    purposes: [
      { id: 'necessary', title: 'ضرورية', description: 'السلة واللغة وهذا الاختيار. مفعّلة دائمًا.', checked: true, locked: true },
      { id: 'analytics', title: 'التحليلات', description: 'الزيارات ومشاهدات المنتجات وسرعة الصفحات لتحسين المتجر.', checked: false },
      { id: 'marketing', title: 'التسويق', description: 'الحملة التي أوصلتك إلينا، تُرسل مع طلبك.', checked: false },
      { id: 'preferences', title: 'تذكُّر ما شاهدته', description: 'المنتجات التي فتحتها وآخر عمليات بحثك، على هذا الجهاز فقط.', checked: false },
    ],
    alwaysOnLabel: 'مفعّلة دائمًا',
    acceptLabel: 'قبول الكل',
    rejectLabel: 'رفض الكل',
    saveLabel: 'حفظ اختياري',
  },
};
