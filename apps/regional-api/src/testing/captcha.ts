import { captchaChallengeSchema, type CaptchaChallenge } from '@storefront/api-client/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

type Solution = NonNullable<Awaited<ReturnType<typeof solveChallenge>>>;

/** The `captcha` field of a write, as the widget writes it: base64 of the challenge and its solution. */
export const captchaPayload = (challenge: CaptchaChallenge, solution: Solution): string =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

/** Solves a challenge as a shopper's browser does (the same key derivation, counters from 0 up). */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('The captcha challenge found no solution in 10 s');
  return solution;
}

/**
 * A solved captcha of a backend's country (`GET /{country}/api/captcha/challenge`, then the work): what
 * an order or a deal there carries where `features.hasCaptcha` is set (ru).
 */
export async function solvedCaptcha(baseUrl: string, country = 'ru'): Promise<string> {
  const response = await fetch(`${baseUrl}/${country}/api/captcha/challenge`);
  if (!response.ok) throw new Error(`GET /${country}/api/captcha/challenge answered ${response.status}`);
  const challenge = captchaChallengeSchema.parse(await response.json());
  return captchaPayload(challenge, await solveCaptcha(challenge));
}
