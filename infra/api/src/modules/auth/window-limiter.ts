/** One limit: at most `max` hits in any `ms` window. */
export interface WindowRule {
  max: number;
  ms: number;
}

/**
 * Per-key sliding windows kept in memory (one API instance; docs/architecture.md §7 puts shared limits in Redis when scaled
 * out). Keys are normalised emails, so an unknown address is limited exactly like a registered one.
 */
export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly longest: number;

  constructor(
    private readonly rules: WindowRule[],
    private readonly now: () => number = () => Date.now(),
  ) {
    this.longest = Math.max(...rules.map((r) => r.ms));
  }

  /** Milliseconds until the key may be hit again, or 0 when a hit is allowed now. */
  retryAfter(key: string): number {
    const t = this.now();
    const list = this.recent(key, t);
    let wait = 0;
    for (const rule of this.rules) {
      const inWindow = list.filter((h) => h > t - rule.ms);
      if (inWindow.length >= rule.max) wait = Math.max(wait, inWindow[inWindow.length - rule.max]! + rule.ms - t);
    }
    return wait;
  }

  hit(key: string): void {
    const t = this.now();
    const list = this.recent(key, t);
    list.push(t);
    this.hits.set(key, list);
    if (this.hits.size > 10_000) this.sweep(t);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string, t: number): number[] {
    return (this.hits.get(key) ?? []).filter((h) => h > t - this.longest);
  }

  private sweep(t: number): void {
    for (const [key, list] of this.hits) if (!list.some((h) => h > t - this.longest)) this.hits.delete(key);
  }
}
