/**
 * Token buckets per client: each client may spend `burst` requests at once, refilled at
 * `perMinute / 60` tokens a second. Memory stays bounded: at most `maxClients` buckets, a full
 * bucket is forgotten (it is what a new client gets anyway) and the oldest go first when full.
 */
export interface TokenBucketOptions {
  burst: number;
  perMinute: number;
  maxClients?: number;
  /** Milliseconds; tests pin it. */
  now?: () => number;
}

type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface TokenBuckets {
  take(client: string): TakeResult;
  /** How many clients are tracked (tests, metrics). */
  readonly size: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export function createTokenBuckets({ burst, perMinute, maxClients = 50_000, now = () => performance.now() }: TokenBucketOptions): TokenBuckets {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, Bucket>();

  const refilled = (bucket: Bucket, time: number) => Math.min(burst, bucket.tokens + (time - bucket.at) * perMs);

  function evict(time: number): void {
    for (const [client, bucket] of buckets) {
      if (refilled(bucket, time) >= burst) buckets.delete(client);
    }
    // Still full of busy clients: drop the least recently seen (Map keeps insertion order).
    while (buckets.size >= maxClients) {
      const oldest = buckets.keys().next().value;
      if (oldest === undefined) break;
      buckets.delete(oldest);
    }
  }

  return {
    take(client) {
      const time = now();
      const known = buckets.get(client);
      const tokens = known ? refilled(known, time) : burst;
      if (!known && buckets.size >= maxClients) evict(time);
      if (tokens < 1) {
        buckets.set(client, { tokens, at: time });
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
      }
      // Re-inserted so the map's order is the order clients were last seen.
      buckets.delete(client);
      buckets.set(client, { tokens: tokens - 1, at: time });
      return { allowed: true };
    },
    get size() {
      return buckets.size;
    },
  };
}
