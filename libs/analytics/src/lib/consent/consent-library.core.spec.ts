import type * as CookieConsent from 'vanilla-cookieconsent';
import { expect, it } from 'vitest';

/** The interface-free build the package ships beside its main one (no types of its own: the main ones apply). */
const CORE_BUILD = 'vanilla-cookieconsent/dist/core/cookieconsent-core.esm.js';

// A file of its own: the library runs once per window, and this window has not run the full build.
// When this fails, the interface-free build works: switch consent-library.ts to it and drop `root`.
it('still cannot run the core build of vanilla-cookieconsent 3.1.0', async () => {
  const core = (await import(/* @vite-ignore */ CORE_BUILD)) as typeof CookieConsent;
  const config = { categories: { necessary: { readOnly: true } } } as unknown as CookieConsent.CookieConsentConfig;
  await expect(core.run(config)).rejects.toThrow(TypeError);
});
