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

/** Rows of the reference backend's database (read-only): what a shopper's action stored. */
export async function storedRows<Row>(sql: string, ...params: unknown[]): Promise<Row[]> {
  const { default: Database } = await import('better-sqlite3');
  const path = process.env['E2E_API_DB'];
  if (!path) throw new Error('E2E_API_DB is not set (playwright.config.ts sets it)');
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}
