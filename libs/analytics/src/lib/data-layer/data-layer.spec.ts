import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent, AnalyticsItem } from './analytics-events';
import { createConsentStore, type ConsentStore } from '../consent/consent-state';
import { MAX_EVENT_ITEMS, createDataLayer, dataLayerEntries, type DataLayerTarget } from './data-layer';

function consentStore(analytics?: boolean): ConsentStore {
  const store = createConsentStore();
  if (analytics !== undefined) store.set({ analytics, marketing: false, decided: true });
  return store;
}

const granted = consentStore(true);

const PHONE: AnalyticsItem = { item_id: '1042', item_name: 'Galaxy S25', price: 4999, quantity: 1, item_category: 'Smartphones' };
const CASE: AnalyticsItem = { item_id: '77', item_name: 'Case', price: 99, quantity: 2 };

describe('createDataLayer', () => {
  afterEach(() => {
    delete (window as Window & DataLayerTarget).dataLayer;
  });

  it('resets ecommerce before each e-commerce event and pushes the events in order', () => {
    const target: DataLayerTarget = { dataLayer: [] };
    const analytics = createDataLayer(target, granted);
    analytics.track({ name: 'view_item', currency: 'AED', value: 4999, items: [PHONE] });
    analytics.track({ name: 'add_to_cart', currency: 'AED', value: 198, items: [CASE] });
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'AED', value: 4999, items: [PHONE] } },
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'AED', value: 198, items: [CASE] } },
    ]);
  });

  it('creates the dataLayer when it is missing', () => {
    const target: DataLayerTarget = {};
    expect(createDataLayer(target, granted).track({ name: 'view_cart', currency: 'OMR', value: 1.5, items: [] })).toBe(true);
    expect(target.dataLayer).toEqual([{ ecommerce: null }, { event: 'view_cart', ecommerce: { currency: 'OMR', value: 1.5, items: [] } }]);
  });

  it('appends after entries already queued', () => {
    const target: DataLayerTarget = { dataLayer: [{ 'gtm.start': 1 }] };
    createDataLayer(target, granted).track({ name: 'add_to_compare', items: [PHONE] });
    expect(target.dataLayer).toHaveLength(3);
    expect(target.dataLayer?.[0]).toEqual({ 'gtm.start': 1 });
  });

  it("calls the dataLayer's own push, which Google Tag Manager replaces to listen", () => {
    const dataLayer: unknown[] = [];
    const gtmPush = vi.fn((...entries: unknown[]) => Array.prototype.push.apply(dataLayer, entries));
    dataLayer.push = gtmPush;
    createDataLayer({ dataLayer }, granted).track({ name: 'select_item', item_list_id: 'search', items: [PHONE] });
    expect(gtmPush).toHaveBeenCalledTimes(2);
    expect(gtmPush).toHaveBeenNthCalledWith(1, { ecommerce: null });
    expect(gtmPush).toHaveBeenNthCalledWith(2, { event: 'select_item', ecommerce: { item_list_id: 'search', items: [PHONE] } });
  });

  it('uses window.dataLayer by default, reading window at the time of the event', () => {
    const analytics = createDataLayer(undefined, granted);
    analytics.track({ name: 'begin_checkout', currency: 'MXN', value: 10, items: [] });
    expect((window as Window & DataLayerTarget).dataLayer).toEqual([
      { ecommerce: null },
      { event: 'begin_checkout', ecommerce: { currency: 'MXN', value: 10, items: [] } },
    ]);
  });

  it('sends nothing and does not throw on the server, where there is no window', () => {
    const analytics = createDataLayer(undefined, granted);
    vi.stubGlobal('window', undefined);
    try {
      expect(analytics.track({ name: 'view_item_list', items: [PHONE] })).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
    expect((window as Window & DataLayerTarget).dataLayer).toBeUndefined();
  });

  it('leaves a foreign non-array dataLayer alone and sends nothing', () => {
    const foreign = { not: 'a data layer' };
    const target = { dataLayer: foreign } as unknown as DataLayerTarget;
    expect(createDataLayer(target, granted).track({ name: 'add_to_compare', items: [] })).toBe(false);
    expect(target.dataLayer).toBe(foreign);
  });

  it('swallows and logs an error thrown by the push, so a broken tag never breaks the shop', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dataLayer: unknown[] = [];
    dataLayer.push = () => {
      throw new Error('tag failed');
    };
    expect(createDataLayer({ dataLayer }, granted).track({ name: 'purchase', transaction_id: 'o-1', currency: 'AED', value: 1, items: [] })).toBe(false);
    expect(warn).toHaveBeenCalledWith('Analytics event purchase not sent', expect.any(Error));
  });
});

describe('dataLayerEntries', () => {
  it('sends a purchase with its transaction, tax, shipping and coupon under ecommerce', () => {
    expect(
      dataLayerEntries({
        name: 'purchase',
        transaction_id: 'ORD-2025-0001',
        currency: 'SAR',
        value: 5098,
        tax: 664.96,
        shipping: 0,
        coupon: 'SPRING',
        items: [PHONE, CASE],
      }),
    ).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: { transaction_id: 'ORD-2025-0001', currency: 'SAR', value: 5098, tax: 664.96, shipping: 0, coupon: 'SPRING', items: [PHONE, CASE] },
      },
    ]);
  });

  it.each<AnalyticsEvent>([
    { name: 'view_item_list', item_list_id: 'catalog', item_list_name: 'Catalog', items: [PHONE] },
    { name: 'select_item', items: [PHONE] },
    { name: 'view_item', currency: 'AED', value: 1, items: [PHONE] },
    { name: 'add_to_cart', currency: 'AED', value: 1, items: [PHONE] },
    { name: 'remove_from_cart', currency: 'AED', value: 1, items: [PHONE] },
    { name: 'view_cart', currency: 'AED', value: 1, items: [PHONE] },
    { name: 'begin_checkout', currency: 'AED', value: 1, items: [PHONE] },
    { name: 'add_to_compare', items: [PHONE] },
    { name: 'purchase', transaction_id: 't', currency: 'AED', value: 1, items: [PHONE] },
  ])('sends $name as an e-commerce event preceded by the ecommerce reset', (event) => {
    const [reset, sent] = dataLayerEntries(event);
    expect(reset).toEqual({ ecommerce: null });
    expect(sent).toMatchObject({ event: event.name, ecommerce: { items: [PHONE] } });
    expect(sent?.['ecommerce']).not.toHaveProperty('name');
  });

  it('sends generate_lead with top-level parameters and no ecommerce reset', () => {
    expect(dataLayerEntries({ name: 'generate_lead', lead_source: 'callback_form' })).toEqual([
      { event: 'generate_lead', lead_source: 'callback_form' },
    ]);
    expect(dataLayerEntries({ name: 'generate_lead', lead_source: 'order_form', currency: 'AED', value: 4999 })).toEqual([
      { event: 'generate_lead', lead_source: 'order_form', currency: 'AED', value: 4999 },
    ]);
  });

  it('sends search with its term at the top level and no ecommerce reset', () => {
    expect(dataLayerEntries({ name: 'search', search_term: 'raptor 450' })).toEqual([{ event: 'search', search_term: 'raptor 450' }]);
  });

  it('leaves out parameters and item fields that are undefined', () => {
    const [, sent] = dataLayerEntries({
      name: 'view_item_list',
      item_list_id: undefined,
      items: [{ item_id: '1', item_name: 'A', price: undefined }],
    });
    expect(sent).toEqual({ event: 'view_item_list', ecommerce: { items: [{ item_id: '1', item_name: 'A' }] } });
  });

  it('copies the items, so a later change by the caller does not alter what was sent', () => {
    const item: AnalyticsItem = { item_id: '1', item_name: 'A', quantity: 1 };
    const items = [item];
    const [, sent] = dataLayerEntries({ name: 'add_to_compare', items });
    item.quantity = 5;
    items.push(CASE);
    expect(sent).toEqual({ event: 'add_to_compare', ecommerce: { items: [{ item_id: '1', item_name: 'A', quantity: 1 }] } });
  });

  it(`sends at most ${MAX_EVENT_ITEMS} items, as GA4 drops the rest`, () => {
    const items = Array.from({ length: 250 }, (_, index) => ({ item_id: String(index), item_name: `Item ${index}` }));
    const [, sent] = dataLayerEntries({ name: 'view_item_list', items });
    const sentItems = (sent?.['ecommerce'] as { items: AnalyticsItem[] }).items;
    expect(sentItems).toHaveLength(MAX_EVENT_ITEMS);
    expect(sentItems.at(-1)?.item_id).toBe(String(MAX_EVENT_ITEMS - 1));
  });
});

describe('createDataLayer under consent', () => {
  const event: AnalyticsEvent = { name: 'view_item', currency: 'AED', value: 1, items: [PHONE] };

  it('sends nothing without analytics consent', () => {
    const target: DataLayerTarget = { dataLayer: [] };
    expect(createDataLayer(target, consentStore(false)).track(event)).toBe(false);
    expect(target.dataLayer).toEqual([]);
  });

  it('keeps events while the consent is read, then sends them in order once it allows them', () => {
    const consent = consentStore();
    const target: DataLayerTarget = { dataLayer: [] };
    const layer = createDataLayer(target, consent);
    expect(layer.track(event)).toBe(false);
    layer.track({ name: 'add_to_compare', items: [CASE] });
    expect(target.dataLayer).toEqual([]);
    consent.set({ analytics: true, marketing: false, decided: false });
    expect(target.dataLayer?.map((entry) => (entry as { event?: string }).event).filter(Boolean)).toEqual(['view_item', 'add_to_compare']);
  });

  it('drops the kept events when the consent read refuses analytics', () => {
    const consent = consentStore();
    const target: DataLayerTarget = { dataLayer: [] };
    createDataLayer(target, consent).track(event);
    consent.set({ analytics: false, marketing: true, decided: true });
    consent.set({ analytics: true, marketing: true, decided: true });
    expect(target.dataLayer).toEqual([]);
  });
});
