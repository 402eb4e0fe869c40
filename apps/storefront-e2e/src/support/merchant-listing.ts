/**
 * A check of a product page's JSON-LD against schema.org's vocabulary and Google's merchant-listing
 * requirements (developers.google.com/search/docs/appearance/structured-data/merchant-listing, with its
 * return-policy and shipping-policy pages): the types and properties it uses exist in schema.org, the
 * enumerations name schema.org members, and Google's required properties are there. Returns what is
 * wrong, as readable paths; none for a valid listing.
 */

/** The schema.org types the storefront writes, each with the properties of it (and its parents) that it may use. */
const PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  Product: ['name', 'sku', 'description', 'image', 'brand', 'color', 'category', 'releaseDate', 'url', 'offers'],
  Brand: ['name'],
  Offer: [
    'url',
    'price',
    'priceCurrency',
    'priceSpecification',
    'priceValidUntil',
    'availability',
    'itemCondition',
    'hasMerchantReturnPolicy',
    'shippingDetails',
  ],
  UnitPriceSpecification: ['price', 'priceCurrency', 'valueAddedTaxIncluded', 'priceType'],
  MerchantReturnPolicy: ['applicableCountry', 'returnPolicyCountry', 'returnPolicyCategory', 'merchantReturnDays', 'returnMethod', 'returnFees'],
  OfferShippingDetails: ['shippingRate', 'shippingDestination', 'deliveryTime'],
  MonetaryAmount: ['value', 'currency'],
  DefinedRegion: ['addressCountry'],
  ShippingDeliveryTime: ['handlingTime', 'transitTime'],
  QuantitativeValue: ['minValue', 'maxValue', 'unitCode'],
};

/** schema.org enumeration members the properties take (https://schema.org/{Member}). */
const ENUMERATIONS: Readonly<Record<string, readonly string[]>> = {
  availability: ['InStock', 'OutOfStock', 'PreOrder'],
  itemCondition: ['NewCondition'],
  returnPolicyCategory: ['MerchantReturnFiniteReturnWindow', 'MerchantReturnNotPermitted', 'MerchantReturnUnlimitedWindow'],
  returnMethod: ['ReturnByMail', 'ReturnInStore', 'ReturnAtKiosk'],
  returnFees: ['FreeReturn', 'ReturnFeesCustomerResponsibility', 'ReturnShippingFees'],
};

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const MONEY = /^\d+(\.\d+)?$/;
const COUNTRY = /^[A-Z]{2}$/;

function vocabulary(node: Node, path: string, problems: string[]): void {
  const type = node['@type'];
  if (typeof type !== 'string' || !PROPERTIES[type]) {
    problems.push(`${path}: unknown @type ${String(type)}`);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    if (!PROPERTIES[type]?.includes(key)) problems.push(`${path}.${key}: not a property of ${type}`);
    const members = ENUMERATIONS[key];
    if (members && !(typeof value === 'string' && members.some((member) => value === `https://schema.org/${member}`))) {
      problems.push(`${path}.${key}: ${String(value)} is not one of ${members.join(', ')}`);
    }
    for (const [index, child] of (Array.isArray(value) ? value : [value]).entries()) {
      if (isNode(child)) vocabulary(child, Array.isArray(value) ? `${path}.${key}[${index}]` : `${path}.${key}`, problems);
    }
  }
}

/** What is wrong with a `Product` node as a merchant listing; an empty list when nothing is. */
export function merchantListingProblems(product: Node): string[] {
  const problems: string[] = [];
  vocabulary(product, 'Product', problems);
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`missing or invalid: ${what}`);
  };
  need(typeof product['name'] === 'string' && product['name'] !== '', 'Product.name');
  need(Array.isArray(product['image']) ? product['image'].length > 0 : typeof product['image'] === 'string', 'Product.image');
  const offer = product['offers'];
  if (!isNode(offer)) return [...problems, 'missing: Product.offers (one Offer)'];
  const specification = isNode(offer['priceSpecification']) ? offer['priceSpecification'] : undefined;
  need(MONEY.test(String(offer['price'] ?? specification?.['price'] ?? '')) && Number(offer['price'] ?? specification?.['price']) > 0, 'Offer.price > 0');
  need(/^[A-Z]{3}$/.test(String(offer['priceCurrency'] ?? specification?.['priceCurrency'] ?? '')), 'Offer.priceCurrency (ISO 4217)');
  if (specification) need(specification['price'] === offer['price'] && specification['priceCurrency'] === offer['priceCurrency'], 'priceSpecification repeats the offer’s price');
  if (offer['priceValidUntil'] !== undefined) need(/^\d{4}-\d{2}-\d{2}$/.test(String(offer['priceValidUntil'])), 'Offer.priceValidUntil (ISO 8601 date)');

  const returns = offer['hasMerchantReturnPolicy'];
  if (returns !== undefined) {
    if (!isNode(returns)) return [...problems, 'invalid: Offer.hasMerchantReturnPolicy'];
    need(COUNTRY.test(String(returns['applicableCountry'])), 'MerchantReturnPolicy.applicableCountry');
    need(typeof returns['returnPolicyCategory'] === 'string', 'MerchantReturnPolicy.returnPolicyCategory');
    if (returns['returnPolicyCategory'] === 'https://schema.org/MerchantReturnFiniteReturnWindow') {
      need(Number.isInteger(returns['merchantReturnDays']) && Number(returns['merchantReturnDays']) > 0, 'MerchantReturnPolicy.merchantReturnDays');
    }
  }
  const shipping = offer['shippingDetails'];
  if (shipping !== undefined) {
    if (!isNode(shipping)) return [...problems, 'invalid: Offer.shippingDetails'];
    const rate = shipping['shippingRate'];
    need(isNode(rate) && MONEY.test(String(rate['value'])) && /^[A-Z]{3}$/.test(String(rate['currency'])), 'OfferShippingDetails.shippingRate');
    const destination = shipping['shippingDestination'];
    need(isNode(destination) && COUNTRY.test(String(destination['addressCountry'])), 'OfferShippingDetails.shippingDestination.addressCountry');
    const time = shipping['deliveryTime'];
    for (const span of ['handlingTime', 'transitTime']) {
      const value = isNode(time) ? time[span] : undefined;
      need(
        isNode(value) && value['unitCode'] === 'DAY' && Number.isInteger(value['minValue']) && Number(value['minValue']) <= Number(value['maxValue']),
        `ShippingDeliveryTime.${span} (minValue ≤ maxValue, DAY)`,
      );
    }
  }
  return problems;
}
