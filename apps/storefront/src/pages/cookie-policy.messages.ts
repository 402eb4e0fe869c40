import { defineMessages, type NoMessageValues } from 'react-intl';

/** The cookie policy pages' own texts: `/global/cookie-policy/` and a region's `/cookie-policy/`. */
export const cookiePolicyMessages = defineMessages<{
  description: { page: string; site: string; country: string };
  lead: { country: string };
  consentTitle: { country: string };
  optIn: { country: string };
  optOut: { country: string };
  necessary: NoMessageValues;
  law: { law: string };
  documents: NoMessageValues;
  countriesTitle: NoMessageValues;
  countriesLead: NoMessageValues;
  optInShort: NoMessageValues;
  optOutShort: NoMessageValues;
}>({
  description: {
    id: 'app.cookiePolicy.description',
    defaultMessage: '{page} of {site}: what the store for {country} keeps in your browser, why and for how long, and how it asks for your consent.',
  },
  lead: {
    id: 'app.cookiePolicy.lead',
    defaultMessage: 'What our store for {country} keeps in your browser, why and for how long, and how it asks for your consent.',
  },
  consentTitle: { id: 'app.cookiePolicy.consentTitle', defaultMessage: 'How we ask for your consent in {country}' },
  optIn: {
    id: 'app.cookiePolicy.optIn',
    defaultMessage: 'In {country} we ask first: nothing for analytics or marketing, and nothing of what you looked at, is stored or read until you allow it.',
  },
  optOut: {
    id: 'app.cookiePolicy.optOut',
    defaultMessage:
      'In {country} analytics, marketing and remembering what you looked at are on until you refuse them, which you can do at any time under “Cookie settings” at the foot of every page.',
  },
  necessary: {
    id: 'app.cookiePolicy.necessary',
    defaultMessage: 'What the shop cannot work without (your cart, your language, your choice itself) needs no consent and is always kept.',
  },
  law: { id: 'app.cookiePolicy.law', defaultMessage: 'The rules we follow: {law}' },
  documents: { id: 'app.cookiePolicy.documents', defaultMessage: 'The full cookie policy and our other legal documents' },
  countriesTitle: { id: 'app.cookiePolicy.countriesTitle', defaultMessage: 'How each country’s store asks' },
  countriesLead: {
    id: 'app.cookiePolicy.countriesLead',
    defaultMessage: 'The rules differ from country to country. The cookie policy of each store says how it asks for your consent:',
  },
  optInShort: { id: 'app.cookiePolicy.optInShort', defaultMessage: 'asks for your consent first' },
  optOutShort: { id: 'app.cookiePolicy.optOutShort', defaultMessage: 'informs you, and you can refuse at any time' },
});
