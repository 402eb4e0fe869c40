// Public API of @storefront/analytics. Nothing is exported yet: see README.md.
export {};
