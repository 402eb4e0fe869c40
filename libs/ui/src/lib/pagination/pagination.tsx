import { css } from '@emotion/react';
import type { MouseEvent, ReactNode } from 'react';
import { ChevronEndIcon, ChevronStartIcon } from '../icon/ui-icons';
import { colors, durations, fontSizes, fontWeights, layout, radii, space } from '../theme/tokens';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { paginationRange } from './pagination-range';

interface PaginationLinkProps {
  href: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  /** URL of a page: renders crawlable links. Without it the pages are buttons. */
  getHref?: (page: number) => string;
  /** Called with the chosen page (with links too, e.g. to scroll to the list). */
  onPageChange?: (page: number) => void;
  /** Renders a link: pass the router's link (`libs/ui` does not know the router). */
  renderLink?: (link: PaginationLinkProps) => ReactNode;
  /** Accessible name of the navigation, translated ("Pagination"). */
  label: string;
  /** Accessible names of the arrows, translated. */
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page, translated (`(page) => \`Page ${page}\``). */
  pageLabel: (page: number) => string;
  /** Visible page number; default the digits of `String` (pass `Intl.NumberFormat#format` for other digits). */
  formatNumber?: (page: number) => string;
  siblingCount?: number;
  boundaryCount?: number;
  className?: string;
}

const listStyles = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': { display: 'inline-flex', borderRadius: radii.sm, textDecoration: 'none' },
});

const itemStyles = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: layout.minTarget,
  minBlockSize: layout.minTarget,
  paddingInline: space[2],
  border: '1px solid transparent',
  borderRadius: radii.sm,
  backgroundColor: 'transparent',
  color: colors.text,
  fontFamily: 'inherit',
  fontSize: fontSizes.md,
  fontWeight: fontWeights.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${durations.fast}, border-color ${durations.fast}`,
  '@media (hover: hover)': { '&:hover:not([aria-current]):not(:disabled)': { borderColor: colors.ink } },
  '&[aria-current="page"]': { backgroundColor: colors.ink, color: colors.textInverse, cursor: 'default' },
  '&:disabled, &[aria-disabled="true"]': { color: colors.onDisabled, cursor: 'not-allowed' },
});

const ellipsisStyles = css({ minInlineSize: space[6], textAlign: 'center', color: colors.textMuted });

const defaultLink = ({ children, ...props }: PaginationLinkProps) => <a {...props}>{children}</a>;

/** Page navigation: previous, numbered pages with gaps, next. The current page is marked. */
export function Pagination({
  page,
  pageCount,
  getHref,
  onPageChange,
  renderLink = defaultLink,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  formatNumber = String,
  siblingCount,
  boundaryCount,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  const control = (target: number, content: ReactNode, name: string, options: { current?: boolean } = {}) => {
    const disabled = target < 1 || target > pageCount;
    if (getHref && !disabled && !options.current) {
      return renderLink({
        href: getHref(target),
        children: <span css={itemStyles}>{content}</span>,
        'aria-label': name,
        onClick: onPageChange ? () => onPageChange(target) : undefined,
      });
    }
    if (getHref && options.current) {
      // The current page is not a link (nothing to follow).
      return (
        <span css={itemStyles} aria-current="page">
          <VisuallyHidden>{name}</VisuallyHidden>
          <span aria-hidden="true">{content}</span>
        </span>
      );
    }
    if (getHref) {
      // An arrow past the first or last page: a link that leads nowhere.
      return (
        <span css={itemStyles} role="link" aria-disabled="true" aria-label={name}>
          {content}
        </span>
      );
    }
    return (
      <button
        type="button"
        css={itemStyles}
        disabled={disabled}
        aria-current={options.current ? 'page' : undefined}
        aria-label={name}
        onClick={() => onPageChange?.(target)}
      >
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label} className={className}>
      <ul css={listStyles}>
        <li>{control(current - 1, <ChevronStartIcon size={20} />, previousLabel)}</li>
        {paginationRange({ page: current, pageCount, siblingCount, boundaryCount }).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" css={ellipsisStyles}>
              …
            </li>
          ) : (
            <li key={item}>
              {control(item, formatNumber(item), pageLabel(item), { current: item === current })}
            </li>
          ),
        )}
        <li>{control(current + 1, <ChevronEndIcon size={20} />, nextLabel)}</li>
      </ul>
      <VisuallyHidden aria-live="polite">{pageLabel(current)}</VisuallyHidden>
    </nav>
  );
}
