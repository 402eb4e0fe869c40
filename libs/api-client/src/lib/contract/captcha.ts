import { z } from './zod';

/**
 * The longest captcha solution a write takes: the widget's payload (base64 of the signed challenge and
 * its solution) is about 750 characters; the rest is room, and a body stays small.
 */
export const CAPTCHA_MAX_LENGTH = 4000;

/**
 * A write's `captcha` field where the country's `/init/shop` `features.hasCaptcha` is set: the ALTCHA
 * widget's payload for a challenge of `GET /captcha/challenge` (docs/regional-api.md "Captcha").
 * Elsewhere the backend ignores it.
 */
export const captchaFieldSchema = z.string().max(CAPTCHA_MAX_LENGTH);

/**
 * `GET /captcha/challenge` (404 in a country without `features.hasCaptcha`): an ALTCHA v2 proof-of-work
 * challenge, signed by the backend, never cached. The parameters are what the signature covers, so they
 * pass through as they came (a loose object: a field this schema does not name is kept, not dropped).
 */
export const captchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    /** Unix time (seconds) after which the backend refuses a solution of it. */
    expiresAt: z.number().int().positive().optional(),
    /** What the backend signed into it: the country whose writes it is for (`{ country: 'ru' }`). */
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
