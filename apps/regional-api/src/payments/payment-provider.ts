import { z } from 'zod';
import { verifySignature, type SignatureCheck } from './webhook-signature';

/**
 * The seam between the backend and a payment provider. The reference backend fills it with
 * `createLoopbackProvider`, which talks over HTTP to the provider it simulates (src/simulated-provider);
 * a real provider's adapter implements the same three calls and sends the same confirmations.
 */
export interface PaymentProvider {
  /** Opens a hosted payment session; rejects with `ProviderUnavailableError` when the provider cannot be reached. */
  createSession(request: SessionRequest): Promise<ProviderSession>;
  /** Closes a session nobody should pay any more (a newer one replaced it); best effort. */
  cancelSession(id: string): Promise<void>;
  /** Checks a confirmation's signature over the raw body received. */
  verifyConfirmation(rawBody: Buffer, signature: string | undefined, nowSeconds: number): SignatureCheck;
}

/** How the provider takes the money: a card, or instalments (the country's `hasTabby`). */
export type ProviderMethod = 'card' | 'instalments';

export interface SessionRequest {
  /** The order's slug: every confirmation names it again. */
  reference: string;
  method: ProviderMethod;
  /** In minor units, from the quotation stored with the order (never from the browser). */
  amount: number;
  currency: string;
  fractionDigits: number;
  /** The language of the hosted page. */
  locale: string;
  /** Where the provider sends the shopper back, whatever happened. */
  returnUrl: string;
  /** Where the provider posts its signed confirmations. */
  webhookUrl: string;
  expiresAt: string;
}

interface ProviderSession {
  id: string;
  /** The hosted page the shopper is sent to. */
  url: string;
}

/** The provider could not be reached or refused to open a session: the order stays, to be paid later. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

const PAYMENT_EVENT_TYPES = ['payment.succeeded', 'payment.failed', 'payment.cancelled', 'payment.expired'] as const;

/** A signed confirmation's body. `created` (unix seconds) orders events that arrive out of order. */
export const paymentEventSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9]{8,64}$/),
  type: z.enum(PAYMENT_EVENT_TYPES),
  created: z.number().int().nonnegative(),
  data: z.object({
    session: z.string().regex(/^ps_[A-Za-z0-9]{8,64}$/),
    reference: z.string().max(100),
    amount: z.number().int().nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export interface LoopbackProviderOptions {
  /** The provider's API address (`…/provider/api`), read on each call: a test server knows its port late. */
  apiUrl: () => string;
  apiKey: string;
  webhookSecret: string;
  /** How long to wait for the provider before telling the shopper it is unavailable. */
  timeoutMs?: number;
}

const createdSessionSchema = z.object({ id: z.string().regex(/^ps_[A-Za-z0-9]{8,64}$/), url: z.url() });

/** The adapter of the simulated provider: its HTTP API, authenticated with the merchant's key. */
export function createLoopbackProvider({ apiUrl, apiKey, webhookSecret, timeoutMs = 5_000 }: LoopbackProviderOptions): PaymentProvider {
  const call = (path: string, body: unknown) =>
    fetch(`${apiUrl()}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${apiKey}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  return {
    async createSession(request) {
      let answer: unknown;
      try {
        const response = await call('/sessions', request);
        if (!response.ok) throw new Error(`the provider answered ${response.status}`);
        answer = await response.json();
      } catch (error) {
        throw new ProviderUnavailableError('The payment provider could not open a session', { cause: error });
      }
      const session = createdSessionSchema.safeParse(answer);
      if (!session.success) throw new ProviderUnavailableError('The payment provider answered an unknown shape');
      return session.data;
    },
    async cancelSession(id) {
      const response = await call(`/sessions/${encodeURIComponent(id)}/cancel`, {});
      if (!response.ok && response.status !== 409) throw new Error(`the provider answered ${response.status} to a cancellation`);
    },
    verifyConfirmation: (rawBody, signature, nowSeconds) => verifySignature(webhookSecret, rawBody, signature, nowSeconds),
  };
}
