import { css } from '@emotion/react';
import { RegionLink } from '@storefront/regions';
import {
  ArrowEndIcon,
  ChevronDownIcon,
  Container,
  VisuallyHidden,
  colors,
  durations,
  easings,
  fontSizes,
  fontWeights,
  letterSpacings,
  media,
  radii,
  space,
} from '@storefront/ui';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SaleLink } from './header-links';
import { headerMessages as messages } from './header.messages';
import { discountChip, dropdownPanel, dropdownTile, plainList } from './header-styles';

export interface SaleMenuProps {
  sales: readonly SaleLink[];
  /** The strip decides: one of its panels is open at a time, and a navigation closes it. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Sale" in the main navigation: a disclosure button whose panel lists the running offers (SPEC §2
 * sale links), each to the offers section with its filter. Escape, a click elsewhere, moving focus
 * away or any navigation closes it.
 */
export function SaleMenu({ sales, open, onOpenChange }: SaleMenuProps) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, onOpenChange]);

  const close = () => onOpenChange(false);
  return (
    <div
      ref={root}
      css={rootStyles}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !root.current?.contains(next)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        css={buttonStyles}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <FormattedMessage {...messages.sale} />
        <span css={countStyles} aria-hidden="true">
          {sales.length}
        </span>
        <VisuallyHidden>, {intl.formatMessage(messages.saleCount, { count: sales.length })}</VisuallyHidden>
        <ChevronDownIcon size={16} />
      </button>
      <div id={panelId} hidden={!open} css={dropdownPanel}>
        <Container css={panelInnerStyles}>
          <ul css={[plainList, gridStyles]}>
            {sales.map((sale) => (
              <li key={sale.key}>
                <RegionLink to={sale.to} search={sale.search} css={offerStyles} onClick={close}>
                  <span css={discountChip}>{intl.formatNumber(-sale.discountPercent / 100, { style: 'percent' })}</span>
                  <span>{sale.title}</span>
                </RegionLink>
              </li>
            ))}
          </ul>
          <RegionLink to="offers" css={allOffersStyles} onClick={close}>
            <FormattedMessage {...messages.allOffers} />
            <ArrowEndIcon size={18} />
          </RegionLink>
        </Container>
      </div>
    </div>
  );
}

// Static: the panel is placed against the header row, not against the button. From xl up the
// header's grid places it in the first row (SiteHeader).
const rootStyles = css({ gridArea: 'sale', display: 'flex', alignItems: 'center', flexShrink: 0, paddingInlineStart: space[2] });

const buttonStyles = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  minBlockSize: '2.75rem',
  paddingInline: space[4],
  border: 0,
  borderRadius: radii.pill,
  backgroundColor: colors.accent,
  color: colors.onAccent,
  font: 'inherit',
  fontWeight: fontWeights.bold,
  textTransform: 'uppercase',
  letterSpacing: letterSpacings.wide,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${durations.fast} ${easings.standard}`,
  '&:lang(ar)': { letterSpacing: letterSpacings.normal },
  [media.up('desktop3xl')]: { minBlockSize: '3.5rem', paddingInline: space[6], fontSize: fontSizes.xl },
  '@media (hover: hover)': { '&:hover': { backgroundColor: colors.accentHover } },
  '& [data-icon]': { transition: `transform ${durations.normal} ${easings.standard}` },
  '&[aria-expanded="true"] [data-icon]': { transform: 'rotate(180deg)' },
});

const countStyles = css({
  minInlineSize: '1.375rem',
  blockSize: '1.375rem',
  paddingInline: space[1],
  borderRadius: radii.pill,
  backgroundColor: colors.onAccent,
  color: colors.accent,
  fontSize: fontSizes.xs,
  lineHeight: '1.375rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});


const panelInnerStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  paddingBlock: space[6],
});

const gridStyles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  gap: space[3],
});

const offerStyles = css(dropdownTile, { gap: space[3] });

const allOffersStyles = css({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-end',
  gap: space[2],
  minBlockSize: '2.75rem',
  color: colors.accentText,
  fontWeight: fontWeights.bold,
  textDecoration: 'none',
  '@media (hover: hover)': { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.25em' } },
});
