import type { Db } from './open-database';

/**
 * Drops every table, view and trigger and sets the schema version back to 0, leaving an empty
 * database for the migrations and the seed to rebuild. The open connection (and the file) stay.
 */
export function dropEverything(db: Db): void {
  const objects = db
    .prepare<[], { type: 'table' | 'view' | 'trigger'; name: string }>(
      `SELECT type, name FROM sqlite_schema
       WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%'
       ORDER BY CASE type WHEN 'trigger' THEN 0 WHEN 'view' THEN 1 ELSE 2 END, name`,
    )
    .all();
  // Foreign keys would otherwise make the drop order matter; the pragma is a no-op inside a transaction.
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const { type, name } of objects) {
        // Identifiers cannot be bound; these names come from sqlite_schema and are quoted.
        db.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name.replaceAll('"', '""')}"`).run();
      }
      db.pragma('user_version = 0');
    }).immediate();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}
