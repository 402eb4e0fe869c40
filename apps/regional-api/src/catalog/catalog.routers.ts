import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type {
  Badge,
  Category,
  CategoryDetail,
  ComparisonCategory,
  ComparisonProduct,
  List,
  Offer,
  OfferDetail,
  ProductDetail,
  ProductListV2,
  ProductSummary,
  SearchSuggestions,
  Taxonomy,
  TaxonomyDetail,
} from '@storefront/api-client/contract';
import { badRequest, notFound } from '../http/http-error';
import { setContentLanguage } from '../http/negotiate-locale';
import { listBody, pagingOf, pagingQuery } from '../http/pagination';
import { echo, parseId } from '../http/path-params';
import { booleanFlag, localeQuery, positiveInteger, scalar } from '../http/query';
import { readRequest } from '../http/request';
import type { BadgesRepository } from './badges.repository';
import type { CategoriesRepository } from './categories.repository';
import type { CategoryFiltersRepository } from './category-filters.repository';
import type { OffersRepository } from './offers.repository';
import { productFilterOf, productListQuery, sortOf } from './product-query';
import type { ProductsRepository } from './products.repository';
import { searchWords } from './search-text';
import type { TaxonomiesRepository } from './taxonomies.repository';

export interface CatalogDeps {
  categories: CategoriesRepository;
  categoryFilters: CategoryFiltersRepository;
  products: ProductsRepository;
  badges: BadgesRepository;
  offers: OffersRepository;
  taxonomies: TaxonomiesRepository;
  /** The clock: which offers run depends on it. */
  now: () => Date;
}

const categoriesQuery = localeQuery.extend({
  ...pagingQuery,
  level: positiveInteger().pipe(z.number().max(3, { error: 'must be 1, 2 or 3' })).optional(),
  parent: positiveInteger().optional(),
  'parent.slug': scalar().optional(),
});

/** `/{country}/api/categories`: the tree flat (`parentId`), its hidden branch, lookups and filters. */
export function createCategoriesRouter({ categories, categoryFilters, now }: CatalogDeps): Router {
  const router = Router({ mergeParams: true });

  const list = (hidden: boolean) => (req: Request, res: Response) => {
    const { country, query, locale } = readRequest(req, categoriesQuery);
    const paging = pagingOf(query);
    let parentId = query.parent;
    if (query['parent.slug'] !== undefined) {
      // An unknown parent has no children: an empty list, not an error.
      parentId = categories.idBySlug(query['parent.slug']) ?? -1;
    }
    const filter = { hidden, level: query.level, parentId };
    const body: List<Category> = listBody(
      categories.list(country, locale, filter, paging.limit, paging.offset),
      categories.count(filter),
      paging,
    );
    setContentLanguage(res, locale).json(body);
  };
  router.get('/', list(false));
  router.get('/hidden', list(true));

  const detail = (req: Request, res: Response, category: Category | undefined, ref: string) => {
    const { country, locale } = readRequest(req, localeQuery);
    if (!category) throw notFound(`No category ${echo(ref)}`);
    const body: CategoryDetail = {
      ...category,
      ancestors: categories.ancestors(country, category.id, locale),
      children: categories.children(country, category.id, locale),
    };
    setContentLanguage(res, locale).json(body);
  };

  // `/slug/{slug}` and `/slug/{a}/{b}/{c}`: the storefront's `/catalog/{slug...}` maps onto either.
  router.get('/slug/*path', (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const segments = req.params['path'] as unknown as string[];
    const ref = segments.join('/');
    detail(req, res, categories.findBySlugOrPath(country, ref, locale), ref);
  });

  router.get('/:id', (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const id = parseId(req.params['id']);
    detail(req, res, id === undefined ? undefined : categories.findById(country, id, locale), String(req.params['id']));
  });

  router.get('/:id/filters', (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const id = parseId(req.params['id']);
    const category = id === undefined ? undefined : categories.findById(country, id, locale);
    if (!category) throw notFound(`No category ${echo(req.params['id'])}`);
    setContentLanguage(res, locale).json(categoryFilters.get(country, category.id, locale, now().toISOString()));
  });

  return router;
}

const suggestionsQuery = localeQuery.extend({ q: scalar() });
const SUGGESTIONS = 5;

/** `/{country}/api/products` (and `/v2/products`): filtered lists, search and product pages. */
export function createProductsRouter(deps: CatalogDeps, version: 1 | 2): Router {
  const { categories, categoryFilters, products, offers, now } = deps;
  const router = Router({ mergeParams: true });

  router.get('/', (req, res) => {
    const { country, query, locale } = readRequest(req, productListQuery);
    const paging = pagingOf(query);
    const at = now().toISOString();
    const filter = productFilterOf(query, country, at, categories, products);
    const sort = sortOf(query, filter.search ? 'relevance' : 'default');
    const list = listBody(products.list(filter, locale, sort, paging.limit, paging.offset), products.count(filter), paging);
    const body: List<ProductSummary> | ProductListV2 =
      version === 2 ? { ...list, filters: categoryFilters.get(country, filter.categoryId, locale, at, filter.search) } : list;
    setContentLanguage(res, locale).json(body);
  });

  if (version === 2) return router;

  router.get('/search', (req, res) => {
    const { country, query, locale } = readRequest(req, productListQuery);
    if (query.q === undefined) throw badRequest('Invalid query: q: is required');
    const paging = pagingOf(query);
    const filter = productFilterOf(query, country, now().toISOString(), categories, products);
    const body: List<ProductSummary> = listBody(
      products.list(filter, locale, sortOf(query, 'relevance'), paging.limit, paging.offset),
      products.count(filter),
      paging,
    );
    setContentLanguage(res, locale).json(body);
  });

  /**
   * Categories and running offers whose titles hold every word of `q` as a word start, folded as the product
   * search folds them (search-text.ts), at most five of each in catalogue order. Both lists are a few dozen
   * rows per country, so their titles are compared here rather than indexed.
   */
  router.get('/suggestions', (req, res) => {
    const { country, query, locale } = readRequest(req, suggestionsQuery);
    const words = searchWords(query.q).slice(0, 8);
    if (words.length === 0) throw badRequest('Invalid query: q: must contain a letter or a digit');
    const matches = (title: string) => {
      const titleWords = searchWords(title);
      return words.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
    };
    const body: SearchSuggestions = {
      categories: categories
        .list(country, locale, { hidden: false }, 999, 0)
        .filter((category) => matches(category.title))
        .slice(0, SUGGESTIONS)
        .map(({ id, slug, path, title }) => ({ id, slug, path, title })),
      offers: offers
        .list(country, now().toISOString(), locale, true, 999, 0)
        .filter((offer) => matches(offer.title))
        .slice(0, SUGGESTIONS)
        .map(({ id, slug, title, discountPercent, filterQueryString }) => ({ id, slug, title, discountPercent, filterQueryString })),
    };
    setContentLanguage(res, locale).json(body);
  });

  /** A product found by `find` at one moment: its summary's `offer` and its `offers` run at the same time. */
  const detail = (req: Request, res: Response, find: (at: string) => ProductSummary | undefined, ref: string) => {
    const { country, locale } = readRequest(req, localeQuery);
    const at = now().toISOString();
    const summary = find(at);
    if (!summary) throw notFound(`No product ${echo(ref)} in ${country}`);
    const body: ProductDetail = {
      ...summary,
      description: products.description(summary.id, locale),
      images: products.images(summary.id, summary.name),
      characteristics: products.characteristics(summary.id, locale),
      offers: offers.runningFor(country, [summary.id], at, locale).map((offer) => ({
        id: offer.id,
        slug: offer.slug,
        title: offer.title,
        discountPercent: offer.discountPercent,
        endsAt: offer.endsAt,
      })),
      ancestors: [...categories.ancestors(country, summary.category.id, locale), summary.category],
    };
    setContentLanguage(res, locale).json(body);
  };

  router.get('/slug/:slug', (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const slug = req.params['slug'] ?? '';
    detail(req, res, (at) => products.findBySlug(country, slug, locale, at), slug);
  });

  router.get('/:id', (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const id = parseId(req.params['id']);
    detail(req, res, (at) => (id === undefined ? undefined : products.findById(country, id, locale, at)), String(req.params['id']));
  });

  return router;
}

const listQuery = localeQuery.extend({ ...pagingQuery });

/** `/{country}/api/badges`: the five badges, by id or by text (`/badges/text/sale`). */
export function createBadgesRouter({ badges }: CatalogDeps): Router {
  const router = Router({ mergeParams: true });
  router.get('/', (req, res) => {
    const { query, locale } = readRequest(req, listQuery);
    const paging = pagingOf(query);
    const body: List<Badge> = listBody(badges.list(locale, paging.limit, paging.offset), badges.count(), paging);
    setContentLanguage(res, locale).json(body);
  });
  router.get('/text/:text', (req, res) => {
    const { locale } = readRequest(req, localeQuery);
    const badge = badges.findByText(req.params['text'] ?? '', locale);
    if (!badge) throw notFound(`No badge ${echo(req.params['text'])}`);
    setContentLanguage(res, locale).json(badge);
  });
  router.get('/:id', (req, res) => {
    const { locale } = readRequest(req, localeQuery);
    const id = parseId(req.params['id']);
    const badge = id === undefined ? undefined : badges.findById(id, locale);
    if (!badge) throw notFound(`No badge ${echo(req.params['id'])}`);
    setContentLanguage(res, locale).json(badge);
  });
  return router;
}

const offersQuery = listQuery.extend({ active: booleanFlag().optional() });

/** `/{country}/api/offers`: the country's offers (`active=true` for the running ones), with their products. */
export function createOffersRouter({ offers, now }: CatalogDeps): Router {
  const router = Router({ mergeParams: true });
  router.get('/', (req, res) => {
    const { country, query, locale } = readRequest(req, offersQuery);
    const paging = pagingOf(query);
    const at = now().toISOString();
    const body: List<Offer> = listBody(
      offers.list(country, at, locale, query.active, paging.limit, paging.offset),
      offers.count(country, at, query.active),
      paging,
    );
    setContentLanguage(res, locale).json(body);
  });
  const detail = (req: Request, res: Response, offer: Offer | undefined, ref: string) => {
    const { country, locale } = readRequest(req, localeQuery);
    if (!offer) throw notFound(`No offer ${echo(ref)} in ${country}`);
    const body: OfferDetail = { ...offer, productIds: offers.productIds(country, offer.id) };
    setContentLanguage(res, locale).json(body);
  };
  router.get('/slug/:slug', (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const slug = req.params['slug'] ?? '';
    detail(req, res, offers.findBySlug(country, slug, now().toISOString(), locale), slug);
  });
  router.get('/:id', (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const id = parseId(req.params['id']);
    detail(req, res, id === undefined ? undefined : offers.findById(country, id, now().toISOString(), locale), String(req.params['id']));
  });
  return router;
}

/** `/{country}/api/taxonomies`: collections, and one collection with its products. */
export function createTaxonomiesRouter({ taxonomies, products, now }: CatalogDeps): Router {
  const router = Router({ mergeParams: true });
  router.get('/', (req, res) => {
    const { country, query, locale } = readRequest(req, listQuery);
    const paging = pagingOf(query);
    const body: List<Taxonomy> = listBody(taxonomies.list(country, locale, paging.limit, paging.offset), taxonomies.count(), paging);
    setContentLanguage(res, locale).json(body);
  });
  router.get('/:slug', (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const taxonomy = taxonomies.findBySlug(country, req.params['slug'] ?? '', locale);
    if (!taxonomy) throw notFound(`No taxonomy ${echo(req.params['slug'])}`);
    const body: TaxonomyDetail = {
      ...taxonomy,
      products: products.byIds(country, taxonomies.productIds(taxonomy.id), locale, now().toISOString()),
    };
    setContentLanguage(res, locale).json(body);
  });
  return router;
}

const comparisonQuery = listQuery.extend({ category: scalar().optional() });

/**
 * `/{country}/api/comparison`: SPEC §7 leaves method and path open; these are GETs like the rest.
 * `categories` lists top categories with their leaf categories and products (the comparison's
 * category picker); `products/{slug}` is a product with its characteristics.
 */
export function createComparisonRouter({ categories, products, now }: CatalogDeps): Router {
  const router = Router({ mergeParams: true });
  router.get('/categories', (req, res) => {
    const { country, query, locale } = readRequest(req, comparisonQuery);
    const paging = pagingOf(query);
    const roots = categories.tree(country, locale).filter((root) => query.category === undefined || root.slug === query.category);
    const all = products.list({ country, now: now().toISOString() }, locale, 'default', 10_000, 0);
    const byCategory = new Map<number, ProductSummary[]>();
    for (const product of all) byCategory.set(product.category.id, [...(byCategory.get(product.category.id) ?? []), product]);
    const items: ComparisonCategory[] = roots.map((root) => {
      const leaves = root.children.flatMap((child) => (child.children.length > 0 ? child.children : [child]));
      const subCategories = leaves.map((leaf) => {
        const own = byCategory.get(leaf.id) ?? [];
        return {
          id: leaf.id,
          slug: leaf.slug,
          title: leaf.title,
          active: own.length > 0,
          products: own.map((product) => ({ id: product.id, slug: product.slug, title: product.name, image: product.image })),
        };
      });
      return { id: root.id, slug: root.slug, title: root.title, active: subCategories.some((sub) => sub.active), subCategories };
    });
    const body: List<ComparisonCategory> = listBody(items.slice(paging.offset, paging.offset + paging.limit), items.length, paging);
    setContentLanguage(res, locale).json(body);
  });
  router.get('/products/:slug', (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const product = products.findBySlug(country, req.params['slug'] ?? '', locale, now().toISOString());
    if (!product) throw notFound(`No product ${echo(req.params['slug'])} in ${country}`);
    const body: ComparisonProduct = {
      id: product.id,
      slug: product.slug,
      title: product.name,
      image: product.image,
      category: product.category,
      currency: product.currency,
      fractionDigits: product.fractionDigits,
      price: product.price,
      oldPrice: product.oldPrice,
      referencePrice: product.referencePrice,
      offer: product.offer,
      inStock: product.inStock,
      preOrder: product.preOrder,
      characteristics: products.characteristics(product.id, locale),
    };
    setContentLanguage(res, locale).json(body);
  });
  return router;
}
