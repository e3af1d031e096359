// Inputs of the USE-lite ONNX graph (scripts/convert-use-lite-onnx.ts): sentences packed end to
// end, so one run encodes every sentence of a call.
import { piecesOf } from "../../src/scoring/embedded/models/sentenceVector.js"

/** The TensorFlow graph keeps a sentence's first 128 pieces (ClipToMaxLength). */
export const MAX_PIECES = 128

/** The feeds for `texts` (those without pieces are left out: `rows` maps each text to its row or -1). */
export const packedFeeds = (ort: any, texts: ReadonlyArray<string>): { feeds: Record<string, unknown>; rows: Array<number> } => {
  const lists = texts.map((t) => piecesOf(t).slice(0, MAX_PIECES))
  const rows: Array<number> = []
  let S = 0
  for (const l of lists) rows.push(l.length === 0 ? -1 : S++)
  const N = lists.reduce((a, l) => a + l.length, 0)
  const ids = new BigInt64Array(N)
  const position = new Float32Array(N)
  const sentence = new BigInt64Array(N)
  const pool = new Float32Array(S * N)
  let at = 0
  lists.forEach((l, i) => {
    for (let k = 0; k < l.length; k++, at++) {
      ids[at] = BigInt(l[k]!)
      position[at] = k
      sentence[at] = BigInt(rows[i]!)
      pool[rows[i]! * N + at] = 1 / l.length
    }
  })
  return {
    feeds: {
      ids: new ort.Tensor("int64", ids, [N]),
      position: new ort.Tensor("float32", position, [N]),
      sentence: new ort.Tensor("int64", sentence, [N]),
      pool: new ort.Tensor("float32", pool, [S, N])
    },
    rows
  }
}

/** Encodes `texts` in one run; unit-length vectors, null for a text without pieces. */
export const encodePacked = async (ort: any, session: any, texts: ReadonlyArray<string>): Promise<Array<Float64Array | null>> => {
  const { feeds, rows } = packedFeeds(ort, texts)
  if (rows.every((r) => r < 0)) return rows.map(() => null)
  const data = (await session.run(feeds)).vector.data as Float32Array
  return rows.map((r) => {
    if (r < 0) return null
    const v = Float64Array.from(data.subarray(r * 512, r * 512 + 512))
    const norm = Math.hypot(...v)
    return norm === 0 ? null : v.map((x) => x / norm)
  })
}
