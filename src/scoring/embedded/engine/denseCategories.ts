// A custom classification detector with one example or so per category rarely shares words with
// new text ("the boiler won't fire up" against "the heating makes a clanking noise"). Three readings by
// sentence-piece vectors carry further: the sentence's nearest example of each category, its
// likeness to the category's name, and word against word — a word close to the words only
// this category's name and examples use, and farther from the other categories' own words
// ("boiler" ~ "heating", not ~ "outlets"). Each category is read against the mean of the others,
// since every sentence of the domain is near all of them. Used when the word-level similarities
// found no category (classify.ts).
import type { Message } from "../../../domain/types.js"
import { sentenceVector } from "../models/sentenceVector.js"
import { phraseUnit, type Unit } from "../text/units.js"
import { mostlyOpen, opensOpen } from "../text/openClauses.js"
import { keptText, unchosen } from "../text/setAside.js"
import { referenceWords } from "../text/references.js"
import type { Token } from "../text/text.js"
import { nearest, unitCode } from "./unitVectors.js"
import { type DetModel, spaced } from "./model.js"
import { namesOpposite, oppositesOf } from "./nameAntonyms.js"

/** Examples beyond which a detector is left to its learned or word-level models. */
const MAX_EXAMPLES = 64
/** Nearest example plus name likeness (best categories, best sentences) at which the detector counts as found. */
export const DENSE_CLASS_FOUND = 0.45
/** Lead over the runner-up category below which the vectors do not choose (the detector stays not found). */
const CATEGORY_LEAD = 0.1
/** Weight of the word-against-word reading in the choice of category. */
const WORD_WEIGHT = 0.5

interface CategoryVectors {
  readonly examples: ReadonlyArray<ReadonlyArray<Float64Array>>
  readonly names: ReadonlyArray<Float64Array | null>
  /** Per category, vectors of the content words only it uses (its name's and its examples'). */
  readonly own: ReadonlyArray<ReadonlyArray<Float64Array>>
}

/** Words the tokenizer keeps (negation, light verbs) that say nothing of a topic. */
const NO_TOPIC = new Set(["not", "no", "nor", "but", "get", "got", "yes", "yet"])

/** Content words a vector can say something about: no function words, numbers or marks. */
const contentWords = (tokens: ReadonlyArray<Token>): Array<string> =>
  tokens.flatMap((t) => {
    const w = t.norm.toLowerCase()
    return t.cls === "word" && !t.stop && !NO_TOPIC.has(w) && w.length > 2 && /^[a-z][a-z'-]*$/.test(w) ? [w] : []
  })

const wordVectors = new Map<string, Float64Array | null>()
const WORD_CACHE = 20_000
const wordVector = (w: string): Float64Array | null => {
  let v = wordVectors.get(w)
  if (v === undefined) {
    if (wordVectors.size >= WORD_CACHE) wordVectors.clear()
    v = sentenceVector(w)
    wordVectors.set(w, v)
  }
  return v
}

const present = <T>(xs: ReadonlyArray<T | null>): Array<T> => xs.filter((x): x is T => x !== null)

const byModel = new WeakMap<DetModel, CategoryVectors | null>()
const vectorsOf = (m: DetModel): CategoryVectors | null => {
  let v = byModel.get(m)
  if (v !== undefined) return v
  const labelled = m.spec.examples.filter((e) => e.category !== undefined)
  const usable = !m.builtin && m.classification && (m.classModel?.softmax ?? null) === null && labelled.length <= MAX_EXAMPLES
  if (!usable) {
    byModel.set(m, null)
    return null
  }
  const textsOf = (c: string) => labelled.filter((e) => e.category === c).map((e) => e.text)
  const wordsOf = m.categories.map((c) => new Set([...contentWords(phraseUnit(spaced(c)).tokens), ...textsOf(c).flatMap((t) => contentWords(phraseUnit(t).tokens))]))
  const users = new Map<string, number>()
  for (const ws of wordsOf) for (const w of ws) users.set(w, (users.get(w) ?? 0) + 1)
  v = {
    examples: m.categories.map((c) => present(textsOf(c).map(sentenceVector))),
    names: m.categories.map((c) => sentenceVector(spaced(c))),
    own: wordsOf.map((ws) => present([...ws].filter((w) => users.get(w) === 1).map(wordVector)))
  }
  byModel.set(m, v)
  return v
}

const dot = (a: Float64Array, b: Float64Array): number => {
  let s = 0
  for (let k = 0; k < a.length; k++) s += a[k]! * b[k]!
  return s
}

/** Per category, how much closer a word is to that category's own words than to any other's. */
const wordLeads = (cv: CategoryVectors, w: string): Array<number> => {
  const v = wordVector(w)
  if (v === null) return cv.own.map(() => 0)
  const near = cv.own.map((set) => nearest(v, set))
  return near.map((n, c) => n - Math.max(0, ...near.filter((_, k) => k !== c)))
}

const chosen = new WeakMap<Unit, Float64Array | null>()
/** A unit's sentence vector without what it declines or gives as a detail (null: nothing left), once per unit. */
const chosenVector = (u: Unit, input: ReadonlyArray<Message>, aside: ReadonlyArray<boolean>): Float64Array | null => {
  if (!aside.some(Boolean)) return unitCode(u, input)?.vector ?? null
  let v = chosen.get(u)
  if (v === undefined) {
    const kept = keptText(input[u.messageIndex]?.content.slice(u.start, u.end) ?? "", u.start, u.tokens, aside)
    v = kept === null || kept === "" ? null : sentenceVector(kept)
    chosen.set(u, v)
  }
  return v
}

export interface DenseCategory {
  readonly category: string
  /** Nearest example plus name likeness of the best categories; found from DENSE_CLASS_FOUND. */
  readonly closeness: number
  /** The sentence that speaks most for the category. */
  readonly unit: Unit
}

/**
 * The category the sentence vectors point to, and how close the text came to the detector at
 * all; null when the detector is not one they read, no sentence has words, or no category leads the others by CATEGORY_LEAD.
 */
export const denseCategory = (m: DetModel, all: ReadonlyArray<Unit>, input: ReadonlyArray<Message>): DenseCategory | null => {
  const cv = vectorsOf(m)
  if (cv === null) return null
  const n = m.categories.length
  const ex = new Float64Array(n)
  const name = new Float64Array(n)
  const word = new Float64Array(n).fill(-1)
  const perUnit: Array<{ unit: Unit; score: Float64Array }> = []
  const leads = new Map<string, Array<number>>()
  let reachEx = 0
  let reachName = 0
  for (const u of all) {
    // A unit without words is there for exact matches only; one that opens with, or is mostly,
    // another's or a hypothetical situation ("my brother works nights") states nothing of the customer's own.
    if (u.tokens.length === 0 || opensOpen(u.tokens) || mostlyOpen(u.tokens)) continue
    // An option the sentence declines ("rather than by post") or a contact detail is read out of it.
    const aside = unchosen(u.tokens)
    const v = chosenVector(u, input, aside)
    // A reference ("Locker 115.") names no category but is still the detector's business: how close the text came reads it whole.
    const whole = referenceWords(u.tokens).some(Boolean) ? (unitCode(u, input)?.vector ?? null) : null
    if (whole !== null) {
      for (let c = 0; c < n; c++) {
        reachEx = Math.max(reachEx, nearest(whole, cv.examples[c]!))
        if (cv.names[c] !== null) reachName = Math.max(reachName, dot(whole, cv.names[c]!))
      }
    }
    if (v === null) continue
    const score = new Float64Array(n)
    const kept = aside.some(Boolean) ? u.tokens.filter((_, k) => !aside[k]) : u.tokens
    const words = contentWords(kept)
    // "the old sail" is near the name "new" by vector alone: no name likeness, nor the opposite's word lead (nameAntonyms.ts).
    const opposite = namesOpposite(m, kept)
    for (let c = 0; c < n; c++) {
      const e = nearest(v, cv.examples[c]!)
      const against = opposite?.[c] === true ? oppositesOf(m, c) : null
      const nm = cv.names[c] === null || against !== null ? 0 : Math.max(0, dot(v, cv.names[c]!))
      // The best word and half the second: one telling word decides, a second confirms.
      let w1 = -1
      let w2 = -1
      for (const w of words) {
        if (against?.has(w) === true) continue
        let l = leads.get(w)
        if (l === undefined) leads.set(w, (l = wordLeads(cv, w)))
        const x = l[c]!
        if (x > w1) [w1, w2] = [x, w1]
        else if (x > w2) w2 = x
      }
      const wordScore = words.length === 0 ? 0 : w1 + 0.5 * (words.length > 1 ? w2 : 0)
      ex[c] = Math.max(ex[c]!, e)
      name[c] = Math.max(name[c]!, nm)
      word[c] = Math.max(word[c]!, wordScore)
      score[c] = e + nm + WORD_WEIGHT * wordScore
    }
    perUnit.push({ unit: u, score })
  }
  if (perUnit.length === 0) return null
  const mean = (xs: Float64Array) => xs.reduce((a, b) => a + b, 0) / n
  const exMean = mean(ex)
  const nameMean = mean(name)
  let best = 0
  let bestScore = -Infinity
  let second = -Infinity
  for (let c = 0; c < n; c++) {
    const s = ex[c]! - exMean + (name[c]! - nameMean) + WORD_WEIGHT * word[c]!
    if (s > bestScore) [best, bestScore, second] = [c, s, bestScore]
    else if (s > second) second = s
  }
  if (bestScore - second < CATEGORY_LEAD) return null
  let unit = perUnit[0]!
  for (const p of perUnit) if (p.score[best]! > unit.score[best]!) unit = p
  return { category: m.categories[best]!, closeness: Math.max(reachEx, ...ex) + Math.max(reachName, ...name), unit: unit.unit }
}
