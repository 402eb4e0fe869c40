// The ALTCHA widget (docs/adr/0269-a-self-hosted-proof-of-work-captcha.md), a chunk of its own that
// `CaptchaField` imports when a form that needs it shows: never part of a page's first load. Its
// "external" build leaves out the inline stylesheet and the blob workers of the default one, which the
// page's CSP refuses: the stylesheet is a file of this bundle and the proof of work runs in a worker
// file the bundler emits, both the site's own files.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { Strings } from 'altcha/types';

/** The one algorithm the regional backend's challenges use (apps/regional-api `CAPTCHA_WORK`). */
const ALGORITHM = 'PBKDF2/SHA-256';

/**
 * Makes `<altcha-widget>` ready: defined (by the import above), able to run the backend's algorithm,
 * and speaking `language` with `strings` (the page's messages; the widget's registry is global, one
 * page has one language).
 */
export function prepareCaptchaWidget(language: string, strings: Strings): void {
  if (!globalThis.$altcha.algorithms.has(ALGORITHM)) globalThis.$altcha.algorithms.set(ALGORITHM, () => new Pbkdf2Worker());
  globalThis.$altcha.i18n.set(language, Object.fromEntries(Object.entries(strings)));
}
