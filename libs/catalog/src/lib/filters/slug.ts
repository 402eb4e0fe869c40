/** The longest slug a product or collection URL may carry (the backend's slugs are a few words). */
export const MAX_SLUG_LENGTH = 100;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug of a `/product/{slug}/` or `/collections/{slug}/` URL (the router's decoded `$slug`), or
 * `null` when it cannot name one: empty, too long, or not a lowercase slug (`%00`, `../`,
 * `<script>`, `First-Bike`). Such a URL is a 404 without asking the backend.
 */
export function slugOf(param: string | undefined): string | null {
  const slug = param ?? '';
  return slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug) ? slug : null;
}
