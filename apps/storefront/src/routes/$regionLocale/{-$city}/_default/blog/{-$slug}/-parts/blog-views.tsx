// The blog's two views, server-rendered in full and hydrated later: the list and the article.
import styled from '@emotion/styled';
import { BlogArticle, BlogIndex, ContentNotice, blogMessages } from '@storefront/content';
import { useLocation } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useBackendImageUrl } from '../../../../../../../app/backend-image';
import { DisplayTitle, Eyebrow } from '../../../../../../../pages/display-type';
import type { loadBlogPage, loadBlogPost } from '../-loader';

export type BlogListViewProps = Extract<Awaited<ReturnType<typeof loadBlogPage>>, { kind: 'list' }>;

/**
 * `/blog/`'s body: the blog's title (or the chosen category's), the category tabs, one page of posts
 * with numbered pages, and the news strip; each block with its designed state (content's `BlogIndex`).
 */
export function BlogListView({ category, categoryTitle, page, categories, posts, news }: BlogListViewProps) {
  const imageUrl = useBackendImageUrl();
  return (
    <>
      <Masthead>
        <Eyebrow tone="onLight">
          <FormattedMessage {...blogMessages.title} />
        </Eyebrow>
        <DisplayTitle id="blog-title" size="clamp(2rem, 1.5rem + 2.4vw, 4rem)">
          {categoryTitle ?? <FormattedMessage {...blogMessages.title} />}
        </DisplayTitle>
        <Lead>
          <FormattedMessage {...blogMessages.lead} />
        </Lead>
      </Masthead>
      <BlogIndex categories={categories} category={category} posts={posts} page={page} news={news} imageUrl={imageUrl} />
    </>
  );
}

export type BlogPostViewProps = Awaited<ReturnType<typeof loadBlogPost>>;

/** `/blog/{slug}/`'s body: the article, or an error state with a retry when it could not be loaded. */
export function BlogPostView({ post, related }: BlogPostViewProps) {
  const imageUrl = useBackendImageUrl();
  const href = useLocation({ select: (location) => location.href });
  return post ? (
    <BlogArticle post={post} related={related} imageUrl={imageUrl} />
  ) : (
    <ContentNotice
      kind="error"
      title={<FormattedMessage {...blogMessages.loadError} />}
      text={<FormattedMessage {...blogMessages.loadErrorText} />}
      action={{ href, label: <FormattedMessage {...blogMessages.retry} />, retry: true }}
    />
  );
}

const Masthead = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: clamp(2rem, 1.5rem + 3vw, 4.5rem) 0;
`;

const Lead = styled.p`
  margin: 0;
  max-inline-size: 44rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
