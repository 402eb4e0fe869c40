import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cookieAssignment } from '@storefront/cookies';
import { breakpoints, type Breakpoint } from '@storefront/ui';

/** SPEC §9: the cookie that remembers the shopper's viewport breakpoint. */
export const VIEWPORT_COOKIE = 'viewport';
export const FALLBACK_BREAKPOINT: Breakpoint = 'desktop';
/** SPEC §1/§9: the user agent is cut to 500 characters before anything reads it. */
export const USER_AGENT_LIMIT = 500;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** SPEC §3 device info, plus the breakpoint the page was last seen at. */
export interface DeviceInfo {
  userAgent: string;
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  breakpoint: Breakpoint;
}

export const isBreakpoint = (value: string): value is Breakpoint => Object.hasOwn(breakpoints, value);

/** The largest breakpoint the width reaches (below `xs`: `xs`). */
export function breakpointForWidth(width: number): Breakpoint {
  let best: Breakpoint = 'xs';
  for (const [name, min] of Object.entries(breakpoints) as [Breakpoint, number][]) {
    if (width >= min && min >= breakpoints[best]) best = name;
  }
  return best;
}

/** `document.cookie` assignment for the viewport cookie: 365 days, path /, SameSite strict, secure. */
export function viewportCookie(breakpoint: Breakpoint): string {
  return cookieAssignment(VIEWPORT_COOKIE, breakpoint, { maxAgeSeconds: ONE_YEAR_SECONDS, sameSite: 'strict' });
}

/** Until the server says otherwise: a desktop at the fallback breakpoint. */
const initialState: DeviceInfo = {
  userAgent: '',
  isMobile: false,
  isTablet: false,
  isDesktop: true,
  breakpoint: FALLBACK_BREAKPOINT,
};

export const deviceSlice = createSlice({
  name: 'device',
  initialState,
  reducers: {
    deviceDetected: (_state, action: PayloadAction<DeviceInfo>) => action.payload,
    viewportChanged(state, action: PayloadAction<Breakpoint>) {
      state.breakpoint = action.payload;
    },
  },
  selectors: {
    selectDevice: (state) => state,
    selectDeviceClass: (state) => (state.isMobile ? 'mobile' : state.isTablet ? 'tablet' : 'desktop'),
  },
});

export const { deviceDetected, viewportChanged } = deviceSlice.actions;
export const { selectDevice, selectDeviceClass } = deviceSlice.selectors;
