/**
 * The schema, as an ordered list. A migration's version is its position + 1, and the database
 * remembers the last one applied in `PRAGMA user_version`.
 *
 * Append only: a migration that has run anywhere is never edited; change the schema with a new
 * one. Each entry is a list of single statements so that each is prepared like any other.
 */
export interface Migration {
  readonly name: string;
  readonly statements: readonly string[];
}

const firstMigrations: readonly Migration[] = [
  {
    name: 'regions of a country, with texts per locale',
    statements: [
      `CREATE TABLE regions (
        id INTEGER PRIMARY KEY,
        country TEXT NOT NULL CHECK (length(country) = 2),
        slug TEXT NOT NULL CHECK (slug <> ''),
        active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
        position INTEGER NOT NULL DEFAULT 0,
        UNIQUE (country, slug)
      ) STRICT`,
      // Lists are always read per country in display order.
      `CREATE INDEX regions_by_country_position ON regions (country, position, id)`,
      // One row per text language, the pattern every translated table follows (products, stores, …).
      `CREATE TABLE region_translations (
        region_id INTEGER NOT NULL REFERENCES regions (id) ON DELETE CASCADE,
        locale TEXT NOT NULL,
        name TEXT NOT NULL,
        name_in TEXT NOT NULL,
        name_from TEXT NOT NULL,
        PRIMARY KEY (region_id, locale)
      ) STRICT, WITHOUT ROWID`,
    ],
  },
];

/**
 * Every translated table follows `region_translations`: one row per (owner, locale), English
 * always present. Columns named `*_json` hold JSON written by this backend only.
 */
const translations = (table: string, owner: string, ownerTable: string, columns: string) =>
  `CREATE TABLE ${table} (
    ${owner} INTEGER NOT NULL REFERENCES ${ownerTable} (id) ON DELETE CASCADE,
    locale TEXT NOT NULL,
    ${columns},
    PRIMARY KEY (${owner}, locale)
  ) STRICT, WITHOUT ROWID`;

const country = `country TEXT NOT NULL CHECK (length(country) = 2)`;
const slug = `slug TEXT NOT NULL UNIQUE CHECK (slug <> '')`;

/**
 * The day each pre-order is expected: the products that carry the `pre-order` badge in a country get
 * the first day of a month from February to May 2027 (by product). The migration that added the column
 * fills the databases seeded before it; the seed runs the same statement after its prices and badges,
 * so an old database and a new one agree.
 */
export const PRE_ORDER_EXPECTED_DAYS = `UPDATE product_prices SET expected_at = printf('2027-%02d-01', 2 + product_id % 4)
  WHERE expected_at IS NULL AND EXISTS (
    SELECT 1 FROM product_badges pb JOIN badges b ON b.id = pb.badge_id
    WHERE pb.country = product_prices.country AND pb.product_id = product_prices.product_id AND b.text = 'pre-order')`;

/**
 * The demo price history (issue 31; docs/adr/0266-reference-prices.md), from the prices the seed set:
 * every product at its regular price (a sale's old price) since 2025-01-01, a sale's price since
 * 2026-10-01, and, for one product in five, a lower price for a few days shortly before the reductions
 * began (10-22 December 2025 before the offers of 1 January 2026; 15-20 September 2026 before the
 * sales): the case the EU's 30-day rule is for, where the reference price differs from the list price.
 * The migration that added the table fills a database seeded before it; the seed runs the same
 * statements after its prices, so an old database and a new one agree.
 */
export const PRICE_HISTORY_SEED: readonly string[] = [
  `INSERT INTO price_history (country, product_id, price, since)
   SELECT country, product_id, coalesce(old_price, price), '2025-01-01T00:00:00.000Z' FROM product_prices`,
  `INSERT INTO price_history (country, product_id, price, since)
   SELECT country, product_id, price - price / 20, '2025-12-10T00:00:00.000Z' FROM product_prices
   WHERE old_price IS NULL AND product_id % 5 = 0`,
  `INSERT INTO price_history (country, product_id, price, since)
   SELECT country, product_id, price, '2025-12-22T00:00:00.000Z' FROM product_prices
   WHERE old_price IS NULL AND product_id % 5 = 0`,
  `INSERT INTO price_history (country, product_id, price, since)
   SELECT country, product_id, price + (old_price - price) / 2, '2026-09-15T00:00:00.000Z' FROM product_prices
   WHERE old_price IS NOT NULL AND product_id % 5 = 0`,
  `INSERT INTO price_history (country, product_id, price, since)
   SELECT country, product_id, old_price, '2026-09-20T00:00:00.000Z' FROM product_prices
   WHERE old_price IS NOT NULL AND product_id % 5 = 0`,
  `INSERT INTO price_history (country, product_id, price, since)
   SELECT country, product_id, price, '2026-10-01T00:00:00.000Z' FROM product_prices WHERE old_price IS NOT NULL`,
];

const laterMigrations: readonly Migration[] = [
  {
    name: 'generated image files, described by how to draw them',
    statements: [
      `CREATE TABLE images (
        path TEXT PRIMARY KEY CHECK (path LIKE '/%.svg'),
        width INTEGER NOT NULL CHECK (width > 0),
        height INTEGER NOT NULL CHECK (height > 0),
        recipe_json TEXT NOT NULL
      ) STRICT, WITHOUT ROWID`,
    ],
  },
  {
    name: 'cities, stores and the general settings of each country',
    statements: [
      `CREATE TABLE cities (
        id INTEGER PRIMARY KEY,
        ${country},
        region_id INTEGER NOT NULL REFERENCES regions (id),
        slug TEXT NOT NULL CHECK (slug <> ''),
        active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
        position INTEGER NOT NULL DEFAULT 0,
        latitude REAL NOT NULL,
        longitude REAL NOT NULL,
        UNIQUE (country, slug)
      ) STRICT`,
      `CREATE INDEX cities_by_country_position ON cities (country, position, id)`,
      translations('city_translations', 'city_id', 'cities', 'name TEXT NOT NULL, name_in TEXT NOT NULL, name_from TEXT NOT NULL'),
      `CREATE TABLE stores (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE CHECK (length(uuid) = 36),
        ${country},
        city_id INTEGER NOT NULL REFERENCES cities (id),
        kind TEXT NOT NULL CHECK (kind IN ('showroom', 'service', 'dealer')),
        phone TEXT NOT NULL,
        email TEXT NOT NULL,
        latitude REAL NOT NULL,
        longitude REAL NOT NULL,
        opens TEXT NOT NULL,
        closes TEXT NOT NULL,
        active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
        position INTEGER NOT NULL DEFAULT 0
      ) STRICT`,
      `CREATE INDEX stores_by_country_position ON stores (country, position, id)`,
      translations('store_translations', 'store_id', 'stores', 'name TEXT NOT NULL, address TEXT NOT NULL'),
      `CREATE TABLE country_generals (
        country TEXT PRIMARY KEY CHECK (length(country) = 2),
        primary_region_id INTEGER NOT NULL REFERENCES regions (id)
      ) STRICT, WITHOUT ROWID`,
      `CREATE TABLE country_general_translations (
        country TEXT NOT NULL REFERENCES country_generals (country) ON DELETE CASCADE,
        locale TEXT NOT NULL,
        region_name TEXT NOT NULL,
        region_name_in TEXT NOT NULL,
        region_name_from TEXT NOT NULL,
        full_region_name TEXT NOT NULL,
        full_region_name_in TEXT NOT NULL,
        full_region_name_from TEXT NOT NULL,
        PRIMARY KEY (country, locale)
      ) STRICT, WITHOUT ROWID`,
    ],
  },
  {
    name: 'catalogue: categories, characteristics, badges, products with prices per country',
    statements: [
      `CREATE TABLE categories (
        id INTEGER PRIMARY KEY,
        parent_id INTEGER REFERENCES categories (id),
        ${slug},
        path TEXT NOT NULL UNIQUE,
        level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
        position INTEGER NOT NULL DEFAULT 0,
        hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1)),
        icon TEXT NOT NULL,
        image TEXT NOT NULL REFERENCES images (path)
      ) STRICT`,
      `CREATE INDEX categories_by_parent ON categories (parent_id, position, id)`,
      translations('category_translations', 'category_id', 'categories', 'title TEXT NOT NULL, description TEXT NOT NULL'),
      // Every (ancestor, descendant) pair, self included: "products of a category" without recursion.
      `CREATE TABLE category_closure (
        ancestor_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
        descendant_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
        depth INTEGER NOT NULL CHECK (depth >= 0),
        PRIMARY KEY (ancestor_id, descendant_id)
      ) STRICT, WITHOUT ROWID`,
      `CREATE INDEX category_closure_by_descendant ON category_closure (descendant_id, depth)`,
      `CREATE TABLE characteristic_groups (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        position INTEGER NOT NULL
      ) STRICT`,
      translations('characteristic_group_translations', 'group_id', 'characteristic_groups', 'title TEXT NOT NULL'),
      `CREATE TABLE characteristics (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE CHECK (key GLOB '[a-z]*'),
        group_id INTEGER NOT NULL REFERENCES characteristic_groups (id),
        position INTEGER NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('string', 'number', 'list'))
      ) STRICT`,
      translations('characteristic_translations', 'characteristic_id', 'characteristics', 'name TEXT NOT NULL, unit TEXT'),
      // Which characteristics a category offers as filters (descendants inherit them).
      `CREATE TABLE category_filter_keys (
        category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
        characteristic_id INTEGER NOT NULL REFERENCES characteristics (id),
        position INTEGER NOT NULL,
        PRIMARY KEY (category_id, characteristic_id)
      ) STRICT, WITHOUT ROWID`,
      // Words that characteristic values are made of (options, list item names), translated once.
      `CREATE TABLE terms (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        position INTEGER NOT NULL
      ) STRICT`,
      translations('term_translations', 'term_id', 'terms', 'label TEXT NOT NULL'),
      `CREATE TABLE badges (
        id INTEGER PRIMARY KEY,
        text TEXT NOT NULL UNIQUE,
        position INTEGER NOT NULL,
        color TEXT NOT NULL,
        text_color TEXT NOT NULL
      ) STRICT`,
      translations('badge_translations', 'badge_id', 'badges', 'title TEXT NOT NULL'),
      `CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        ${slug},
        sku TEXT NOT NULL UNIQUE,
        category_id INTEGER NOT NULL REFERENCES categories (id),
        model TEXT NOT NULL,
        model_year INTEGER NOT NULL,
        colour TEXT NOT NULL,
        position INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      ) STRICT`,
      `CREATE INDEX products_by_category ON products (category_id, position, id)`,
      translations(
        'product_translations',
        'product_id',
        'products',
        'name TEXT NOT NULL, short_description TEXT NOT NULL, description_json TEXT NOT NULL',
      ),
      // Money is integer minor units of the country's currency; never floats.
      `CREATE TABLE product_prices (
        ${country},
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        price INTEGER NOT NULL CHECK (price > 0),
        old_price INTEGER CHECK (old_price IS NULL OR old_price > price),
        stock INTEGER NOT NULL CHECK (stock >= 0),
        PRIMARY KEY (country, product_id)
      ) STRICT, WITHOUT ROWID`,
      `CREATE INDEX product_prices_by_price ON product_prices (country, price, product_id)`,
      // Badges depend on the country: a sale or a short stock is local.
      `CREATE TABLE product_badges (
        ${country},
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        badge_id INTEGER NOT NULL REFERENCES badges (id),
        PRIMARY KEY (country, product_id, badge_id)
      ) STRICT, WITHOUT ROWID`,
      `CREATE INDEX product_badges_by_badge ON product_badges (country, badge_id, product_id)`,
      `CREATE TABLE product_images (
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        image TEXT NOT NULL REFERENCES images (path),
        PRIMARY KEY (product_id, position)
      ) STRICT, WITHOUT ROWID`,
      // One value per row: a number, a term (option) or a list of {term, value}; filter_value is
      // what `characteristics[key][]=` compares with (the term code or the number as text).
      `CREATE TABLE product_characteristics (
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        characteristic_id INTEGER NOT NULL REFERENCES characteristics (id),
        number_value REAL,
        term_id INTEGER REFERENCES terms (id),
        list_json TEXT,
        filter_value TEXT,
        PRIMARY KEY (product_id, characteristic_id),
        CHECK ((number_value IS NOT NULL) + (term_id IS NOT NULL) + (list_json IS NOT NULL) = 1)
      ) STRICT, WITHOUT ROWID`,
      `CREATE INDEX product_characteristics_by_filter ON product_characteristics (characteristic_id, filter_value, product_id)`,
      // Names in every language, the SKU and the model, for /products/search.
      `CREATE VIRTUAL TABLE product_search USING fts5(text, tokenize = 'unicode61 remove_diacritics 2')`,
    ],
  },
  {
    name: 'offers and collections (taxonomies)',
    statements: [
      `CREATE TABLE offers (
        id INTEGER PRIMARY KEY,
        ${slug},
        discount_percent INTEGER NOT NULL CHECK (discount_percent BETWEEN 1 AND 90),
        starts_at TEXT NOT NULL,
        ends_at TEXT NOT NULL CHECK (ends_at > starts_at),
        position INTEGER NOT NULL DEFAULT 0,
        image TEXT NOT NULL REFERENCES images (path)
      ) STRICT`,
      translations(
        'offer_translations',
        'offer_id',
        'offers',
        'title TEXT NOT NULL, description TEXT NOT NULL, conditions TEXT NOT NULL',
      ),
      `CREATE TABLE offer_countries (
        offer_id INTEGER NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
        ${country},
        PRIMARY KEY (country, offer_id)
      ) STRICT, WITHOUT ROWID`,
      `CREATE TABLE offer_products (
        offer_id INTEGER NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        PRIMARY KEY (offer_id, product_id)
      ) STRICT, WITHOUT ROWID`,
      `CREATE INDEX offer_products_by_product ON offer_products (product_id, offer_id)`,
      `CREATE TABLE taxonomies (
        id INTEGER PRIMARY KEY,
        ${slug},
        kind TEXT NOT NULL CHECK (kind IN ('collection')),
        position INTEGER NOT NULL DEFAULT 0,
        image TEXT NOT NULL REFERENCES images (path)
      ) STRICT`,
      translations('taxonomy_translations', 'taxonomy_id', 'taxonomies', 'title TEXT NOT NULL, description TEXT NOT NULL'),
      `CREATE TABLE taxonomy_products (
        taxonomy_id INTEGER NOT NULL REFERENCES taxonomies (id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        PRIMARY KEY (taxonomy_id, product_id)
      ) STRICT, WITHOUT ROWID`,
    ],
  },
  {
    name: 'content: blog, news, pages, banners',
    statements: [
      `CREATE TABLE blog_categories (
        id INTEGER PRIMARY KEY,
        ${slug},
        position INTEGER NOT NULL DEFAULT 0
      ) STRICT`,
      translations('blog_category_translations', 'category_id', 'blog_categories', 'title TEXT NOT NULL, description TEXT NOT NULL'),
      `CREATE TABLE blog_posts (
        id INTEGER PRIMARY KEY,
        ${slug},
        category_id INTEGER NOT NULL REFERENCES blog_categories (id),
        published_at TEXT NOT NULL,
        reading_minutes INTEGER NOT NULL CHECK (reading_minutes > 0),
        image TEXT NOT NULL REFERENCES images (path)
      ) STRICT`,
      `CREATE INDEX blog_posts_by_date ON blog_posts (published_at DESC, id DESC)`,
      translations(
        'blog_post_translations',
        'post_id',
        'blog_posts',
        'title TEXT NOT NULL, excerpt TEXT NOT NULL, body_json TEXT NOT NULL',
      ),
      `CREATE TABLE news (
        id INTEGER PRIMARY KEY,
        ${slug},
        published_at TEXT NOT NULL,
        image TEXT NOT NULL REFERENCES images (path)
      ) STRICT`,
      translations('news_translations', 'news_id', 'news', 'title TEXT NOT NULL, excerpt TEXT NOT NULL, body_json TEXT NOT NULL'),
      `CREATE TABLE pages (
        id INTEGER PRIMARY KEY,
        ${slug},
        position INTEGER NOT NULL DEFAULT 0,
        updated_at TEXT NOT NULL
      ) STRICT`,
      translations(
        'page_translations',
        'page_id',
        'pages',
        'title TEXT NOT NULL, meta_description TEXT NOT NULL, body_json TEXT NOT NULL',
      ),
      `CREATE TABLE banners (
        id INTEGER PRIMARY KEY,
        ${slug},
        placement TEXT NOT NULL,
        position INTEGER NOT NULL DEFAULT 0,
        link TEXT NOT NULL CHECK (link LIKE '/%'),
        theme TEXT NOT NULL CHECK (theme IN ('dark', 'light')),
        image_desktop TEXT NOT NULL REFERENCES images (path),
        image_tablet TEXT NOT NULL REFERENCES images (path),
        image_mobile TEXT NOT NULL REFERENCES images (path)
      ) STRICT`,
      translations('banner_translations', 'banner_id', 'banners', 'title TEXT NOT NULL, subtitle TEXT NOT NULL, cta TEXT NOT NULL'),
    ],
  },
  {
    name: 'support centre: sections and articles, searchable in every language',
    statements: [
      `CREATE TABLE service_sections (
        id INTEGER PRIMARY KEY,
        ${slug},
        position INTEGER NOT NULL DEFAULT 0,
        icon TEXT NOT NULL
      ) STRICT`,
      translations('service_section_translations', 'section_id', 'service_sections', 'title TEXT NOT NULL, description TEXT NOT NULL'),
      `CREATE TABLE service_articles (
        id INTEGER PRIMARY KEY,
        ${slug},
        section_id INTEGER NOT NULL REFERENCES service_sections (id),
        position INTEGER NOT NULL DEFAULT 0,
        popular INTEGER NOT NULL DEFAULT 0 CHECK (popular IN (0, 1)),
        updated_at TEXT NOT NULL
      ) STRICT`,
      `CREATE INDEX service_articles_by_section ON service_articles (section_id, position, id)`,
      translations(
        'service_article_translations',
        'article_id',
        'service_articles',
        'title TEXT NOT NULL, summary TEXT NOT NULL, body_json TEXT NOT NULL',
      ),
      `CREATE VIRTUAL TABLE service_search USING fts5(
        article_id UNINDEXED, locale UNINDEXED, title, body, tokenize = 'unicode61 remove_diacritics 2'
      )`,
    ],
  },
  {
    name: 'writes: orders with their lines, CRM deals, service logs',
    statements: [
      `CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        number TEXT NOT NULL UNIQUE,
        ${country},
        status TEXT NOT NULL CHECK (status IN ('new', 'confirmed', 'cancelled')),
        idempotency_key TEXT,
        request_hash TEXT NOT NULL,
        locale TEXT NOT NULL,
        customer_json TEXT NOT NULL,
        delivery_json TEXT NOT NULL,
        payment_method TEXT NOT NULL,
        comment TEXT,
        campaign_json TEXT NOT NULL,
        currency TEXT NOT NULL,
        total INTEGER NOT NULL CHECK (total >= 0),
        quotation_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (country, idempotency_key)
      ) STRICT`,
      `CREATE TABLE order_lines (
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        product_id INTEGER NOT NULL REFERENCES products (id),
        quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
        unit_price INTEGER NOT NULL,
        total INTEGER NOT NULL,
        PRIMARY KEY (order_id, position)
      ) STRICT, WITHOUT ROWID`,
      `CREATE TABLE deals (
        id INTEGER PRIMARY KEY,
        ${country},
        form TEXT NOT NULL,
        name TEXT NOT NULL,
        phone TEXT NOT NULL,
        email TEXT,
        comment TEXT,
        product_id INTEGER REFERENCES products (id),
        page_url TEXT,
        campaign_json TEXT NOT NULL,
        client_id TEXT,
        form_token TEXT,
        locale TEXT NOT NULL,
        idempotency_key TEXT,
        request_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (country, idempotency_key)
      ) STRICT`,
      `CREATE TABLE service_logs (
        id INTEGER PRIMARY KEY,
        ${country},
        level TEXT NOT NULL CHECK (level IN ('debug', 'info', 'warn', 'error')),
        message TEXT NOT NULL,
        context_json TEXT,
        url TEXT,
        user_agent TEXT,
        created_at TEXT NOT NULL
      ) STRICT`,
    ],
  },
  {
    // Issue 14: a line carries its warranty. Existing lines were all basic (free), hence the defaults.
    name: 'the warranty of each order line and its price per piece',
    statements: [
      `ALTER TABLE order_lines ADD COLUMN warranty TEXT NOT NULL DEFAULT 'basic' CHECK (warranty IN ('basic', 'pro'))`,
      `ALTER TABLE order_lines ADD COLUMN warranty_unit_price INTEGER NOT NULL DEFAULT 0 CHECK (warranty_unit_price >= 0)`,
    ],
  },
  {
    // Issue 16: texts in all nine storefront languages. A blog body may exist in some languages only:
    // the others store NULL and are answered in English (the answer names the body's language).
    // SQLite cannot drop a NOT NULL, so the table is rebuilt with its rows.
    name: 'blog bodies may be missing in a language; the revision of the seeded texts',
    statements: [
      translations(
        'blog_post_translations_rebuilt',
        'post_id',
        'blog_posts',
        'title TEXT NOT NULL, excerpt TEXT NOT NULL, body_json TEXT',
      ),
      `INSERT INTO blog_post_translations_rebuilt (post_id, locale, title, excerpt, body_json)
       SELECT post_id, locale, title, excerpt, body_json FROM blog_post_translations`,
      `DROP TABLE blog_post_translations`,
      `ALTER TABLE blog_post_translations_rebuilt RENAME TO blog_post_translations`,
      // Which revision of the demo texts a database holds (db/seed/seed-texts.ts); no row is revision 1.
      `CREATE TABLE seed_revisions (
        part TEXT PRIMARY KEY,
        revision INTEGER NOT NULL CHECK (revision > 0)
      ) STRICT, WITHOUT ROWID`,
    ],
  },
  {
    // Issue 27: a pre-order can be ordered; the day it is expected is kept per country (NULL: not a
    // pre-order), and an order line keeps it.
    name: 'the day a pre-order is expected, per country; the pre-order mark of an order line',
    statements: [
      `ALTER TABLE product_prices ADD COLUMN expected_at TEXT CHECK (expected_at IS NULL OR date(expected_at) IS expected_at)`,
      PRE_ORDER_EXPECTED_DAYS,
      `ALTER TABLE order_lines ADD COLUMN expected_at TEXT CHECK (expected_at IS NULL OR date(expected_at) IS expected_at)`,
    ],
  },
  {
    // Issue 31: a reduced price's reference ("was") price is read from the prices a product had.
    name: 'the price history of each product per country',
    statements: [
      `CREATE TABLE price_history (
        ${country},
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        price INTEGER NOT NULL CHECK (price > 0),
        since TEXT NOT NULL CHECK (since LIKE '____-__-__T__:__:__.___Z'),
        PRIMARY KEY (country, product_id, since)
      ) STRICT, WITHOUT ROWID`,
      ...PRICE_HISTORY_SEED,
    ],
  },
  {
    // Issue 32: an order paid online. Its payment state sits beside the fulfilment status (NULL: paid
    // offline); each hosted payment session the order opened is a row, each provider event seen once.
    // The simulated provider's own sessions are its tables, as another company's system would be.
    name: 'payments: the payment state of an order, its sessions and the confirmations received',
    statements: [
      `ALTER TABLE orders ADD COLUMN payment_status TEXT CHECK (payment_status IS NULL OR payment_status IN ('awaiting', 'paid', 'failed', 'cancelled', 'expired'))`,
      `ALTER TABLE orders ADD COLUMN paid_at TEXT`,
      `ALTER TABLE orders ADD COLUMN return_url TEXT`,
      `CREATE TABLE payment_sessions (
        id TEXT PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        ${country},
        method TEXT NOT NULL,
        amount INTEGER NOT NULL CHECK (amount >= 0),
        currency TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'paid', 'failed', 'cancelled', 'expired', 'superseded')),
        url TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL,
        last_event_at INTEGER
      ) STRICT`,
      `CREATE INDEX payment_sessions_by_order ON payment_sessions (order_id, created_at)`,
      `CREATE TABLE payment_events (
        id TEXT PRIMARY KEY,
        session_id TEXT NOT NULL,
        type TEXT NOT NULL,
        outcome TEXT NOT NULL,
        received_at TEXT NOT NULL
      ) STRICT, WITHOUT ROWID`,
      `CREATE TABLE provider_sessions (
        id TEXT PRIMARY KEY,
        merchant_reference TEXT NOT NULL,
        method TEXT NOT NULL CHECK (method IN ('card', 'instalments')),
        amount INTEGER NOT NULL CHECK (amount >= 0),
        currency TEXT NOT NULL,
        fraction_digits INTEGER NOT NULL,
        locale TEXT NOT NULL,
        return_url TEXT NOT NULL,
        webhook_url TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'challenge', 'paid', 'declined', 'cancelled', 'expired')),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      ) STRICT`,
    ],
  },
  {
    // Issue 32: a captcha where the country asks for one. A solution is accepted once: the signature of
    // its challenge is kept until the challenge expires (expires_at, Unix seconds), with the
    // Idempotency-Key of the write that spent it, so a retry of that same write is not a reuse.
    name: 'captcha solutions already spent, until their challenge expires',
    statements: [
      `CREATE TABLE captcha_solutions (
        signature TEXT PRIMARY KEY CHECK (length(signature) = 64),
        country TEXT NOT NULL CHECK (length(country) = 2),
        idempotency_key TEXT,
        expires_at INTEGER NOT NULL CHECK (expires_at > 0)
      ) STRICT, WITHOUT ROWID`,
      `CREATE INDEX captcha_solutions_by_expiry ON captcha_solutions (expires_at)`,
    ],
  },
  {
    // Issue 33: an order and a call-back deal record the consent they were made under, as JSON
    // `{"analytics":true,"marketing":false}`; NULL where the client did not say (rows written before).
    name: 'the consent an order or a deal was made under',
    statements: [
      `ALTER TABLE orders ADD COLUMN consent_json TEXT CHECK (consent_json IS NULL OR json_valid(consent_json))`,
      `ALTER TABLE deals ADD COLUMN consent_json TEXT CHECK (consent_json IS NULL OR json_valid(consent_json))`,
    ],
  },
  {
    // Issue 34: which store has which model on display or for test rides (a demo table, seeded by
    // db/seed/store-products.seed.ts), and the test rides and showroom visits booked in a store's slots.
    // A booking's deal names its store. Cancel tokens are kept hashed (SHA-256), one row per token issued
    // (a replayed Idempotency-Key answers a new token; docs/adr/0280-booking-capacity-and-cancel-token.md).
    name: 'the models each store shows or lends for rides; bookings of test rides and showroom visits',
    statements: [
      `CREATE TABLE store_products (
        store_id INTEGER NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        on_display INTEGER NOT NULL CHECK (on_display IN (0, 1)),
        for_test_rides INTEGER NOT NULL CHECK (for_test_rides IN (0, 1)),
        CHECK (on_display = 1 OR for_test_rides = 1),
        PRIMARY KEY (store_id, product_id)
      ) STRICT, WITHOUT ROWID`,
      `CREATE INDEX store_products_by_product ON store_products (product_id, store_id)`,
      `ALTER TABLE deals ADD COLUMN store_id INTEGER REFERENCES stores (id)`,
      `CREATE TABLE bookings (
        id INTEGER PRIMARY KEY,
        ${country},
        kind TEXT NOT NULL CHECK (kind IN ('test_ride', 'showroom_visit')),
        store_id INTEGER NOT NULL REFERENCES stores (id),
        product_id INTEGER REFERENCES products (id),
        slot_start TEXT NOT NULL CHECK (slot_start LIKE '____-__-__T__:__:__.___Z'),
        slot_end TEXT NOT NULL CHECK (slot_end > slot_start),
        name TEXT NOT NULL,
        phone TEXT NOT NULL,
        licence_confirmed INTEGER CHECK (licence_confirmed IS NULL OR licence_confirmed IN (0, 1)),
        deal_id INTEGER NOT NULL REFERENCES deals (id),
        status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled')),
        cancelled_at TEXT,
        locale TEXT NOT NULL,
        idempotency_key TEXT,
        request_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (country, idempotency_key)
      ) STRICT`,
      // The capacity check counts the booked places of one store's slot.
      `CREATE INDEX bookings_by_slot ON bookings (store_id, kind, slot_start, status)`,
      `CREATE TABLE booking_tokens (
        token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
        booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE
      ) STRICT, WITHOUT ROWID`,
    ],
  },
  {
    // Issue 34: the words of the product index, so a search can find the ones a typo away from what a
    // shopper typed (docs/adr/0279-search-rule.md). The index text itself is rebuilt by the seed texts'
    // revision 3 (db/seed/seed-texts.ts).
    name: 'the vocabulary of the product search index',
    statements: [`CREATE VIRTUAL TABLE product_search_vocab USING fts5vocab(product_search, 'row')`],
  },
];

/** Every migration in order; the version of a database is how many of these it has run. */
export const migrations: readonly Migration[] = [...firstMigrations, ...laterMigrations];
