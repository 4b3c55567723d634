/**
 * Request counts per client in fixed windows, kept in this process: the
 * embedded default of the rate limit (docs/api.md, Rate limit). A client's window opens
 * with its first request and lasts `windowMs`; the count starts again after.
 *
 * Memory is bounded: past `maxClients` keys, expired windows are dropped,
 * then the oldest opened ones (whose clients start afresh, as they would
 * after an eviction from a cache).
 */
export interface WindowCount {
  /** Requests in the current window, this one included. */
  count: number;
  /** When the window closes, in milliseconds since the epoch. */
  resetAt: number;
}

export class FixedWindowCounter {
  private readonly windows = new Map<string, WindowCount>();

  constructor(
    private readonly windowMs: number,
    private readonly maxClients = 10_000,
  ) {}

  /** Counts one request of `key` at time `now`; the returned record is live, do not keep it. */
  hit(key: string, now: number): WindowCount {
    let window = this.windows.get(key);
    if (window === undefined || window.resetAt <= now) {
      if (window !== undefined) this.windows.delete(key); // reopened windows go to the back
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
      if (this.windows.size > this.maxClients) this.prune(now);
    }
    window.count++;
    return window;
  }

  get size(): number {
    return this.windows.size;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Oldest first: a Map iterates in insertion order.
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxClients) break;
      this.windows.delete(key);
    }
  }
}
