// The embedded scorer: compiles a Manifest into prototype vectors, cue patterns and an
// inverted index once (and, for custom classification detectors with enough labelled
// examples, trains a softmax over their categories), then scores inputs sentence by sentence.
import type { Detection, Detections, DetectorSpec, Evidence, Manifest, Message } from "../../domain/types.js"
import { compileCue, type Cue, cueTextOf, matchCue, type CueMatch } from "./cues.js"
import { rubricFor } from "./rubric/index.js"
import type { Rubric } from "./rubric/types.js"
import type { Token } from "./text.js"
import { phraseUnit, rawKeyOf, readInput, type Turn, type Unit } from "./units.js"
import { conceptsOf } from "./lexicon.js"
import { type SoftmaxModel, trainSoftmax } from "./softmax.js"
import { centroid, type Features, flipNegation, Idf, Index, isContent, type Vec, weigh } from "./vector.js"

export interface CompiledScorer {
  readonly score: (input: ReadonlyArray<Message>) => Detections
}

// ---------------------------------------------------------------------------------------------
// Tuning constants

const W_WORD = 0.6
const W_CHAR = 0.4
/** Similarity at which a prototype match counts as found (score 0.5). */
const T_CUSTOM_PRESENCE = 0.32
/** Similarity at which a custom denial (non-example that denies, negated example) counts. */
const T_CUSTOM_DENY = 0.42
const T_CUSTOM_CLASS = 0.2
/** The same with a trained softmax: its probability mass is shared among many categories, so the mix runs lower. */
const T_CUSTOM_CLASS_LR = 0.15
const T_BANK = 0.7
const T_BANK_DENY = 0.55
const NAME_WEIGHT = 0.7
const CONTEXT_DENIAL = 0.8
const LABEL_ANSWER = 0.7
/** A custom detector's name stated in full ("budget" for budget_stated needs every word). */
const NAME_CUE = 0.6
/** A classification category's name stated in full, or half of a two-word name. */
const CATEGORY_NAME_FULL = 0.7
const CATEGORY_NAME_PART = 0.45
const TOPIC_BOOST = 0.25
const FEW_EXAMPLES = 4
/** Category similarity: this share from the nearest example, the rest from the centroid. */
const ALPHA_MAX = 0.4
/** A classification lead over the runner-up category (in score) at which the margin stops lowering confidence. */
const MARGIN_SURE = 0.15
const LABEL_DENIAL = 0.8
/** Share of a category's similarity taken from the softmax probability (custom classification). */
const LR_BETA = 0.5
/** The softmax speaks fully only for a unit whose best category similarity reaches this. */
const T_RELATED = 0.15
/** Labelled examples per category (on average) below which no softmax is trained. */
const LR_MIN_PER_CATEGORY = 3

// ---------------------------------------------------------------------------------------------
// Model

type Role = "pos" | "neg" | "deny" | "name" | "any"

interface Proto {
  readonly det: number
  readonly cat: string | null
  readonly role: Role
  readonly key: string | null
  readonly word: Vec
  readonly char: Vec
}

interface CompiledCue {
  readonly re: Cue
  readonly w: number
  readonly cat: string | null
}

interface DetModel {
  readonly spec: DetectorSpec
  readonly builtin: boolean
  readonly classification: boolean
  readonly categories: ReadonlyArray<string>
  readonly pos: Array<number>
  readonly neg: Array<number>
  readonly deny: Array<number>
  readonly name: Array<number>
  /** Unlabelled examples of a classification detector. */
  readonly any: Array<number>
  /** Per category: example prototypes and the centroid prototype. */
  readonly byCat: Map<string, { examples: Array<number>; centroid: number | null }>
  readonly cues: ReadonlyArray<CompiledCue>
  readonly denyCues: ReadonlyArray<CompiledCue>
  readonly questions: ReadonlyArray<Cue>
  readonly threshold: number
  /** Content stems of the detector's name, and of each category's name (custom detectors). */
  readonly nameStems: ReadonlyArray<string>
  readonly catStems: ReadonlyMap<string, ReadonlyArray<string>>
  /** Custom classification: its own vectors with category-level IDF (see ClassModel). */
  classModel: ClassModel | null
}

/**
 * A custom classification detector's own similarity model: IDF computed over categories
 * (a word shared by every category says nothing about which one applies), function words
 * included ("how do I" and "why did" ask different things), category centroids.
 */
interface ClassModel {
  /** Global prototype id → local id. */
  readonly local: ReadonlyMap<number, number>
  readonly centroid: ReadonlyMap<string, number>
  readonly wordIdf: Idf
  readonly charIdf: Idf
  readonly wordIndex: Index
  readonly charIndex: Index
  readonly size: number
  readonly wScale: Float64Array
  readonly cScale: Float64Array
  /** Softmax over the categories (index = position in `categories`); null with too few labelled examples. */
  readonly softmax: SoftmaxModel | null
}

const stemsOf = (text: string): Array<string> => [
  ...new Set(
    phraseUnit(text)
      .tokens.filter(isContent)
      .map((t) => t.stem)
  )
]

/** What a unit states plainly (not negated, not hypothetical): its stems and their concepts. */
interface Plain {
  readonly stems: ReadonlySet<string>
  readonly concepts: ReadonlySet<number>
}

const plainOf = (tokens: ReadonlyArray<Token>, mod: 0 | 1 | "any" = 0): Plain => {
  const stems = new Set<string>()
  const concepts = new Set<number>()
  for (const t of tokens) {
    if (!isContent(t) || (mod !== "any" && t.mod !== mod)) continue
    stems.add(t.stem)
    for (const c of conceptsOf(t.stem)) concepts.add(c)
  }
  return { stems, concepts }
}

const compileCues = (cues: Rubric["cues"]): Array<CompiledCue> =>
  cues.map(([pattern, w, cat]) => ({ re: compileCue(pattern), w, cat: cat ?? null }))

const spaced = (s: string) => s.replace(/[_-]+/g, " ").trim()

const simScore = (sim: number, t: number): number =>
  sim <= 0 ? 0 : sim < t ? (0.5 * sim) / t : Math.min(1, 0.5 + (0.5 * (sim - t)) / (1 - t))

// Calibration: internal scores (0.5 = decision boundary) → the reported confidence, the
// estimated probability that the signal is present (and, for classification, in the reported
// category). Fitted loosely on the dev set's reliability bins, deliberately not to its extremes.
/** A found detection, score in [0.5, 1]: 0.8 at the boundary up to 0.99 (1 for an exact example). */
const presentConfidence = (score: number): number => (score >= 1 ? 1 : 0.8 + 0.19 * Math.max(0, Math.min(1, (score - 0.5) / 0.5)))
/** Not found, score in [0, 0.5): weak evidence stays weak. */
const absentConfidence = (score: number): number => 0.3 * Math.min(1, score / 0.5) ** 2
/** Explicitly denied. */
const deniedConfidence = (denial: number): number => 0.1 * (1 - Math.min(1, denial))

const round3 = (x: number): number => Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000

// ---------------------------------------------------------------------------------------------

interface Candidate {
  readonly score: number
  readonly unit: Unit
  readonly match: CueMatch | null
}

const better = (a: Candidate | null, b: Candidate | null): Candidate | null =>
  b === null ? a : a === null || b.score > a.score ? b : a

export const compileEmbedded = (manifest: Manifest): CompiledScorer => {
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
  const units = pending.map((p) => phraseUnit(p.text))
  const wordIdf = new Idf()
  const charIdf = new Idf()
  for (const u of units) {
    wordIdf.addDocument(u.features.word)
    charIdf.addDocument(u.features.char)
  }
  const protos: Array<Proto> = []
  const wordIndex = new Index()
  const charIndex = new Index()
  const exact = new Map<string, Array<number>>()
  const addProto = (p: Proto): number => {
    const id = protos.length
    protos.push(p)
    wordIndex.add(p.word)
    charIndex.add(p.char)
    return id
  }
  pending.forEach((p, i) => {
    const u = units[i]!
    const word = weigh(u.features.word, wordIdf)
    const char = weigh(u.features.char, charIdf)
    const id = addProto({ det: p.det, cat: p.cat, role: p.role, key: u.key, word, char })
    const m = models[p.det]!
    if (p.role === "pos" && m.classification && p.cat !== null) m.byCat.get(p.cat)!.examples.push(id)
    else if (p.role === "name" && m.classification && p.cat !== null) m.name.push(id)
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
  })
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
    }
  }
  const wScale = new Float64Array(protos.length)
  const cScale = new Float64Array(protos.length)
  protos.forEach((p, i) => {
    const hasW = p.word.keys.length > 0
    const hasC = p.char.keys.length > 0
    wScale[i] = hasW && hasC ? W_WORD : hasW ? 1 : 0
    cScale[i] = hasW && hasC ? W_CHAR : hasC ? 1 : 0
  })

  // Class models for custom classification detectors.
  for (const m of models) {
    if (!m.classification || m.builtin) continue
    const ids = [...[...m.byCat.values()].flatMap((e) => e.examples), ...m.name, ...m.any]
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
    }
    const cents = new Map<string, number>()
    for (const [c, e] of m.byCat) {
      if (e.examples.length < 2) continue
      const members = e.examples.map((id) => vecs[local.get(id)!]!)
      cents.set(c, add({ word: centroid(members.map((v) => v.word)), char: centroid(members.map((v) => v.char)) }))
    }
    const ws = new Float64Array(vecs.length)
    const cs = new Float64Array(vecs.length)
    vecs.forEach((v, i) => {
      const hasW = v.word.keys.length > 0
      const hasC = v.char.keys.length > 0
      ws[i] = hasW && hasC ? W_WORD : hasW ? 1 : 0
      cs[i] = hasW && hasC ? W_CHAR : hasC ? 1 : 0
    })
    const samples = m.categories.flatMap((c, label) => m.byCat.get(c)!.examples.map((id) => ({ features: units[id]!.features, tokens: units[id]!.tokens, label })))
    const labelled = new Set(samples.map((s) => s.label)).size
    // A learned model needs a few examples per category; with one or two the similarities say it all.
    const softmax = labelled >= 2 && samples.length >= LR_MIN_PER_CATEGORY * labelled ? trainSoftmax(samples, m.categories.length) : null
    m.classModel = { local, centroid: cents, wordIdf, charIdf, wordIndex, charIndex, size: vecs.length, wScale: ws, cScale: cs, softmax }
  }

  const classSims = (cm: ClassModel, f: Features): Float64Array => {
    const w = new Float64Array(cm.size)
    const c = new Float64Array(cm.size)
    cm.wordIndex.accumulate(weigh(f.word, cm.wordIdf, true), w, 1)
    cm.charIndex.accumulate(weigh(f.char, cm.charIdf), c, 1)
    for (let i = 0; i < w.length; i++) w[i] = cm.wScale[i]! * w[i]! + cm.cScale[i]! * c[i]!
    return w
  }

  /** Cosine similarity with every prototype; prototypes whose text equals the unit's score exactly 1. */
  const similarities = (f: Features, key: string | null): Float64Array => {
    const w = new Float64Array(protos.length)
    const c = new Float64Array(protos.length)
    wordIndex.accumulate(weigh(f.word, wordIdf), w, 1)
    charIndex.accumulate(weigh(f.char, charIdf), c, 1)
    for (let i = 0; i < w.length; i++) w[i] = wScale[i]! * w[i]! + cScale[i]! * c[i]!
    if (key !== null) for (const id of exact.get(key) ?? []) w[id] = 1
    return w
  }

  const maxOf = (sims: Float64Array, ids: ReadonlyArray<number>): number => {
    let best = 0
    for (const id of ids) if (sims[id]! > best) best = sims[id]!
    return best
  }

  /** IDF-weighted share of `stems` the unit states (a shared concept counts 0.8). */
  const coverage = (stems: ReadonlyArray<string>, plain: Plain): number => {
    if (stems.length === 0) return 0
    if (stems.length === 2 && conceptsOf(`${stems[0]}_${stems[1]}`).some((c) => plain.concepts.has(c))) return 1
    let got = 0
    let total = 0
    for (const st of stems) {
      const w = wordIdf.idf(st)
      total += w
      if (plain.stems.has(st)) got += w
      else if (conceptsOf(st).some((c) => plain.concepts.has(c))) got += 0.8 * w
    }
    return got / total
  }

  /** A form line's label and its polarity, or null. */
  const labelOf = (u: Unit): { plain: Plain; mod: number; hasValue: boolean } | null => {
    if (u.labelEnd <= 0) return null
    const label = u.tokens.slice(0, u.labelEnd)
    const mod = label.find((x) => x.cls !== "punct")?.mod ?? 0
    const hasValue = u.tokens.slice(u.labelEnd).some((x) => x.cls !== "punct")
    return { plain: plainOf(label, "any"), mod, hasValue }
  }

  const score = (input: ReadonlyArray<Message>): Detections => {
    const { units: all, turns } = readInput(input)
    const sims = all.map((u) => similarities(u.features, u.key))
    const exacts = all.map((u) => new Set(exact.get(u.key) ?? []))
    const flips = all.map((u) => (u.hasNegation ? similarities(flipNegation(u.features), null) : null))
    const out: Record<string, Detection> = {}
    for (const m of models) {
      out[m.spec.name] = m.classification
        ? classify(m, all, sims, exacts, input)
        : presence(m, all, sims, exacts, flips, turns, input)
    }
    return out
  }

  // -------------------------------------------------------------------------------------------

  const presence = (
    m: DetModel,
    all: ReadonlyArray<Unit>,
    sims: ReadonlyArray<Float64Array>,
    exacts: ReadonlyArray<ReadonlySet<number>>,
    flips: ReadonlyArray<Float64Array | null>,
    turns: ReadonlyArray<Turn>,
    input: ReadonlyArray<Message>
  ): Detection => {
    const t = m.threshold
    // A message that is (nearly) a non-example suppresses its own sentences.
    const wholeNeg = new Map<number, number>()
    all.forEach((u, i) => {
      if (u.whole) wholeNeg.set(u.messageIndex, Math.max(wholeNeg.get(u.messageIndex) ?? 0, maxOf(sims[i]!, m.neg)))
    })
    let found: Candidate | null = null
    let denied: Candidate | null = null
    const positives: Array<Candidate> = []
    all.forEach((u, i) => {
      const s = sims[i]!
      const posSim = Math.max(maxOf(s, m.pos), maxOf(s, m.name) * NAME_WEIGHT)
      let negSim = maxOf(s, m.neg)
      if (u.source === "user" && (wholeNeg.get(u.messageIndex) ?? 0) >= 0.9) negSim = Math.max(negSim, wholeNeg.get(u.messageIndex)!)
      let cue: Candidate | null = null
      let labelDenial = 0
      for (const c of m.cues) {
        if (cue !== null && c.w <= cue.score) continue
        const mt = matchCue(c.re, u.cue)
        if (mt !== null) cue = { score: c.w, unit: u, match: mt }
      }
      // A form label that asks about this signal ("Budget: $20k", "What's the problem?: ...").
      if (u.labelEnd > 0 && m.questions.length > 0) {
        const label = u.tokens.slice(0, u.labelEnd)
        const ct = cueTextOf(label.map((x) => (x.mod === 0 ? x : { ...x, mod: 0 as const })))
        if (m.questions.some((re) => matchCue(re, ct) !== null)) {
          const mod = label.find((x) => x.cls !== "punct")?.mod ?? 0
          if (mod === 0 && (cue === null || cue.score < LABEL_ANSWER)) cue = { score: LABEL_ANSWER, unit: u, match: null }
          if (mod === 1) labelDenial = Math.max(labelDenial, LABEL_DENIAL)
        }
      }
      if (!m.builtin && m.nameStems.length > 0) {
        if (coverage(m.nameStems, plainOf(u.tokens)) >= 0.99 && (cue === null || cue.score < NAME_CUE)) cue = { score: NAME_CUE, unit: u, match: null }
        const label = labelOf(u)
        if (label !== null && label.hasValue && coverage(m.nameStems, label.plain) >= 0.5) {
          if (label.mod === 0 && (cue === null || cue.score < LABEL_ANSWER)) cue = { score: LABEL_ANSWER, unit: u, match: null }
          if (label.mod === 1) labelDenial = Math.max(labelDenial, LABEL_DENIAL)
        }
      }
      let pos = Math.max(cue?.score ?? 0, simScore(posSim, t))
      const ex = exacts[i]!
      const exactPos = m.pos.some((id) => ex.has(id))
      const exactNeg = m.neg.some((id) => ex.has(id))
      if (exactPos) pos = 1
      else if (exactNeg) pos = 0
      else if (negSim >= posSim && negSim >= t * 0.8 && (cue?.score ?? 0) < 0.9) pos = Math.min(pos, 0.45 * (posSim / Math.max(negSim, 1e-9)))
      const cand: Candidate = { score: pos, unit: u, match: cue !== null && cue.score >= simScore(posSim, t) ? cue.match : null }
      if (pos >= 0.5) positives.push(cand)
      found = better(found, cand)

      // Denials: deny cues, denial phrasings, or a negated sentence that would otherwise match.
      let deny = labelDenial
      let denyMatch: CueMatch | null = null
      for (const c of m.denyCues) {
        if (c.w <= deny) continue
        const mt = matchCue(c.re, u.cue)
        if (mt !== null) {
          deny = c.w
          denyMatch = mt
        }
      }
      const denySim = maxOf(s, m.deny)
      deny = Math.max(deny, simScore(denySim, m.builtin ? T_BANK_DENY : T_CUSTOM_DENY))
      const f = flips[i]
      if (f !== null && f !== undefined) {
        const flipSim = maxOf(f, m.pos)
        if (flipSim > posSim + 0.1) deny = Math.max(deny, simScore(flipSim, m.builtin ? T_BANK_DENY : T_CUSTOM_DENY) * 0.95)
      }
      if (deny > 0) denied = better(denied, { score: deny, unit: u, match: denyMatch })
    })

    // Answers to an agent question about this signal.
    for (const turn of turns) {
      if (turn.first === null || (m.questions.length === 0 && m.builtin) || !asksAbout(m, turn.previousAgent())) continue
      const text = input[turn.messageIndex]!.content.slice(turn.first.start, turn.first.end)
      if (BARE_NEGATIVE.test(text)) {
        denied = better(denied, { score: CONTEXT_DENIAL, unit: turn.first, match: null })
      }
    }

    const f = found as Candidate | null
    const d = denied as Candidate | null
    if (f !== null && f.score >= 0.5 && (d === null || f.score >= d.score - 0.05 || f.unit.messageIndex !== d.unit.messageIndex)) {
      const evidence = evidenceOf(positives.sort((a, b) => b.score - a.score).slice(0, 3), input)
      return {
        found: true,
        confidence: round3(presentConfidence(f.score)),
        value: snippet(f, input),
        negated: false,
        evidence,
        invalid: false
      }
    }
    if (d !== null && d.score >= 0.5) {
      return {
        found: false,
        confidence: round3(deniedConfidence(d.score)),
        value: null,
        negated: true,
        evidence: evidenceOf([d], input),
        invalid: false
      }
    }
    return { found: false, confidence: round3(absentConfidence(f?.score ?? 0)), value: null, negated: false, evidence: [], invalid: false }
  }

  /** Whether the agent sentences before a user message ask about this detector's signal. */
  const asksAbout = (m: DetModel, agent: ReadonlyArray<Unit>): boolean => {
    for (const u of agent) {
      if (!u.tokens.some((t) => t.norm === "?")) continue
      if (m.questions.some((re) => matchCue(re, u.cue) !== null)) return true
      if (!m.builtin && !m.classification) {
        const s = similarities(u.features, null)
        if (maxOf(s, m.pos) >= 0.3) return true
      }
    }
    return false
  }

  /**
   * A unit's similarity to one category: part nearest example, part category centroid, or a
   * share of its name. `simOf` maps a prototype id to its similarity (a negative id `-1 - k`
   * is the class model's own vector k).
   */
  const catSim = (m: DetModel, c: string, simOf: (id: number) => number): number => {
    const entry = m.byCat.get(c)!
    let maxEx = 0
    for (const id of entry.examples) maxEx = Math.max(maxEx, simOf(id))
    let sim = maxEx
    const localCentroid = m.classModel?.centroid.get(c)
    if (localCentroid !== undefined) sim = ALPHA_MAX * maxEx + (1 - ALPHA_MAX) * simOf(-1 - localCentroid)
    else if (entry.centroid !== null && m.classModel === null) sim = 0.65 * maxEx + 0.35 * simOf(entry.centroid)
    for (const id of m.name) if (protos[id]!.cat === c) sim = Math.max(sim, simOf(id) * NAME_WEIGHT)
    return sim
  }

  const classify = (
    m: DetModel,
    all: ReadonlyArray<Unit>,
    sims: ReadonlyArray<Float64Array>,
    exacts: ReadonlyArray<ReadonlySet<number>>,
    input: ReadonlyArray<Message>
  ): Detection => {
    const t = (m.classModel?.softmax ?? null) !== null ? T_CUSTOM_CLASS_LR : m.threshold
    const best = new Map<string, Candidate>()
    let anyBest: Candidate | null = null
    let exactCat: { cat: string; cand: Candidate } | null = null
    let denied: Candidate | null = null
    const cm = m.classModel
    all.forEach((u, i) => {
      const global = sims[i]!
      const ex = exacts[i]!
      const localSims = cm === null ? null : classSims(cm, u.features)
      const simOf = (id: number): number => (localSims === null ? global[id]! : id < 0 ? localSims[-1 - id]! : localSims[cm!.local.get(id)!]!)
      const rawSims = m.categories.map((c) => catSim(m, c, simOf))
      let related = 0
      for (const v of rawSims) related = Math.max(related, Math.min(1, v / T_RELATED))
      // The softmax has no "none of these": it speaks only for a unit related to some category.
      const probs = cm === null || cm.softmax === null || related === 0 || u.tokens.length === 0 ? null : cm.softmax.predict(u)
      const plain = m.builtin ? null : plainOf(u.tokens)
      const label = m.builtin ? null : labelOf(u)
      // A form line whose label names the detector ("Reason for visit: ...") is about it.
      const onTopic = label !== null && label.mod === 0 && label.hasValue && coverage(m.nameStems, label.plain) >= 0.5
      m.categories.forEach((c, ci) => {
        const entry = m.byCat.get(c)!
        let exactHit = false
        for (const id of entry.examples) if (ex.has(id)) exactHit = true
        let sim = rawSims[ci]!
        if (probs !== null) sim = (1 - LR_BETA) * sim + LR_BETA * related * probs[ci]!
        let score = simScore(sim, t)
        if (onTopic && sim > 0.05) score = Math.min(1, score + TOPIC_BOOST)
        if (plain !== null && label !== null) {
          const stems = m.catStems.get(c) ?? []
          const labelCov = coverage(stems, label.plain)
          if (labelCov >= 0.99 && label.mod === 0 && label.hasValue) score = Math.max(score, LABEL_ANSWER)
          if (labelCov >= 0.99 && label.mod === 1) score = Math.min(score, 0.3)
        }
        // Category names speak when a category has few examples of its own.
        if (plain !== null && entry.examples.length <= FEW_EXAMPLES) {
          const cov = coverage(m.catStems.get(c) ?? [], plain)
          if (cov >= 0.99) score = Math.max(score, CATEGORY_NAME_FULL)
          else if (cov >= 0.5) score = Math.max(score, CATEGORY_NAME_PART)
        }
        let match: CueMatch | null = null
        for (const cue of m.cues) {
          if (cue.cat !== c || cue.w <= score) continue
          const mt = matchCue(cue.re, u.cue)
          if (mt !== null) {
            score = cue.w
            match = mt
          }
        }
        const cand: Candidate = { score: exactHit ? 1 : score, unit: u, match }
        // The exact match covering the most text wins (a whole message over one of its sentences).
        if (exactHit && (exactCat === null || u.end - u.start > exactCat.cand.unit.end - exactCat.cand.unit.start)) exactCat = { cat: c, cand }
        const prev = best.get(c)
        if (prev === undefined || cand.score > prev.score) best.set(c, cand)
      })
      let anySim = 0
      for (const id of m.any) anySim = Math.max(anySim, simOf(id))
      if (anySim > 0) anyBest = better(anyBest, { score: m.any.some((id) => ex.has(id)) ? 1 : simScore(anySim, t), unit: u, match: null })
      let deny = 0
      for (const c of m.denyCues) {
        if (c.w <= deny) continue
        if (matchCue(c.re, u.cue) !== null) deny = c.w
      }
      if (deny > 0) denied = better(denied, { score: deny, unit: u, match: null })
    })
    // Ranked categories; ties go to the category declared first.
    const ranked = m.categories
      .flatMap((c, order) => {
        const cand = best.get(c)
        return cand === undefined ? [] : [{ c, order, cand }]
      })
      .sort((a, b) => b.cand.score - a.cand.score || a.order - b.order)
    let top = ranked[0]
    const second = ranked[1]
    if (exactCat !== null) {
      const ex = exactCat as { cat: string; cand: Candidate }
      top = ranked.find((r) => r.c === ex.cat) ?? top
    }
    const anyC = anyBest as Candidate | null
    const topScore = top === undefined ? 0 : top.cand.score
    const foundScore = Math.max(topScore, anyC?.score ?? 0)
    const d = denied as Candidate | null
    if (top !== undefined && foundScore >= 0.5 && (d === null || foundScore >= d.score)) {
      const margin = second === undefined ? 1 : Math.max(0, topScore - second.cand.score)
      const conf = exactCat !== null ? 1 : Math.min(foundScore, 0.5 + 0.5 * Math.min(1, foundScore * (0.6 + 2 * margin)))
      const evidenceUnit = topScore >= 0.5 ? top.cand : (anyC ?? top.cand)
      return {
        found: true,
        confidence: round3(exactCat !== null ? 1 : Math.max(0.5, presentConfidence(conf) * (0.55 + 0.45 * Math.min(1, margin / MARGIN_SURE)))),
        value: top.c,
        negated: false,
        evidence: evidenceOf([evidenceUnit], input),
        invalid: false
      }
    }
    if (d !== null && d.score >= 0.5) {
      return { found: false, confidence: round3(deniedConfidence(d.score)), value: null, negated: true, evidence: evidenceOf([d], input), invalid: false }
    }
    return { found: false, confidence: round3(absentConfidence(foundScore)), value: null, negated: false, evidence: [], invalid: false }
  }

  return { score }
}

// ---------------------------------------------------------------------------------------------
// Answers and evidence

const BARE_NEGATIVE = /^\W*(no|nope|nah|not really|not yet|not at all|none|nothing|never|no way|negative|not now|not currently)\b(?![- ]?(?:brainer|doubt|problem|worries))/i
const evidenceOf = (cands: ReadonlyArray<Candidate>, input: ReadonlyArray<Message>): Array<Evidence> => {
  const out: Array<Evidence> = []
  const seen = new Set<string>()
  const push = (messageIndex: number, start: number, end: number) => {
    const content = input[messageIndex]?.content ?? ""
    const quote = content.slice(start, end)
    const k = `${messageIndex}:${start}:${end}`
    if (quote === "" || seen.has(k)) return
    seen.add(k)
    out.push({ message_index: messageIndex, quote })
  }
  const spans: Array<Candidate["unit"]> = []
  // Sentences before whole messages; never two overlapping quotes.
  for (const c of [...cands].sort((a, b) => Number(a.unit.whole) - Number(b.unit.whole))) {
    const u = c.unit
    if (spans.some((x) => x.messageIndex === u.messageIndex && x.start < u.end && u.start < x.end)) continue
    spans.push(u)
    push(u.messageIndex, u.start, u.end)
    const conf = u.confirmation
    if (conf !== null) push(conf.messageIndex, conf.start, conf.end)
  }
  return out.sort((a, b) => a.message_index - b.message_index)
}

const MAX_SNIPPET = 80

const snippet = (c: Candidate, input: ReadonlyArray<Message>): string | null => {
  const content = input[c.unit.messageIndex]?.content ?? ""
  const tokens = c.unit.tokens
  let text: string
  if (c.match !== null && c.match.to > c.match.from) {
    const from = tokens[c.match.from]!
    const to = tokens[c.match.to - 1]!
    text = content.slice(from.start, to.end)
  } else {
    const start = c.unit.labelEnd > 0 ? (tokens[c.unit.labelEnd + 1] ?? tokens[c.unit.labelEnd])!.start : c.unit.start
    text = content.slice(start, c.unit.end)
  }
  text = text.replace(/\s+/g, " ").trim()
  if (text.length > MAX_SNIPPET) {
    const cut = text.lastIndexOf(" ", MAX_SNIPPET)
    text = text.slice(0, cut > 20 ? cut : MAX_SNIPPET).replace(/[\s,;:.-]+$/, "") + "…"
  }
  return text === "" ? null : text
}
