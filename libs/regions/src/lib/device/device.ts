import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { breakpoints, type Breakpoint } from '@storefront/ui';
import { UAParser } from 'ua-parser-js';

/** SPEC §1/§9: the user agent is cut to 500 characters before anything reads it. */
export const USER_AGENT_LIMIT = 500;
/** SPEC §9: the cookie that remembers the shopper's viewport breakpoint. */
export const VIEWPORT_COOKIE = 'viewport';
export const FALLBACK_BREAKPOINT: Breakpoint = 'desktop';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** SPEC §3 device info, plus the breakpoint the page was last seen at. */
export interface DeviceInfo {
  userAgent: string;
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  breakpoint: Breakpoint;
}

const isBreakpoint = (value: string): value is Breakpoint => Object.hasOwn(breakpoints, value);

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
  return `${VIEWPORT_COOKIE}=${breakpoint}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Strict; Secure`;
}

function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Device class from the (cut) user agent; breakpoint from the viewport cookie, else desktop. */
export function detectDevice({ userAgent = '', cookie = '' }: { userAgent?: string; cookie?: string }): DeviceInfo {
  const cut = userAgent.slice(0, USER_AGENT_LIMIT);
  const type = new UAParser(cut).getDevice().type;
  const isMobile = type === 'mobile' || type === 'wearable';
  const isTablet = type === 'tablet';
  const stored = cookieValue(cookie, VIEWPORT_COOKIE) ?? '';
  return {
    userAgent: cut,
    isMobile,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    breakpoint: isBreakpoint(stored) ? stored : FALLBACK_BREAKPOINT,
  };
}

const initialState: DeviceInfo = detectDevice({});

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
