import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §2 header modal states; any but `none` locks body scrolling. */
export const HEADER_MODALS = ['country-select', 'region-select', 'search', 'none'] as const;
export type HeaderModal = (typeof HEADER_MODALS)[number];

/** SPEC §4/§9: the header is marked scrolled when the scroll offset exceeds this many pixels. */
export const HEADER_SCROLLED_THRESHOLD = 32;

export interface ShellState {
  modal: HeaderModal;
  mobileMenuOpen: boolean;
  localityDrawerOpen: boolean;
  scrolled: boolean;
  /** SPEC §2: while the error page is shown the header is dark; restored on leaving. */
  errorPageShown: boolean;
}

const initialState: ShellState = {
  modal: 'none',
  mobileMenuOpen: false,
  localityDrawerOpen: false,
  scrolled: false,
  errorPageShown: false,
};

/** The storefront shell's own UI state (ARCHITECTURE "who owns which state"). */
export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    modalChanged(state, action: PayloadAction<HeaderModal>) {
      state.modal = action.payload;
    },
    mobileMenuToggled(state, action: PayloadAction<boolean>) {
      state.mobileMenuOpen = action.payload;
    },
    localityDrawerToggled(state, action: PayloadAction<boolean>) {
      state.localityDrawerOpen = action.payload;
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
    selectLocalityDrawerOpen: (state) => state.localityDrawerOpen,
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
