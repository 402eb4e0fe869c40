/**
 * The seed's only source of variety: a small seeded generator (sfc32, seeded through cyrb128).
 * Each part of the seed takes its own stream by name, so adding data to one part never shifts
 * the numbers another part draws. Math.random is never used.
 */
const SEED = 'norrak-demo-2026';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A fixed-size sample without repeats, in draw order. */
  sample<T>(items: readonly T[], count: number): T[];
  digits(count: number): string;
  /** An RFC 4122 version 4 UUID drawn from this stream. */
  uuid(): string;
}

// cyrb128: spreads a string into four 32-bit seeds.
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

function sfc32(seed: [number, number, number, number]): () => number {
  let [a, b, c, d] = seed;
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export function createRandom(stream: string): Random {
  const next = sfc32(cyrb128(`${SEED}:${stream}`));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (count: number) => Array.from({ length: count }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const taken: T[] = [];
      while (taken.length < count && pool.length > 0) taken.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
      return taken;
    },
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}
