import { timingSafeEqual } from 'node:crypto';

/** Compared in constant time: the answer's timing says nothing about how much of a guess was right. */
export function tokensEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
