import { createHash, randomBytes } from 'node:crypto';
import express, { Router, type Request } from 'express';
import { z } from 'zod';
import { parseBody } from '../http/body';
import { forbidden, HttpError, notFound } from '../http/http-error';
import { tokensEqual } from '../http/tokens';
import type { PaymentEvent, SessionRequest } from '../payments/payment-provider';
import { SIGNATURE_HEADER, signPayload } from '../payments/webhook-signature';
import { HOSTED_PAGE_STYLE, renderHostedPage, TEST_CARDS, unknownCardMessage, type HostedView } from './hosted-page';
import type { HostedSession, HostedStatus, ProviderRepository } from './provider.repository';

export interface SimulatedProviderOptions {
  repository: ProviderRepository;
  now: () => Date;
  /** The merchant's API key (`Authorization: Bearer …`). */
  apiKey: string;
  /** The secret the confirmations are signed with, shared with the merchant. */
  webhookSecret: string;
  /** Where browsers reach the provider (its hosted pages are `{publicUrl}/pay/{id}`). */
  publicUrl: () => string;
  /** How long the `late` test card's confirmation waits after the shopper is sent back. */
  lateConfirmationMs: number;
  logError: (message: string, error: unknown) => void;
}

/** Waits between delivery attempts of a confirmation the shop did not take (a network error, a 5xx or a 429). */
const RETRY_DELAYS_MS = [1_000, 5_000, 25_000];

const sessionRequestSchema = z.object({
  reference: z.string().min(1).max(100),
  method: z.enum(['card', 'instalments']),
  amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
  fractionDigits: z.number().int().min(0).max(4),
  locale: z.string().regex(/^[a-z]{2}(_[a-z]{2})?$/),
  returnUrl: z.url({ protocol: /^https?$/ }).max(2000),
  webhookUrl: z.url({ protocol: /^https?$/ }).max(2000),
  expiresAt: z.iso.datetime(),
}) satisfies z.ZodType<SessionRequest>;

const randomId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;

const SESSION_ID = /^ps_[A-Za-z0-9]{24}$/;

/** A session that can still take the money: its form, or the bank's step, is showing. */
const payable = (session: HostedSession): session is HostedSession & { status: 'open' | 'challenge' } => session.status === 'open' || session.status === 'challenge';

/** The hosted page's inline stylesheet, allowed by its hash: its CSP allows nothing else. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(HOSTED_PAGE_STYLE).digest('base64')}'`;

/**
 * The payment provider the reference backend simulates on loopback (docs/regional-api.md "Paying
 * online"): an API the merchant opens sessions with, hosted pages where the shopper pays with a test
 * card or approves an instalment plan, and confirmations signed with HMAC-SHA256 posted to the
 * merchant's webhook, retried while the shop does not take them. It knows the shop only by what a
 * session asked for; the same code stands for the card and the instalments provider.
 */
export function createSimulatedProvider({ repository, now, apiKey, webhookSecret, publicUrl, lateConfirmationMs, logError }: SimulatedProviderOptions): Router {
  const router = Router();

  const authenticate = (req: Request) => {
    const header = req.get('authorization') ?? '';
    if (!tokensEqual(header, `Bearer ${apiKey}`)) throw forbidden('Unknown API key');
  };

  async function deliver(session: HostedSession, body: string, attempt = 0): Promise<void> {
    const created = Math.floor(now().getTime() / 1000);
    let retry = true;
    try {
      const response = await fetch(session.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signPayload(webhookSecret, body, created) },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      await response.body?.cancel();
      if (response.ok) return;
      retry = response.status >= 500 || response.status === 429;
      if (!retry) logError(`the shop refused confirmation of ${session.id}`, new Error(`HTTP ${response.status}`));
    } catch (error) {
      if (attempt === RETRY_DELAYS_MS.length) logError(`confirmation of ${session.id} could not be delivered`, error);
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if (retry && delay !== undefined) setTimeout(() => void deliver(session, body, attempt + 1), delay).unref();
  }

  /** Sends a signed confirmation; the first attempt is awaited, retries are not. Each attempt is signed afresh. */
  const confirm = (session: HostedSession, type: PaymentEvent['type']): Promise<void> => {
    const event: PaymentEvent = {
      id: randomId('evt'),
      type,
      created: Math.floor(now().getTime() / 1000),
      data: { session: session.id, reference: session.reference, amount: session.amount, currency: session.currency },
    };
    return deliver(session, JSON.stringify(event));
  };

  /** A session past its time is expired (and the shop told so) the first time anyone looks at it. */
  const current = async (id: string): Promise<HostedSession> => {
    const session = SESSION_ID.test(id) ? repository.find(id) : undefined;
    if (!session) throw notFound('No such payment session');
    if (payable(session) && Date.parse(session.expiresAt) <= now().getTime()) {
      if (repository.move(session.id, session.status, 'expired')) await confirm(session, 'payment.expired');
      return { ...session, status: 'expired' };
    }
    return session;
  };

  const page = (res: express.Response, session: HostedSession, view: HostedView, status = 200, error?: string) => {
    const formTargets = ["'self'", new URL(session.returnUrl).origin].join(' ');
    res
      .status(status)
      .setHeader('Content-Security-Policy', `default-src 'none'; style-src ${STYLE_HASH}; form-action ${formTargets}; base-uri 'none'; frame-ancestors 'none'`)
      .setHeader('Cache-Control', 'no-store')
      .setHeader('Referrer-Policy', 'no-referrer')
      .type('html')
      .send(renderHostedPage(view, session, error));
  };
  const viewOf = (status: HostedStatus): HostedView => (status === 'open' ? 'pay' : status === 'challenge' ? 'challenge' : status === 'expired' ? 'expired' : 'ended');

  router.post('/api/sessions', express.json({ limit: 8 * 1024 }), (req, res) => {
    authenticate(req);
    const request = parseBody(sessionRequestSchema, req.body);
    const id = randomId('ps');
    repository.create(id, request, now().toISOString());
    res.status(201).json({ id, url: `${publicUrl()}/pay/${id}` });
  });

  // The merchant closes a session it replaced: nobody may pay it any more.
  router.post('/api/sessions/:id/cancel', async (req, res) => {
    authenticate(req);
    const session = await current(req.params['id'] ?? '');
    const closed = payable(session) && repository.move(session.id, session.status, 'cancelled');
    res.status(closed ? 200 : 409).json({ id: session.id, status: closed ? 'cancelled' : session.status });
  });

  // A test clock, as sandbox providers offer: the session's time runs out now, and the shop is told.
  router.post('/api/sessions/:id/expire', async (req, res) => {
    authenticate(req);
    const session = await current(req.params['id'] ?? '');
    const expired = payable(session) && repository.move(session.id, session.status, 'expired');
    if (expired) await confirm(session, 'payment.expired');
    res.status(expired ? 200 : 409).json({ id: session.id, status: expired ? 'expired' : session.status });
  });

  router.get('/pay/:id', async (req, res) => {
    const session = await current(req.params['id'] ?? '');
    page(res, session, viewOf(session.status));
  });

  router.post('/pay/:id', express.urlencoded({ limit: 4 * 1024, extended: false, parameterLimit: 10 }), async (req, res) => {
    const session = await current(req.params['id'] ?? '');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const action = typeof body['action'] === 'string' ? body['action'] : '';
    const back = () => res.redirect(303, session.returnUrl);
    // Ends the session with an outcome the shop is told of before the shopper is sent back.
    const end = async (to: HostedStatus, type: PaymentEvent['type']) => {
      if (repository.move(session.id, session.status, to)) await confirm(session, type);
      back();
    };
    if (!payable(session)) return page(res, session, viewOf(session.status), 409);
    if (action === 'cancel') return end('cancelled', 'payment.cancelled');
    if (session.status === 'challenge') {
      if (action === 'confirm') return end('paid', 'payment.succeeded');
      if (action === 'fail') return end('declined', 'payment.failed');
      return page(res, session, 'challenge', 422);
    }
    if (session.method === 'instalments') {
      if (action === 'approve') return end('paid', 'payment.succeeded');
      if (action === 'decline') return end('declined', 'payment.failed');
      return page(res, session, 'pay', 422);
    }
    const number = typeof body['card'] === 'string' ? body['card'].replace(/[\s-]/g, '') : '';
    const card = action === 'pay' && Object.hasOwn(TEST_CARDS, number) ? TEST_CARDS[number as keyof typeof TEST_CARDS] : undefined;
    if (!card) return page(res, session, 'pay', 422, unknownCardMessage(session.locale));
    if (card.outcome === 'approve') return end('paid', 'payment.succeeded');
    if (card.outcome === 'decline') return end('declined', 'payment.failed');
    if (card.outcome === 'challenge') {
      repository.move(session.id, 'open', 'challenge');
      return res.redirect(303, `${publicUrl()}/pay/${session.id}`);
    }
    // `late`: the shopper is back before the shop knows.
    if (repository.move(session.id, 'open', 'paid')) setTimeout(() => void confirm(session, 'payment.succeeded'), lateConfirmationMs).unref();
    return back();
  });

  // A hosted page that does not exist is a page for a person, not JSON.
  router.use('/pay', (error: unknown, _req: Request, res: express.Response, next: express.NextFunction) => {
    if (error instanceof HttpError && error.status === 404 && !res.headersSent) {
      res.status(404).type('text/plain').send('This payment session does not exist.');
      return;
    }
    next(error);
  });

  return router;
}
