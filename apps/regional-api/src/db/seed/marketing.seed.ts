import { COUNTRY_CODES } from '../../countries';
import type { Db } from '../open-database';
import { bannerSizes, imageInserter, translationInserter } from './insert';
import { seedBanners, seedOffers, seedTaxonomies } from './marketing.seed-data';

function productsOfLeaves(db: Db) {
  const statement = db
    .prepare<[string], number>(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
       WHERE c.slug IN (SELECT value FROM json_each(?)) ORDER BY c.position, c.id, p.position, p.id`,
    )
    .pluck();
  return (leaves: readonly string[]) => statement.all(JSON.stringify(leaves));
}

export function seedOfferRows(db: Db): void {
  const insertImage = imageInserter(db);
  const products = productsOfLeaves(db);
  const insertOffer = db.prepare(
    `INSERT INTO offers (slug, discount_percent, starts_at, ends_at, position, image)
     VALUES (@slug, @discountPercent, @startsAt, @endsAt, @position, @image)`,
  );
  const texts = translationInserter(db, 'offer_translations', 'offer_id', ['title', 'description', 'conditions']);
  const insertCountry = db.prepare<[number, string]>('INSERT INTO offer_countries (offer_id, country) VALUES (?, ?)');
  const insertProduct = db.prepare<[number, number]>('INSERT INTO offer_products (offer_id, product_id) VALUES (?, ?)');
  seedOffers.forEach((offer, index) => {
    const image = insertImage({
      path: `/offers/${offer.slug}.svg`,
      width: 1200,
      height: 600,
      recipe: { shape: offer.shape, main: '#E53935', accent: '#FFFFFF', view: 'banner', title: `−${offer.discountPercent} %` },
    });
    const id = Number(
      insertOffer.run({
        slug: offer.slug,
        discountPercent: offer.discountPercent,
        startsAt: offer.startsAt,
        endsAt: offer.endsAt,
        position: (index + 1) * 10,
        image,
      }).lastInsertRowid,
    );
    texts(id, [offer.title, offer.description, offer.conditions]);
    for (const country of offer.countries ?? COUNTRY_CODES) insertCountry.run(id, country);
    const ids = products(offer.leaves);
    if (ids.length === 0) throw new Error(`Offer ${offer.slug} covers no product`);
    for (const productId of ids) insertProduct.run(id, productId);
  });
}

export function seedTaxonomyRows(db: Db): void {
  const insertImage = imageInserter(db);
  const products = productsOfLeaves(db);
  const insertTaxonomy = db.prepare<[string, number, string]>(
    "INSERT INTO taxonomies (slug, kind, position, image) VALUES (?, 'collection', ?, ?)",
  );
  const texts = translationInserter(db, 'taxonomy_translations', 'taxonomy_id', ['title', 'description']);
  const insertProduct = db.prepare<[number, number, number]>('INSERT INTO taxonomy_products (taxonomy_id, product_id, position) VALUES (?, ?, ?)');
  seedTaxonomies.forEach((taxonomy, index) => {
    const image = insertImage({
      path: `/collections/${taxonomy.slug}.svg`,
      width: 1200,
      height: 600,
      recipe: { shape: taxonomy.shape, main: '#66CC33', accent: '#1D1D1F', view: 'banner', title: taxonomy.title.en },
    });
    const id = Number(insertTaxonomy.run(taxonomy.slug, (index + 1) * 10, image).lastInsertRowid);
    texts(id, [taxonomy.title, taxonomy.description]);
    products(taxonomy.leaves)
      .slice(0, taxonomy.limit)
      .forEach((productId, position) => insertProduct.run(id, productId, (position + 1) * 10));
  });
}

export function seedBannerRows(db: Db): void {
  const insertImage = imageInserter(db);
  const insertBanner = db.prepare(
    `INSERT INTO banners (slug, placement, position, link, theme, image_desktop, image_tablet, image_mobile)
     VALUES (@slug, @placement, @position, @link, @theme, @desktop, @tablet, @mobile)`,
  );
  const texts = translationInserter(db, 'banner_translations', 'banner_id', ['title', 'subtitle', 'cta']);
  seedBanners.forEach((banner, index) => {
    const image = (variant: keyof typeof bannerSizes) =>
      insertImage({
        path: `/banners/${banner.slug}-${variant}.svg`,
        width: bannerSizes[variant][0],
        height: bannerSizes[variant][1],
        recipe: { shape: banner.shape, main: banner.colour, accent: '#66CC33', view: variant === 'mobile' ? 'card' : 'banner', title: banner.title.en },
      });
    const id = Number(
      insertBanner.run({
        slug: banner.slug,
        placement: banner.placement,
        position: (index + 1) * 10,
        link: banner.link,
        theme: banner.theme,
        desktop: image('desktop'),
        tablet: image('tablet'),
        mobile: image('mobile'),
      }).lastInsertRowid,
    );
    texts(id, [banner.title, banner.subtitle, banner.cta]);
  });
}
