import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { colors, radii, shadows, space } from '../theme/tokens';
import type { SpaceToken } from '../theme/tokens';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; pick the one that matches the content (`article` for a product). */
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
  /** Inner padding from the spacing scale. */
  padding?: SpaceToken;
  /** Adds a shadow for cards that float above the page. */
  elevated?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

const cardStyles = css({
  display: 'block',
  minInlineSize: 0,
  backgroundColor: colors.surface,
  color: colors.text,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
});

const elevatedStyles = css({ boxShadow: shadows.md, borderColor: 'transparent' });

/** A surface that groups related content. */
export function Card({ as: Element = 'div', padding = 4, elevated = false, children, ref, ...rest }: CardProps) {
  // `as` is a union of tags whose ref types TypeScript cannot unify; each is an HTMLElement.
  return (
    <Element
      {...rest}
      ref={ref as Ref<never>}
      css={[cardStyles, elevated && elevatedStyles, { padding: space[padding] }]}
    >
      {children}
    </Element>
  );
}

export interface CardSectionProps extends HTMLAttributes<HTMLDivElement> {
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

// The primitives are for a card with `padding={0}`: media runs edge to edge, body and footer pad.
const mediaStyles = css({
  display: 'block',
  overflow: 'hidden',
  // Keep the card's rounded top corners (start-start/start-end are the logical corner names).
  borderStartStartRadius: `calc(${radii.md} - 1px)`,
  borderStartEndRadius: `calc(${radii.md} - 1px)`,
  '& img, & video': { display: 'block', inlineSize: '100%', blockSize: 'auto', objectFit: 'cover' },
});
const bodyStyles = css({ display: 'flex', flexDirection: 'column', gap: space[2], padding: space[4], minInlineSize: 0 });
const footerStyles = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  paddingInline: space[4],
  paddingBlockEnd: space[4],
  marginBlockStart: 'auto',
});

/** Edge-to-edge image or video at the top of a card. */
export function CardMedia({ children, ref, ...rest }: CardSectionProps) {
  return (
    <div {...rest} ref={ref} css={mediaStyles}>
      {children}
    </div>
  );
}

/** The padded content of a card: title, text, price. */
export function CardBody({ children, ref, ...rest }: CardSectionProps) {
  return (
    <div {...rest} ref={ref} css={bodyStyles}>
      {children}
    </div>
  );
}

/**
 * Actions at the bottom of a card. In a card laid out as a column (`css={{ display: 'flex',
 * flexDirection: 'column' }}`) it is pushed down, so the footers of a row of cards line up.
 */
export function CardFooter({ children, ref, ...rest }: CardSectionProps) {
  return (
    <div {...rest} ref={ref} css={footerStyles}>
      {children}
    </div>
  );
}
