// Public API of @storefront/catalog. Nothing is exported yet: see README.md.
export {};
