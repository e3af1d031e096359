// The contextual encoder's cost (scripts/bench/encoder.ts): onnxruntime-node on one thread, as a
// scoring thread would run it. Per sentence by length, RSS, and a 2 KB call's extra CPU.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import { compileManifest } from "../../src/domain/manifest.js"
import type { Message } from "../../src/domain/types.js"
import { compileEmbedded } from "../../src/scoring/embedded/engine/index.js"
import { useSentenceEncoder } from "../../src/scoring/embedded/models/sentenceEncoder.js"
import { piecesOf, staticSentenceCode } from "../../src/scoring/embedded/models/sentenceVector.js"
import { fewShotManifest } from "./quality/fewShot.js"
import { encodePacked, MAX_PIECES } from "./useLiteOnnx.js"

const require = createRequire(import.meta.url)

export interface Encoder {
  readonly encode: (text: string) => Promise<Float64Array | null>
  /** In runs of up to 16 sentences packed together. */
  readonly encodeMany: (texts: ReadonlyArray<string>) => Promise<Array<Float64Array | null>>
  /** All in one packed run (a call's sentences). */
  readonly encodeAll: (texts: ReadonlyArray<string>) => Promise<Array<Float64Array | null>>
  readonly rssBeforeMb: number
  readonly rssAfterMb: number
  readonly loadMs: number
}

const mb = () => process.memoryUsage().rss / 2 ** 20

export const openEncoder = async (modelPath: string): Promise<Encoder> => {
  const rssBeforeMb = mb()
  const t0 = performance.now()
  // A variable specifier: the package is installed only to run this measurement.
  const name = "onnxruntime-node"
  const ort = require(name)
  const session = await ort.InferenceSession.create(modelPath, { intraOpNumThreads: 1, interOpNumThreads: 1, graphOptimizationLevel: "all" })
  const loadMs = performance.now() - t0
  const encode = async (text: string): Promise<Float64Array | null> => (await encodePacked(ort, session, [text]))[0]!
  const encodeMany = async (texts: ReadonlyArray<string>) => {
    const out: Array<Float64Array | null> = []
    for (let i = 0; i < texts.length; i += 16) out.push(...(await encodePacked(ort, session, texts.slice(i, i + 16))))
    return out
  }
  // One run so the RSS counts the session's working buffers.
  await encode("warm up the session")
  return { encode, encodeMany, encodeAll: (texts) => encodePacked(ort, session, texts), rssBeforeMb, rssAfterMb: mb(), loadMs }
}

const cpuMs = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
const quantile = (xs: Array<number>, q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!

export const measureCost = async (encoder: Encoder, datasets: string): Promise<void> => {
  console.log(`\n== cost (onnxruntime-node, one thread) ==`)
  console.log(`session load ${encoder.loadMs.toFixed(0)} ms; RSS ${encoder.rssBeforeMb.toFixed(0)} MB before, ${encoder.rssAfterMb.toFixed(0)} MB after load and one run`)
  const set = JSON.parse(readFileSync(join(datasets, "ext", "banking77_dev.json"), "utf8")) as {
    categories: Array<string>
    train: Record<string, Array<string>>
    test: Array<{ text: string }>
  }
  // Per sentence, by length in pieces: the few-shot test texts, and longer ones made by joining them.
  const texts = set.test.slice(0, 400).map((t) => t.text)
  for (const [label, sample] of [
    ["few-shot test texts", texts],
    ["3 texts joined", texts.slice(0, 150).map((_, i) => texts.slice(3 * i, 3 * i + 3).join(" "))],
    ["8 texts joined", texts.slice(0, 50).map((_, i) => texts.slice(8 * i, 8 * i + 8).join(" "))]
  ] as const) {
    const times: Array<number> = []
    const pieces = sample.map((t) => Math.min(MAX_PIECES, piecesOf(t).length))
    const c0 = cpuMs()
    for (const t of sample) {
      const t0 = performance.now()
      await encoder.encode(t)
      times.push(performance.now() - t0)
    }
    const cpu = (cpuMs() - c0) / sample.length
    const meanPieces = pieces.reduce((a, b) => a + b, 0) / pieces.length
    console.log(
      `${label.padEnd(20)} ${sample.length} sentences, ${meanPieces.toFixed(1)} pieces on average: wall p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms; CPU ${cpu.toFixed(2)} ms a sentence`
    )
  }
  // A 2 KB transcript (as bench:quality's speed section builds it) through the BANKING77 router.
  const manifest = fewShotManifest(set)
  const input: Array<Message> = []
  for (let i = 0; JSON.stringify(input).length < 2048; i++) {
    input.push(i % 2 === 0 ? { role: "user", content: set.test[(i * 7) % set.test.length]!.text } : { role: "agent", content: "Thanks, let me check that for you. Anything else I should know?" })
  }
  const scorer = compileEmbedded(manifest)
  const asked: Array<string> = []
  useSentenceEncoder((text) => {
    asked.push(text)
    return staticSentenceCode(text)?.vector ?? null
  })
  scorer.score(input)
  useSentenceEncoder(null)
  const rounds = 30
  for (let i = 0; i < 5; i++) scorer.score(input)
  const c0 = cpuMs()
  for (let i = 0; i < rounds; i++) scorer.score(input)
  const staticCpu = (cpuMs() - c0) / rounds
  const c1 = cpuMs()
  for (let i = 0; i < rounds; i++) for (const t of asked) await encoder.encode(t)
  const oneByOne = (cpuMs() - c1) / rounds
  const c2 = cpuMs()
  for (let i = 0; i < rounds; i++) await encoder.encodeAll(asked)
  const packed = (cpuMs() - c2) / rounds
  const chars = asked.reduce((a, t) => a + t.length, 0)
  const pieces = asked.reduce((a, t) => a + Math.min(MAX_PIECES, piecesOf(t).length), 0)
  console.log(`2 KB transcript, BANKING77 router: static call ${staticCpu.toFixed(2)} ms CPU; it asks vectors for ${asked.length} texts (${chars} characters, ${pieces} pieces)`)
  for (const [how, ms] of [["one run a text", oneByOne], ["one packed run", packed]] as const) {
    console.log(`  encoder, ${how}: +${ms.toFixed(2)} ms CPU, ${((staticCpu + ms) / staticCpu).toFixed(1)}× the call`)
  }
  // Built-in packs read no sentence vector: the encoder would cost them nothing.
  const turn = (i: number): Message =>
    i % 2 === 0
      ? { role: "agent", content: "Thanks for the details. Could you tell me a little more about how your team handles this today?" }
      : { role: "user", content: "Right now we copy orders from email into a spreadsheet by hand, and it takes about ten hours a week." }
  const transcript: Array<Message> = []
  for (let i = 0; JSON.stringify(transcript).length < 2048; i++) transcript.push(turn(i))
  const meddic = compileEmbedded(compileManifest({ template: "lead_qualification", framework: "meddic" }))
  let meddicAsked = 0
  useSentenceEncoder((text) => {
    meddicAsked++
    return staticSentenceCode(text)?.vector ?? null
  })
  meddic.score(transcript)
  useSentenceEncoder(null)
  console.log(`2 KB transcript, MEDDIC pack: asks ${meddicAsked} sentence vectors`)
}
