// The embedded scorer: compiles a Manifest into prototype vectors, cue patterns and an
// inverted index once, then scores inputs sentence by sentence.
import type { Detection, Detections, DetectorSpec, Evidence, Manifest, Message } from "../../domain/types.js"
import { compileCue, matchCue, type CueMatch } from "./cues.js"
import { rubricFor } from "./rubric/index.js"
import type { Rubric } from "./rubric/types.js"
import type { Token } from "./text.js"
import { phraseUnit, readInput, type Turn, type Unit } from "./units.js"
import { centroid, featuresOf, Idf, Index, type Vec, weigh } from "./vector.js"

export interface CompiledScorer {
  readonly score: (input: ReadonlyArray<Message>) => Detections
}

// ---------------------------------------------------------------------------------------------
// Tuning constants

const W_WORD = 0.6
const W_CHAR = 0.4
/** Similarity at which a prototype match counts as found (score 0.5). */
const T_CUSTOM_PRESENCE = 0.42
const T_CUSTOM_CLASS = 0.3
const T_BANK = 0.5
const T_BANK_DENY = 0.55
const NAME_WEIGHT = 0.7
const CONTEXT_DENIAL = 0.8

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
  readonly re: RegExp
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
  readonly questions: ReadonlyArray<RegExp>
  readonly threshold: number
}

const compileCues = (cues: Rubric["cues"]): Array<CompiledCue> =>
  cues.map(([pattern, w, cat]) => ({ re: compileCue(pattern), w, cat: cat ?? null }))

const spaced = (s: string) => s.replace(/[_-]+/g, " ").trim()

const simScore = (sim: number, t: number): number =>
  sim <= 0 ? 0 : sim < t ? (0.5 * sim) / t : Math.min(1, 0.5 + (0.5 * (sim - t)) / (1 - t))

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
      threshold: spec.builtin !== null ? T_BANK : classification ? T_CUSTOM_CLASS : T_CUSTOM_PRESENCE
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
    if (u.key !== "" && (p.role === "pos" || p.role === "any" || p.role === "neg")) {
      const list = exact.get(u.key) ?? []
      list.push(id)
      exact.set(u.key, list)
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

  /** Cosine similarity with every prototype; prototypes whose text equals the unit's score exactly 1. */
  const similarities = (tokens: ReadonlyArray<Token>, key: string | null): Float64Array => {
    const f = featuresOf(tokens)
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

  const score = (input: ReadonlyArray<Message>): Detections => {
    const { units: all, turns } = readInput(input)
    const sims = all.map((u) => similarities(u.tokens, u.key))
    const exacts = all.map((u) => new Set(exact.get(u.key) ?? []))
    const flips = all.map((u) =>
      u.hasNegation ? similarities(u.tokens.map((t) => (t.mod === 1 ? { ...t, mod: 0 as const } : t)), null) : null
    )
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
      for (const c of m.cues) {
        if (cue !== null && c.w <= cue.score) continue
        const mt = matchCue(c.re, u.cue)
        if (mt !== null) cue = { score: c.w, unit: u, match: mt }
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
      let deny = 0
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
      deny = Math.max(deny, simScore(denySim, m.builtin ? T_BANK_DENY : t))
      const f = flips[i]
      if (f !== null && f !== undefined) {
        const flipSim = maxOf(f, m.pos)
        if (flipSim > posSim + 0.1) deny = Math.max(deny, simScore(flipSim, m.builtin ? T_BANK_DENY : t) * 0.95)
      }
      if (deny > 0) denied = better(denied, { score: deny, unit: u, match: denyMatch })
    })

    // Answers to an agent question about this signal.
    for (const turn of turns) {
      if (turn.first === null || !asksAbout(m, turn.previousAgent, sims, all)) continue
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
        confidence: round3(f.score),
        value: snippet(f, input),
        negated: false,
        evidence,
        invalid: false
      }
    }
    if (d !== null && d.score >= 0.5) {
      return {
        found: false,
        confidence: round3(Math.min(0.49, (1 - d.score) * 0.5)),
        value: null,
        negated: true,
        evidence: evidenceOf([d], input),
        invalid: false
      }
    }
    return { found: false, confidence: round3(Math.min(0.49, f?.score ?? 0)), value: null, negated: false, evidence: [], invalid: false }
  }

  /** Whether the agent sentences before a user message ask about this detector's signal. */
  const asksAbout = (m: DetModel, agent: ReadonlyArray<Unit>, _sims: ReadonlyArray<Float64Array>, _all: ReadonlyArray<Unit>): boolean => {
    for (const u of agent) {
      if (!u.tokens.some((t) => t.norm === "?")) continue
      if (m.questions.some((re) => matchCue(re, u.cue) !== null)) return true
      if (!m.builtin && !m.classification) {
        const s = similarities(u.tokens, null)
        if (maxOf(s, m.pos) >= 0.3) return true
      }
    }
    return false
  }

  const classify = (
    m: DetModel,
    all: ReadonlyArray<Unit>,
    sims: ReadonlyArray<Float64Array>,
    exacts: ReadonlyArray<ReadonlySet<number>>,
    input: ReadonlyArray<Message>
  ): Detection => {
    const t = m.threshold
    const best = new Map<string, Candidate>()
    let anyBest: Candidate | null = null
    let exactCat: { cat: string; cand: Candidate } | null = null
    let denied: Candidate | null = null
    all.forEach((u, i) => {
      const s = sims[i]!
      const ex = exacts[i]!
      for (const c of m.categories) {
        const entry = m.byCat.get(c)!
        let maxEx = 0
        let exactHit = false
        for (const id of entry.examples) {
          const v = s[id]!
          if (v > maxEx) maxEx = v
          if (ex.has(id)) exactHit = true
        }
        let sim = maxEx
        if (entry.centroid !== null) sim = 0.65 * maxEx + 0.35 * s[entry.centroid]!
        for (const id of m.name) if (protos[id]!.cat === c) sim = Math.max(sim, s[id]! * NAME_WEIGHT)
        let score = simScore(sim, t)
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
      }
      const anySim = maxOf(s, m.any)
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
        confidence: round3(conf),
        value: top.c,
        negated: false,
        evidence: evidenceOf([evidenceUnit], input),
        invalid: false
      }
    }
    if (d !== null && d.score >= 0.5) {
      return { found: false, confidence: round3((1 - d.score) * 0.5), value: null, negated: true, evidence: evidenceOf([d], input), invalid: false }
    }
    return { found: false, confidence: round3(Math.min(0.49, foundScore)), value: null, negated: false, evidence: [], invalid: false }
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
  for (const c of cands) {
    push(c.unit.messageIndex, c.unit.start, c.unit.end)
    const conf = c.unit.confirmation
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
