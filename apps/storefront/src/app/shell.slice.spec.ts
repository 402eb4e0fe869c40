import { describe, expect, it } from 'vitest';
import {
  HEADER_MODALS,
  errorPageToggled,
  localityDrawerToggled,
  mobileMenuToggled,
  modalChanged,
  scrollOffsetChanged,
  selectBodyScrollLocked,
  selectErrorPageShown,
  selectHeaderModal,
  selectHeaderScrolled,
  selectLocalityDrawerOpen,
  selectMobileMenuOpen,
  shellSlice,
} from './shell.slice';

const reduce = (...actions: Parameters<typeof shellSlice.reducer>[1][]) =>
  ({ shell: actions.reduce(shellSlice.reducer, shellSlice.getInitialState()) });

describe('shell slice', () => {
  it.each(HEADER_MODALS.filter((modal) => modal !== 'none'))('locks body scrolling while %s is open', (modal) => {
    const open = reduce(modalChanged(modal));
    expect(selectHeaderModal(open)).toBe(modal);
    expect(selectBodyScrollLocked(open)).toBe(true);
    expect(selectBodyScrollLocked(reduce(modalChanged(modal), modalChanged('none')))).toBe(false);
  });

  it('marks the header scrolled only beyond 32 px (SPEC §9)', () => {
    expect(selectHeaderScrolled(reduce(scrollOffsetChanged(32)))).toBe(false);
    expect(selectHeaderScrolled(reduce(scrollOffsetChanged(33)))).toBe(true);
    expect(selectHeaderScrolled(reduce(scrollOffsetChanged(33), scrollOffsetChanged(0)))).toBe(false);
  });

  it('remembers that the error page is shown until it is left', () => {
    expect(selectErrorPageShown(reduce(errorPageToggled(true)))).toBe(true);
    expect(selectErrorPageShown(reduce(errorPageToggled(true), errorPageToggled(false)))).toBe(false);
  });

  it('opens the locality drawer as the region-select state, which locks scrolling', () => {
    const open = reduce(localityDrawerToggled(true));
    expect(selectLocalityDrawerOpen(open)).toBe(true);
    expect(selectHeaderModal(open)).toBe('region-select');
    expect(selectBodyScrollLocked(open)).toBe(true);
    expect(selectHeaderModal(reduce(localityDrawerToggled(true), localityDrawerToggled(false)))).toBe('none');
  });

  it('leaves another dialog open when the locality drawer is closed', () => {
    expect(selectHeaderModal(reduce(modalChanged('search'), localityDrawerToggled(false)))).toBe('search');
  });

  it('shows one overlay at a time: a dialog closes the mobile menu and the menu closes a dialog', () => {
    const fromMenu = reduce(mobileMenuToggled(true), modalChanged('country-select'));
    expect(selectMobileMenuOpen(fromMenu)).toBe(false);
    expect(selectHeaderModal(fromMenu)).toBe('country-select');
    expect(selectMobileMenuOpen(reduce(mobileMenuToggled(true), localityDrawerToggled(true)))).toBe(false);

    const menu = reduce(modalChanged('search'), mobileMenuToggled(true));
    expect(selectMobileMenuOpen(menu)).toBe(true);
    expect(selectHeaderModal(menu)).toBe('none');
    expect(selectMobileMenuOpen(reduce(mobileMenuToggled(true), modalChanged('none')))).toBe(true);
  });
});
