import type { Badge } from '@storefront/api-client/contract';
import type { ContentLocale } from '../content-locales';
import { localeParams, localized } from '../db/localized';
import type { Db } from '../db/open-database';

interface BadgeRow {
  id: number;
  text: Badge['text'];
  position: number;
  color: string;
  text_color: string;
  t_title: string;
}

const texts = localized('badge_translations', 'badge_id', 'b.id', 't', ['title']);
const SELECT = `SELECT b.id, b.text, b.position, b.color, b.text_color, ${texts.columns} FROM badges b ${texts.joins}`;

const toBadge = (row: BadgeRow): Badge => ({
  id: row.id,
  text: row.text,
  title: row.t_title,
  color: row.color,
  textColor: row.text_color,
  position: row.position,
});

/** Data access for the five badges (the same in every country; which products carry them is local). */
export function createBadgesRepository(db: Db) {
  type P = { locale: string; fallback: string };
  const listStatement = db.prepare<P & { limit: number; offset: number }, BadgeRow>(`${SELECT} ORDER BY b.position, b.id LIMIT @limit OFFSET @offset`);
  const countStatement = db.prepare<[], number>('SELECT count(*) FROM badges').pluck();
  const byIdStatement = db.prepare<P & { id: number }, BadgeRow>(`${SELECT} WHERE b.id = @id`);
  const byTextStatement = db.prepare<P & { text: string }, BadgeRow>(`${SELECT} WHERE b.text = @text`);
  return {
    list(locale: ContentLocale, limit: number, offset: number): Badge[] {
      return listStatement.all({ ...localeParams(locale), limit, offset }).map(toBadge);
    },
    count(): number {
      return countStatement.get() ?? 0;
    },
    findById(id: number, locale: ContentLocale): Badge | undefined {
      const row = byIdStatement.get({ id, ...localeParams(locale) });
      return row && toBadge(row);
    },
    findByText(text: string, locale: ContentLocale): Badge | undefined {
      const row = byTextStatement.get({ text, ...localeParams(locale) });
      return row && toBadge(row);
    },
  };
}

export type BadgesRepository = ReturnType<typeof createBadgesRepository>;
