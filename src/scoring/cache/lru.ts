/**
 * A small least-recently-used cache: compiled rubrics are reused, memory stays bounded. Bounded
 * by entries and, when given a weight (bytes), by their total: a compiled 150-category rubric
 * weighs ~30 MB, a sales pack ~1 MB, so a count alone bounds nothing.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>()
  private total = 0

  constructor(
    private readonly capacity: number,
    private readonly weight: { readonly of: (value: V) => number; readonly budget: number } | null = null
  ) {}

  get(key: K): V | undefined {
    const value = this.map.get(key)
    if (value !== undefined) {
      this.map.delete(key)
      this.map.set(key, value)
    }
    return value
  }

  set(key: K, value: V): void {
    this.remove(key)
    this.map.set(key, value)
    this.total += this.weigh(value)
    // The newest entry stays even when it alone is over budget: it is about to be used.
    while (this.map.size > 1 && (this.map.size > this.capacity || (this.weight !== null && this.total > this.weight.budget))) {
      this.remove(this.map.keys().next().value as K)
    }
  }

  /** Total weight of the entries kept (0 when unweighted). */
  get weighed(): number {
    return this.total
  }

  get size(): number {
    return this.map.size
  }

  getOrCompute(key: K, compute: () => V): V {
    const hit = this.get(key)
    if (hit !== undefined) return hit
    const value = compute()
    this.set(key, value)
    return value
  }

  delete(key: K): void {
    this.remove(key)
  }

  private remove(key: K): void {
    const old = this.map.get(key)
    if (old === undefined) return
    this.map.delete(key)
    this.total -= this.weigh(old)
  }

  private weigh(value: V): number {
    return this.weight === null ? 0 : this.weight.of(value)
  }
}
