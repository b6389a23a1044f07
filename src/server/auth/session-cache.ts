/**
 * A short-lived read cache of session lookups for one server instance. Sessions stay rows: an entry
 * lives `ttlMs` at most, this instance drops every entry after any call that writes, and a cached
 * session that looks expired is read again. Another instance may honour a token it did not revoke
 * for up to `ttlMs`.
 */
export class SessionCache<Row> {
  private readonly entries = new Map<string, { at: number; rows: Row[] }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: Date): Row[] | undefined {
    const entry = this.entries.get(tokenHash)
    if (!entry) return undefined
    const age = now.getTime() - entry.at
    if (age < 0 || age >= this.ttlMs) {
      this.entries.delete(tokenHash)
      return undefined
    }
    return entry.rows
  }

  set(tokenHash: string, rows: Row[], now: Date): void {
    if (this.ttlMs <= 0) return
    if (this.entries.size >= this.maxEntries) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(tokenHash, { at: now.getTime(), rows })
  }

  delete(tokenHash: string): void {
    this.entries.delete(tokenHash)
  }

  clear(): void {
    this.entries.clear()
  }
}
