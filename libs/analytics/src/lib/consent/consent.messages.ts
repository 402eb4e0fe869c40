import { defineMessages } from 'react-intl';

/** The consent banner, the choice by purpose and the footer's way back to it. */
export const consentMessages = defineMessages({
  label: { id: 'consent.banner.label', defaultMessage: 'Cookie consent' },
  title: { id: 'consent.banner.title', defaultMessage: 'Your choice about cookies' },
  optInText: {
    id: 'consent.banner.optInText',
    defaultMessage:
      'We store what this shop needs to work. With your consent we also measure visits and page speed, remember which campaign brought you here and keep the products you viewed and your searches on this device. You can change your choice at any time under “Cookie settings” at the foot of every page.',
  },
  noticeText: {
    id: 'consent.banner.noticeText',
    defaultMessage:
      'We measure visits and page speed, remember which campaign brought you here and keep the products you viewed and your searches on this device, to improve the shop and our offers. You can refuse this now or at any time under “Cookie settings” at the foot of every page.',
  },
  policy: { id: 'consent.banner.policy', defaultMessage: 'Cookie policy' },
  accept: { id: 'consent.accept', defaultMessage: 'Accept all' },
  reject: { id: 'consent.reject', defaultMessage: 'Reject all' },
  choose: { id: 'consent.choose', defaultMessage: 'Choose' },
  preferencesTitle: { id: 'consent.preferences.title', defaultMessage: 'Cookie settings' },
  preferencesDescription: {
    id: 'consent.preferences.description',
    defaultMessage: 'Choose what this site may store and read on your device. Your choice is kept for six months.',
  },
  close: { id: 'consent.preferences.close', defaultMessage: 'Close' },
  save: { id: 'consent.preferences.save', defaultMessage: 'Save my choice' },
  alwaysOn: { id: 'consent.preferences.alwaysOn', defaultMessage: 'Always on' },
  necessaryTitle: { id: 'consent.purpose.necessary.title', defaultMessage: 'Necessary' },
  necessaryDescription: {
    id: 'consent.purpose.necessary.description',
    defaultMessage: 'Your cart, language and region, a checkout in progress and this choice. The shop cannot work without them.',
  },
  analyticsTitle: { id: 'consent.purpose.analytics.title', defaultMessage: 'Analytics' },
  analyticsDescription: {
    id: 'consent.purpose.analytics.description',
    defaultMessage: 'Statistics of visits and product views (Google Analytics) and how fast pages load for you, to improve the shop.',
  },
  marketingTitle: { id: 'consent.purpose.marketing.title', defaultMessage: 'Marketing' },
  marketingDescription: {
    id: 'consent.purpose.marketing.description',
    defaultMessage: 'Which advertising campaign brought you here, kept for three months and sent with your order or call-back request.',
  },
  rememberTitle: { id: 'consent.purpose.preferences.title', defaultMessage: 'Remember what I looked at' },
  rememberDescription: {
    id: 'consent.purpose.preferences.description',
    defaultMessage: 'The products you opened and your last searches, kept on this device only so that you can come back to them.',
  },
});
