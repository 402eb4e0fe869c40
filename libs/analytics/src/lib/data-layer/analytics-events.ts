/**
 * SPEC §3 "Analytics item", in GA4's item parameters. `item_category2`…`item_category5` carry the rest
 * of a product's category path, as GA4 defines them.
 */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price?: number;
  /** Omitted when unknown: GA4 counts an item without quantity as 1. */
  quantity?: number;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  item_variant?: string;
  item_list_name?: string;
  item_list_id?: string;
  /** The item's position in its list, from 0. */
  index?: number;
}

type Items = { items: readonly AnalyticsItem[] };
/** GA4 needs the currency whenever a value is sent; both drive the revenue reports. */
type Valued = Items & { currency: string; value: number };
type InList = Items & { item_list_id?: string; item_list_name?: string };

/**
 * GA4 recommended e-commerce events (and the storefront's custom `add_to_compare` and
 * `remove_from_compare`), sent under `ecommerce`.
 */
type EcommerceEvent =
  | ({ name: 'view_item_list' } & InList)
  | ({ name: 'select_item' } & InList)
  | ({ name: 'view_item' } & Valued)
  | ({ name: 'add_to_cart' } & Valued)
  | ({ name: 'remove_from_cart' } & Valued)
  | ({ name: 'view_cart' } & Valued)
  | ({ name: 'begin_checkout' } & Valued & { coupon?: string })
  /** The shopper chose how the order reaches them (`shipping_tier`: `pickup`, `courier`). */
  | ({ name: 'add_shipping_info' } & Valued & { shipping_tier?: string; coupon?: string })
  /** The shopper chose how to pay (`payment_type`: `card-online`, `cash`…). */
  | ({ name: 'add_payment_info' } & Valued & { payment_type?: string; coupon?: string })
  | ({ name: 'add_to_compare' } & Items)
  | ({ name: 'remove_from_compare' } & Items)
  | ({ name: 'purchase' } & Valued & { transaction_id: string; tax?: number; shipping?: number; coupon?: string });

/** GA4 `generate_lead`, sent when a callback form is submitted. Not an e-commerce event: no `ecommerce` object. */
interface LeadEvent {
  name: 'generate_lead';
  /** Which form produced the lead, e.g. `callback_form`. */
  lead_source: string;
  currency?: string;
  value?: number;
}

/** GA4 `search`: a shopper searched the catalogue (the results page of a text). Not an e-commerce event. */
interface SearchEvent {
  name: 'search';
  search_term: string;
}

export type AnalyticsEvent = EcommerceEvent | LeadEvent | SearchEvent;
