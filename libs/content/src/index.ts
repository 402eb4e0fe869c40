// Public API of @storefront/content. Nothing is exported yet: see README.md.
export {};
