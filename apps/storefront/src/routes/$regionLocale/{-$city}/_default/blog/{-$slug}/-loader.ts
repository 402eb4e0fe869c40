import {
  RELATED_POSTS,
  blogCategoriesQuery,
  blogListQueryString,
  blogListSearch,
  blogMessages,
  blogPostQuery,
  blogPostingJsonLd,
  blogPostsQuery,
  contentSlugOf,
  newsQuery,
} from '@storefront/content';
import type { RegionLocale } from '@storefront/regions';
import { notFound } from '@tanstack/react-router';
import { appMessages } from '../../../../../../app/messages';
import type { RouterContext } from '../../../../../../app/router-context';
import { breadcrumbListJsonLd } from '../../../../../-shared/catalog-head';
import type { ContentHead } from '../../../../../-shared/content-head';
import { absoluteUrlOf, backendStatus, loaderIntl, messageId, regionRootPath, settled } from '../../../../../-shared/content-loader-helpers';
import { pageHeadMessages } from '../../../../../../app/page-head.messages';

type BlogLoadInput = Pick<RouterContext, 'api' | 'queryClient' | 'catalogues' | 'env'> & { regionLocale: RegionLocale; pathname: string };

/**
 * `/blog/?category=&page=`: the categories (tabs), one page of posts and the news strip, each its own
 * block that may fail alone. A category or page that cannot exist is a 404 without a backend call; a
 * category the backend does not list, or a page past the last, a 404 after it.
 */
export async function loadBlogPage(input: BlogLoadInput & { search: Record<string, unknown> }) {
  const { search, api, queryClient, regionLocale } = input;
  const { category, page } = blogListSearch(search);
  if (page === null || category === '') throw notFound();
  const args = { region: regionLocale.region.code, locale: regionLocale.locale };
  const client = await queryClient();
  const where = `Blog of ${args.region}_${args.locale}`;
  const [categories, posts, news, intl] = await Promise.all([
    settled(client.ensureQueryData(blogCategoriesQuery(api, args)), `${where}: categories`),
    settled(client.ensureQueryData(blogPostsQuery(api, { ...args, category, page })), `${where}: posts`),
    settled(client.ensureQueryData(newsQuery(api, args)), `${where}: news`),
    loaderIntl(input, regionLocale),
  ]);
  const activeCategory = category ? categories.data?.items.find((item) => item.slug === category) : undefined;
  if (category && categories.data && !activeCategory) throw notFound();
  if (posts.data && page > 1 && posts.data.items.length === 0) throw notFound();
  // "Blog", "Maintenance", "Maintenance, page 2": the category's own name when one is chosen.
  const title = activeCategory?.title ?? intl.formatMessage(blogMessages.title);
  const head: ContentHead = {
    page: page > 1 ? intl.formatMessage(pageHeadMessages.listPage, { title, page: String(page) }) : title,
    values: { category: activeCategory?.title ?? '' },
    description: messageId(activeCategory ? blogMessages.categoryDescription : blogMessages.description),
    // The list's canonical query, as its links write it.
    canonicalQuery: blogListQueryString({ category, page }) || undefined,
    noindex: !posts.data,
  };
  return {
    kind: 'list' as const,
    category,
    categoryTitle: activeCategory?.title,
    page,
    categories: categories.data?.items,
    posts: posts.data,
    news: news.data?.items,
    head,
  };
}

/**
 * `/blog/{slug}/`: the article (a 404 when the backend does not know it; any other failure leaves the
 * page its error state with a retry) and its category's newest posts as related posts (optional: left
 * out when they fail). The head has `BlogPosting` and `BreadcrumbList` JSON-LD.
 */
export async function loadBlogPost(input: BlogLoadInput & { slug: string; imagesPrefix: string }) {
  const { slug: param, api, queryClient, regionLocale, pathname } = input;
  const slug = contentSlugOf(param);
  if (slug === null) throw notFound();
  const args = { region: regionLocale.region.code, locale: regionLocale.locale };
  const client = await queryClient();
  let post;
  try {
    post = await client.ensureQueryData(blogPostQuery(api, { ...args, slug }));
  } catch (error) {
    if (backendStatus(error) === 404) throw notFound();
    console.error(`Blog post ${slug} of ${args.region}_${args.locale} could not be loaded`, error);
    const head: ContentHead = { page: messageId(blogMessages.title), description: messageId(blogMessages.description), noindex: true };
    return { kind: 'post' as const, slug, post: undefined, related: undefined, head };
  }
  const [related, intl] = await Promise.all([
    settled(
      client.ensureQueryData(blogPostsQuery(api, { ...args, category: post.category.slug, itemsPerPage: RELATED_POSTS + 1 })),
      `Posts related to ${slug} of ${args.region}_${args.locale}`,
    ),
    loaderIntl(input, regionLocale),
  ]);
  const absoluteUrl = absoluteUrlOf(input);
  const root = regionRootPath(pathname, 'blog');
  const url = absoluteUrl(`${root}blog/${post.slug}/`);
  // Loaded here, not with the page: the URL builder is no part of the blog's first load.
  const { sharedPicture } = await import('../../../../../../app/shared-pictures');
  const image = sharedPicture(input.env.siteUrl, { src: `${input.imagesPrefix}${post.image.path}`, width: post.image.width, height: post.image.height });
  const blogName = intl.formatMessage(blogMessages.title);
  const head: ContentHead = {
    page: post.title,
    description: post.excerpt,
    image,
    type: 'article',
    jsonLd: [
      blogPostingJsonLd(post, { url, imageUrl: image.url, publisher: intl.formatMessage(appMessages.brand), language: regionLocale.locale }),
      breadcrumbListJsonLd([
        { name: intl.formatMessage(pageHeadMessages.home), url: absoluteUrl(root) },
        { name: blogName, url: absoluteUrl(`${root}blog/`) },
        { name: post.title, url },
      ]),
    ],
  };
  return { kind: 'post' as const, slug, post, related: related.data?.items.filter((item) => item.id !== post.id).slice(0, RELATED_POSTS), head };
}
