import type { CountryCode } from '../countries';
import { paymentEventSchema, ProviderUnavailableError, type PaymentProvider, type ProviderMethod } from './payment-provider';
import type { EventOutcome, PayableOrder, PaymentsRepository } from './payments.repository';

export interface PaymentsDeps {
  repository: PaymentsRepository;
  provider: PaymentProvider;
  now: () => Date;
  /** How long a shopper has on the provider's page (the session's life). */
  sessionMinutes: number;
  /** Where the provider posts a country's confirmations (this backend's webhook, as the provider reaches it). */
  webhookUrl: (country: CountryCode) => string;
  /** Refused confirmations and other things an operator should see, not errors of this process. */
  logWarning: (message: string) => void;
  logError: (message: string, error: unknown) => void;
}

const PROVIDER_METHOD: Record<string, ProviderMethod | undefined> = { 'card-online': 'card', instalments: 'instalments' };

/** A session of a paid-online order that has run out: the provider's page no longer takes the money. */
export const sessionExpired = (session: { status: string; expiresAt: string }, now: Date) => session.status === 'open' && Date.parse(session.expiresAt) <= now.getTime();

export type StartResult = { kind: 'started' } | { kind: 'unavailable' };

export type ConfirmationResult =
  | { kind: 'refused'; status: 400 | 422; reason: string }
  | { kind: 'received'; outcome: EventOutcome; duplicate: boolean };

/**
 * Paying online (docs/regional-api.md "Paying online"): opens the provider's hosted sessions for an
 * order, for its stored total, and applies the provider's signed confirmations to it. The browser never
 * says whether an order is paid: only a confirmation whose signature, time and amount are right does.
 */
export function createPayments({ repository, provider, now, sessionMinutes, webhookUrl, logWarning, logError }: PaymentsDeps) {
  return {
    /** An order as payments see it (its method, amount, newest session), or undefined. */
    findOrder: (country: CountryCode, slug: string): PayableOrder | undefined => repository.findOrder(country, slug),

    /**
     * Opens a new session for an order paid online and makes it the order's current one (a session
     * still open is closed at the provider). When the provider cannot be reached the order is kept,
     * awaiting payment without a page, and `unavailable` lets the caller say so.
     */
    async startSession(country: CountryCode, order: PayableOrder): Promise<StartResult> {
      const method = PROVIDER_METHOD[order.paymentMethod];
      if (!method || !order.returnUrl) throw new Error(`Order ${order.slug} is not paid online`);
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + sessionMinutes * 60_000).toISOString();
      let session;
      try {
        session = await provider.createSession({
          reference: order.slug,
          method,
          amount: order.total,
          currency: order.currency,
          fractionDigits: order.fractionDigits,
          locale: order.locale,
          returnUrl: order.returnUrl.replace('{order}', order.slug),
          webhookUrl: webhookUrl(country),
          expiresAt,
        });
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        logWarning(`payment session of order ${order.slug.slice(0, 4)}… could not be opened: ${String(error.cause ?? error.message)}`);
        return { kind: 'unavailable' };
      }
      const replaced = repository.openSession({
        id: session.id,
        orderId: order.id,
        country,
        method: order.paymentMethod,
        amount: order.total,
        currency: order.currency,
        url: session.url,
        expiresAt,
        createdAt: createdAt.toISOString(),
      });
      for (const id of replaced) provider.cancelSession(id).catch((error: unknown) => logError(`payment session ${id} could not be closed at the provider`, error));
      return { kind: 'started' };
    },

    /** A confirmation as received: refused unless signed, fresh and well formed; applied once. */
    receiveConfirmation(country: CountryCode, rawBody: Buffer, signature: string | undefined): ConfirmationResult {
      const check = provider.verifyConfirmation(rawBody, signature, Math.floor(now().getTime() / 1000));
      if (!check.ok) {
        logWarning(`payment confirmation for ${country} refused: signature ${check.reason}`);
        return { kind: 'refused', status: 400, reason: `signature ${check.reason}` };
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        json = undefined;
      }
      const event = paymentEventSchema.safeParse(json);
      if (!event.success) {
        logWarning(`payment confirmation for ${country} refused: not a payment event`);
        return { kind: 'refused', status: 400, reason: 'not a payment event' };
      }
      const outcome = repository.applyEvent(country, event.data, now().toISOString());
      if (outcome === 'amount-mismatch') {
        logWarning(`payment confirmation ${event.data.id} refused: ${event.data.data.amount} ${event.data.data.currency} is not what session ${event.data.data.session} asked`);
        return { kind: 'refused', status: 422, reason: 'the amount is not the session’s' };
      }
      if (outcome === 'unknown-session') logWarning(`payment confirmation ${event.data.id} names no session of ${country}`);
      if (outcome === 'paid-twice') logWarning(`order ${event.data.data.reference.slice(0, 4)}… was paid again through session ${event.data.data.session}: refund it`);
      return { kind: 'received', outcome, duplicate: outcome === 'duplicate' };
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
