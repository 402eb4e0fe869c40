import { firstQueryValue } from '../query/first-query-value';

/** Suggested answers under the search box at most (asked as `itemsPerPage`); "all answers" opens the results page. */
export const SUPPORT_SUGGESTIONS = 6;
/** Answers on the results page (`?q=`): the backend's whole support centre is a few dozen articles. */
export const SUPPORT_RESULTS = 50;

/** The longest search text sent to the backend; a longer one is cut (a pasted paragraph is no question). */
export const SUPPORT_QUERY_MAX = 100;

/**
 * A support search text as it is sent: trimmed, inner spaces collapsed, cut to `SUPPORT_QUERY_MAX`;
 * `undefined` for nothing but spaces.
 */
export function supportSearchText(text: string): string | undefined {
  const normalised = text.replace(/\s+/g, ' ').trim().slice(0, SUPPORT_QUERY_MAX).trim();
  return normalised === '' ? undefined : normalised;
}

/**
 * The support centre's search text from the page's query (`?q=`, `supportSearchText`); `undefined`
 * without one. The first value if the parameter is repeated.
 */
export function supportQueryOf(search: Record<string, unknown>): string | undefined {
  const first = firstQueryValue(search, 'q');
  if (typeof first !== 'string' && typeof first !== 'number') return undefined;
  return supportSearchText(String(first));
}

/** Whether a text can match anything: it has a letter or a digit. Punctuation alone never reaches the backend. */
export function isSearchable(text: string | undefined): text is string {
  return text !== undefined && /[\p{L}\p{N}]/u.test(text);
}
