// The piece table of the sentence vectors (sentenceVector.ts), read once from
// vectors/use-lite-256.bin and its vocabulary: a trie over the pieces for segmentation, each
// piece's log-probability, and its int8 row with a per-row scale.
import { existsSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

export interface Table {
  readonly dims: number
  /** A trie over UTF-16 code units: node × 65536 + code unit → child node (root 0). */
  readonly next: ReadonlyMap<number, number>
  /** Per node, the piece ending there (-1: none) and its log-probability. */
  readonly pieceAt: Int32Array
  readonly scoreAt: Float64Array
  readonly scales: Float32Array
  readonly rows: Int8Array
}

/** The first ids are reserved symbols (unknown, <s>, </s>, ...), never produced by segmentation. */
const RESERVED = 6

const TABLE = "use-lite-256.bin"

let table: Table | null = null

/**
 * The vectors' directory: beside this file when run from the sources, found from the package
 * root when run from the bundle bin/assay.mjs writes under node_modules/.cache.
 */
const vectorsDir = (): string => {
  const relative = join("src", "scoring", "embedded", "models", "vectors")
  const here = dirname(fileURLToPath(import.meta.url))
  if (existsSync(join(here, "vectors", TABLE))) return join(here, "vectors")
  for (let dir = here; ; dir = dirname(dir)) {
    if (existsSync(join(dir, relative, TABLE))) return join(dir, relative)
    if (dirname(dir) === dir) throw new Error(`sentence vectors not found (${relative}/${TABLE} above ${here})`)
  }
}

const load = (): Table => {
  const dir = vectorsDir()
  const meta = JSON.parse(readFileSync(join(dir, "use-lite-vocab.json"), "utf8")) as {
    rows: number
    dims: number
    pieces: Array<[string, number]>
  }
  const bin = readFileSync(join(dir, TABLE))
  const scales = new Float32Array(bin.buffer.slice(bin.byteOffset, bin.byteOffset + meta.rows * 4))
  const rows = new Int8Array(bin.buffer, bin.byteOffset + meta.rows * 4, meta.rows * meta.dims)
  const next = new Map<number, number>()
  const ids: Array<number> = [-1]
  const scores: Array<number> = [0]
  meta.pieces.forEach(([piece, score], id) => {
    if (id < RESERVED) return
    let node = 0
    for (let i = 0; i < piece.length; i++) {
      const key = node * 65536 + piece.charCodeAt(i)
      let child = next.get(key)
      if (child === undefined) {
        child = ids.length
        ids.push(-1)
        scores.push(0)
        next.set(key, child)
      }
      node = child
    }
    ids[node] = id
    scores[node] = score
  })
  return { dims: meta.dims, next, pieceAt: Int32Array.from(ids), scoreAt: Float64Array.from(scores), scales, rows }
}

/** The table, read from disk on first use. */
export const tableOf = (): Table => (table ??= load())
