import { priceNow, type ProductDetail } from '@storefront/api-client';

export interface ProductJsonLdInput {
  product: ProductDetail;
  /** The product page's absolute URL (its canonical). */
  url: string;
  /** Absolute URLs of the product's pictures, in order. */
  images: readonly string[];
  /** The brand's name as the page names it. */
  brand: string;
  /** More of the offer: its VAT, return and delivery policies (`offerPoliciesJsonLd`, the route loader's). */
  offerPolicies?: Readonly<Record<string, unknown>> | undefined;
}

/** A price in minor units as schema.org wants it: major units, a dot and the currency's decimals. */
export function majorUnits(minor: number, fractionDigits: number): string {
  return (minor / 10 ** fractionDigits).toFixed(fractionDigits);
}

/** The first paragraph of a description, else the short description: what a result snippet shows. */
export function productSummaryText(product: Pick<ProductDetail, 'description' | 'shortDescription'>): string {
  const paragraph = product.description.find((block) => block.type === 'paragraph');
  return paragraph?.type === 'paragraph' ? paragraph.text : product.shortDescription;
}

/**
 * schema.org `Product` with its `Offer` (the price the page shows, in major units: at a running offer
 * the offer's price, valid until the offer ends (`priceValidUntil`); currency; availability, `PreOrder`
 * for a pre-order; and `offerPolicies`), as a product page's JSON-LD. (The day a pre-order is expected stays on the page:
 * this code is in every page's first load.)
 */
export function productJsonLd({ product, url, images, brand, offerPolicies }: ProductJsonLdInput): object {
  const { offer } = product;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: productSummaryText(product),
    image: images,
    brand: { '@type': 'Brand', name: brand },
    color: product.colour.label,
    category: product.category.title,
    releaseDate: String(product.modelYear),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: majorUnits(priceNow(product).price, product.fractionDigits),
      priceCurrency: product.currency,
      availability: `https://schema.org/${product.inStock ? 'InStock' : product.preOrder ? 'PreOrder' : 'OutOfStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
      ...(offer ? { priceValidUntil: offer.endsAt.slice(0, 10) } : {}),
      ...offerPolicies,
    },
  };
}
