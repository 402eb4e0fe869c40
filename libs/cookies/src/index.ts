export { cookieAssignment, readCookie, readCookieValues } from './lib/cookies';
