import type { ServiceArticle, ServiceInit, ServiceSearch } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentNotice } from '../states/content-notice';
import { SupportArticleView, SupportContacts, SupportOverview, SupportResults, SupportSectionView, SupportTopicsNav } from './support-views';

// The support centre's parts, with data shaped as `/v2/service/*` answers for the UAE.

const ref = (id: number, slug: string, title: string, summary: string, popular = false) => ({ id, slug, title, summary, popular });
const USING = { id: 6, slug: 'using-your-product', title: 'Using your product' };
const USING_AR = { id: 6, slug: 'using-your-product', title: 'استخدام منتجك' };
const FIRST_START = ref(24, 'first-start', 'Before the first start', 'Check the oil, fill fresh fuel and read the owner’s manual.', true);
const RUNNING_IN = ref(25, 'running-in', 'Running in a new engine', 'Vary the revs and avoid full throttle for the first hours.');
const FIRST_START_AR = ref(24, 'first-start', 'قبل التشغيل الأول', 'افحص الزيت واملأ وقودًا جديدًا واقرأ دليل المالك.', true);

const init: ServiceInit = {
  general: {
    title: 'How can we help?',
    description: 'Answers about orders, payment, warranty and service. Cannot find yours? Call us or ask for a call back.',
    phone: '+97143210500',
    email: 'ae@motors-equipment.example',
    whatsapp: '97143210500',
    openingHours: { opens: '09:00', closes: '21:00' },
    popularArticles: [{ ...FIRST_START, section: USING }],
  },
  sections: [
    { id: 6, slug: 'using-your-product', title: 'Using your product', description: 'First start, running-in and everyday care.', icon: 'wrench', position: 6, articles: [FIRST_START, RUNNING_IN] },
    { id: 3, slug: 'warranty', title: 'Warranty', description: 'What the warranty covers and how to make a claim.', icon: 'shield', position: 3, articles: [] },
  ],
};
const initArabic: ServiceInit = {
  general: { ...init.general, title: 'كيف يمكننا مساعدتك؟', description: 'إجابات عن الطلبات والدفع والضمان والصيانة.', popularArticles: [{ ...FIRST_START_AR, section: USING_AR }] },
  sections: [{ id: 6, slug: 'using-your-product', title: 'استخدام منتجك', description: 'التشغيل الأول وفترة الترويض والعناية اليومية.', icon: 'wrench', position: 6, articles: [FIRST_START_AR] }],
};
const results: ServiceSearch = { query: 'oil', items: [{ ...FIRST_START, section: USING }], totalItems: 1, page: 1, itemsPerPage: 20 };
const article: ServiceArticle = {
  ...FIRST_START,
  body: [
    { type: 'paragraph', text: 'A new machine leaves the showroom ready, but a few checks make its first start safe.' },
    { type: 'list', items: ['Check the oil level', 'Fill fresh fuel', 'Read the owner’s manual'] },
  ],
  updatedAt: '2026-03-02T08:00:00.000Z',
  section: USING,
  related: [RUNNING_IN],
};

function SupportHomeParts({ data, query, found }: { data: ServiceInit; query?: string; found?: ServiceSearch | 'unsearchable' }) {
  return (
    <div style={{ display: 'grid', gap: '2rem' }}>
      {query !== undefined ? <SupportResults query={query} results={found} retryHref={`/ae_en/support/?q=${query}`} /> : null}
      <SupportOverview init={data} />
      <SupportContacts general={data.general} />
    </div>
  );
}

const meta = {
  title: 'Content/Support',
  component: SupportHomeParts,
  tags: ['autodocs'],
  parameters: { storefrontPage: { region: 'ae', path: 'support' }, layout: 'padded' },
  args: { data: init },
  argTypes: { data: { control: false }, found: { control: false } },
} satisfies Meta<typeof SupportHomeParts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/support/`: the search (a GET form), popular questions, the sections as cards, the contacts. */
export const Home: Story = {};

/** `/support/?q=oil`: the results above the overview. */
export const Results: Story = { args: { query: 'oil', found: results } };

/** No answer for the query. */
export const NoResults: Story = { args: { query: 'carburettor', found: { ...results, items: [], totalItems: 0 } } };

/** Punctuation alone: never sent to the backend, a hint instead. */
export const Unsearchable: Story = { args: { query: '?!', found: 'unsearchable' } };

/** The search failed: its error state with a retry; the page goes on with its overview. */
export const SearchFailed: Story = { args: { query: 'oil', found: undefined } };

/** The support centre's home could not be loaded: contacts and topics go, the error state offers a retry. */
export const ServiceFailed: Story = {
  render: () => (
    <ContentNotice
      kind="error"
      title="The support centre could not be loaded"
      text="Please try again in a moment, or call us."
      action={{ href: '/ae_en/support/', label: 'Try again', retry: true }}
    />
  ),
};

/** `/support/{section}/`: trail, title, description, its articles; beside them the sections and the contacts, one column. */
export const Section: Story = {
  parameters: { storefrontPage: { region: 'ae', path: 'support/using-your-product' } },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 20rem', gap: '3rem' }}>
      <SupportSectionView section={init.sections[0] ?? init.sections[1]!} />
      <div style={{ display: 'grid', gap: '2rem', alignContent: 'start' }}>
        <SupportTopicsNav sections={init.sections} current="using-your-product" />
        <SupportContacts general={init.general} compact />
      </div>
    </div>
  ),
};

/** `/support/{section}/{article}/`: trail, updated date, body, "was this helpful?", related questions. */
export const Article: Story = { parameters: { storefrontPage: { region: 'ae', path: 'support/using-your-product/first-start' } }, render: () => <SupportArticleView article={article} /> };

/** An Arabic support centre: mirrored, times and counts in Arabic, phone numbers left to right. */
export const RightToLeft: Story = { globals: { locale: 'ar', direction: 'rtl' }, args: { data: initArabic, query: 'زيت', found: { ...results, items: [{ ...FIRST_START_AR, section: USING_AR }] } } };
