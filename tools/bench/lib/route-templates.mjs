// The storefront's route templates: one sample URL per kind of page, and the page module(s) of the
// client build that route loads. The one list that the first-load JS size test
// (tools/checks/first-load-js.spec.ts), the HTML budget e2e (apps/storefront-e2e/src/html-budget.spec.ts)
// and the bench (tools/bench/run.mjs) all walk: every new route joins it (docs/how-to.md).

/** The client entry of the Vite build (a key of its manifest): part of every route's first load. */
export const CLIENT_ENTRY = 'src/entry-client.tsx';

/** Stands in a template's path for the slug of the sample order (`samplePath`). */
const ORDER_SLUG_SLOT = '{order}';

/** The sample order's key: placing it again on the same database answers the same order (idempotency). */
const SAMPLE_ORDER_KEY = 'route-template-sample-order';

/** Stands in a template's path for the sample booking's id and token (`samplePath`). */
const BOOKING_SLOT = '{booking}';

/** The day after `now` in the region's time zone (`YYYY-MM-DD`). */
function tomorrowIn(timeZone, now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now.getTime() + 86_400_000));
}

/**
 * The sample booking's confirmation path (`{id}/?token=…`): a showroom visit (its places are counted apart
 * from test rides, which the booking e2e fills) in the last free slot of tomorrow at the first showroom of
 * `ae`. Booked once per slot; later calls replay it under the same key, each answer a new token that opens it.
 */
async function sampleBooking(apiOrigin) {
  const api = `${apiOrigin}/ae/api`;
  const stores = await (await fetch(`${api}/stores?itemsPerPage=100`)).json();
  const store = stores.items.find((item) => item.active && item.kind !== 'service');
  const query = new URLSearchParams({ store: store.uuid, date: tomorrowIn('Asia/Dubai'), kind: 'showroom_visit' });
  const { slots } = await (await fetch(`${api}/bookings/slots?${query}`)).json();
  const slot = slots.at(-1);
  if (!slot) throw new Error(`The sample booking found no free slot at ${store.uuid} tomorrow`);
  const response = await fetch(`${api}/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `route-template-sample-booking-${slot.start}` },
    body: JSON.stringify({ kind: 'showroom_visit', store: store.uuid, start: slot.start, name: 'Sample Shopper', phone: '+971501234567' }),
  });
  if (!response.ok) throw new Error(`The sample booking could not be made: ${response.status} ${await response.text()}`);
  const { booking, cancelToken } = await response.json();
  return `${booking.id}/?token=${cancelToken}`;
}

/**
 * A template's URL as the server answers it with 200: its path, with the sample order's slug for the
 * order page and the sample booking's id and token for its confirmation (`sampleBooking`). The order is placed once per database through the backend (`apiOrigin`, e.g.
 * `http://127.0.0.1:4100`); later calls find the same one by its `Idempotency-Key`.
 */
export async function samplePath(template, apiOrigin) {
  if (template.path.includes(BOOKING_SLOT)) return template.path.replace(`${BOOKING_SLOT}/`, await sampleBooking(apiOrigin));
  if (!template.path.includes(ORDER_SLUG_SLOT)) return template.path;
  const api = `${apiOrigin}/ae/api`;
  const stores = await (await fetch(`${api}/stores?itemsPerPage=1`)).json();
  const response = await fetch(`${api}/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': SAMPLE_ORDER_KEY },
    body: JSON.stringify({
      cart: [
        { product_id: 1, quantity: 1, warranty: 'pro' },
        { product_id: 3, quantity: 2 },
      ],
      customer: { name: 'Sample Shopper', phone: '+971501234567' },
      delivery: { method: 'pickup', storeUuid: stores.items[0].uuid },
      paymentMethod: 'cash',
    }),
  });
  if (!response.ok) throw new Error(`The sample order could not be placed: ${response.status} ${await response.text()}`);
  const { slug } = await response.json();
  return template.path.replace(ORDER_SLUG_SLOT, slug);
}

/**
 * The Vite manifest key of a route's page: its component, which the router plugin splits from the
 * route's file (`src/routes/…/route.tsx`, or an index route's `index.tsx`) into a chunk of its own
 * (docs/adr/0240-routes-are-folders.md).
 */
function page(routeFile) {
  return `${routeFile}?tsr-split=component`;
}

/**
 * `name`: how reports name the route; `path`: a sample URL served with 200; `pages`: Vite manifest
 * keys (paths relative to apps/storefront) of the lazily loaded page modules the route renders (`page`).
 * `bench: 'full'` marks the page every phase measures longest (the region home). `maxHtmlBytes`: the
 * page's own raw HTML budget where the common one of the HTML budget e2e does not fit its kind.
 * `maxFirstLoadKb`: the route's first-load JS ceiling while it is over the 175 kB budget, its measured
 * size plus up to 0.5 kB; lowered whenever a change makes room, removed once the route meets the
 * budget (tools/checks/first-load-js.spec.ts, docs/adr/0262-first-load-ceilings-until-the-budget.md).
 */
export const ROUTE_TEMPLATES = Object.freeze([
  { name: 'region home', path: '/ae_en/', pages: [page('src/routes/$regionLocale/{-$city}/_default/(home)/index.tsx')], bench: 'full', maxFirstLoadKb: 186.2 },
  // The same modules: messages come as JSON from /_i18n, so a locale changes the HTML, not the JS. Its
  // own HTML budget since issue 27 (every section's links in the header and the footer, ~1.5 kB of
  // Arabic text and markup): the longest texts of the common budget's pages; +1 kB in issue 30 for the
  // page's own chunks preloaded from the head (docs/adr/0263-start-up-in-tasks-page-chunks-in-the-head.md),
  // +0.5 kB for the inline script that starts the app after the main picture (ADR 0264), +0.5 kB in issue
  // 31 for the footer's sentence on what the prices include, the cards' reference prices and the shop
  // settings' returns, delivery and instalments in the page's state (ADR 0265–0268).
  { name: 'region home (Arabic)', path: '/ae_ar/', pages: [page('src/routes/$regionLocale/{-$city}/_default/(home)/index.tsx')], maxHtmlBytes: 101_800, maxFirstLoadKb: 186.2 },
  { name: 'global home', path: '/', pages: [page('src/routes/_global/(home)/index.tsx')], maxFirstLoadKb: 180.2 },
  { name: 'global legal page', path: '/global/privacy-policy/', pages: [page('src/routes/_global/global/$page/route.tsx')], maxFirstLoadKb: 180.8 },
  // Content (issue 16): twelve post cards with their picture candidates, the tabs and the news strip.
  { name: 'blog', path: '/ae_en/blog/', pages: [page('src/routes/$regionLocale/{-$city}/_default/blog/{-$slug}/route.tsx')], maxFirstLoadKb: 179.6 },
  { name: 'blog article', path: '/ae_en/blog/chain-care-in-five-minutes/', pages: [page('src/routes/$regionLocale/{-$city}/_default/blog/{-$slug}/route.tsx')], maxFirstLoadKb: 179.6 },
  { name: 'about us', path: '/ae_en/about-us/', pages: [page('src/routes/$regionLocale/{-$city}/_default/about-us/route.tsx')], maxFirstLoadKb: 185.2 },
  // The support centre (issue 16): its home (sections, popular questions, contacts), a section and an article.
  { name: 'support centre', path: '/ae_en/support/', pages: [page('src/routes/$regionLocale/{-$city}/_support/support/$/route.tsx')], maxFirstLoadKb: 182.8 },
  { name: 'support section', path: '/ae_en/support/warranty/', pages: [page('src/routes/$regionLocale/{-$city}/_support/support/$/route.tsx')], maxFirstLoadKb: 182.8 },
  { name: 'support article', path: '/ae_en/support/using-your-product/first-start/', pages: [page('src/routes/$regionLocale/{-$city}/_support/support/$/route.tsx')], maxFirstLoadKb: 182.8 },
  // Fourteen category pictures with their resized candidates (issue 10: WebP at the tile's width instead of
  // the 800 px JPEG, ~140 kB less on a phone for ~5 kB of HTML, 0.3 kB gzip); the catalogue's search form
  // and every section's links and the footer's explore column (issue 27); the page's own chunks preloaded
  // from the head, +1 kB (issue 30, docs/adr/0263-start-up-in-tasks-page-chunks-in-the-head.md); the
  // inline script that starts the app after the main picture, +0.5 kB (ADR 0264).
  { name: 'catalogue root', path: '/ae_en/catalog/', pages: [page('src/routes/$regionLocale/{-$city}/_default/catalog/$/route.tsx')], maxHtmlBytes: 108_800, maxFirstLoadKb: 184.0 },
  // A three-level category with a full page of 24 products and the motorcycles' filters (issue 12).
  // Its HTML has a budget of its own: 24 cards and the category's filters are ~40 kB of markup and state
  // that a page with a few products does not have (docs/adr/0061-per-template-html-budgets.md), and
  // the cards' resized picture candidates ~13 kB more (docs/adr/0067-the-image-proxy-in-the-ssr-host.md), and
  // each
  // card's "add to cart" and "add to comparison" ~4 kB more (issue 15), every section's links and each
  // card's bidi-isolated name (`<bdi>`, ~0.6 kB for 24 cards; issue 27), and the grid's form to the cart
  // (each "add to cart" a submit button with its product, ~0.6 kB; issue 30, ADR 0231), and the page's
  // own chunks preloaded from the head (+1 kB; issue 30, ADR 0263), and the inline script that starts the
  // app after the main picture (+0.5 kB; ADR 0264), and each product's reference price in the page's state
  // (`referencePrice`, ~21 bytes a product), the footer's sentence on the prices' tax and the shop settings'
  // returns, delivery and instalments in the page's state (+0.7 kB; issue 31).
  {
    name: 'category page',
    path: '/ae_en/catalog/motorcycles/road-motorcycles/naked/',
    pages: [page('src/routes/$regionLocale/{-$city}/_default/catalog/$/route.tsx')],
    maxHtmlBytes: 162_000,
    maxFirstLoadKb: 184.0,
  },
  // Twelve cards with their picture candidates (docs/adr/0067-the-image-proxy-in-the-ssr-host.md), their
  // isolated names, every section's links (issue 27), the page's own chunks preloaded from the head
  // (+1 kB; issue 30, ADR 0263), the inline script that starts the app after the main picture (+0.5 kB;
  // ADR 0264), and the products' reference prices with the footer's sentence on the prices' tax (+0.5 kB;
  // issue 31, ADR 0265 and 0266).
  {
    name: 'collection page',
    path: '/ae_en/collections/first-bike/',
    pages: [page('src/routes/$regionLocale/{-$city}/_default/collections/$slug/route.tsx')],
    maxHtmlBytes: 113_100,
    maxFirstLoadKb: 179.7,
  },
  // The common HTML budget, +1 kB for the page's own chunks preloaded from the head (issue 30, ADR 0263),
  // +0.5 kB for the inline script that starts the app after the main picture (ADR 0264), +0.3 kB for the
  // results' reference prices, the footer's tax sentence and the shop settings' new fields (issue 31).
  { name: 'search results', path: '/ae_en/catalog/?q=raptor', pages: [page('src/routes/$regionLocale/{-$city}/_default/catalog/$/route.tsx')], maxHtmlBytes: 100_500, maxFirstLoadKb: 184.0 },
  { name: 'offers', path: '/ae_en/offers/', pages: [page('src/routes/$regionLocale/{-$city}/_default/offers/route.tsx')], maxFirstLoadKb: 182.9 },
  // A product with an offer, badges, three pictures, ~25 characteristics and four related products
  // (issue 13). Its own HTML budget, as the category page's: the description and characteristics
  // are in the markup and in the state that hydrates them (apps/storefront/README.md "The product page").
  {
    name: 'product page',
    path: '/ae_en/product/raptor-125/',
    pages: [page('src/routes/$regionLocale/{-$city}/_default/product/$slug/route.tsx')],
    maxHtmlBytes: 128_000,
    maxFirstLoadKb: 180.4,
  },
  // The cart is the shopper's own (local storage): the server renders its frame, the browser its lines.
  { name: 'cart', path: '/ae_en/cart/', pages: [page('src/routes/$regionLocale/{-$city}/_default/cart/(cart)/index.tsx')], maxFirstLoadKb: 180.6 },
  // An order placed for the sample (`samplePath`): two lines, an offer and VAT, pickup at a store. +2.1 kB
  // in issue 32: the payment's state, its polling and "Pay now" (the page a shopper comes back to from the
  // provider must say at once whether the order is paid); the purchase's analytics load only once it is.
  { name: 'order page', path: `/ae_en/cart/${ORDER_SLUG_SLOT}/`, pages: [page('src/routes/$regionLocale/{-$city}/_default/cart/$slug/route.tsx')], maxFirstLoadKb: 189.4 },
  // The comparison is the shopper's own too (local storage): the same frame for everyone, filled in the browser.
  { name: 'comparison', path: '/ae_en/comparison/', pages: [page('src/routes/$regionLocale/{-$city}/_default/comparison/route.tsx')], maxFirstLoadKb: 180.6 },
  // A region's cookie policy (issue 33): the storage registry's table and the region's way of asking for
  // consent; nothing loaded (docs/adr/0278-one-registry-of-what-the-site-stores.md).
  {
    name: 'cookie policy',
    path: '/ae_en/cookie-policy/',
    pages: [page('src/routes/$regionLocale/{-$city}/_default/cookie-policy/route.tsx')],
    maxFirstLoadKb: 181.7,
  },
  // The accessibility statement (issue 33): the app's texts and the region's startup data; its feedback
  // form loads when asked for (docs/adr/0277-accessibility-feedback-through-the-crm.md).
  { name: 'accessibility statement', path: '/ae_en/accessibility/', pages: [page('src/routes/$regionLocale/{-$city}/_default/accessibility/route.tsx')], maxFirstLoadKb: 181.5 },
  { name: 'booking page', path: '/ae_en/booking/?product=1&kind=test_ride', pages: [page('src/routes/$regionLocale/{-$city}/_default/booking/{-$bookingId}/route.tsx')], maxFirstLoadKb: 184.3 },
  { name: 'booking confirmation', path: `/ae_en/booking/${BOOKING_SLOT}/`, pages: [page('src/routes/$regionLocale/{-$city}/_default/booking/{-$bookingId}/route.tsx')], maxFirstLoadKb: 184.3 },
]);

/** A path of the storefront that names no page: its 404 page is checked beside the templates. */
export const NOT_FOUND_PATH = '/ae_en/zz-no-such-page/';

/** Manifest keys of the route page modules: each route's component, split from its route file by the router plugin. */
export const PAGE_MODULE_PATTERN = /^src\/routes\/.+\?tsr-split=component$/;
