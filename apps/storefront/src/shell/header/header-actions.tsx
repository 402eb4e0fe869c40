import { css } from '@emotion/react';
import { useAppDispatch, useAppSelector } from '../../app/store-hooks';
import { RegionLink } from '@storefront/regions';
import { CartIcon, CompareIcon, SearchIcon, media, space } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { modalChanged, selectHeaderModal } from '../../app/shell.slice';
import { headerMessages as messages } from './header.messages';
import { searchDialog } from './header-dialog-loaders';
import { countBadge, iconControl } from './header-styles';
import { useCartLineCount, useComparisonCount } from './use-header-effects';

/** Search, comparison and cart at the inline end of the main row. */
export function HeaderActions({ region }: { region: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const searchOpen = useAppSelector(selectHeaderModal) === 'search';
  const cartCount = useCartLineCount(region);
  const comparisonCount = useComparisonCount(region);
  return (
    <div css={actionsStyles}>
      <button
        type="button"
        css={iconControl}
        aria-label={intl.formatMessage(messages.search)}
        aria-haspopup="dialog"
        aria-expanded={searchOpen}
        onClick={() => dispatch(modalChanged('search'))}
        {...searchDialog.triggerProps}
      >
        <SearchIcon />
      </button>
      <RegionLink
        to="comparison"
        css={[iconControl, comparisonStyles]}
        aria-label={intl.formatMessage(messages.comparison, { count: comparisonCount })}
      >
        <CompareIcon />
        <Count value={comparisonCount} />
      </RegionLink>
      <RegionLink to="cart" css={iconControl} aria-label={intl.formatMessage(messages.cart, { count: cartCount })}>
        <CartIcon />
        <Count value={cartCount} />
      </RegionLink>
    </div>
  );
}

/**
 * A count over an icon, hidden at 0; the control's label says the number. The digits are drawn
 * by CSS from `data-count`, so they are not text: a label that spells the number ("one product")
 * still contains all of the control's visible text (axe's label-content-name-mismatch).
 */
export function Count({ value }: { value: number }) {
  if (value <= 0) return null;
  return <span css={countBadge} aria-hidden="true" data-count={value > 99 ? '99+' : value} />;
}

const actionsStyles = css({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: space[1],
  [media.up('xl')]: { gap: space[2] },
});

// On the narrowest phones comparison lives in the menu only.
const comparisonStyles = css({ [media.down('globalSm')]: { display: 'none' } });
