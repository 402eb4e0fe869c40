import type { Generals } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { regionContacts } from './region-contacts';
import { regionExtras } from './region-extras';
import { findRegion } from './regions.config';

const ae = findRegion('ae')!;

/** The reference backend's `/init` generals of the UAE (apps/regional-api country settings). */
const generals: Generals = {
  generalContact: {
    primaryRegion: { id: 1, slug: 'dubai', name: 'Dubai', active: true },
    regionName: 'UAE',
    regionNameCases: { nameIn: 'in the UAE', nameFrom: 'from the UAE' },
    fullRegionName: 'United Arab Emirates',
    fullRegionNameCases: { nameIn: 'in the United Arab Emirates', nameFrom: 'from the United Arab Emirates' },
    phone: '+97143210500',
    email: 'ae@motors-equipment.example',
    whatsapp: '97143210500',
  },
};
const shop = { openingHours: { opens: '10:00', closes: '22:00' } };
const greeting = encodeURIComponent('Hello! I have a question about your products.');

describe('regionContacts (SPEC §3: contacts from the startup data)', () => {
  it('takes phone, mail, WhatsApp and hours from the backend, even where the dev-only extras exist', () => {
    const contacts = regionContacts(ae, { generals, shop, developmentFallback: regionExtras('ae') });

    expect(contacts.phone).toEqual({ label: '+971 43210500', value: '+97143210500' });
    expect(contacts.email).toBe('ae@motors-equipment.example');
    expect(contacts.openingHours).toEqual([
      { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '10:00', closes: '22:00' },
    ]);
    expect(contacts.networks[0]).toEqual({ network: 'WhatsApp', href: `https://wa.me/97143210500?text=${greeting}` });
  });

  it('links WhatsApp by digits whether or not the backend writes the number with its +', () => {
    const withPlus = { generalContact: { ...generals.generalContact, whatsapp: '+97143210500' } };

    const contacts = regionContacts(ae, { generals: withPlus });

    expect(contacts.networks).toEqual([{ network: 'WhatsApp', href: `https://wa.me/97143210500?text=${greeting}` }]);
  });

  it('in production shows only what the backend knows: no fictional address or networks', () => {
    const contacts = regionContacts(ae, { generals, shop });

    expect(contacts.address).toBeUndefined();
    expect(contacts.networks.map(({ network }) => network)).toEqual(['WhatsApp']);
  });

  it('in production shows no contact at all when the backend did not answer', () => {
    expect(regionContacts(ae, {})).toEqual({ openingHours: [], networks: [] });
  });

  it('in development falls back to the dev-only extras for what the backend lacks', () => {
    const { contacts, social } = regionExtras('ae');

    const shown = regionContacts(ae, { developmentFallback: regionExtras('ae') });

    expect(shown.phone).toEqual({ label: contacts.phone.label, value: contacts.phone.value });
    expect(shown.email).toBe(contacts.email);
    expect(shown.address).toEqual({ street: contacts.address, postalCode: contacts.postalCode });
    expect(shown.openingHours).toEqual(contacts.openingHours);
    expect(shown.networks).toEqual([
      { network: 'WhatsApp', href: social.whatsapp },
      { network: 'Facebook', href: social.facebook },
      { network: 'Instagram', href: social.instagram },
      { network: 'YouTube', href: social.youtube },
      { network: 'LinkedIn', href: social.linkedIn },
    ]);
  });
});
