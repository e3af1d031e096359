// Token → ids, for the cue index (cueIndex.ts): which ids a sentence's tokens reach, by the whole
// token ("budget", "~budget") or by a prefix it starts with ("schedul" for "scheduling").

/** A set of ids, one bit each. */
type Bits = Uint32Array

export class TokenTable {
  private readonly exact = new Map<string, Array<number>>()
  private readonly prefixes = new Map<string, Array<number>>()
  /** The prefixes by their first `keyLength` characters, built on the first look-up after an `add`. */
  private buckets: Map<string, Array<readonly [prefix: string, ids: Array<number>]>> | null = null
  private keyLength = 0

  /** `id` is reached by these tokens, and by any token starting with one of these prefixes. */
  add(tokens: { readonly exact: Iterable<string>; readonly prefixes: Iterable<string> }, id: number): void {
    for (const w of tokens.exact) push(this.exact, w, id)
    // No token starts with the empty prefix as `hasPrefix` reads it (cues.ts).
    for (const p of tokens.prefixes) if (p.length > 0) push(this.prefixes, p, id)
    this.buckets = null
  }

  /** Sets the bit of every id one of `words` reaches. */
  mark(words: Iterable<string>, bits: Bits): void {
    const buckets = this.buckets ?? this.bucketPrefixes()
    const key = this.keyLength
    for (const w of words) {
      const ids = this.exact.get(w)
      if (ids !== undefined) setAll(bits, ids)
      if (buckets.size === 0 || w.length < key) continue
      const bucket = buckets.get(w.slice(0, key))
      if (bucket !== undefined) for (const [prefix, more] of bucket) if (w.startsWith(prefix)) setAll(bits, more)
    }
  }

  /** A token starts with a prefix only if it starts with the prefix's first characters: one look-up per token. */
  private bucketPrefixes(): Map<string, Array<readonly [string, Array<number>]>> {
    const buckets = new Map<string, Array<readonly [string, Array<number>]>>()
    this.keyLength = Math.min(3, ...[...this.prefixes.keys()].map((p) => p.length))
    for (const [prefix, ids] of this.prefixes) {
      const key = prefix.slice(0, this.keyLength)
      buckets.set(key, [...(buckets.get(key) ?? []), [prefix, ids] as const])
    }
    this.buckets = buckets
    return buckets
  }
}

const push = (map: Map<string, Array<number>>, key: string, id: number) => {
  const list = map.get(key)
  if (list === undefined) map.set(key, [id])
  else if (list[list.length - 1] !== id) list.push(id)
}

const setAll = (bits: Bits, ids: ReadonlyArray<number>) => {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!
    bits[id >>> 5] = bits[id >>> 5]! | (1 << (id & 31))
  }
}
