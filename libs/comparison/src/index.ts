// Public API of @storefront/comparison. Nothing is exported yet: see README.md.
export {};
