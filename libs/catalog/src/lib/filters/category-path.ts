/** The most levels a category path can have (the backend's tree is three deep). */
const MAX_CATEGORY_DEPTH = 3;

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The category path of a `/catalog/{slug…}/` URL (its splat, with or without the trailing slash),
 * or `null` when it cannot name a category: no segment, an empty one, more than three, or one that
 * is not a slug. Such a path is a 404 without asking the backend.
 */
export function categoryPathOf(splat: string | undefined): string | null {
  const path = (splat ?? '').replace(/\/$/, '');
  const segments = path.split('/');
  if (!path || segments.length > MAX_CATEGORY_DEPTH) return null;
  return segments.every((segment) => segment.length <= 100 && SEGMENT.test(segment)) ? path : null;
}
