import { defineMessages, type NoMessageValues } from 'react-intl';

export const footerMessages = defineMessages<{
  cookieSettings: NoMessageValues;
  services: NoMessageValues;
  favourites: NoMessageValues;
  showroom: NoMessageValues;
  testDrive: NoMessageValues;
  preOrder: NoMessageValues;
  delivery: NoMessageValues;
  warranty: NoMessageValues;
  installment: NoMessageValues;
  support: NoMessageValues;
  tagline: NoMessageValues;
  explore: NoMessageValues;
  stores: NoMessageValues;
  cities: NoMessageValues;
  changeCountry: NoMessageValues;
  contacts: NoMessageValues;
  phone: NoMessageValues;
  email: NoMessageValues;
  address: NoMessageValues;
  hours: NoMessageValues;
  everyDay: { opens: string; closes: string };
  /** Hours kept on some days only; `days` is the localised list of day names. */
  days: { days: string; opens: string; closes: string };
  follow: NoMessageValues;
  /** The accessible name of a social network's icon link; `network` is its brand name. */
  social: { network: string };
  copyright: { year: string; brand: string };
}>({
  cookieSettings: { id: 'shell.footer.cookieSettings', defaultMessage: 'Cookie settings' },
  services: { id: 'shell.footer.services', defaultMessage: 'Our services' },
  favourites: { id: 'shell.footer.service.favourites', defaultMessage: 'Favourites' },
  showroom: { id: 'shell.footer.service.showroom', defaultMessage: 'Showroom' },
  testDrive: { id: 'shell.footer.service.testDrive', defaultMessage: 'Test drive' },
  preOrder: { id: 'shell.footer.service.preOrder', defaultMessage: 'Pre-order' },
  delivery: { id: 'shell.footer.service.delivery', defaultMessage: 'Delivery' },
  warranty: { id: 'shell.footer.service.warranty', defaultMessage: 'Warranty' },
  installment: { id: 'shell.footer.service.installment', defaultMessage: 'Installment payment' },
  support: { id: 'shell.footer.service.support', defaultMessage: 'Support' },
  tagline: {
    id: 'shell.footer.tagline',
    defaultMessage: 'Motorcycles, ATVs, outboard motors, generators and garden equipment, sold and serviced near you.',
  },
  explore: { id: 'shell.footer.explore', defaultMessage: 'Explore' },
  stores: { id: 'shell.footer.stores', defaultMessage: 'Our stores' },
  cities: { id: 'shell.footer.cities', defaultMessage: 'Cities we serve' },
  changeCountry: { id: 'shell.footer.changeCountry', defaultMessage: 'Change country' },
  contacts: { id: 'shell.footer.contacts', defaultMessage: 'Contact us' },
  phone: { id: 'shell.footer.phone', defaultMessage: 'Phone' },
  email: { id: 'shell.footer.email', defaultMessage: 'Email' },
  address: { id: 'shell.footer.address', defaultMessage: 'Address' },
  hours: { id: 'shell.footer.hours', defaultMessage: 'Opening hours' },
  everyDay: { id: 'shell.footer.hours.everyDay', defaultMessage: 'Every day, {opens}–{closes}' },
  days: { id: 'shell.footer.hours.days', defaultMessage: '{days}, from {opens} to {closes}' },
  follow: { id: 'shell.footer.follow', defaultMessage: 'Follow us' },
  social: { id: 'shell.footer.social', defaultMessage: '{network} (opens in a new tab)' },
  copyright: { id: 'shell.footer.copyright', defaultMessage: '© {year} {brand}. All rights reserved.' },
});
