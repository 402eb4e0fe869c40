import { describe, expect, it } from 'vitest';
import {
  HEADER_MODALS,
  errorPageToggled,
  modalChanged,
  scrollOffsetChanged,
  selectBodyScrollLocked,
  selectErrorPageShown,
  selectHeaderModal,
  selectHeaderScrolled,
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
});
