import { z } from 'zod';

/**
 * The contract's one `zod`, configured before any schema exists: every contract file imports `z`
 * from here, so this runs first. Jitless: zod would otherwise probe `new Function('')` when the first
 * object schema is built, which the storefront's CSP (no 'unsafe-eval') blocks and reports.
 */
z.config({ jitless: true });

export { z };
