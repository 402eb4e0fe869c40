// @vitest-environment happy-dom
import type { ProductSummary } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';
import { renderWithProviders } from '@storefront/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard, type ProductCardProps } from './product-card';

// A per-file DOM: the catalog's other specs run in node, so Testing Library's cleanup is ours to call.
afterEach(() => cleanup());

const product: ProductSummary = {
  id: 1,
  slug: 'raptor-125',
  sku: 'NRK-01003-0001',
  name: 'Raptor 125 enduro motorcycle',
  shortDescription: '125 cc · 13.5 hp · 109 kg',
  modelYear: 2026,
  colour: { code: 'grey', label: 'Grey' },
  category: { id: 3, slug: 'enduro', path: 'motorcycles/enduro', title: 'Enduro' },
  currency: 'AED',
  fractionDigits: 2,
  price: 1249950,
  oldPrice: 1399900,
  stock: 12,
  inStock: true,
  preOrder: null,
  badges: [
    { id: 3, text: 'sale', title: 'Sale', color: '#E53935', textColor: '#FFFFFF', position: 30 },
    { id: 1, text: 'best-seller', title: 'Best seller', color: '#FFB800', textColor: '#1D1D1F', position: 10 },
  ],
  image: { path: '/products/raptor-125/1.svg', width: 1200, height: 900, alt: 'Raptor 125, front view' },
};

// The card's texts in Arabic (the catalogues themselves are checked by libs/i18n's spec).
const arabic = {
  'catalog.productCard.currentPrice': 'السعر الآن',
  'catalog.productCard.oldPrice': 'السعر السابق',
  'catalog.productCard.inStock': 'متوفر',
};

const omani: ProductSummary = { ...product, currency: 'OMR', fractionDigits: 3, price: 1234567, oldPrice: null };

/** The card on a regional page (`/ae_en/`), as the app renders it: router, store, intl and ui providers. */
async function renderCard(
  props: Partial<ProductCardProps> = {},
  { path = '/ae_en/', messages = {} }: { path?: string; messages?: Record<string, string> } = {},
) {
  const locale: LocaleCode = props.locale ?? 'en';
  await renderWithProviders(<ProductCard product={product} locale={locale} country="AE" {...props} />, {
    path,
    messages,
    imageLoader: { type: 'cdn', baseUrl: 'https://cdn.example' },
  });
  return screen.getByRole('article');
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe('ProductCard', () => {
  it('links the product name to its page in the current region, named by the product', async () => {
    const card = await renderCard();
    const link = within(card).getByRole('link');
    expect(link.getAttribute('href')).toBe('/ae_en/product/raptor-125/');
    expect(link).toHaveProperty('textContent', 'Raptor 125 enduro motorcycle');
    expect(within(card).getByRole('heading', { level: 3, name: 'Raptor 125 enduro motorcycle' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Raptor 125 enduro motorcycle' })).toBe(card);
  });

  it('uses the heading level it is given', async () => {
    const card = await renderCard({ headingLevel: 2 });
    expect(within(card).getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('shows the price in dirhams with two decimals and the old price struck through, both labelled', async () => {
    const card = await renderCard();
    expect(text(card.querySelector('[data-price="current"]'))).toBe('AED 12,499.50');
    expect(text(card.querySelector('s [data-price="old"]'))).toBe('AED 13,999.00');
    expect(text(card)).toContain('Now AED 12,499.50');
    expect(text(card)).toContain('Old price AED 13,999.00');
  });

  it('shows the price of a running offer, the price before it struck through, and names the offer', async () => {
    const offer = { id: 1, slug: 'enduro-season', title: 'Enduro season: 10 % off', discountPercent: 10, endsAt: '2030-12-31T23:59:59.000Z', price: 1124955 };
    const card = await renderCard({ product: { ...product, offer } });
    expect(text(card.querySelector('[data-price="current"]'))).toBe('AED 11,249.55');
    // The offer takes its 10 % from the catalogue price, not from a sale's old price.
    expect(text(card.querySelector('s [data-price="old"]'))).toBe('AED 12,499.50');
    expect(text(card.querySelector('[data-offer="enduro-season"]'))).toBe('Enduro season: 10 % off');
  });

  it('shows Omani rials with three decimals and no old price when there is none', async () => {
    const card = await renderCard({ product: omani, country: 'OM' });
    expect(text(card.querySelector('[data-price="current"]'))).toBe('OMR 1,234.567');
    expect(card.querySelector('[data-price="old"]')).toBeNull();
    expect(card.textContent).not.toContain('Old price');
    expect(card.textContent).not.toContain('Now');
  });

  it('writes prices with Latin digits on Arabic pages, and its texts in Arabic', async () => {
    const card = await renderCard({ locale: 'ar' }, { path: '/ae_ar/', messages: arabic });
    const current = text(card.querySelector('[data-price="current"]')) ?? '';
    expect(current).toMatch(/12,499\.50/);
    expect(current).toMatch(/د\.إ/);
    expect(card.textContent).not.toMatch(/[٠-٩]/);
    expect(card.textContent).toContain(arabic['catalog.productCard.oldPrice']);
    expect(card.textContent).toContain(arabic['catalog.productCard.inStock']);
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/ae_ar/product/raptor-125/');

    cleanup();
    const rials = await renderCard({ locale: 'ar', product: omani, country: 'OM' }, { path: '/om_ar/', messages: arabic });
    expect(text(rials.querySelector('[data-price="current"]'))).toMatch(/1,234\.567/);
    expect(rials.textContent).not.toMatch(/[٠-٩]/);
  });

  it('says whether the product is in stock, and how many are left when only a few are', async () => {
    expect(text((await renderCard()).querySelector('[data-stock]'))).toBe('In stock');
    cleanup();
    expect(text((await renderCard({ product: { ...product, stock: 1 } })).querySelector('[data-stock]'))).toBe(
      'Only 1 left in stock',
    );
    cleanup();
    expect(text((await renderCard({ product: { ...product, stock: 3 } })).querySelector('[data-stock]'))).toBe(
      'Only 3 left in stock',
    );
    cleanup();
    expect(text((await renderCard({ product: { ...product, stock: 4 } })).querySelector('[data-stock]'))).toBe(
      'In stock',
    );
    cleanup();
    expect(
      text((await renderCard({ product: { ...product, stock: 0, inStock: false } })).querySelector('[data-stock]')),
    ).toBe('Out of stock');
    cleanup();
    // A pre-order is orderable: its month, never "out of stock".
    const preOrder = { ...product, stock: 0, inStock: false, preOrder: { expectedAt: '2027-03-01' } };
    expect(text((await renderCard({ product: preOrder })).querySelector('[data-stock]'))).toBe('Pre-order: expected in March 2027');
  });

  it('shows the badges in their order, with the titles the backend translated', async () => {
    const card = await renderCard();
    const badges = within(card).getAllByRole('listitem').map((item) => item.textContent);
    expect(badges).toEqual(['Best seller', 'Sale']);
    expect(card.querySelector('[data-badge="sale"]')).not.toBeNull();
  });

  it('renders the actions slot in the footer, outside the product link', async () => {
    const card = await renderCard({
      actions: (
        <>
          <button type="button">Add to cart</button>
          <button type="button">Compare</button>
        </>
      ),
    });
    const link = within(card).getByRole('link');
    const buttons = within(card).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Add to cart', 'Compare']);
    for (const button of buttons) {
      expect(link.contains(button)).toBe(false);
      expect(button.closest('a')).toBeNull();
    }
    expect(card.querySelectorAll('a, button')).toHaveLength(3);
  });

  it('has no footer without actions', async () => {
    const card = await renderCard();
    expect(within(card).queryAllByRole('button')).toEqual([]);
    expect(card.querySelectorAll('a, button')).toHaveLength(1);
  });

  it("sizes the image, loads it lazily and asynchronously, with a srcset for the grid's column widths", async () => {
    const card = await renderCard({ imageUrl: (path) => `https://api.example/ae/images${path.replace('.svg', '.png')}` });
    const image = within(card).getByRole('img', { name: 'Raptor 125, front view' });
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('900');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.hasAttribute('fetchpriority')).toBe(false);
    expect(image.getAttribute('sizes')).toBe('(min-width: 1270px) 25vw, (min-width: 740px) 33vw, 50vw');
    expect(image.getAttribute('srcset')).toContain(
      'https://cdn.example/w_370,h_278,q_auto:best,f_auto/https://api.example/ae/images/products/raptor-125/1.png 370w, ',
    );
    expect(image.getAttribute('srcset')).toContain('/1.png 1920w');
  });

  it('uses the image path as its URL unless told how to reach the backend', async () => {
    const card = await renderCard();
    expect(within(card).getByRole('img').getAttribute('src')).toBe('/products/raptor-125/1.svg');
  });

  it('loads the image of a card above the fold eagerly, and the first one with high priority', async () => {
    const eager = await renderCard({ imageLoading: 'eager' });
    expect(within(eager).getByRole('img').getAttribute('loading')).toBe('eager');
    expect(within(eager).getByRole('img').hasAttribute('fetchpriority')).toBe(false);
    cleanup();
    const first = await renderCard({ imageLoading: 'eager', imagePriority: true });
    expect(within(first).getByRole('img').getAttribute('loading')).toBe('eager');
    expect(within(first).getByRole('img').getAttribute('fetchpriority')).toBe('high');
  });
});
