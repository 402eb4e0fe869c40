import type { ServiceSearch } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SupportSearchBox } from './support-search-box';

// The support centre's search box on its dark masthead. Type into it: the stories answer from a few
// offline articles, as `/v2/service/search/?q=` would, after the box's pause.

const USING = { id: 6, slug: 'using-your-product', title: 'Using your product' };
const WARRANTY = { id: 3, slug: 'warranty', title: 'Warranty' };
const ARTICLES = [
  { id: 24, slug: 'first-start', title: 'Before the first start', summary: 'Check the oil, fill fresh fuel.', popular: true, section: USING },
  { id: 25, slug: 'running-in', title: 'Running in a new engine', summary: 'Vary the revs.', popular: false, section: USING },
  { id: 11, slug: 'what-is-covered', title: 'What the warranty covers', summary: 'Defects in materials.', popular: true, section: WARRANTY },
  { id: 12, slug: 'making-a-claim', title: 'Making a warranty claim', summary: 'Bring the receipt.', popular: false, section: WARRANTY },
];
const ARTICLES_AR = [
  { id: 24, slug: 'first-start', title: 'قبل التشغيل الأول', summary: 'افحص الزيت.', popular: true, section: { ...USING, title: 'استخدام منتجك' } },
  { id: 11, slug: 'what-is-covered', title: 'ما يغطيه الضمان', summary: 'عيوب المواد.', popular: true, section: { ...WARRANTY, title: 'الضمان' } },
];

const answerFrom =
  (articles: typeof ARTICLES) =>
  async (query: string): Promise<ServiceSearch> => {
    const words = query.toLowerCase().split(' ');
    const items = articles.filter((article) => words.some((word) => `${article.title} ${article.summary}`.toLowerCase().includes(word)));
    return { query, items, totalItems: items.length, page: 1, itemsPerPage: 6 };
  };

const failing = async (): Promise<ServiceSearch> => {
  throw new Error('503 from the story');
};

const meta = {
  title: 'Content/SupportSearchBox',
  component: SupportSearchBox,
  tags: ['autodocs'],
  parameters: { storefrontPage: { region: 'ae', path: 'support' }, layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '26rem', padding: '2rem', background: '#111318', color: '#fff' }}>
        <Story />
      </div>
    ),
  ],
  args: { action: '/ae_en/support/', label: 'How can we help?', search: answerFrom(ARTICLES) },
  argTypes: { search: { control: false } },
} satisfies Meta<typeof SupportSearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty box: type "warranty" or "oil" for suggestions, ↓/↑ to choose, Enter to open. */
export const Default: Story = {};

/** On the results page (`?q=warranty`): the box shows the query; its list opens once the shopper types. */
export const WithQuery: Story = { args: { query: 'warranty' } };

/** Without the app's search (no JavaScript, in effect): a plain GET form to `?q=`. */
export const PlainForm: Story = { args: { search: undefined } };

/** The backend fails: the box says so under the field, with a retry. Type anything. */
export const SearchFails: Story = { args: { search: failing } };

/** Without the service's title the box has its own label. */
export const OwnLabel: Story = { args: { label: undefined } };

/** A long label in a narrow column. */
export const LongText: Story = {
  args: { label: 'Wie können wir Ihnen heute bei Bestellung, Lieferung, Garantie und Wartung helfen?' },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}><Story /></div>],
};

/** Arabic: mirrored, the icon at the start (right), suggestions in Arabic. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { label: 'كيف يمكننا مساعدتك؟', search: answerFrom(ARTICLES_AR) },
};
