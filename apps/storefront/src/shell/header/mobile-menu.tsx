import { css } from '@emotion/react';
import { useAppDispatch, useAppSelector } from '../../app/store-hooks';
import { MenuIcon, media, space } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { mobileMenuToggled, selectMobileMenuOpen } from '../../app/shell.slice';
import { MobileMenuSlot, mobileMenuDrawer, type MobileMenuSlotProps } from './header-dialogs';
import { headerMessages as messages } from './header.messages';
import { iconControl } from './header-styles';

export type MobileMenuProps = MobileMenuSlotProps;

/**
 * Below md: the burger, server-rendered, and its drawer (`MobileMenuDrawer`), whose code is
 * fetched as the pointer or the focus reaches the burger and mounted when it opens.
 */
export function MobileMenu({ burgerRef, ...drawer }: MobileMenuProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMobileMenuOpen);
  return (
    <>
      <button
        ref={burgerRef}
        type="button"
        css={[iconControl, burgerStyles]}
        aria-label={intl.formatMessage(messages.menu)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => dispatch(mobileMenuToggled(true))}
        {...mobileMenuDrawer.triggerProps}
      >
        <MenuIcon />
      </button>
      <MobileMenuSlot burgerRef={burgerRef} {...drawer} />
    </>
  );
}

const burgerStyles = css({
  gridArea: 'burger',
  marginInlineStart: `calc(-1 * ${space[2]})`,
  [media.up('md')]: { display: 'none' },
});
