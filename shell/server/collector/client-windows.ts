/**
 * Counts per client in fixed windows, for at most `held` clients: the least recently counted is
 * forgotten first. What @fastify/rate-limit did for the collector, with the two things it could not:
 * a count is checked before it is made, so a batch one limit refuses counts against no other, and a
 * limit holds the number of clients it says (the plugin's route limiters, made by `store.child()`,
 * kept 5 000 whatever its `cache` said).
 */
export class ClientWindows {
  private readonly counts = new Map<string, { count: number; resetAt: number }>()

  constructor(
    readonly max: number,
    readonly windowMs: number,
    readonly held: number,
    private readonly now: () => number,
  ) {}

  private current(key: string) {
    const entry = this.counts.get(key)
    return entry && entry.resetAt > this.now() ? entry : undefined
  }

  /** Null when `n` more fit in the client's window now, else the whole seconds until it ends. */
  wait(key: string, n: number): number | null {
    const entry = this.current(key)
    if ((entry?.count ?? 0) + n <= this.max) return null
    return Math.max(1, Math.ceil(((entry?.resetAt ?? this.now() + this.windowMs) - this.now()) / 1000))
  }

  /** Counts `n` (negative: takes back what was counted in the current window). */
  add(key: string, n: number): void {
    const entry = this.current(key) ?? { count: 0, resetAt: this.now() + this.windowMs }
    entry.count = Math.max(0, entry.count + n)
    // Moved to the end: the Map's order is least recently counted first.
    this.counts.delete(key)
    this.counts.set(key, entry)
    if (this.counts.size > this.held) this.counts.delete(this.counts.keys().next().value!)
  }

  /** Clients counted now. */
  get size(): number {
    return this.counts.size
  }
}
