// The sentence-vector seam: another encoder's vectors (a contextual encoder, measured by
// scripts/bench/encoder.ts) come as codes without pieces, and the softmax reads them directly.
import { afterEach, describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { trainSoftmax } from "../../../src/scoring/embedded/models/softmax.js"
import { useSentenceEncoder } from "../../../src/scoring/embedded/models/sentenceEncoder.js"
import { sentenceCode, staticSentenceCode } from "../../../src/scoring/embedded/models/sentenceVector.js"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"

/** A small encoder of our own: hashed words into 48 dimensions, unit length (no text: null). */
const hashed = (text: string): Float64Array | null => {
  const v = new Float64Array(48)
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    let h = 7
    for (let i = 0; i < word.length; i++) h = (h * 31 + word.charCodeAt(i)) >>> 0
    v[h % 48]! += 1
  }
  const norm = Math.hypot(...v)
  return norm === 0 ? null : v.map((x) => x / norm)
}

const texts: ReadonlyArray<ReadonlyArray<string>> = [
  ["the parcel never arrived", "my parcel is still not here", "where is the parcel I ordered"],
  ["please cancel my subscription", "I want to cancel the plan", "stop my subscription from renewing"]
]

describe("useSentenceEncoder", () => {
  afterEach(() => useSentenceEncoder(null))

  it("gives the encoder's vector as a code without pieces, and the static table again when reset", () => {
    const before = staticSentenceCode("the parcel never arrived")!
    useSentenceEncoder(hashed)
    const code = sentenceCode("the parcel never arrived")!
    expect(code.pieces.length).toBe(0)
    expect([...code.vector]).toEqual([...hashed("the parcel never arrived")!])
    expect(sentenceCode("!!!")).toBeNull()
    expect([...staticSentenceCode("the parcel never arrived")!.vector]).toEqual([...before.vector])
    useSentenceEncoder(null)
    expect([...sentenceCode("the parcel never arrived")!.pieces]).toEqual([...before.pieces])
  })

  it("trains and predicts on the encoder's vectors as the plain definition does", () => {
    useSentenceEncoder(hashed)
    const samples = texts.flatMap((list, label) => list.map((text) => ({ tokens: phraseUnit(text).tokens, dense: sentenceCode(text), label })))
    const model = trainSoftmax(samples, texts.length)
    for (const q of ["has my parcel arrived", "cancel it please", "zzqx"]) {
      const input = { tokens: phraseUnit(q).tokens, dense: sentenceCode(q) }
      const fast = model.predict(input)
      const plain = model.predictReference(input)
      for (const key of ["probs", "similarity", "lexical"] as const) {
        fast[key].forEach((x, k) => expect(x, `${key}[${k}] of "${q}"`).toBeCloseTo(plain[key][k]!, 5))
      }
    }
    const probs = model.predict({ tokens: phraseUnit("cancel my plan").tokens, dense: sentenceCode("cancel my plan") }).probs
    expect(probs[1]).toBeGreaterThan(probs[0]!)
  })
})

describe("another encoder's cosines for custom presence detectors", () => {
  afterEach(() => useSentenceEncoder(null))

  // An encoder that knows two sentences without a shared word mean the same (cosine 0.6), and
  // puts everything else on another axis.
  const meaning = (text: string): Float64Array | null => {
    if (/relocating/.test(text)) return Float64Array.of(1, 0, 0)
    if (/packing boxes/.test(text)) return Float64Array.of(0.6, 0.8, 0)
    return Float64Array.of(0, 0, 1)
  }
  const manifest = compileManifest({
    template: "custom",
    custom_detectors: [{ name: "moving_soon", type: "presence", examples: ["We are relocating next month"], non_examples: [] }]
  })
  const paraphrase = [{ role: "user" as const, content: "Half the flat is in packing boxes already" }]

  it("finds the paraphrase when its cosine reaches the encoder's found cosine, not when it is below the floor", () => {
    useSentenceEncoder(meaning, { found: 0.5, floor: 0.3 })
    expect(compileEmbedded(manifest).score(paraphrase)["moving_soon"]).toMatchObject({ found: true })
    useSentenceEncoder(meaning, { found: 0.9, floor: 0.7 })
    expect(compileEmbedded(manifest).score(paraphrase)["moving_soon"]).toMatchObject({ found: false })
  })
})
