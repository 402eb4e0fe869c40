// Public API of @storefront/content.
export { serviceInitQuery } from './lib/service/service-init.query';
export { pageBySlugQuery } from './lib/pages/page-by-slug.query';
export { bannersQuery } from './lib/banners/banners.query';
export { ContentBody } from './lib/blocks/content-body';
export {
  RELATED_POSTS,
  blogCategoriesQuery,
  blogPostQuery,
  blogPostsQuery,
  newsQuery,
} from './lib/blog/blog.queries';
export { blogListQueryString, blogListSearch, contentSlugOf } from './lib/blog/blog-search';
export { aboutMessages, blogMessages, supportMessages } from './lib/content.messages';
export { blogPostingJsonLd } from './lib/blog/blog-json-ld';
export { activeRegionTab, regionTabs, requestedRegionOf, storesOfTab } from './lib/about/stores-tabs';
export type { RegionTab } from './lib/about/stores-tabs';
export { storesJsonLd } from './lib/about/stores-json-ld';
export { sendArticleFeedback, serviceArticleQuery, serviceSearchQuery, serviceSectionQuery } from './lib/service/service.queries';
export { SUPPORT_RESULTS, SUPPORT_SUGGESTIONS, isSearchable, supportQueryOf } from './lib/service/support-search';
export { supportArticleJsonLd, supportSectionJsonLd } from './lib/service/support-json-ld';
// The blog's, the about page's and the support centre's views. Pages hydrate them later, through app
// parts that import them from here (docs/adr/0234-deferred-parts-are-app-parts.md).
export { BlogIndex } from './lib/blog/blog-index';
export { BlogGrid } from './lib/blog/blog-list';
export { BlogArticle } from './lib/blog/blog-article';
export { StoresScreen } from './lib/about/stores-screen';
export { CitiesList } from './lib/about/cities-section';
export { ContentNotice } from './lib/states/content-notice';
export { SupportSearchBox } from './lib/service/support-search-box';
export { SupportArticleView, SupportContacts, SupportOverview, SupportResults, SupportSectionView, SupportTopicsNav } from './lib/service/support-views';
