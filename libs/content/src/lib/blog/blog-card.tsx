import { css } from '@emotion/react';
import type { BlogPostSummary } from '@storefront/api-client';
import { RegionLink } from '@storefront/regions';
import { Heading, Image, colors, durations, fontSizes, fontWeights, lineHeights, radii, shadows, space, type ImageSizes } from '@storefront/ui';
import { useId } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { blogMessages as messages } from '../content.messages';

export interface BlogCardProps {
  post: BlogPostSummary;
  /** The picture's source URL from its backend `path` (the app's `useBackendImageUrl`). */
  imageUrl: (path: string) => string;
  headingLevel?: 2 | 3 | 4;
  /** Column widths of the grid the card sits in, for the picture's candidates. */
  sizes?: ImageSizes;
  /** The first card of the page: loaded at once, with priority (the likely LCP element). */
  priority?: boolean;
}

const DEFAULT_SIZES: ImageSizes = { default: '100vw', md: '50vw', xl: '33vw' };

const cardStyles = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  overflow: 'hidden',
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  backgroundColor: colors.surface,
  transition: `box-shadow ${durations.normal}, border-color ${durations.normal}`,
  '@media (hover: hover)': { '&:hover': { borderColor: colors.borderStrong, boxShadow: shadows.md } },
  '&:focus-within': { borderColor: colors.borderStrong },
  // The backend's pictures carry their logo at the top and an English caption at the bottom: the
  // crop keeps the subject and leaves both out (no text in another language beside the title).
  '& img': { inlineSize: '100%', aspectRatio: '12 / 5', objectFit: 'cover', objectPosition: '50% 35%' },
});

const bodyStyles = css({ display: 'flex', flexDirection: 'column', gap: space[2], padding: space[5], flex: 1 });

const kickerStyles = css({
  margin: 0,
  color: colors.accentText,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  ':lang(ar) &': { textTransform: 'none', letterSpacing: 0 },
});

/** The stretched link covers the card; the title alone is focusable and names it. */
const linkStyles = css({
  color: 'inherit',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '@media (hover: hover)': { 'article:hover &': { textDecoration: 'underline' } },
});

const excerptStyles = css({ margin: 0, color: colors.textMuted, lineHeight: lineHeights.snug });

const metaStyles = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space[1]} ${space[3]}`,
  marginBlockStart: 'auto',
  paddingBlockStart: space[2],
  color: colors.textMuted,
  fontSize: fontSizes.sm,
});

/** A post in a list: picture, category, title (the link), excerpt, date in the page's locale and reading time. */
export function BlogCard({ post, imageUrl, headingLevel = 3, sizes = DEFAULT_SIZES, priority = false }: BlogCardProps) {
  const titleId = useId();
  return (
    <article css={cardStyles} aria-labelledby={titleId} data-post={post.slug}>
      <Image
        src={imageUrl(post.image.path)}
        alt=""
        width={post.image.width}
        height={post.image.height}
        sizes={sizes}
        fit="cover"
        priority={priority}
        loading={priority ? 'eager' : 'lazy'}
      />
      <div css={bodyStyles}>
        <p css={kickerStyles}>{post.category.title}</p>
        <Heading level={headingLevel} size={4} id={titleId}>
          <RegionLink to={`blog/${post.slug}`} css={linkStyles}>
            {post.title}
          </RegionLink>
        </Heading>
        <p css={excerptStyles}>{post.excerpt}</p>
        <p css={metaStyles}>
          <time dateTime={post.publishedAt}>
            <FormattedDate value={post.publishedAt} dateStyle="medium" timeZone="UTC" />
          </time>
          <span>
            <FormattedMessage {...messages.readingTime} values={{ minutes: post.readingMinutes }} />
          </span>
        </p>
      </div>
    </article>
  );
}
