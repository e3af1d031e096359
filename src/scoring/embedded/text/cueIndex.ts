// The cue patterns of one compiled Manifest, indexed by the words they need (cueAnchors.ts). A
// sentence is looked up once, token by token, for every pattern of every detector together, and
// each pattern then asks one bit whether its regular expression may match (a MEDDIC call asked
// ~5,500 times per call, each pattern testing its own anchor). A pattern passes when the sentence
// holds its anchor (the rare word each pattern was pre-filtered on before) and, in one of its
// alternatives, a first word of every group a match needs: "takes * {num} * hours" runs only on a
// sentence with "takes", a number and "hours" in it. Every match holds these words, so the index
// only spares expressions that could not match: what matches is unchanged.
import { type Anchors, anchorsOf, type AnchorText, groupTokens, requiredGroupsOf } from "./cueAnchors.js"
import { TokenTable } from "./tokenTable.js"

export class CueIndex {
  /** Each pattern's anchor (one required group per alternative): the candidates of a sentence. */
  private readonly anchors = new TokenTable()
  /** Every required group of every alternative, one id each. */
  private readonly groups = new TokenTable()
  /** Per slot, its alternatives' group ids; an empty alternative (nothing required) passes always. */
  private readonly needs: Array<ReadonlyArray<ReadonlyArray<number>>> = []
  /** Patterns without anchors: they may match any sentence. */
  private readonly always: Array<number> = []
  private groupCount = 0
  /** The groups a sentence holds, reused from one look-up to the next. */
  private groupBits: Uint32Array = new Uint32Array(0)
  /** Each sentence's bits (one per slot), built on first use. */
  private bitsOf = new WeakMap<AnchorText, Uint32Array>()
  /** The sentence asked last: most questions come in runs over one sentence. Held strongly on
   * purpose: a WeakRef keeps every sentence it is made for alive until the current job ends, so a
   * run of synchronous calls would keep them all (test/scoring/embedded/counts.test.ts); this holds
   * one sentence's words per rubric until the next call, and nothing reads it out. */
  private lastText: AnchorText | null = null
  private lastBits: Uint32Array = new Uint32Array(0)

  /** Registers a pattern (`anchors`: its `anchorsOf`, when the caller has them already); returns its slot. */
  add(pattern: string, anchors: Anchors | null = anchorsOf(pattern)): number {
    const slot = this.needs.length
    // Sentences looked up before this pattern have no bit for it.
    this.bitsOf = new WeakMap()
    this.lastText = null
    if (anchors === null) this.always.push(slot)
    else this.anchors.add(anchors, slot)
    this.needs.push(
      pattern.split(" | ").map((alternative) =>
        requiredGroupsOf(alternative).map((group) => {
          const id = this.groupCount++
          this.groups.add(groupTokens(group), id)
          return id
        })
      )
    )
    return slot
  }

  /** Whether the pattern in `slot` may match `text`. */
  holds(slot: number, text: AnchorText): boolean {
    const bits = this.bitsFor(text)
    return (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0
  }

  /** The slots from `from` to `to` (both included) whose patterns may match `text`, ascending. */
  slotsIn(from: number, to: number, text: AnchorText): Array<number> {
    const bits = this.bitsFor(text)
    const out: Array<number> = []
    for (let k = from >>> 5; k <= to >>> 5; k++) {
      let word = bits[k]!
      while (word !== 0) {
        const low = word & -word
        word ^= low
        const slot = (k << 5) + 31 - Math.clz32(low)
        if (slot >= from && slot <= to) out.push(slot)
      }
    }
    return out
  }

  private bitsFor(text: AnchorText): Uint32Array {
    if (text !== this.lastText) {
      this.lastBits = this.bitsOf.get(text) ?? this.lookUp(text)
      this.lastText = text
    }
    return this.lastBits
  }

  private lookUp(text: AnchorText): Uint32Array {
    const slots = new Uint32Array((this.needs.length + 31) >>> 5)
    for (const slot of this.always) setBit(slots, slot)
    this.anchors.mark(text.words, slots)
    // The candidates' other groups: a candidate stays when one alternative has all of its groups.
    const groups = this.groupBits.length === (this.groupCount + 31) >>> 5 ? this.groupBits.fill(0) : (this.groupBits = new Uint32Array((this.groupCount + 31) >>> 5))
    this.groups.mark(text.words, groups)
    for (let k = 0; k < slots.length; k++) {
      let word = slots[k]!
      while (word !== 0) {
        const low = word & -word
        word ^= low
        if (!this.passes((k << 5) + 31 - Math.clz32(low), groups)) slots[k] = slots[k]! & ~low
      }
    }
    this.bitsOf.set(text, slots)
    return slots
  }

  /** Whether one of the slot's alternatives has all of its groups in `groups`. */
  private passes(slot: number, groups: Uint32Array): boolean {
    const alternatives = this.needs[slot]!
    for (let a = 0; a < alternatives.length; a++) {
      const ids = alternatives[a]!
      let all = true
      for (let i = 0; i < ids.length && all; i++) all = hasBit(groups, ids[i]!)
      if (all) return true
    }
    return false
  }
}

const setBit = (bits: Uint32Array, i: number) => {
  bits[i >>> 5] = bits[i >>> 5]! | (1 << (i & 31))
}
const hasBit = (bits: Uint32Array, i: number): boolean => (bits[i >>> 5]! & (1 << (i & 31))) !== 0