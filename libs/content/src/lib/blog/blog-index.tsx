import { css } from '@emotion/react';
import type { BlogCategory, BlogPostSummary, List, NewsSummary } from '@storefront/api-client';
import { space } from '@storefront/ui';
import { useLocation } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { ContentNotice } from '../states/content-notice';
import { BlogCategoryTabs, BlogGrid, BlogPagination, NewsStrip, useBlogHref } from './blog-list';
import { blogMessages as messages } from '../content.messages';

export interface BlogIndexProps {
  /** The tabs; `undefined` when the categories did not load (the page goes on without tabs). */
  categories: readonly BlogCategory[] | undefined;
  category?: string;
  /** One page of posts; `undefined` when they did not load (an error state with a retry). */
  posts: List<BlogPostSummary> | undefined;
  page: number;
  news: readonly NewsSummary[] | undefined;
  imageUrl: (path: string) => string;
}

/**
 * The blog page below its title: the category tabs, the posts of the page (or their designed
 * state: none in this category yet, not loaded), the numbered pages and the news strip.
 */
export function BlogIndex({ categories, category, posts, page, news, imageUrl }: BlogIndexProps) {
  const href = useLocation({ select: (location) => location.href });
  const blogHref = useBlogHref();
  let list;
  if (!posts) {
    list = (
      <ContentNotice
        kind="error"
        title={<FormattedMessage {...messages.loadError} />}
        text={<FormattedMessage {...messages.loadErrorText} />}
        action={{ href, label: <FormattedMessage {...messages.retry} />, retry: true }}
      />
    );
  } else if (posts.items.length === 0) {
    list = (
      <ContentNotice
        kind="empty"
        title={<FormattedMessage {...messages.empty} />}
        text={<FormattedMessage {...messages.emptyText} />}
        action={{ href: blogHref({}), label: <FormattedMessage {...messages.allPosts} /> }}
      />
    );
  } else {
    const pageCount = Math.max(1, Math.ceil(posts.totalItems / posts.itemsPerPage));
    list = (
      <>
        <BlogGrid posts={posts.items} imageUrl={imageUrl} />
        <BlogPagination category={category} page={page} pageCount={pageCount} />
      </>
    );
  }
  return (
    <div css={css({ display: 'grid', gap: space[8] })}>
      {categories ? <BlogCategoryTabs categories={categories} active={category} /> : null}
      <div css={css({ display: 'grid', gap: space[8] })} data-testid="blog-posts">
        {list}
      </div>
      <NewsStrip news={news} />
    </div>
  );
}
