import type { ServiceArticle, ServiceSection } from '@storefront/api-client';

/**
 * Schema.org `FAQPage` of a support section: each of its articles as a question (the title) with the
 * answer the page shows under it (the summary), with absolute URLs.
 */
export function supportSectionJsonLd(section: ServiceSection, { url, language }: { url: string; language: string }): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    name: section.title,
    description: section.description,
    inLanguage: language,
    url,
    mainEntity: section.articles.map((article) => ({
      '@type': 'Question',
      name: article.title,
      acceptedAnswer: { '@type': 'Answer', text: article.summary },
    })),
  };
}

/** Schema.org `Article` of a support article: headline, summary, last update, its section, the brand as author and publisher. */
export function supportArticleJsonLd(
  article: ServiceArticle,
  { url, publisher, language }: { url: string; publisher: string; language: string },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    dateModified: article.updatedAt,
    articleSection: article.section.title,
    inLanguage: language,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: { '@type': 'Organization', name: publisher },
    publisher: { '@type': 'Organization', name: publisher },
  };
}
