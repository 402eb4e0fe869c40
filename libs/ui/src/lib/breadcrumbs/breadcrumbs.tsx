import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { ChevronEndIcon } from '../icon/ui-icons';
import { colors, fontSizes, layout, lineHeights, space } from '../theme/tokens';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Omit for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the home page to the current page; the last one is the current page. */
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation, translated ("Breadcrumb"). */
  label: string;
  /** Renders a link: pass the router's link here (`libs/ui` does not know the router). */
  renderLink?: (link: { href: string; children: ReactNode }) => ReactNode;
  className?: string;
}

const listStyles = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSizes.sm,
  lineHeight: lineHeights.snug,
  color: colors.textMuted,
  // Each link is a 24×24 px target at least (WCAG 2.2 2.5.8): at 14 px the text alone is 19 px high,
  // and wrapped lines of links would sit closer than that.
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: layout.minTargetAA,
    minInlineSize: layout.minTargetAA,
    color: colors.textMuted,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    textDecorationColor: colors.border,
    '&:hover': { color: colors.text, textDecorationColor: 'currentColor' },
  },
});

const itemStyles = css({ display: 'inline-flex', alignItems: 'center', gap: space[1], minInlineSize: 0 });
const currentStyles = css({ color: colors.text, overflowWrap: 'anywhere' });
const separatorStyles = css({ flexShrink: 0, color: colors.borderStrong });

const defaultLink = ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>;

/** Where the page sits: links to each level above it, the current page last (`aria-current`). */
export function Breadcrumbs({ items, label, renderLink = defaultLink, className }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ol css={listStyles}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} css={itemStyles}>
              {index > 0 ? <ChevronEndIcon size={14} css={separatorStyles} /> : null}
              {last || item.href === undefined ? (
                <span aria-current={last ? 'page' : undefined} css={last ? currentStyles : undefined}>
                  {item.label}
                </span>
              ) : (
                renderLink({ href: item.href, children: item.label })
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
