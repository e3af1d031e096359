// Each custom classification detector's own class model: category-level IDF and index over its
// examples, category centroids and, with enough labelled examples, a softmax (softmax.ts).
import { sentenceCode } from "../models/sentenceVector.js"
import { type LrInput, type SoftmaxOptions, trainSoftmaxSteps } from "../models/softmax.js"
import type { Steps } from "../../../domain/steps.js"
import { phraseUnit, type Unit } from "../text/units.js"
import { Counts } from "../text/counts.js"
import { centroid, Idf, Index, type Vec, weigh } from "../models/vector.js"
import { type DetModel, LR_MIN_PER_CATEGORY, mixWeights, type Proto, spaced } from "./model.js"

/**
 * An example's numbers ("in two weeks", "forty seats") say how much, not which kind: with one
 * example per category a number shared by chance would otherwise tell the category.
 */
const withoutCounts = (word: Counts): Counts => {
  const keys: Array<string> = []
  const tfs: Array<number> = []
  for (const [k, tf] of word) {
    if (k.includes("{num}")) continue
    keys.push(k)
    tfs.push(tf)
  }
  return keys.length === word.size ? word : new Counts(keys, tfs)
}

/** Sets `classModel` of every custom classification detector, pausing as compile.ts does. */
export function* compileClassModels(
  models: ReadonlyArray<DetModel>,
  units: ReadonlyArray<Unit>,
  pending: ReadonlyArray<{ readonly text: string }>,
  protos: ReadonlyArray<Proto>,
  softmaxOptions: SoftmaxOptions
): Steps<void> {
  for (const m of models) {
    if (!m.classification || m.builtin) continue
    const examples: Array<LrInput & { readonly label: number }> = []
    for (const [label, c] of m.categories.entries()) {
      for (const id of m.byCat.get(c)!.examples) {
        examples.push({ tokens: units[id]!.tokens, dense: sentenceCode(pending[id]!.text), label })
        yield
      }
    }
    const labelled = new Set(examples.map((s) => s.label)).size
    // A learned model needs a few examples per category; with one or two the similarities say it all.
    const learned = labelled >= 2 && examples.length >= LR_MIN_PER_CATEGORY * labelled
    // With a softmax, category similarities come from its own centroids (softmax.ts), so the
    // class index keeps only unlabelled examples: the cost per call does not grow with examples.
    const ids = learned ? m.any : [...[...m.byCat.values()].flatMap((e) => e.examples), ...m.name, ...m.any]
    const wordIdf = new Idf()
    const charIdf = new Idf()
    for (const c of m.categories) {
      const mine = [...m.byCat.get(c)!.examples, ...m.name.filter((id) => protos[id]!.cat === c)]
      const w = new Map<string, number>()
      const ch = new Map<string, number>()
      for (const id of mine) {
        for (const k of units[id]!.features.word.keys()) w.set(k, 1)
        for (const k of units[id]!.features.char.keys()) ch.set(k, 1)
      }
      wordIdf.addDocument(w)
      charIdf.addDocument(ch)
      yield
    }
    for (const id of m.any) {
      wordIdf.addDocument(units[id]!.features.word)
      charIdf.addDocument(units[id]!.features.char)
    }
    const wordIndex = new Index()
    const charIndex = new Index()
    const local = new Map<number, number>()
    const vecs: Array<{ word: Vec; char: Vec }> = []
    const add = (v: { word: Vec; char: Vec }): number => {
      wordIndex.add(v.word)
      charIndex.add(v.char)
      vecs.push(v)
      return vecs.length - 1
    }
    for (const id of ids) {
      const f = units[id]!.features
      const word = learned ? f.word : withoutCounts(f.word)
      local.set(id, add({ word: weigh(word, wordIdf, true), char: weigh(f.char, charIdf) }))
      yield
    }
    const cents = new Map<string, number>()
    for (const [c, e] of m.byCat) {
      if (e.examples.length < 2 || learned) continue
      const members = e.examples.map((id) => vecs[local.get(id)!]!)
      cents.set(c, add({ word: centroid(members.map((v) => v.word)), char: centroid(members.map((v) => v.char)) }))
      yield
    }
    const [ws, cs] = mixWeights(vecs)
    // Category names ("card_arrival") are one more example each: they name what the category is about.
    const softmax = learned
      ? yield* trainSoftmaxSteps([...examples, ...m.categories.map((c, label) => ({ tokens: phraseUnit(spaced(c)).tokens, dense: sentenceCode(spaced(c)), label }))], m.categories.length, softmaxOptions)
      : null
    m.classModel = { local, centroid: cents, wordIdf, charIdf, wordIndex, charIndex, size: vecs.length, wScale: ws, cScale: cs, softmax }
  }
}
