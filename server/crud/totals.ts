/**
 * Recent list totals, reused for a few seconds. Counting every matching row is most of the cost of
 * a list call on a large table (`npm run bench:api`), while an editor paging through a list asks
 * for the same total again and again. A save or delete through this process forgets the entity's
 * totals at once; a write through another process shows in totals here within the time to live.
 */
export class TotalsCache {
  private readonly entries = new Map<string, { total: number; expires: number }>();
  /** Bumped by every write to the entity, so that a count started before a write is not kept. */
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  generation(entity: string): number {
    return this.generations.get(entity) ?? 0;
  }

  get(entity: string, key: string): number | undefined {
    const entry = this.entries.get(`${entity}\u0000${key}`);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(`${entity}\u0000${key}`);
      return undefined;
    }
    return entry.total;
  }

  /** Keeps a total counted while the entity was at `generation` (dropped if a write came since). */
  set(entity: string, key: string, total: number, generation: number): void {
    if (!this.enabled || generation !== this.generation(entity)) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(`${entity}\u0000${key}`, { total, expires: this.now() + this.ttlMs });
  }

  invalidate(entity: string): void {
    this.generations.set(entity, this.generation(entity) + 1);
    const prefix = `${entity}\u0000`;
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
