import express, { Router } from 'express';
import { countryOf } from '../http/country';
import { HttpError } from '../http/http-error';
import type { Payments } from './payments';
import { SIGNATURE_HEADER } from './webhook-signature';

/** A confirmation is a few hundred bytes; anything near this is not one. */
const CONFIRMATION_LIMIT_BYTES = 16 * 1024;

/**
 * `POST /{country}/api/payments/webhook`: the provider's signed confirmations (docs/regional-api.md
 * "Paying online"). The body is read raw, as the signature covers its exact bytes. A bad, missing or
 * stale signature and a body that is no payment event are 400; a confirmation of another amount is 422;
 * both are logged and change nothing. Anything else is 200, a duplicate or an event that would undo a
 * payment included, so the provider stops sending it.
 */
export function createPaymentsRouter(payments: Payments): Router {
  const router = Router({ mergeParams: true });
  router.post('/webhook', express.raw({ type: () => true, limit: CONFIRMATION_LIMIT_BYTES }), (req, res) => {
    const country = countryOf(req);
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const result = payments.receiveConfirmation(country, rawBody, req.get(SIGNATURE_HEADER));
    if (result.kind === 'refused') throw new HttpError(result.status, `Confirmation refused: ${result.reason}`);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ received: true, outcome: result.outcome });
  });
  return router;
}
