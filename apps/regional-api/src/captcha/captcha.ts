import { createHmac } from 'node:crypto';
import { captchaChallengeSchema, CAPTCHA_MAX_LENGTH, z, type CaptchaChallenge } from '@storefront/api-client/contract';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CountryCode } from '../countries';
import { COUNTRY_SETTINGS } from '../country-settings';
import type { Db } from '../db/open-database';
import type { Issue } from '../http/http-error';
import { createCaptchaRepository } from './captcha.repository';

/**
 * The key a deployment without `REGIONAL_API_CAPTCHA_KEY` signs its challenges with. It is public (it
 * is in this file): anyone can forge solutions against it, which is fine for the demo and the tests
 * only. A real deployment sets its own.
 */
export const DEMO_CAPTCHA_KEY = 'demo-captcha-key: public, set REGIONAL_API_CAPTCHA_KEY in a real deployment';

/**
 * How hard a challenge is (docs/adr/0269-a-self-hosted-proof-of-work-captcha.md): the shopper's browser
 * derives PBKDF2-SHA-256 keys of `cost` rounds for counters 0, 1, 2… until it meets the one the backend
 * chose at random between `minCounter` and `maxCounter`. About 100 ms in Chromium on a phone's worth of
 * CPU: nothing a shopper notices, a cost per write for a script. The backend only checks an HMAC of the
 * key (deterministic mode): verifying costs nothing.
 */
const CAPTCHA_WORK = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, minCounter: 100, maxCounter: 400 } as const;

/** How long a challenge may be solved and its solution sent: 10 minutes, time to fill in a form. */
export const CAPTCHA_TTL_SECONDS = 600;

/** The widget's payload: base64 of the challenge as it came and the solution found. */
const payloadSchema = z.object({
  challenge: captchaChallengeSchema,
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});
type CaptchaPayload = z.infer<typeof payloadSchema>;

/** Why a write's captcha was refused (the 422's `captcha` issue). */
const REFUSALS = {
  missing: 'is required in this country: send the solution of a challenge of GET /captcha/challenge',
  malformed: 'is not a captcha solution',
  expired: 'the challenge expired: solve a new one',
  invalid: 'is not a solution of a challenge of this backend for this country',
  used: 'this solution was already used: solve a new challenge',
} as const;

function parsePayload(value: unknown): CaptchaPayload | undefined {
  if (typeof value !== 'string' || value.length > CAPTCHA_MAX_LENGTH) return undefined;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(value, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface CaptchaOptions {
  /** The HMAC key challenges are signed with (`REGIONAL_API_CAPTCHA_KEY`); `DEMO_CAPTCHA_KEY` by default. */
  key?: string | undefined;
}

export interface CaptchaVerifier {
  /** A new challenge for a country's forms (`GET /{country}/api/captcha/challenge`). */
  challenge(country: CountryCode): Promise<CaptchaChallenge>;
  /**
   * Checks a write's `captcha` field (`body['captcha']`) where the country has `features.hasCaptcha`
   * (elsewhere it does nothing): a missing, malformed, forged, expired or already used solution adds a
   * `captcha` issue to `issues`, for the write's 422. Call it last, once every other field is checked:
   * the solution is spent only when `issues` is still empty, so a 422 for another field leaves it
   * usable. A retry of the write that spent it (same `idempotencyKey`) may carry it again.
   */
  check(country: CountryCode, value: unknown, issues: Issue[], idempotencyKey: string | undefined): Promise<void>;
}

/**
 * Self-hosted ALTCHA (docs/regional-api.md "Captcha"): challenges signed with the deployment's key,
 * solutions verified here and spent once (`captcha_solutions`). Expiry is in real time, not the app's
 * clock: the widget counts a challenge's life down in the shopper's browser.
 */
export function createCaptcha(db: Db, { key = DEMO_CAPTCHA_KEY }: CaptchaOptions = {}): CaptchaVerifier {
  const hmacSignatureSecret = key;
  // A second key for the derived keys' signatures, from the one configured (as altcha-lib's frameworks derive it).
  const hmacKeySignatureSecret = createHmac('sha256', key).update('altcha key signature').digest('hex');
  const solutions = createCaptchaRepository(db);

  return {
    // Through the contract's schema: the signed parameters pass as they are, and the signature is there.
    challenge: async (country) =>
      captchaChallengeSchema.parse(
        await createChallenge({
          algorithm: CAPTCHA_WORK.algorithm,
          cost: CAPTCHA_WORK.cost,
          counter: randomInt(CAPTCHA_WORK.maxCounter, CAPTCHA_WORK.minCounter),
          deriveKey,
          data: { country },
          expiresAt: Math.floor(Date.now() / 1000) + CAPTCHA_TTL_SECONDS,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        }),
      ),

    async check(country, value, issues, idempotencyKey) {
      if (!COUNTRY_SETTINGS[country].features.hasCaptcha) return;
      const refuse = (reason: keyof typeof REFUSALS) => void issues.push({ path: 'captcha', message: REFUSALS[reason] });
      if (value === undefined || value === null || value === '') return refuse('missing');
      const payload = parsePayload(value);
      if (!payload) return refuse('malformed');
      const { challenge, solution } = payload;
      const { expiresAt, data } = challenge.parameters;
      // A challenge of another country (or one without expiry: none of ours) is not this country's.
      if (data?.['country'] !== country || expiresAt === undefined) return refuse('invalid');

      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
      } catch {
        // What the library cannot read (a counter out of range, a broken key) is no solution.
        return refuse('invalid');
      }
      if (result.expired) return refuse('expired');
      if (!result.verified) return refuse('invalid');

      const spent = { signature: challenge.signature, country, idempotencyKey, expiresAt };
      // Spent only with a write that will go ahead: a 422 for another field leaves the solution usable.
      const usable = issues.length === 0 ? solutions.spend(spent, Math.floor(Date.now() / 1000)) : solutions.usable(spent);
      if (!usable) refuse('used');
    },
  };
}
