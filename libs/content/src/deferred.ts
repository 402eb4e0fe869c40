// Components of @storefront/content that a page loads in a chunk of their own (server-rendered in full,
// hydrated later: docs/adr/0030-below-the-fold-hydrates-later.md). Imported dynamically only.
export { BlogIndex } from './lib/blog/blog-index';
export type { BlogIndexProps } from './lib/blog/blog-index';
export { BlogCard } from './lib/blog/blog-card';
export type { BlogCardProps } from './lib/blog/blog-card';
export { BlogCategoryTabs, BlogGrid, BlogPagination, NewsStrip, useBlogHref } from './lib/blog/blog-list';
export type { BlogCategoryTabsProps, BlogGridProps, BlogPaginationProps, NewsStripProps } from './lib/blog/blog-list';
export { BlogArticle } from './lib/blog/blog-article';
export type { BlogArticleProps } from './lib/blog/blog-article';
export { StoresScreen } from './lib/about/stores-screen';
export type { StoresScreenProps } from './lib/about/stores-screen';
export { CitiesList } from './lib/about/cities-section';
export type { CitiesListProps } from './lib/about/cities-section';
export { ContentNotice } from './lib/states/content-notice';
export type { ContentNoticeProps } from './lib/states/content-notice';
export { ContentBlocks } from './lib/blocks/content-blocks';
export { SupportSearchBox } from './lib/service/support-search-box';
export type { SupportSearchBoxProps } from './lib/service/support-search-box';
export {
  SupportArticleView,
  SupportContacts,
  SupportOverview,
  SupportResults,
  SupportSectionView,
  SupportTopicsNav,
  WasThisHelpful,
} from './lib/service/support-views';
export type {
  SupportArticleViewProps,
  SupportContactDetails,
  SupportContactsProps,
  SupportOverviewProps,
  SupportResultsProps,
  SupportSectionViewProps,
  SupportTopicsNavProps,
} from './lib/service/support-views';
