// Compiling a Manifest: every detector's phrasings read like inputs, TF-IDF vectors and the
// shared inverted index, category centroids, and each custom classification detector's own
// class model (category-level IDF, centroids and, with enough labelled examples, a softmax).
import type { Manifest } from "../../../domain/types.js"
import { compileCue } from "../text/cues.js"
import { rubricFor } from "../rubrics/index.js"
import { sentenceCode } from "../models/sentenceVector.js"
import { type LrInput, SOFTMAX_DEFAULTS, type SoftmaxOptions, trainSoftmaxSteps } from "../models/softmax.js"
import type { Steps } from "../../../domain/steps.js"
import { phraseUnit, rawKeyOf, type Unit } from "../text/units.js"
import { centroid, Idf, Index, type Vec, weigh } from "../models/vector.js"
import {
  compileCues, type DetModel, LR_MIN_PER_CATEGORY, type Proto, type Role, spaced, stemsOf, T_BANK, T_CUSTOM_CLASS,
  T_CUSTOM_PRESENCE, W_CHAR, W_WORD
} from "./model.js"

/** A compiled Manifest: what scoring reads. */
export interface Compiled {
  readonly models: ReadonlyArray<DetModel>
  readonly protos: ReadonlyArray<Proto>
  readonly wordIdf: Idf
  readonly charIdf: Idf
  readonly wordIndex: Index
  readonly charIndex: Index
  /** Normalised text → prototypes with exactly that text. */
  readonly exact: ReadonlyMap<string, ReadonlyArray<number>>
  readonly wScale: Float64Array
  readonly cScale: Float64Array
  /** Estimated memory kept, for the rubric cache's budget. */
  readonly bytes: number
}

/**
 * Heap kept per character of compiled phrasing (vectors, index, IDF), and by any rubric (models,
 * cue patterns, IDF caches): calibrated on 2026-11-25 against heap measured after a full GC
 * (140-240 bytes per character; a MEDDIC pack 1.35 MB, intent_detect 1.05 MB).
 */
const BYTES_PER_CHAR = 250
const BYTES_PER_RUBRIC = 512 * 1024

/** Per vector, the weights of its word and character similarities: one kind alone counts fully. */
const mixWeights = (vecs: ReadonlyArray<{ readonly word: Vec; readonly char: Vec }>): [Float64Array, Float64Array] => {
  const word = new Float64Array(vecs.length)
  const char = new Float64Array(vecs.length)
  vecs.forEach((v, i) => {
    const hasW = v.word.keys.length > 0
    const hasC = v.char.keys.length > 0
    word[i] = hasW && hasC ? W_WORD : hasW ? 1 : 0
    char[i] = hasW && hasC ? W_CHAR : hasC ? 1 : 0
  })
  return [word, char]
}

/**
 * Compiles a Manifest, pausing after every phrasing, category and training sample (steps.ts):
 * the caller decides how much to do between pauses, so no stretch between two is long.
 */
export function* compileSteps(manifest: Manifest, softmaxOptions: SoftmaxOptions = SOFTMAX_DEFAULTS): Steps<Compiled> {
  // 1. Phrasings of every detector, read like inputs.
  interface Pending {
    det: number
    cat: string | null
    role: Role
    text: string
  }
  const pending: Array<Pending> = []
  const models: Array<DetModel> = []
  manifest.detectors.forEach((spec, det) => {
    const rubric = spec.builtin !== null ? rubricFor(spec.builtin) : null
    const classification = spec.kind === "classification"
    const model: DetModel = {
      spec,
      builtin: spec.builtin !== null,
      classification,
      categories: spec.categories,
      pos: [],
      neg: [],
      deny: [],
      name: [],
      namesOf: new Map(),
      any: [],
      byCat: new Map(spec.categories.map((c) => [c, { examples: [], centroid: null }])),
      cues: rubric === null ? [] : compileCues(rubric.cues),
      denyCues: rubric === null ? [] : compileCues(rubric.denyCues),
      questions: rubric === null ? [] : rubric.questions.map(compileCue),
      threshold: spec.builtin !== null ? T_BANK : classification ? T_CUSTOM_CLASS : T_CUSTOM_PRESENCE,
      nameStems: spec.builtin !== null ? [] : stemsOf(spaced(spec.name)),
      catStems: new Map(spec.builtin !== null ? [] : spec.categories.map((c) => [c, stemsOf(spaced(c))] as const)),
      classModel: null
    }
    models.push(model)
    if (rubric !== null) {
      for (const text of rubric.positive) pending.push({ det, cat: null, role: "pos", text })
      for (const [cat, texts] of Object.entries(rubric.categories ?? {})) {
        if (!spec.categories.includes(cat)) continue
        for (const text of texts) pending.push({ det, cat, role: "pos", text })
      }
      for (const text of rubric.denial) pending.push({ det, cat: null, role: "deny", text })
      for (const text of rubric.negative) pending.push({ det, cat: null, role: "neg", text })
    }
    for (const ex of spec.examples) {
      if (!classification) pending.push({ det, cat: null, role: "pos", text: ex.text })
      else if (ex.category !== null && spec.categories.includes(ex.category)) pending.push({ det, cat: ex.category, role: "pos", text: ex.text })
      else pending.push({ det, cat: null, role: "any", text: ex.text })
    }
    for (const text of spec.nonExamples) pending.push({ det, cat: null, role: "neg", text })
    if (rubric === null) {
      if (classification) for (const c of spec.categories) pending.push({ det, cat: c, role: "name", text: spaced(c) })
      else pending.push({ det, cat: null, role: "name", text: spaced(spec.name) })
    }
  })

  // 2. IDF over all phrasings, then vectors and the index.
  const units: Array<Unit> = []
  for (const p of pending) {
    units.push(phraseUnit(p.text))
    yield
  }
  const wordIdf = new Idf()
  const charIdf = new Idf()
  for (const u of units) {
    wordIdf.addDocument(u.features.word)
    charIdf.addDocument(u.features.char)
    yield
  }
  const protos: Array<Proto> = []
  const wordIndex = new Index()
  const charIndex = new Index()
  const exact = new Map<string, Array<number>>()
  // A custom classification detector scores with its own class model (below): its phrasings
  // stay out of the shared index, so they cost the other detectors nothing per call.
  const ownModel = (det: number): boolean => models[det]!.classification && !models[det]!.builtin
  const addProto = (p: Proto): number => {
    const id = protos.length
    protos.push(p)
    if (!ownModel(p.det)) {
      wordIndex.add(p.word, id)
      charIndex.add(p.char, id)
    }
    return id
  }
  for (const [i, p] of pending.entries()) {
    const u = units[i]!
    const word = weigh(u.features.word, wordIdf)
    const char = weigh(u.features.char, charIdf)
    const id = addProto({ det: p.det, cat: p.cat, role: p.role, key: u.key, word, char })
    const m = models[p.det]!
    if (p.role === "pos" && m.classification && p.cat !== null) m.byCat.get(p.cat)!.examples.push(id)
    else if (p.role === "name" && m.classification && p.cat !== null) {
      m.name.push(id)
      m.namesOf.set(p.cat, [...(m.namesOf.get(p.cat) ?? []), id])
    }
    else m[p.role].push(id)
    // Non-examples that deny something count as denials too ("No allergies").
    if (p.role === "neg" && !m.builtin && u.hasNegation) m.deny.push(id)
    if (p.role === "pos" || p.role === "any" || p.role === "neg") {
      for (const key of [u.key, rawKeyOf(p.text)]) {
        if (key === "" || key === "raw:") continue
        const list = exact.get(key) ?? []
        if (!list.includes(id)) list.push(id)
        exact.set(key, list)
      }
    }
    yield
  }
  // Category centroids for custom classification detectors.
  for (const m of models) {
    if (!m.classification || m.builtin) continue
    for (const entry of m.byCat.values()) {
      if (entry.examples.length < 2) continue
      const det = models.indexOf(m)
      entry.centroid = addProto({
        det,
        cat: null,
        role: "pos",
        key: null,
        word: centroid(entry.examples.map((id) => protos[id]!.word)),
        char: centroid(entry.examples.map((id) => protos[id]!.char))
      })
      yield
    }
  }
  const [wScale, cScale] = mixWeights(protos)

  // Class models for custom classification detectors.
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
      local.set(id, add({ word: weigh(f.word, wordIdf, true), char: weigh(f.char, charIdf) }))
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

  const bytes = BYTES_PER_RUBRIC + pending.reduce((sum, p) => sum + p.text.length * BYTES_PER_CHAR, 0) +
    models.reduce((sum, m) => sum + (m.classModel?.softmax?.bytes ?? 0), 0)
  return { models, protos, wordIdf, charIdf, wordIndex, charIndex, exact, wScale, cScale, bytes }
}
