import styled from '@emotion/styled';
import { blogMessages } from '@storefront/content';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { lazyHydrated } from '../../../../../../app/lazy-hydrated';
import { DisplayTitle, Eyebrow } from '../../../../../../pages/display-type';
import { useBackendImageUrl } from '../../../../../../app/backend-image';
import { Page } from '../../../../../../pages/list-page-parts';

const blogRoute = getRouteApi('/$regionLocale/{-$city}/_default/blog/{-$slug}');

// Server-rendered in full, hydrated from their own chunk once the browser is idle: until then the tabs,
// cards, pages and the article's links are plain links, exactly what they are without JavaScript.
const deferred = () => import('@storefront/content/deferred');
const BlogIndex = lazyHydrated('blog index', () => deferred().then((module) => module.BlogIndex));
const BlogArticle = lazyHydrated('blog article', () => deferred().then((module) => module.BlogArticle));
const ContentNotice = lazyHydrated('content notice', () => deferred().then((module) => module.ContentNotice));

/** `/blog/` or `/blog/{slug}/`: the list or the article, as the loader found it. */
export function BlogPage() {
  const data = blogRoute.useLoaderData();
  if (data.kind === 'list') return <BlogListPage {...data} />;
  return data.kind === 'post' ? <BlogPostPage {...data} /> : null;
}

type BlogData = ReturnType<typeof blogRoute.useLoaderData>;

/**
 * `/blog/`: the blog's title (or the chosen category's), the category tabs, one page of posts with
 * numbered pages, and the news strip; each block with its designed state (content's `BlogIndex`).
 */
function BlogListPage({ category, categoryTitle, page, categories, posts, news }: Extract<BlogData, { kind: 'list' }>) {
  const imageUrl = useBackendImageUrl();
  return (
    <Page aria-labelledby="blog-title">
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
    </Page>
  );
}

/** `/blog/{slug}/`: the article, or an error state with a retry when it could not be loaded. */
function BlogPostPage({ post, related }: Extract<BlogData, { kind: 'post' }>) {
  const imageUrl = useBackendImageUrl();
  const href = useLocation({ select: (location) => location.href });
  return (
    <Page>
      {post ? (
        <BlogArticle post={post} related={related} imageUrl={imageUrl} />
      ) : (
        <ContentNotice
          kind="error"
          title={<FormattedMessage {...blogMessages.loadError} />}
          text={<FormattedMessage {...blogMessages.loadErrorText} />}
          action={{ href, label: <FormattedMessage {...blogMessages.retry} />, retry: true }}
        />
      )}
    </Page>
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
