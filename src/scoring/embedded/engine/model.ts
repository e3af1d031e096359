// The compiled model of the embedded scorer: tuning constants and what each detector compiles to.
// The score → confidence mapping presence and classification share is in scoreConfidence.ts.
import type { FieldRole } from "./fieldRoles.js"
import type { DetectorSpec } from "../../../domain/types.js"
import type { CategoryNames } from "./compoundHeads.js"
import { compileCue, type Cue, type CueMatch } from "../text/cues.js"
import type { CueIndex } from "../text/cueIndex.js"
import { conceptsOf } from "../text/lexicon.js"
import type { MarkedFault, Rubric } from "../rubrics/types.js"
import type { SoftmaxModel } from "../models/softmax.js"
import type { Token } from "../text/text.js"
import { phraseUnit, type Unit } from "../text/units.js"
import { isContent } from "../text/features.js"
import type { Idf, Index, Vec } from "../models/vector.js"
import type { ShapeModel } from "./fieldShapes.js"
import type { NumericScale } from "./numericScale.js"
import type { ReachScale } from "./reachScale.js"
import type { LabelMeaning } from "./labelMeaning.js"
import type { Kind } from "./detectorKinds.js"
import type { Topic } from "./topicPhrases.js"

// ---------------------------------------------------------------------------------------------
// Tuning constants

export const W_WORD = 0.6
export const W_CHAR = 0.4
/** Similarity at which a prototype match counts as found (score 0.5). */
export const T_CUSTOM_PRESENCE = 0.32
/** Similarity at which a custom denial (non-example that denies, negated example) counts. */
export const T_CUSTOM_DENY = 0.42
export const T_CUSTOM_CLASS = 0.2
/** The same with a trained softmax (its probability above chance makes most of the mix, which runs lower). */
export const T_CUSTOM_CLASS_LR = 0.1
export const T_BANK = 0.7
export const T_BANK_DENY = 0.55
export const NAME_WEIGHT = 0.7
export const CONTEXT_DENIAL = 0.8
export const LABEL_ANSWER = 0.7
/** A custom detector's name stated in full ("budget" for budget_stated needs every word). */
export const NAME_CUE = 0.6
/** A classification category's name stated in full, or half of a two-word name. */
export const CATEGORY_NAME_FULL = 0.7
export const CATEGORY_NAME_PART = 0.45
export const TOPIC_BOOST = 0.25
export const FEW_EXAMPLES = 4
/** Category similarity without a softmax: this share from the nearest example, the rest from the centroid. */
export const ALPHA_MAX = 0.4
/** A classification lead over the runner-up category (in score) at which the margin stops lowering confidence. */
export const MARGIN_SURE = 0.15
export const LABEL_DENIAL = 0.8
/** Share of a category's score taken from the softmax probability above chance (custom classification). */
export const LR_BETA = 0.7
/** The softmax speaks fully only for a unit whose best word-only cosine to its category centroids reaches this. */
export const T_RELATED = 0.3
/** How far a unit is related to some category by words alone (1 at T_RELATED or above): the softmax speaks only in that measure. */
export const relatedness = (lexical: ArrayLike<number>): number => {
  let related = 0
  for (let k = 0; k < lexical.length; k++) related = Math.max(related, Math.min(1, lexical[k]! / T_RELATED))
  return related
}

/**
 * A unit's similarity to a category with a softmax: its centroid similarity mixed with the
 * probability above chance (1 / categories: with four categories 0.3 says little, with 150 a
 * lot), as far as the unit is related to some category.
 */
export const learnedSim = (similarity: number, prob: number | null, related: number, chance: number): number =>
  prob === null ? similarity : (1 - LR_BETA) * similarity + LR_BETA * related * Math.max(0, (prob - chance) / (1 - chance))

/** Labelled examples per category (on average) below which no softmax is trained. */
export const LR_MIN_PER_CATEGORY = 3

// ---------------------------------------------------------------------------------------------
// Model

export type Role = "pos" | "neg" | "deny" | "name" | "any"

export interface Proto {
  readonly det: number
  readonly cat: string | null
  readonly role: Role
  readonly key: string | null
  readonly word: Vec
  readonly char: Vec
}

export interface CompiledCue {
  readonly re: Cue
  readonly w: number
  readonly cat: string | null
}

export interface DetModel {
  readonly spec: DetectorSpec
  readonly builtin: boolean
  readonly classification: boolean
  readonly categories: ReadonlyArray<string>
  readonly pos: Array<number>
  readonly neg: Array<number>
  readonly deny: Array<number>
  readonly name: Array<number>
  /** Classification: the name prototypes of each category. */
  readonly namesOf: Map<string, Array<number>>
  /** Unlabelled examples of a classification detector. */
  readonly any: Array<number>
  /** Per category: example prototypes and the centroid prototype. */
  readonly byCat: Map<string, { examples: Array<number>; centroid: number | null }>
  readonly cues: ReadonlyArray<CompiledCue>
  readonly denyCues: ReadonlyArray<CompiledCue>
  /** The topic's words about something else (rubrics/types.ts `elsewhere`). */
  readonly elsewhere: ReadonlyArray<Cue>
  readonly questions: ReadonlyArray<Cue>
  /** What links a plain answer to the agent's question to this signal (rubrics/types.ts `answers`). */
  readonly answers: ReadonlyArray<Cue>
  /** A person's name in the answer links it too (`{person}` among the rubric's `answers`). */
  readonly answeredByName: boolean
  /** Category cues read only in the reply to the agent's question (rubrics/types.ts `answerCues`). */
  readonly answerCues: ReadonlyArray<CompiledCue>
  /** Agent questions about when something happened: a short reply's cues go unread (rubrics/types.ts `pastQuestions`). */
  readonly pastQuestions: ReadonlyArray<Cue>
  /** A sentence negated only as an inability states this signal, not its denial (rubrics/types.ts). */
  readonly inabilityStates: boolean
  /** Patterns whose words this detector's cues do not read (rubrics/types.ts `voids`). */
  readonly voids: ReadonlyArray<Cue>
  /** Voids read over a sentence and its next one (rubrics/types.ts `nextSentenceVoids`). */
  readonly nextSentenceVoids: ReadonlyArray<Cue>
  /** Signature lines and form labels say nothing for this detector (rubrics/types.ts `ownWordsOnly`). */
  readonly ownWordsOnly: boolean
  /** Signature lines say nothing for this detector (rubrics/types.ts `titlesUnread`); labels do. */
  readonly titlesUnread: boolean
  /** Agent questions a bare "no" to which states this signal (rubrics/types.ts `answeredNo`). */
  readonly answeredNo: ReadonlyArray<Cue>
  /** Marks of a message this detector does not read (rubrics/types.ts `offTopic`). */
  readonly offTopic: ReadonlyArray<CompiledCue>
  /** Reports that keep a message read despite its off-topic marks (rubrics/types.ts `onTopic`). */
  readonly onTopic: ReadonlyArray<Cue>
  /** Categories from most to least severe, when the call takes its most severe turn's (rubrics/types.ts); else null. */
  readonly severityOrder: ReadonlyArray<string> | null
  /** Marks of the sentence that matters most in its turn (rubrics/types.ts `stressed`). */
  readonly stressed: ReadonlyArray<Cue>
  /** The categories a fault told only in a stressed sentence reads as (rubrics/types.ts `markedFault`); else null. */
  readonly markedFault: MarkedFault | null
  /** Marks of a wish whose mild category gives way to a fault told beside it (rubrics/types.ts `wishes`). */
  readonly wishes: ReadonlyArray<Cue>
  readonly threshold: number
  /** Content stems of the detector's name, and of each category's name (custom detectors). */
  readonly nameStems: ReadonlyArray<string>
  readonly catStems: ReadonlyMap<string, ReadonlyArray<string>>
  /** Custom classification: its categories' one-word names by stem, and their examples' words (compoundHeads.ts). */
  readonly categoryNames: CategoryNames
  /** Custom classification: its own vectors with category-level IDF (see ClassModel). */
  classModel: ClassModel | null
  /** Custom presence: the value shapes its examples share (fieldShapes.ts), set by compile.ts. */
  valueShape?: ShapeModel | null
  /** Custom presence: the proper name its field asks for, someone's or a make (fieldRoles.ts), set by compile.ts. */
  fieldRole?: FieldRole | null
  /** Custom classification: the numeric scale its categories lie on (numericScale.ts), set by compile.ts. */
  scale?: NumericScale | null
  /** Custom classification: the reach (one person, a group, everyone) each category stands for (reachScale.ts), set by compile.ts. */
  reach?: ReachScale | null
  /** Custom detectors: what their own examples tell of time (whenElse.ts `exampleTimesOf`), set by compile.ts. */
  exampleTimes?: ExampleTimes
  /** Custom detectors of when the customer can, by name or examples giving times (whenElse.ts `readsWhenOf`), set by compile.ts. */
  readsWhen?: boolean
  /** Custom classifications of the way the customer wants to meet or be reached (whenElse.ts `readsWayOf`), set by compile.ts. */
  readsWay?: boolean
  /** Custom classifications for which an episode long past is an aside (bygone.ts `longPastAsideOf`), set by compile.ts. */
  longPastAside?: boolean
  /** Custom classifications for which a deed the vendor's side did is an aside (bygone.ts `readsDeedsOf`), set by compile.ts. */
  readsDeeds?: boolean
  /** Custom detectors whose own examples open with a denial (customDenials.ts `deniesInExamplesOf`), set by compile.ts. */
  deniesInExamples?: boolean
  /** Custom detectors: the form-label words that name their kind of field (labelMeaning.ts), set by compile.ts. */
  labelMeaning?: LabelMeaning
  /** Phrase-shaped custom presence detectors: their own and their siblings' distinctive stems (topicPhrases.ts `noteTopicPhrases`), set by compile.ts. */
  topic?: Topic
  /** Custom detectors: their examples' content stems (praisedAside.ts `exampleStemsOf`), set by compile.ts. */
  exampleStems?: ReadonlySet<string>
  /** Custom presence detectors naming a kind: its lexicon topics (detectorKinds.ts `noteKinds`), set by compile.ts. */
  kind?: Kind
}

/**
 * What a custom detector's own examples tell of time, read once at compile: a detector whose
 * examples are told so reads such sentences of the input too (bygone.ts, whenElse.ts).
 */
export interface ExampleTimes {
  /** Some example tells an episode long past ("last spring", "as a child"). */
  readonly longPast: boolean
  /** Some example is told only in the past ("the trip was 3rd to 10th June"). */
  readonly toldPast: boolean
  /** The detector's name or some example speaks of things due (a due date, a deadline). */
  readonly due: boolean
  /** Some example tells a deed the vendor's side already did ("you sent the wrong size"): a detector of complaints (text/vendorSide.ts). */
  readonly vendorDeed: boolean
}

/**
 * A custom classification detector's own similarity model: IDF computed over categories
 * (a word shared by every category says nothing about which one applies), function words
 * included ("how do I" and "why did" ask different things), category centroids.
 */
export interface ClassModel {
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

export const stemsOf = (text: string): Array<string> => [
  ...new Set(
    phraseUnit(text)
      .tokens.filter(isContent)
      .map((t) => t.stem)
  )
]

/** What a unit states plainly (not negated, not hypothetical): its stems and their concepts. */
export interface Plain {
  readonly stems: ReadonlySet<string>
  readonly concepts: ReadonlySet<number>
}

export const plainOf = (tokens: ReadonlyArray<Token>, mod: 0 | 1 | "any" = 0): Plain => {
  const stems = new Set<string>()
  const concepts = new Set<number>()
  for (const t of tokens) {
    if (!isContent(t) || (mod !== "any" && t.mod !== mod)) continue
    stems.add(t.stem)
    for (const c of conceptsOf(t.stem)) concepts.add(c)
  }
  return { stems, concepts }
}

/** A weighted cue's pattern (for `mayMatchIn`). */
export const patternOf = (c: CompiledCue): Cue => c.re

export const compileCues = (cues: Rubric["cues"], index?: CueIndex): Array<CompiledCue> =>
  cues.map(([pattern, w, cat]) => ({ re: compileCue(pattern, index), w, cat: cat ?? null }))

export const spaced = (s: string) => s.replace(/[_-]+/g, " ").trim()

export const simScore = (sim: number, t: number): number =>
  sim <= 0 ? 0 : sim < t ? (0.5 * sim) / t : Math.min(1, 0.5 + (0.5 * (sim - t)) / (1 - t))

// ---------------------------------------------------------------------------------------------

export interface Candidate {
  readonly score: number
  readonly unit: Unit
  readonly match: CueMatch | null
}

export const better = (a: Candidate | null, b: Candidate | null): Candidate | null =>
  b === null ? a : a === null || b.score > a.score ? b : a

/** Per vector, the weights of its word and character similarities: one kind alone counts fully. */
export const mixWeights = (vecs: ReadonlyArray<{ readonly word: Vec; readonly char: Vec }>): [Float64Array, Float64Array] => {
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
