import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { aboutMessages } from '../content.messages';
import { ContentNotice } from '../states/content-notice';
import { regionTabs, regionTabsArabic, stores, storesArabic } from '../stories/story-content';
import { StoresScreen } from './stores-screen';

const meta = {
  title: 'Content/StoresScreen',
  component: StoresScreen,
  tags: ['autodocs'],
  // The tabs are links to `?region=` of the about-us page.
  parameters: { storefrontPage: { region: 'ae', path: 'about-us' }, layout: 'padded' },
  args: { tabs: regionTabs, active: 1, stores, tabHref: (tab) => `/ae_en/about-us/?region=${tab.slug}` },
  argTypes: { tabHref: { control: false } },
} satisfies Meta<typeof StoresScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4 stores screen: the active region's tab, its stores with kind, address, phone, e-mail, hours per day, a map link. */
export const Stores: Story = {};

/** A region without stores yet. */
export const NoStores: Story = { args: { active: 3, stores: [] } };

/** The stores did not load: the page's error state in place of the cards, the tabs stay. */
export const Failed: Story = {
  args: {
    stores: undefined,
    errorState: <ContentNotice
        kind="error"
        title={<FormattedMessage {...aboutMessages.storesError} />}
        action={{ href: '/ae_en/about-us/', label: <FormattedMessage {...aboutMessages.retry} />, retry: true }}
      />,
  },
};

/** An Arabic page: tabs and cards mirror, days and times in Arabic, phone numbers stay left to right. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { tabs: regionTabsArabic, stores: storesArabic, tabHref: (tab) => `/ae_ar/about-us/?region=${tab.slug}` },
};
