// Public API of @storefront/cart. Nothing is exported yet: see README.md.
export {};
