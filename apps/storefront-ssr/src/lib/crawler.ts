import { isbot } from 'isbot';
import { USER_AGENT_LIMIT } from '@storefront/regions/server';

/**
 * Whether a request comes from a crawler, a link previewer or an audit tool (Lighthouse, PageSpeed
 * Insights, GTmetrix…): SPEC §8, they never get the error page. `isbot`'s maintained pattern, not a
 * list of our own; it already tells a CUBOT phone or Yandex Browser from a bot.
 */
export function isCrawler(userAgent: string | undefined | null): boolean {
  return isbot(userAgent?.slice(0, USER_AGENT_LIMIT));
}
