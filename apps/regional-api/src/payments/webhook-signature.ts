import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a confirmation may be when it arrives: older is refused, so a captured one cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** The header a confirmation's signature travels in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'Payment-Signature';

const hmac = (secret: string, timestamp: number, rawBody: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

/**
 * Signs a confirmation's raw body as the provider does: HMAC-SHA256 over `{timestamp}.{body}`, so the
 * time is signed with the body and neither can be changed alone.
 */
export function signPayload(secret: string, rawBody: Buffer | string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/**
 * Checks a confirmation over the exact bytes received (never a re-serialised parse): the header must
 * be well formed, its time within `SIGNATURE_TOLERANCE_SECONDS` of `nowSeconds` either way, and one of
 * its `v1` signatures equal (in constant time) to ours.
 */
export function verifySignature(secret: string, rawBody: Buffer, header: string | undefined, nowSeconds: number): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  if (header.length > 1000) return { ok: false, reason: 'malformed' };
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
  return matches ? { ok: true } : { ok: false, reason: 'mismatch' };
}
