import { css } from '@emotion/react';
import type { BlogCategory, BlogPostSummary, NewsSummary } from '@storefront/api-client';
import { useRegionPath } from '@storefront/regions';
import { Pagination, colors, fontSizes, fontWeights, radii, space } from '@storefront/ui';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { HrefLink } from '../links/href-link';
import { scrollingLinkRowStyles } from '../links/link-row';
import { pillLinkStyles } from '../links/pill-link';
import { BlogCard } from './blog-card';
import { blogListQueryString } from './blog-search';
import { blogMessages as messages } from '../content.messages';

/** The blog page's URL for a category and a page (the city kept as every region link keeps it). */
export function useBlogHref(): (state: { category?: string; page?: number }) => string {
  const pathTo = useRegionPath();
  return (state) => {
    const query = blogListQueryString(state);
    return `${pathTo('blog')}${query ? `?${query}` : ''}`;
  };
}

const tabListStyles = css({
  ...scrollingLinkRowStyles,
  gap: space[2],
  '& a': { ...pillLinkStyles, whiteSpace: 'nowrap' },
  '& a[aria-current="page"]': { backgroundColor: colors.ink, borderColor: colors.ink, color: colors.textInverse },
  '@media (hover: hover)': { '& a:not([aria-current]):hover': { borderColor: colors.borderStrong } },
});

export interface BlogCategoryTabsProps {
  categories: readonly BlogCategory[];
  /** The category of the URL; every category without it. */
  active?: string;
}

/**
 * The category filter as links (SPEC §2 URL state: `?category=`): every state is a URL a crawler and a
 * browser without JavaScript reach; the current one is `aria-current="page"`.
 */
export function BlogCategoryTabs({ categories, active }: BlogCategoryTabsProps) {
  const intl = useIntl();
  const href = useBlogHref();
  const tabs = [{ slug: undefined, title: intl.formatMessage(messages.allPosts) }, ...categories.map(({ slug, title }) => ({ slug, title }))];
  return (
    <nav aria-label={intl.formatMessage(messages.categories)}>
      <ul css={tabListStyles}>
        {tabs.map(({ slug, title }) => (
          <li key={slug ?? ''}>
            <HrefLink href={href({ category: slug })} aria-current={slug === active ? 'page' : undefined} data-category={slug ?? ''}>
              {title}
            </HrefLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const gridStyles = css({
  display: 'grid',
  gap: space[6],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export interface BlogGridProps {
  posts: readonly BlogPostSummary[];
  imageUrl: (path: string) => string;
  headingLevel?: 2 | 3;
  /** The first card's picture is the page's LCP element (not on a page with a hero above). */
  firstImagePriority?: boolean;
}

/** Posts as cards: one column on phones, as many of 18rem as fit above. */
export function BlogGrid({ posts, imageUrl, headingLevel = 2, firstImagePriority = true }: BlogGridProps) {
  return (
    <ul css={gridStyles}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} imageUrl={imageUrl} headingLevel={headingLevel} priority={firstImagePriority && index === 0} />
        </li>
      ))}
    </ul>
  );
}

export interface BlogPaginationProps {
  category?: string;
  page: number;
  pageCount: number;
}

/** Numbered pages as crawlable links, like the catalogue's (`page` in the URL, not written for 1). */
export function BlogPagination({ category, page, pageCount }: BlogPaginationProps) {
  const intl = useIntl();
  const href = useBlogHref();
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      getHref={(target) => href({ category, page: target })}
      renderLink={({ href: target, children, ...rest }) => (
        <HrefLink href={target} {...rest}>
          {children}
        </HrefLink>
      )}
      label={intl.formatMessage(messages.pagination)}
      previousLabel={intl.formatMessage(messages.previousPage)}
      nextLabel={intl.formatMessage(messages.nextPage)}
      pageLabel={(target) => intl.formatMessage(messages.pageNumber, { page: String(target) })}
    />
  );
}

const newsStyles = css({
  display: 'grid',
  gap: space[4],
  padding: space[6],
  borderRadius: radii.lg,
  backgroundColor: colors.surfaceMuted,
  '& h2': { margin: 0, fontSize: fontSizes.xl },
  '& ol': {
    display: 'grid',
    gap: space[5],
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  '& h3': { margin: 0, fontSize: fontSizes.md, lineHeight: 1.35 },
  '& p': { margin: 0, color: colors.textMuted, fontSize: fontSizes.sm },
  '& time': { color: colors.accentText, fontSize: fontSizes.sm, fontWeight: fontWeights.semibold },
  '& li': { display: 'grid', gap: space[1], paddingInlineStart: space[3], borderInlineStart: `3px solid ${colors.accent}` },
});

export interface NewsStripProps {
  /** The newest news; `undefined` when they did not load (the strip says so, the page goes on). */
  news: readonly NewsSummary[] | undefined;
}

/**
 * The brand's news on the blog page, as a strip of its own (docs/adr/0077-news-on-the-blog-page.md): date,
 * headline and summary; SPEC §2 has no news route, so the items are not links.
 */
export function NewsStrip({ news }: NewsStripProps) {
  if (news && news.length === 0) return null;
  return (
    <section css={newsStyles} aria-labelledby="news-title" data-testid="news-strip">
      <h2 id="news-title">
        <FormattedMessage {...messages.news} />
      </h2>
      {news ? (
        <ol>
          {news.map((item) => (
            <li key={item.id} data-news={item.slug}>
              <time dateTime={item.publishedAt}>
                <FormattedDate value={item.publishedAt} dateStyle="long" timeZone="UTC" />
              </time>
              <h3>{item.title}</h3>
              <p>{item.excerpt}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p role="status">
          <FormattedMessage {...messages.newsError} />
        </p>
      )}
    </section>
  );
}
