import { describe, expect, it } from 'vitest';
import { breakpointForWidth, viewportCookie } from './device';
import { USER_AGENT_LIMIT, detectDevice } from './device-detection';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('detectDevice', () => {
  it('classes phones, tablets and desktops by user agent', () => {
    expect(detectDevice({ userAgent: IPHONE })).toMatchObject({ isMobile: true, isTablet: false, isDesktop: false });
    expect(detectDevice({ userAgent: IPAD })).toMatchObject({ isMobile: false, isTablet: true, isDesktop: false });
    expect(detectDevice({ userAgent: DESKTOP })).toMatchObject({ isMobile: false, isTablet: false, isDesktop: true });
    expect(detectDevice({})).toMatchObject({ isDesktop: true, userAgent: '' });
  });

  it('cuts the user agent to 500 characters before parsing', () => {
    const huge = IPHONE + 'x'.repeat(100_000);
    const device = detectDevice({ userAgent: huge });
    expect(device.userAgent).toHaveLength(USER_AGENT_LIMIT);
    expect(device.isMobile).toBe(true);
  });

  it('takes the breakpoint from the viewport cookie, falling back to desktop', () => {
    expect(detectDevice({ viewport: 'md' }).breakpoint).toBe('md');
    expect(detectDevice({ viewport: 'huge' }).breakpoint).toBe('desktop');
    expect(detectDevice({ viewport: '__proto__' }).breakpoint).toBe('desktop');
    expect(detectDevice({}).breakpoint).toBe('desktop');
  });
});

describe('breakpointForWidth', () => {
  it('names the largest breakpoint the width reaches', () => {
    expect(breakpointForWidth(300)).toBe('xs');
    expect(breakpointForWidth(375)).toBe('xs');
    expect(breakpointForWidth(400)).toBe('globalSm');
    expect(breakpointForWidth(740)).toBe('md');
    expect(breakpointForWidth(1280)).toBe('xl');
    expect(breakpointForWidth(3840)).toBe('desktop3xl');
  });
});

describe('viewportCookie', () => {
  it('lasts 365 days on every path, strict and secure', () => {
    expect(viewportCookie('md')).toBe('viewport=md; Max-Age=31536000; Path=/; Secure; SameSite=Strict');
  });
});
