/**
 * A city slug: a short run of letters, digits, `-` and `_` (no dots, no spaces, at most 64 characters).
 * A module of its own: the routes check it in every page's first load, the remembered city's cookie is
 * written by a lazily loaded drawer and read by the server.
 */
export const CITY_SLUG = /^[\p{L}\p{N}_-]{1,64}$/u;
