import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * The accessibility statement (`/accessibility/`): what it says is checked against the code it
 * describes (docs/adr/0277-accessibility-feedback-through-the-crm.md); change both together.
 */
export const statementMessages = defineMessages<{
  intro: { brand: string; country: string };
  reviewed: { date: string };
  targetTitle: NoMessageValues;
  target: NoMessageValues;
  /** Where EU law applies (Spain): the harmonised standard. */
  euStandard: NoMessageValues;
  checksTitle: NoMessageValues;
  checksIntro: NoMessageValues;
  checkStories: NoMessageValues;
  checkPages: NoMessageValues;
  checkKeyboard: NoMessageValues;
  checkDirection: NoMessageValues;
  checkScreens: NoMessageValues;
  checkPeople: NoMessageValues;
  limitationsTitle: NoMessageValues;
  limitationImages: NoMessageValues;
  /** Where the region takes a card online or instalments. */
  limitationPayment: NoMessageValues;
  /** Where the region's forms ask for a captcha (Russia). */
  limitationCaptcha: NoMessageValues;
  limitationNotices: NoMessageValues;
  limitationPhone: NoMessageValues;
  limitationLinks: NoMessageValues;
  feedbackTitle: NoMessageValues;
  feedback: NoMessageValues;
  /** The names of the region's contacts, each above its link. */
  phone: NoMessageValues;
  email: NoMessageValues;
  /** The button that opens the form in its place. */
  write: NoMessageValues;
  /** Spain: the law and the way to complain. */
  complaintsTitle: NoMessageValues;
  spainLaw: NoMessageValues;
  spainComplaints: NoMessageValues;
  method: NoMessageValues;
}>({
  intro: {
    id: 'app.accessibility.intro',
    defaultMessage:
      '{brand} wants everyone to be able to find, compare and buy our products in {country}: with a keyboard, a screen reader, magnification or a phone. This statement says how accessible our online store is, how we check it, what does not work well yet and how to reach us.',
  },
  reviewed: { id: 'app.accessibility.reviewed', defaultMessage: 'Last reviewed on {date}' },
  targetTitle: { id: 'app.accessibility.targetTitle', defaultMessage: 'Our target' },
  target: {
    id: 'app.accessibility.target',
    defaultMessage:
      'We aim for level AA of the Web Content Accessibility Guidelines (WCAG) 2.2. The store partially conforms to it: most of what we build meets it, and the exceptions we know of are listed below.',
  },
  euStandard: {
    id: 'app.accessibility.euStandard',
    defaultMessage:
      'In the European Union the reference is the harmonised standard EN 301 549 (V3.2.1), whose requirements for the web are those of WCAG 2.1 level AA; WCAG 2.2 level AA includes them.',
  },
  checksTitle: { id: 'app.accessibility.checksTitle', defaultMessage: 'How we check' },
  checksIntro: { id: 'app.accessibility.checksIntro', defaultMessage: 'These checks run on every change to the store:' },
  checkStories: {
    id: 'app.accessibility.checkStories',
    defaultMessage: 'axe-core checks every component of our design system in each of its states, in English and in Arabic.',
  },
  checkPages: {
    id: 'app.accessibility.checkPages',
    defaultMessage:
      'axe-core checks every kind of page in the Chromium browser, in English and in Arabic, on a phone and on a desktop screen, against the WCAG 2.0 to 2.2 rules of levels A and AA.',
  },
  checkKeyboard: {
    id: 'app.accessibility.checkKeyboard',
    defaultMessage:
      'Tests use the keyboard alone: they open the menus, dialogs, filters and checkout, close them again and check that the focus is never lost; the form on this page is sent with the keyboard alone.',
  },
  checkDirection: {
    id: 'app.accessibility.checkDirection',
    defaultMessage: 'Pages in Arabic are laid out from right to left, and tests check the language and direction of the pages and of every component.',
  },
  checkScreens: {
    id: 'app.accessibility.checkScreens',
    defaultMessage:
      'A test checks that no kind of page scrolls sideways on phones 320 to 390 pixels wide, and we review screenshots of every kind of page on a phone, a tablet and a desktop whenever they change.',
  },
  checkPeople: {
    id: 'app.accessibility.checkPeople',
    defaultMessage:
      'Automated checks find only part of the problems, and the store has not yet been tested by people who use screen readers or other assistive technology.',
  },
  limitationsTitle: { id: 'app.accessibility.limitationsTitle', defaultMessage: 'Known limitations' },
  limitationImages: {
    id: 'app.accessibility.limitationImages',
    defaultMessage:
      'The alternative text of product pictures is the product’s name in our catalogue: every picture of a product has the same text and does not say which view it shows.',
  },
  limitationPayment: {
    id: 'app.accessibility.limitationPayment',
    defaultMessage:
      'Paying online by card, or in instalments where offered, happens on the payment provider’s page, which another company runs, and we cannot fix what does not work there. You can always choose to pay by card in the store, in cash or by bank transfer instead.',
  },
  limitationCaptcha: {
    id: 'app.accessibility.limitationCaptcha',
    defaultMessage:
      'Our forms ask you to tick “I’m not a robot”; your browser then does a short calculation. There is no picture or sound puzzle, but the check needs JavaScript.',
  },
  limitationNotices: {
    id: 'app.accessibility.limitationNotices',
    defaultMessage:
      'Short notices, such as “added to your cart”, disappear after 4 seconds. They stay while the pointer rests on them, and Alt+T moves the focus to them; forms also say the outcome in the form itself.',
  },
  limitationPhone: {
    id: 'app.accessibility.limitationPhone',
    defaultMessage:
      'Our forms ask for a phone number, because our team answers by calling back. If you would rather not give one, write to us by e-mail instead.',
  },
  limitationLinks: {
    id: 'app.accessibility.limitationLinks',
    defaultMessage: 'Links to maps, WhatsApp and social networks lead to other companies’ sites, whose accessibility we do not control.',
  },
  feedbackTitle: { id: 'app.accessibility.feedbackTitle', defaultMessage: 'Tell us about a barrier' },
  feedback: {
    id: 'app.accessibility.feedback',
    defaultMessage:
      'If something in the store does not work for you, or you need information in another format, tell us. Your message reaches our customer service team, who will answer you.',
  },
  phone: { id: 'app.accessibility.phone', defaultMessage: 'Phone' },
  email: { id: 'app.accessibility.email', defaultMessage: 'E-mail' },
  write: { id: 'app.accessibility.write', defaultMessage: 'Write to us' },
  complaintsTitle: { id: 'app.accessibility.complaintsTitle', defaultMessage: 'If our answer does not solve it' },
  spainLaw: {
    id: 'app.accessibility.spainLaw',
    defaultMessage:
      'In Spain, Ley 11/2023, which transposes the European Accessibility Act (Directive (EU) 2019/882), applies to online shops since 28 June 2025, and Real Decreto 193/2023 sets the basic conditions of accessibility of the goods and services offered to the public.',
  },
  spainComplaints: {
    id: 'app.accessibility.spainComplaints',
    defaultMessage:
      'Write to us first. If our answer does not solve the problem, you can complain to the consumer authority of your autonomous community or to the Office for Disability Assistance (Oficina de Atención a la Discapacidad, OADIS) of the Government of Spain.',
  },
  method: {
    id: 'app.accessibility.method',
    defaultMessage: 'We prepared this statement ourselves, from the checks above and our own review of the store.',
  },
});
