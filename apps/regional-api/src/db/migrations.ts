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

export const migrations: readonly Migration[] = [
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
