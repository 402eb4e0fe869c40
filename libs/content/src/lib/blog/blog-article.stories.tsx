import type { Meta, StoryObj } from '@storybook/react-vite';
import { article, articleArabic, blogPicture, blogPosts, blogPostsArabic } from '../stories/story-content';
import { BlogArticle } from './blog-article';

const meta = {
  title: 'Content/BlogArticle',
  component: BlogArticle,
  tags: ['autodocs'],
  parameters: { storefrontPage: { region: 'ae', path: 'blog/atv-or-utv' }, layout: 'padded' },
  args: { post: article, related: blogPosts.slice(1), imageUrl: blogPicture },
  argTypes: { post: { control: false }, imageUrl: { control: false } },
} satisfies Meta<typeof BlogArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/blog/{slug}/`: trail, category, date and reading time, hero, the blocks (headings, paragraphs, lists), "Read next". */
export const Article: Story = {};

/** The related posts did not load (or there are none): the article alone. */
export const WithoutRelated: Story = { args: { related: undefined } };

/** An Arabic article: the trail, the blocks and the related cards mirror. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { post: articleArabic, related: blogPostsArabic.slice(1) },
};

/** A Georgian page whose post has no Georgian body yet: the body, answered in English, is marked `lang="en"` and a note says so. */
export const BodyInAnotherLanguage: Story = {
  globals: { locale: 'ka' },
  args: { post: { ...article, bodyLanguage: 'en' } },
};
