import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceIcons } from './service-icons';

const meta = {
  title: 'Catalog/Product page/ServiceIcons',
  component: ServiceIcons,
  tags: ['autodocs'],
  parameters: { storefrontPage: { region: 'ae' } },
  args: { features: { hasTabby: true, hasOnlinePayment: true, hasCallbackForms: true } },
} satisfies Meta<typeof ServiceIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The UAE: every service, instalments by Tabby included. */
export const EveryService: Story = {};

/** A region without Tabby, online payment or call-back forms (no instalments, pre-order, test drive). */
export const FewerServices: Story = {
  args: { features: { hasTabby: false, hasOnlinePayment: false, hasCallbackForms: false } },
};

/** The app books test drives on the page: the tile is a button that opens the call-back request. */
export const TestDriveOnThePage: Story = { args: { onTestDrive: () => undefined } };

export const RightToLeft: Story = { globals: { locale: 'ar', direction: 'rtl' } };
