// The cue patterns of one compiled Manifest, indexed by their anchors (cueAnchors.ts): for each
// word, the patterns that need it. A sentence is looked up once, word by word, for every pattern
// of every detector together; a pattern then asks one bit whether its regular expression may
// match, instead of testing its own anchors against the sentence (a MEDDIC call asks ~5,500
// times, and fewer than 2% pass). The answer is the same as `holdsAnchor`'s, pattern by pattern.
import { type AnchorText, type Anchors } from "./cueAnchors.js"

export class CueIndex {
  /** Token → the slots of the patterns anchored on it. */
  private readonly exact = new Map<string, Array<number>>()
  /** Token prefix → the slots of the patterns anchored on a token starting with it. */
  private readonly prefixes = new Map<string, Array<number>>()
  /** The lengths of the prefixes, ascending. */
  private lengths: Array<number> = []
  /** Patterns without anchors: they may match any sentence. */
  private readonly always: Array<number> = []
  private size = 0
  /** Each sentence's bits (one per slot), built on first use. */
  private bitsOf = new WeakMap<AnchorText, Uint32Array>()
  /** The sentence asked last: most questions come in runs over one sentence. */
  private lastText: AnchorText | null = null
  private lastBits: Uint32Array = new Uint32Array(0)

  /** Registers a pattern's anchors; returns its slot. */
  add(anchors: Anchors | null): number {
    const slot = this.size++
    // Sentences looked up before this pattern have no bit for it.
    this.bitsOf = new WeakMap()
    this.lastText = null
    if (anchors === null) {
      this.always.push(slot)
      return slot
    }
    for (const w of anchors.exact) push(this.exact, w, slot)
    for (const p of anchors.prefixes) {
      // No token starts with the empty prefix as `hasPrefix` reads it (cues.ts).
      if (p.length === 0) continue
      push(this.prefixes, p, slot)
      if (!this.lengths.includes(p.length)) this.lengths = [...this.lengths, p.length].sort((a, b) => a - b)
    }
    return slot
  }

  /** Whether the pattern in `slot` may match `text`: some token of it is one of its anchors. */
  holds(slot: number, text: AnchorText): boolean {
    let bits = this.lastBits
    if (text !== this.lastText) {
      bits = this.bitsOf.get(text) ?? this.lookUp(text)
      this.lastText = text
      this.lastBits = bits
    }
    return (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0
  }

  private lookUp(text: AnchorText): Uint32Array {
    const bits = new Uint32Array((this.size + 31) >>> 5)
    const set = (slots: ReadonlyArray<number>) => {
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i]!
        bits[slot >>> 5] = bits[slot >>> 5]! | (1 << (slot & 31))
      }
    }
    set(this.always)
    const lengths = this.lengths
    for (const w of text.words) {
      const slots = this.exact.get(w)
      if (slots !== undefined) set(slots)
      for (let k = 0; k < lengths.length && lengths[k]! <= w.length; k++) {
        const more = this.prefixes.get(w.slice(0, lengths[k]))
        if (more !== undefined) set(more)
      }
    }
    this.bitsOf.set(text, bits)
    return bits
  }
}

const push = (map: Map<string, Array<number>>, key: string, slot: number) => {
  const list = map.get(key)
  if (list === undefined) map.set(key, [slot])
  else if (list[list.length - 1] !== slot) list.push(slot)
}
