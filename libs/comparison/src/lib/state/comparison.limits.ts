/** SPEC §5, §9: at most 6 categories, 3 products each; the comparison view has 3 slots. */
export const COMPARISON_LIMITS = { categories: 6, productsPerCategory: 3, slots: 3 } as const;
