import { fileURLToPath } from 'node:url';

/**
 * The storage state of a shopper who accepted all cookies (written by consent.setup.ts, the default
 * of every spec). A context a spec opens itself starts empty: pass this to keep the banner away.
 */
export const CONSENTED_STATE = fileURLToPath(new URL('../../../../tmp/e2e/consented-state.json', import.meta.url));
