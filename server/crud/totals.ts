/**
 * Recent list totals, reused for a few seconds. Counting every matching row is most of the cost of
 * a list call on a large table (`npm run bench:api`), while an editor paging through a list asks
 * for the same total again and again. A save or delete through this process forgets the entity's
 * totals at once; one through another process as soon as the change bus tells this one
 * (`server/cluster/bus.ts`), before that write's answer has left, or within the time to live at
 * worst. While `trusted` says no (the bus is not hearing the other processes), nothing is reused.
 */
export class TotalsCache {
  private readonly entries = new Map<string, { total: number; expires: number }>();
  /** Bumped by every write to the entity, so that a count started before a write is not kept. */
  private readonly generations = new Map<string, number>();
  /** Bumped when every entity's totals are forgotten at once (part of every entity's generation). */
  private allGenerations = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
    private readonly trusted: () => boolean = () => true,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.trusted();
  }

  generation(entity: string): number {
    return this.allGenerations + (this.generations.get(entity) ?? 0);
  }

  get(entity: string, key: string): number | undefined {
    if (!this.trusted()) return undefined;
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

  /** Forgets every entity's totals (a count started before is not kept either). */
  invalidateAll(): void {
    this.allGenerations += 1;
    this.entries.clear();
  }

  invalidate(entity: string): void {
    this.generations.set(entity, (this.generations.get(entity) ?? 0) + 1);
    const prefix = `${entity}\u0000`;
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
