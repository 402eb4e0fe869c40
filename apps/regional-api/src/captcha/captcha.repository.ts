import type { CountryCode } from '../countries';
import type { Db } from '../db/open-database';

export interface SpentSolution {
  /** The signature of the solution's challenge: unique per challenge, and signed by this backend. */
  signature: string;
  country: CountryCode;
  /** The write's `Idempotency-Key`: a retry of that same write may carry the solution again. */
  idempotencyKey: string | undefined;
  /** When the challenge expires (Unix seconds): after it, the solution is refused anyway and its row goes. */
  expiresAt: number;
}

/**
 * The captcha solutions already spent (`captcha_solutions`). A solution is accepted for one write:
 * a second write with it is a reuse, except the retry of the write that spent it (same country, same
 * `Idempotency-Key`), which the write's own idempotency then answers.
 */
export function createCaptchaRepository(db: Db) {
  const spentBy = db.prepare<[string], { country: string; idempotency_key: string | null }>(
    'SELECT country, idempotency_key FROM captcha_solutions WHERE signature = ?',
  );
  const insert = db.prepare<[string, string, string | null, number]>(
    'INSERT INTO captcha_solutions (signature, country, idempotency_key, expires_at) VALUES (?, ?, ?, ?)',
  );
  const purge = db.prepare<[number]>('DELETE FROM captcha_solutions WHERE expires_at < ?');

  const isRetry = (row: { country: string; idempotency_key: string | null }, solution: SpentSolution) =>
    row.idempotency_key !== null && row.idempotency_key === solution.idempotencyKey && row.country === solution.country;

  // Immediate: the look-up and the insert hold the write lock together, so two processes sharing the
  // file cannot both spend one solution.
  const spend = db.transaction((solution: SpentSolution, nowSeconds: number): boolean => {
    const row = spentBy.get(solution.signature);
    if (row) return isRetry(row, solution);
    purge.run(nowSeconds);
    insert.run(solution.signature, solution.country, solution.idempotencyKey ?? null, solution.expiresAt);
    return true;
  });

  return {
    /** Whether the solution may be used for this write: never spent, or spent by this very write. */
    usable(solution: SpentSolution): boolean {
      const row = spentBy.get(solution.signature);
      return !row || isRetry(row, solution);
    },
    /** Spends the solution for this write; false when another write spent it first. */
    spend: (solution: SpentSolution, nowSeconds: number): boolean => spend.immediate(solution, nowSeconds),
  };
}
