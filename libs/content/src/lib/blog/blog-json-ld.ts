import type { BlogPost } from '@storefront/api-client';

/** Schema.org `BlogPosting` of an article, with absolute URLs (`absoluteUrl` of the page head). */
export function blogPostingJsonLd(
  post: BlogPost,
  { url, imageUrl, publisher, language }: { url: string; imageUrl: string; publisher: string; language: string },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: [imageUrl],
    datePublished: post.publishedAt,
    articleSection: post.category.title,
    inLanguage: language,
    timeRequired: `PT${post.readingMinutes}M`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: { '@type': 'Organization', name: publisher },
    publisher: { '@type': 'Organization', name: publisher },
  };
}
