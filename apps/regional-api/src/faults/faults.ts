import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { bodyOf, jsonBody, parseBody } from '../http/body';
import { forbidden, notFound } from '../http/http-error';

/**
 * Fault injection for tests (off unless `REGIONAL_API_FAULTS=1`). A rule matches requests by path
 * pattern (`*` is any run of characters, `?` one) and optionally method, and then: waits
 * `latencyMs`, and either drops the connection, answers malformed JSON, answers `status` with a
 * JSON error, or (latency only) lets the request through. `times` limits how many requests it
 * hits. Only requests from loopback are affected, and only loopback may manage the rules.
 */
const faultRuleSchema = z
  .object({
    path: z.string().min(1).max(500).startsWith('/'),
    method: z
      .string()
      .regex(/^[A-Za-z]{3,7}$/)
      .transform((method) => method.toUpperCase())
      .optional(),
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    status: z.number().int().min(200).max(599).optional(),
    drop: z.boolean().optional(),
    malformedJson: z.boolean().optional(),
    times: z.number().int().min(1).max(1_000_000).optional(),
  })
  .strict()
  .refine((rule) => rule.latencyMs !== undefined || rule.status !== undefined || rule.drop === true || rule.malformedJson === true, {
    error: 'a rule needs an effect: latencyMs, status, drop or malformedJson',
  })
  .refine((rule) => [rule.status !== undefined && rule.malformedJson !== true, rule.drop === true, rule.malformedJson === true].filter(Boolean).length <= 1, {
    error: 'choose one of status, drop and malformedJson (status may go with malformedJson)',
  });

export type FaultRuleInput = z.output<typeof faultRuleSchema>;

export interface FaultRule extends FaultRuleInput {
  id: number;
  hits: number;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
export const isLoopback = (req: Request) => LOOPBACK.has(req.socket.remoteAddress ?? '');

/** `*` any run of characters, `?` one character; everything else literal. */
function globToRegExp(glob: string): RegExp {
  const body = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*+/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${body}$`);
}

/** A truncated JSON document: what a proxy cutting a response short looks like to the client. */
export const MALFORMED_JSON = '{"items":[{"id":1,"name":"Raptor 250';

export function createFaults(initial: readonly FaultRuleInput[] = []) {
  let nextId = 1;
  let rules: { rule: FaultRule; pattern: RegExp }[] = [];
  const add = (input: FaultRuleInput): FaultRule => {
    const rule: FaultRule = { ...input, id: nextId++, hits: 0 };
    rules.push({ rule, pattern: globToRegExp(input.path) });
    return rule;
  };
  for (const rule of initial) add(rule);

  /** Runs first: a matching rule may delay, break or replace the answer. */
  const inject: RequestHandler = (req, res, next) => {
    if (!isLoopback(req) || req.path.startsWith('/__faults')) {
      next();
      return;
    }
    const match = rules.find(({ rule, pattern }) => (rule.method === undefined || rule.method === req.method) && pattern.test(req.path));
    if (!match) {
      next();
      return;
    }
    const { rule } = match;
    rule.hits += 1;
    if (rule.times !== undefined && rule.hits >= rule.times) rules = rules.filter((entry) => entry !== match);
    const act = () => {
      if (rule.drop) {
        req.socket.destroy();
        return;
      }
      if (rule.malformedJson) {
        res.status(rule.status ?? 200).type('application/json').send(MALFORMED_JSON);
        return;
      }
      if (rule.status !== undefined) {
        res.status(rule.status).json({ error: 'Injected fault', message: `Fault rule ${rule.id} answered ${rule.status}` });
        return;
      }
      next();
    };
    if (rule.latencyMs) setTimeout(act, rule.latencyMs);
    else act();
  };

  const onlyLoopback: RequestHandler = (req, _res, next) => {
    if (!isLoopback(req)) throw forbidden('Fault injection is managed from loopback only');
    next();
  };

  /** `/__faults`: GET lists the rules, POST adds one, DELETE clears all, DELETE /{id} removes one. */
  const admin = Router();
  admin.use(onlyLoopback);
  admin.get('/', (_req, res) => {
    res.json({ items: rules.map(({ rule }) => rule) });
  });
  admin.post('/', ...jsonBody(8 * 1024), (req, res) => {
    res.status(201).json(add(parseBody(faultRuleSchema, bodyOf(req, 'JSON'))));
  });
  admin.delete('/', (_req, res) => {
    rules = [];
    res.status(204).end();
  });
  admin.delete('/:id', (req, res) => {
    const before = rules.length;
    rules = rules.filter(({ rule }) => String(rule.id) !== req.params['id']);
    if (rules.length === before) throw notFound(`No fault rule ${String(req.params['id']).slice(0, 20)}`);
    res.status(204).end();
  });

  return { inject, admin, add, list: () => rules.map(({ rule }) => rule) };
}

export type Faults = ReturnType<typeof createFaults>;

/** Rules given at start in `REGIONAL_API_FAULT_RULES` (a JSON array), validated like POSTed ones. */
export function parseFaultRules(json: string | undefined): FaultRuleInput[] {
  if (json === undefined || json.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('REGIONAL_API_FAULT_RULES must be a JSON array of rules');
  }
  const result = z.array(faultRuleSchema).safeParse(value);
  if (!result.success) throw new Error(`REGIONAL_API_FAULT_RULES: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return result.data;
}
