import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogCategories, blogCategoriesArabic, blogPicture, blogPosts, blogPostsArabic, news, newsArabic } from '../stories/story-content';
import { BlogIndex } from './blog-index';

const list = (items: typeof blogPosts, totalItems = 30) => ({ items, totalItems, page: 1, itemsPerPage: 12 });

const meta = {
  title: 'Content/BlogIndex',
  component: BlogIndex,
  tags: ['autodocs'],
  // Tabs, pages and cards link below `/ae_en/blog/`.
  parameters: { storefrontPage: { region: 'ae', path: 'blog' }, layout: 'padded' },
  args: { categories: blogCategories, posts: list(blogPosts), page: 1, news, imageUrl: blogPicture },
  argTypes: { imageUrl: { control: false } },
} satisfies Meta<typeof BlogIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/blog/`: "All posts" is the current tab, one page of cards, numbered pages, the news strip. */
export const AllPosts: Story = {};

/** `/blog/?category=maintenance&page=2`: the tab and the page are links that carry the query. */
export const CategoryPageTwo: Story = { args: { category: 'maintenance', page: 2, posts: { ...list(blogPosts.slice(1, 2), 14), page: 2 } } };

/** A category with no posts yet: the empty state leads back to all posts. */
export const Empty: Story = { args: { category: 'maintenance', posts: list([], 0) } };

/** The posts and the news did not load: an error state with a retry, a note in place of the strip; the tabs stay. */
export const Failed: Story = { args: { posts: undefined, news: undefined } };

/** An Arabic page: tabs, cards and pages mirror; dates in Arabic. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { categories: blogCategoriesArabic, posts: list(blogPostsArabic), news: newsArabic },
};
