import { appMessages } from '../../app/messages';

/** SPEC §2: the legal pages at `/global/{page}/`, each a backend page of the same slug. */
export const LEGAL_PAGES = {
  'cookie-policy': appMessages.cookiePolicy,
  'privacy-policy': appMessages.privacyPolicy,
  'terms-of-service': appMessages.termsOfService,
} as const;

export type LegalPage = keyof typeof LEGAL_PAGES;

export const isLegalPage = (page: string): page is LegalPage => Object.hasOwn(LEGAL_PAGES, page);

export const legalPages = Object.entries(LEGAL_PAGES) as [LegalPage, (typeof LEGAL_PAGES)[LegalPage]][];
