// Feature counts of one text. Scoring reads a text's counts once per index and throws them away,
// and building them as a Map per sentence (rehashed as it grew) was a third of the memory a call
// allocated (docs/history/quality-notebook.md). Counts are kept as two arrays in first-seen order, the order a
// Map iterates in, so every sum over them is computed in the same order as before.

/** Feature → count, in the order the features were first added. */
export class Counts {
  constructor(
    readonly keyList: ReadonlyArray<string>,
    readonly tfs: ReadonlyArray<number>
  ) {}
  get size(): number {
    return this.keyList.length
  }
  keys(): IterableIterator<string> {
    return this.keyList[Symbol.iterator]()
  }
  *[Symbol.iterator](): IterableIterator<[string, number]> {
    for (let i = 0; i < this.keyList.length; i++) yield [this.keyList[i]!, this.tfs[i]!]
  }
}

/**
 * Where each feature sits in the counts being built, by feature id, valid while its stamp is the
 * build's: no Map per text, only a lookup of the feature's id. One space per feature group, since
 * a word and a character n-gram can be the same string.
 */
export class Space {
  private readonly ids = new Map<string, number>()
  private stamps = new Int32Array(1024)
  private slots = new Int32Array(1024)
  private stamp = 0
  // 50,000 ids keep ~3 MB per space; two spaces per scoring thread.
  constructor(private readonly maxIds = 50_000) {}

  /** Starts counts; builds of one space must not interleave (each is synchronous, one at a time). */
  start(): Builder {
    // Texts bring new words (names, ids, typos) forever: the ids start over past a bound.
    if (this.ids.size > this.maxIds || this.stamp === 0x7fffffff) {
      this.ids.clear()
      this.stamps.fill(0)
      this.stamp = 0
    }
    return new Builder(this, ++this.stamp)
  }

  /** The position of `key` in the build stamped `stamp`, or -1 (then noted at `next`). */
  slotOf(key: string, stamp: number, next: number): number {
    let id = this.ids.get(key)
    if (id === undefined) {
      id = this.ids.size
      this.ids.set(key, id)
      if (id >= this.stamps.length) {
        const stamps = new Int32Array(2 * this.stamps.length)
        const slots = new Int32Array(2 * this.slots.length)
        stamps.set(this.stamps)
        slots.set(this.slots)
        this.stamps = stamps
        this.slots = slots
      }
    }
    if (this.stamps[id] === stamp) return this.slots[id]!
    this.stamps[id] = stamp
    this.slots[id] = next
    return -1
  }
}

export class Builder {
  private readonly keyList: Array<string> = []
  private readonly tfs: Array<number> = []
  constructor(
    private readonly space: Space,
    private readonly stamp: number
  ) {}
  add(key: string, v = 1): void {
    const slot = this.space.slotOf(key, this.stamp, this.keyList.length)
    if (slot === -1) {
      this.keyList.push(key)
      this.tfs.push(v)
    } else {
      this.tfs[slot]! += v
    }
  }
  /** Adds every count of `c`, each under `rename(key)` when given. */
  addAll(c: Counts, rename?: (key: string) => string): void {
    for (let i = 0; i < c.keyList.length; i++) this.add(rename === undefined ? c.keyList[i]! : rename(c.keyList[i]!), c.tfs[i]!)
  }
  done(): Counts {
    return new Counts(this.keyList, this.tfs)
  }
}

export const wordSpace = new Space()
export const charSpace = new Space()
