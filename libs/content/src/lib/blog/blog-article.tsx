import { css } from '@emotion/react';
import type { BlogPost, BlogPostSummary } from '@storefront/api-client';
import { useRegionPath } from '@storefront/regions';
import { Breadcrumbs, Heading, Image, colors, fontSizes, fontWeights, radii, space } from '@storefront/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ArticleBody } from '../blocks/article-body';
import { HrefLink } from '../links/href-link';
import { BlogGrid } from './blog-list';
import { blogMessages as messages, contentTrailMessages } from '../content.messages';

export interface BlogArticleProps {
  post: BlogPost;
  /** Newer posts of the same category (the article left out); `undefined` while or when they did not load. */
  related: readonly BlogPostSummary[] | undefined;
  imageUrl: (path: string) => string;
}

const articleStyles = css({ display: 'grid', gap: space[8], paddingBlock: `${space[6]} ${space[16]}` });
const headerStyles = css({ display: 'grid', gap: space[4], maxInlineSize: '52rem' });
const kickerStyles = css({
  margin: 0,
  color: colors.accentText,
  fontWeight: fontWeights.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  ':lang(ar) &': { textTransform: 'none', letterSpacing: 0 },
  '& a': { color: 'inherit' },
});
const metaStyles = css({ display: 'flex', flexWrap: 'wrap', gap: `${space[1]} ${space[4]}`, margin: 0, color: colors.textMuted });
const heroStyles = css({
  margin: 0,
  // Cropped like the cards: the picture's logo and English caption stay out of view.
  '& img': { inlineSize: '100%', aspectRatio: '12 / 5', objectFit: 'cover', objectPosition: '50% 35%', borderRadius: radii.lg },
});
const relatedStyles = css({
  display: 'grid',
  gap: space[5],
  paddingBlockStart: space[10],
  borderBlockStart: `1px solid ${colors.border}`,
  '& > h2': { margin: 0, fontSize: fontSizes['2xl'] },
});

/**
 * A blog article: trail, category (a link to its tab), title, date in the page's locale and reading
 * time, the hero picture (the page's LCP element), the body's blocks and the related posts.
 */
export function BlogArticle({ post, related, imageUrl }: BlogArticleProps) {
  const intl = useIntl();
  const pathTo = useRegionPath();
  const blog = pathTo('blog');
  const link = ({ href, children }: { href: string; children: ReactNode }) => <HrefLink href={href}>{children}</HrefLink>;
  return (
    <article css={articleStyles} aria-labelledby="article-title" data-post={post.slug}>
      <header css={headerStyles}>
        <Breadcrumbs
          label={intl.formatMessage(contentTrailMessages.breadcrumb)}
          renderLink={link}
          items={[
            { label: intl.formatMessage(contentTrailMessages.home), href: pathTo('') },
            { label: intl.formatMessage(messages.title), href: blog },
            { label: post.title },
          ]}
        />
        <p css={kickerStyles}>
          <HrefLink href={`${blog}?category=${encodeURIComponent(post.category.slug)}`}>{post.category.title}</HrefLink>
        </p>
        <Heading level={1} id="article-title">
          {post.title}
        </Heading>
        <p css={metaStyles}>
          <time dateTime={post.publishedAt}>
            <FormattedMessage
              {...messages.published}
              values={{ date: intl.formatDate(post.publishedAt, { dateStyle: 'long', timeZone: 'UTC' }) }}
            />
          </time>
          <span>
            <FormattedMessage {...messages.readingTime} values={{ minutes: post.readingMinutes }} />
          </span>
        </p>
      </header>
      <figure css={heroStyles}>
        <Image
          src={imageUrl(post.image.path)}
          alt={post.image.alt}
          width={post.image.width}
          height={post.image.height}
          sizes={{ default: '100vw', xl: '80vw' }}
          fit="cover"
          priority
        />
      </figure>
      {/* A body the backend has only in another language (`bodyLanguage`) says so (WCAG 3.1.2, and a note). */}
      <ArticleBody blocks={post.body} language={post.bodyLanguage} />
      {related && related.length > 0 ? (
        <section css={relatedStyles} aria-labelledby="related-title">
          <h2 id="related-title">
            <FormattedMessage {...messages.related} />
          </h2>
          <BlogGrid posts={related} imageUrl={imageUrl} headingLevel={3} firstImagePriority={false} />
        </section>
      ) : null}
    </article>
  );
}
