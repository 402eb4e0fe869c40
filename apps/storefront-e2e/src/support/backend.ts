import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** The reference backend of the e2e run (playwright.config.ts). */
export const API_URL = `http://127.0.0.1:${process.env['E2E_API_PORT'] ?? 4100}`;

/** A fault rule of the reference backend (docs/regional-api.md "Fault injection"). */
export interface FaultRule {
  path: string;
  method?: string;
  status?: number;
  latencyMs?: number;
  drop?: boolean;
  malformedJson?: boolean;
  times?: number;
}

/**
 * A server-side fault of the reference backend while `run` runs: every matching answer, the API
 * client's retries included, is the fault; the rule is removed afterwards.
 */
export async function withFault(request: APIRequestContext, rule: FaultRule, run: () => Promise<void>): Promise<void> {
  const answer = await request.post(`${API_URL}/__faults`, { data: rule });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  try {
    await run();
  } finally {
    await request.delete(`${API_URL}/__faults/${id}`);
  }
}
