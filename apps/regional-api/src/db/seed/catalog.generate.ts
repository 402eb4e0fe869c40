import { formatDecimal, type ContentLocale } from '../../content-locales';
import { COUNTRY_CODES, type CountryCode } from '../../countries';
import { COUNTRY_SETTINGS } from '../../country-settings';
import type { ImageRecipe, Shape } from '../../images/image-recipe';
import { convertUsdCents, nicePrice, percentOf } from '../../money';
import { buildProduct, closingSentence, descriptionTemplates, type CharacteristicValue, type Family } from './catalog-families';
import { characteristicDefinitions, colourHex, terms } from './catalog-vocabulary.seed-data';
import { catalogTree, generatedCategoryDescription, isLeaf, type BranchCategory, type LeafCategory } from './catalog.seed-data';
import { createRandom } from './random';
import { fill, fillLocalized, localizedBy, mapLocalized, slugify, type Block, type Localized } from './texts';

export interface SeedImage {
  path: string;
  width: number;
  height: number;
  recipe: ImageRecipe;
}

interface SeedCategory {
  id: number;
  parentId: number | null;
  slug: string;
  path: string;
  level: number;
  position: number;
  hidden: boolean;
  icon: string;
  image: SeedImage;
  title: Localized;
  description: Localized;
  /** Ancestors first, the category itself last. */
  lineage: number[];
  filters: readonly string[];
}

interface SeedPrice {
  price: number;
  oldPrice: number | null;
  stock: number;
  badges: string[];
}

interface SeedProduct {
  id: number;
  slug: string;
  sku: string;
  categoryId: number;
  model: string;
  modelYear: number;
  colour: string;
  position: number;
  createdAt: string;
  name: Localized;
  shortDescription: Localized;
  description: Localized<Block[]>;
  characteristics: CharacteristicValue[];
  images: SeedImage[];
  prices: Readonly<Record<CountryCode, SeedPrice>>;
  family: Family;
  leafSlug: string;
}

export interface SeedCatalog {
  categories: SeedCategory[];
  products: SeedProduct[];
}

const definitionByKey = new Map(characteristicDefinitions.map((definition) => [definition.key, definition]));
const termByCode = new Map(terms.map((term) => [term.code, term]));

const BRAND_GREEN = '#66CC33';
const SALE_PERCENTS = [10, 15, 20, 25] as const;

function categoryImage(slug: string, shape: Shape, title: string): SeedImage {
  return {
    path: `/categories/${slug}.svg`,
    width: 800,
    height: 600,
    recipe: { shape, main: BRAND_GREEN, accent: '#1D1D1F', view: 'card', title },
  };
}

function buildCategories(): { categories: SeedCategory[]; leaves: { leaf: LeafCategory; category: SeedCategory }[] } {
  const categories: SeedCategory[] = [];
  const leaves: { leaf: LeafCategory; category: SeedCategory }[] = [];
  const visit = (node: BranchCategory | LeafCategory, parent: SeedCategory | undefined, position: number, inheritedHidden: boolean) => {
    const id = categories.length + 1;
    const hidden = inheritedHidden || (!isLeaf(node) && node.hidden === true);
    const shape: Shape = isLeaf(node) ? node.shape : (node.icon as Shape);
    const description = !isLeaf(node) && node.description ? node.description : fillLocalized(generatedCategoryDescription, { title: '{title}' });
    const category: SeedCategory = {
      id,
      parentId: parent?.id ?? null,
      slug: node.slug,
      path: parent ? `${parent.path}/${node.slug}` : node.slug,
      level: parent ? parent.level + 1 : 1,
      position: (position + 1) * 10,
      hidden,
      icon: isLeaf(node) ? node.shape : node.icon,
      image: categoryImage(node.slug, shape, node.title.en),
      title: node.title,
      description: mapLocalized(description, (text, locale) => fill(text, { title: node.title[locale] })),
      lineage: [...(parent?.lineage ?? []), id],
      filters: !isLeaf(node) && node.filters ? node.filters : [],
    };
    categories.push(category);
    if (isLeaf(node)) leaves.push({ leaf: node, category });
    else node.children.forEach((child, index) => visit(child, category, index, hidden));
  };
  catalogTree.forEach((root, index) => visit(root, undefined, index, false));
  return { categories, leaves };
}

function valueText(value: CharacteristicValue, locale: ContentLocale): string {
  const definition = definitionByKey.get(value.key);
  if ('number' in value) return `${formatDecimal(value.number, locale)}${definition?.unit ? ` ${definition.unit[locale]}` : ''}`.trim();
  if ('term' in value) return termByCode.get(value.term)?.label[locale] ?? value.term;
  return value.list.map((item) => termByCode.get(item.term)?.label[locale] ?? item.term).join(', ');
}

function describe(
  family: Family,
  facts: Readonly<Record<string, string | number>>,
  characteristics: readonly CharacteristicValue[],
  summary: readonly string[],
  model: string,
  name: Localized,
): { short: Localized; description: Localized<Block[]> } {
  const warranty = characteristics.find((value) => value.key === 'warranty');
  const byKey = new Map(characteristics.map((value) => [value.key, value]));
  const result = (locale: ContentLocale) => {
    const localFacts: Record<string, string | number> = { model, name: name[locale] };
    for (const [key, value] of Object.entries(facts)) localFacts[key] = typeof value === 'number' ? formatDecimal(value, locale) : value;
    const certification = byKey.get('certification');
    if (certification) localFacts['certification'] = valueText(certification, locale);
    const sizes = byKey.get('sizes');
    if (sizes && 'list' in sizes) localFacts['sizes'] = sizes.list.map((item) => termByCode.get(item.term)?.label[locale] ?? item.term).join(', ');
    const sentences = descriptionTemplates[family].map((template) => fill(template[locale], localFacts));
    const highlights = summary
      .map((key) => byKey.get(key))
      .filter((value): value is CharacteristicValue => value !== undefined)
      .map((value) => `${definitionByKey.get(value.key)?.name[locale] ?? value.key}: ${valueText(value, locale)}`);
    const blocks: Block[] = [{ type: 'paragraph', text: sentences.join(' ') }];
    if (highlights.length > 0) blocks.push({ type: 'list', items: highlights });
    if (warranty && 'number' in warranty) blocks.push({ type: 'paragraph', text: fill(closingSentence[locale], { warranty: warranty.number }) });
    const short = summary
      .map((key) => byKey.get(key))
      .filter((value): value is CharacteristicValue => value !== undefined && 'number' in value)
      .map((value) => valueText(value, locale))
      .join(' · ');
    return { short, blocks };
  };
  const results = localizedBy(result);
  return { short: mapLocalized(results, (item) => item.short), description: mapLocalized(results, (item) => item.blocks) };
}

function productImages(slug: string, shape: Shape, colour: string, model: string, sku: string): SeedImage[] {
  const [main, accent] = colourHex[colour] ?? ['#5B6168', '#66CC33'];
  return (['front', 'side', 'detail'] as const).map((view, index) => ({
    path: `/products/${slug}/${index + 1}.svg`,
    width: 1200,
    height: 900,
    recipe: { shape, main, accent, view, title: model, caption: sku },
  }));
}

const pad = (value: number, size: number) => String(value).padStart(size, '0');

/** The named random streams one pass of product generation draws from. */
interface ProductStreams {
  random: ReturnType<typeof createRandom>;
  dates: ReturnType<typeof createRandom>;
  /** One stream per country: stock and local sales differ between countries, not between runs. */
  local: Record<CountryCode, ReturnType<typeof createRandom>>;
}

function productStreams(suffix: string): ProductStreams {
  return {
    random: createRandom(`catalog:products${suffix}`),
    dates: createRandom(`catalog:dates${suffix}`),
    local: Object.fromEntries(COUNTRY_CODES.map((country) => [country, createRandom(`catalog:stock${suffix}:${country}`)])) as Record<
      CountryCode,
      ReturnType<typeof createRandom>
    >,
  };
}

/** One product of a leaf: its `index` among the leaf's models sets its position. */
function buildSeedProduct(
  { leaf, category }: { leaf: LeafCategory; category: SeedCategory },
  spec: LeafCategory['models'][number],
  index: number,
  id: number,
  usedSlugs: Set<string>,
  { random, dates, local: localRandom }: ProductStreams,
): SeedProduct {
  const extraColour = spec.extra?.find((value) => value.key === 'colour');
  const colour = extraColour && 'term' in extraColour ? extraColour.term : random.pick(leaf.colours);
  const built = buildProduct(leaf.family, {
    size: spec.size,
    variant: leaf.variant,
    colour,
    random,
    ...(spec.extra ? { extra: spec.extra } : {}),
    ...(spec.usd !== undefined ? { usd: spec.usd } : {}),
  });
  const isVehicleOrMachine = leaf.family !== 'part' && leaf.family !== 'gear';
  const yearDraw = random.next();
  const modelYear = isVehicleOrMachine ? (yearDraw < 0.06 ? 2027 : yearDraw < 0.6 ? 2026 : 2025) : 2026;
  const characteristics: CharacteristicValue[] = [
    ...(built.characteristics.some((value) => value.key === 'model-year') || !isVehicleOrMachine ? [] : [{ key: 'model-year', number: modelYear }]),
    ...(built.characteristics.some((value) => value.key === 'colour') ? [] : [{ key: 'colour', term: colour }]),
    ...built.characteristics,
  ];
  let slug = slugify(spec.model);
  if (usedSlugs.has(slug)) slug = `${slug}-${leaf.slug}`;
  usedSlugs.add(slug);
  const sku = `NRK-${pad(category.lineage[0] ?? 0, 2)}${pad(category.id, 3)}-${pad(id, 4)}`;
  const name = fillLocalized(spec.noun ?? leaf.noun, { model: spec.model });
  const { short, description } = describe(leaf.family, built.facts, characteristics, built.summary, spec.model, name);
  const month = modelYear === 2027 ? dates.int(9, 10) : modelYear === 2026 ? dates.int(1, 10) : dates.int(1, 12);
  const createdAt = `${modelYear === 2025 ? 2024 + (month > 6 ? 1 : 0) : 2026}-${pad(month, 2)}-${pad(dates.int(1, 28), 2)}T09:00:00.000Z`;
  const onSale = random.chance(0.2);
  const salePercent = random.pick(SALE_PERCENTS);
  const isNew = modelYear === 2026 && random.chance(0.35);
  const bestSeller = random.chance(0.12);
  const prices = {} as Record<CountryCode, SeedPrice>;
  for (const country of COUNTRY_CODES) {
    const local = localRandom[country];
    const settings = COUNTRY_SETTINGS[country];
    const exact = convertUsdCents(built.usdCents, settings.usdRate, settings.fractionDigits);
    const sale = onSale && local.chance(0.8);
    const regular = nicePrice(exact, settings.fractionDigits);
    const discounted = nicePrice(exact - percentOf(exact, salePercent), settings.fractionDigits);
    const stock = modelYear === 2027 ? 0 : local.chance(0.07) ? 0 : local.chance(0.12) ? local.int(1, 3) : local.int(4, 40);
    const badges: string[] = [];
    if (bestSeller) badges.push('best-seller');
    if (isNew) badges.push('new');
    if (sale && discounted < regular) badges.push('sale');
    if (stock > 0 && stock <= 3) badges.push('limited-stock');
    if (modelYear === 2027) badges.push('pre-order');
    prices[country] = {
      price: sale && discounted < regular ? discounted : regular,
      oldPrice: sale && discounted < regular ? regular : null,
      stock,
      badges,
    };
  }
  return {
    id,
    slug,
    sku,
    categoryId: category.id,
    model: spec.model,
    modelYear,
    colour,
    position: (index + 1) * 10,
    createdAt,
    name,
    shortDescription: short,
    description,
    characteristics,
    images: productImages(slug, leaf.shape, colour, spec.model, sku),
    prices,
    family: leaf.family,
    leafSlug: leaf.slug,
  };
}

/**
 * The whole catalogue: categories (ids in tree order) and products, with prices, stock and badges
 * for each country. Every figure comes from named random streams, so the result is the same on
 * every run and machine. The leaves' `models` come first (ids in category order); the models added
 * later (`addedModels`) follow, with ids after them and streams of their own, so that adding some
 * never changes a product that was already there.
 */
export function generateCatalog(): SeedCatalog {
  const { categories, leaves } = buildCategories();
  const products: SeedProduct[] = [];
  const usedSlugs = new Set<string>();
  const first = productStreams('');
  for (const entry of leaves) {
    entry.leaf.models.forEach((spec, index) => products.push(buildSeedProduct(entry, spec, index, products.length + 1, usedSlugs, first)));
  }
  const added = productStreams(':added');
  for (const entry of leaves) {
    const offset = entry.leaf.models.length;
    entry.leaf.addedModels?.forEach((spec, index) =>
      products.push(buildSeedProduct(entry, spec, offset + index, products.length + 1, usedSlugs, added)),
    );
  }
  return { categories, products };
}
