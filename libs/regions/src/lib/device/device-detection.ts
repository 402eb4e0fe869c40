import { UAParser } from 'ua-parser-js';
import { FALLBACK_BREAKPOINT, USER_AGENT_LIMIT, isBreakpoint, type DeviceInfo } from './device';

export { USER_AGENT_LIMIT };

/** Device class from the (cut) user agent; breakpoint from the `viewport` cookie's value, else desktop. */
export function detectDevice({ userAgent = '', viewport = '' }: { userAgent?: string; viewport?: string }): DeviceInfo {
  const cut = userAgent.slice(0, USER_AGENT_LIMIT);
  const type = new UAParser(cut).getDevice().type;
  const isMobile = type === 'mobile' || type === 'wearable';
  const isTablet = type === 'tablet';
  return {
    userAgent: cut,
    isMobile,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    breakpoint: isBreakpoint(viewport) ? viewport : FALLBACK_BREAKPOINT,
  };
}

