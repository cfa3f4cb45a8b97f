import 'server-only';

/** A limit counted in this process's memory, per bucket, over fixed windows. */
export interface WindowCounter {
  /** Counts one hit of `bucket` at `now`: false when the bucket is past its limit in this window. */
  allow(bucket: string, now: number): boolean;
}

/**
 * For hits too frequent to count in the database (the audience beacon: a row per hit would
 * double its writes): each instance counts alone, so N instances let N times the limit through,
 * which is enough where the harm is volume, not a guessed password. Memory is bounded: past
 * `maxBuckets` buckets in one window, a new bucket is refused until the window turns.
 */
export function windowCounter({
  limit,
  windowMs,
  maxBuckets,
}: {
  limit: number;
  windowMs: number;
  maxBuckets: number;
}): WindowCounter {
  let windowStart = 0;
  let hits = new Map<string, number>();
  return {
    allow(bucket, now) {
      if (now - windowStart >= windowMs) {
        windowStart = now - (now % windowMs);
        hits = new Map();
      }
      const count = hits.get(bucket);
      if (count === undefined && hits.size >= maxBuckets) return false;
      const next = (count ?? 0) + 1;
      hits.set(bucket, next);
      return next <= limit;
    },
  };
}
