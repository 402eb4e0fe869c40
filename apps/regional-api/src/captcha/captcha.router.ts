import { Router } from 'express';
import { COUNTRY_SETTINGS } from '../country-settings';
import { countryOf } from '../http/country';
import { notFound } from '../http/http-error';
import type { CaptchaVerifier } from './captcha';

/**
 * `GET /{country}/api/captcha/challenge`: a new challenge for the country's forms, never cached (each
 * one is solved and spent once). A country without `features.hasCaptcha` has none: 404. Cheap enough to
 * need no guard: one key derivation and two HMACs, nothing stored.
 */
export function createCaptchaRouter(captcha: CaptchaVerifier): Router {
  const router = Router({ mergeParams: true });
  router.get('/challenge', async (req, res) => {
    const country = countryOf(req);
    if (!COUNTRY_SETTINGS[country].features.hasCaptcha) throw notFound(`No captcha in ${country}: its forms are sent without one`);
    const challenge = await captcha.challenge(country);
    res.setHeader('Cache-Control', 'no-store');
    res.json(challenge);
  });
  return router;
}
