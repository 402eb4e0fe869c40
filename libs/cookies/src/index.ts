export { cookieAssignment, readCookie, readCookieValues } from './lib/cookies';
export type { CookieAttributes } from './lib/cookies';
