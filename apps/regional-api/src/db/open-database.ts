import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Opens (creating if needed) the SQLite file. WAL lets readers run while a write commits;
 * foreign keys are off by default in SQLite and must be switched on per connection.
 */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // With WAL, NORMAL only risks the last commits on power loss, never corruption: fine for demo data.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  return db;
}
