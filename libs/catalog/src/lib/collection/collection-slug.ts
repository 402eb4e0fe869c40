/** The longest slug a collection URL may carry (the backend's slugs are a few words). */
export const MAX_COLLECTION_SLUG_LENGTH = 100;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The collection slug of a `/collections/{slug}/` URL (the router's decoded `$slug`), or `null` when
 * it cannot name a collection: empty, too long, or not a lowercase slug (`%00`, `../`, `<script>`,
 * `First-Bike`). Such a URL is a 404 without asking the backend.
 */
export function collectionSlugOf(param: string | undefined): string | null {
  const slug = param ?? '';
  return slug.length <= MAX_COLLECTION_SLUG_LENGTH && SLUG.test(slug) ? slug : null;
}
