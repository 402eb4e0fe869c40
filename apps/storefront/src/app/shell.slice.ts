import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §2 header modal states; any but `none` locks body scrolling. */
export const HEADER_MODALS = ['country-select', 'region-select', 'search', 'none'] as const;
export type HeaderModal = (typeof HEADER_MODALS)[number];

/** SPEC §4/§9: the header is marked scrolled when the scroll offset exceeds this many pixels. */
export const HEADER_SCROLLED_THRESHOLD = 32;

interface ShellState {
  /** The header dialog on screen; `region-select` is the locality drawer (the city chooser). */
  modal: HeaderModal;
  mobileMenuOpen: boolean;
  scrolled: boolean;
  /** SPEC §2: while the error page is shown the header is dark; restored on leaving. */
  errorPageShown: boolean;
}

const initialState: ShellState = {
  modal: 'none',
  mobileMenuOpen: false,
  scrolled: false,
  errorPageShown: false,
};

/**
 * The storefront shell's own UI state (docs/architecture.md "Who owns which state"). One overlay at a time:
 * opening a header dialog closes the mobile menu (its buttons open them) and opening the menu
 * closes any dialog.
 */
export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    modalChanged(state, action: PayloadAction<HeaderModal>) {
      state.modal = action.payload;
      if (action.payload !== 'none') state.mobileMenuOpen = false;
    },
    mobileMenuToggled(state, action: PayloadAction<boolean>) {
      state.mobileMenuOpen = action.payload;
      if (action.payload) state.modal = 'none';
    },
    /** The locality drawer is the `region-select` state: it locks scrolling like any header dialog. */
    localityDrawerToggled(state, action: PayloadAction<boolean>) {
      if (action.payload) {
        state.modal = 'region-select';
        state.mobileMenuOpen = false;
      } else if (state.modal === 'region-select') {
        state.modal = 'none';
      }
    },
    scrollOffsetChanged(state, action: PayloadAction<number>) {
      state.scrolled = action.payload > HEADER_SCROLLED_THRESHOLD;
    },
    errorPageToggled(state, action: PayloadAction<boolean>) {
      state.errorPageShown = action.payload;
    },
  },
  selectors: {
    selectHeaderModal: (state) => state.modal,
    selectBodyScrollLocked: (state) => state.modal !== 'none',
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
    selectLocalityDrawerOpen: (state) => state.modal === 'region-select',
    selectHeaderScrolled: (state) => state.scrolled,
    selectErrorPageShown: (state) => state.errorPageShown,
  },
});

export const { modalChanged, mobileMenuToggled, localityDrawerToggled, scrollOffsetChanged, errorPageToggled } =
  shellSlice.actions;
export const {
  selectHeaderModal,
  selectBodyScrollLocked,
  selectMobileMenuOpen,
  selectLocalityDrawerOpen,
  selectHeaderScrolled,
  selectErrorPageShown,
} = shellSlice.selectors;
