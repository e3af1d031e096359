// Compiling a Manifest: every detector's phrasings read like inputs, TF-IDF vectors and the
// shared inverted index, category centroids, and each custom classification detector's own
// class model (category-level IDF, centroids and, with enough labelled examples, a softmax).
import { inferRole } from "./fieldRoles.js"
import type { Manifest } from "../../../domain/types.js"
import { SOFTMAX_DEFAULTS, type SoftmaxOptions } from "../models/softmax.js"
import type { Steps } from "../../../domain/steps.js"
import { phraseUnit, rawKeyOf, type Unit } from "../text/units.js"
import { centroid, Idf, Index, weigh } from "../models/vector.js"
import { compileClassModels } from "./classModel.js"
import { type DetModel, mixWeights, type Proto } from "./model.js"
import { phrasingsOf } from "./phrasings.js"
import { inferShapes } from "./fieldShapes.js"
import { inferScale } from "./numericScale.js"
import { inferReach } from "./reachScale.js"
import { noteRoutine } from "./triggerContrast.js"
import { noteExtras } from "./extraContrast.js"
import { noteWorkShapes } from "./workAsked.js"
import { noteTopicPhrases } from "./topicPhrases.js"
import { noteKinds } from "./detectorKinds.js"
import { noteCircumstances } from "./circumstances.js"
import { noteRecords } from "./ownRecordFound.js"
import { noteStances } from "./stanceFound.js"
import { exampleTimesOf, readsWayOf, readsWhenOf } from "./whenElse.js"
import { labelMeaningOf } from "./labelMeaning.js"
import { longPastAsideOf, readsDeedsOf } from "./bygone.js"
import { deniesInExamplesOf } from "./customDenials.js"
import { exampleStemsOf } from "./praisedAside.js"

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

/**
 * Compiles a Manifest, pausing after every phrasing, category and training sample (steps.ts):
 * the caller decides how much to do between pauses, so no stretch between two is long.
 */
export function* compileSteps(manifest: Manifest, softmaxOptions: SoftmaxOptions = SOFTMAX_DEFAULTS): Steps<Compiled> {
  // 1. Phrasings of every detector, read like inputs.
  const { models, pending } = phrasingsOf(manifest)
  // A trigger's routine: the rubric's other detectors' examples (triggerContrast.ts).
  noteRoutine(manifest, models)
  noteExtras(manifest, models)
  // A need or fault told by its shape rather than its words (workAsked.ts).
  noteWorkShapes(manifest, models)
  // Fields: the value shapes, numeric scale or reach scale a custom detector's examples share.
  for (const m of models) {
    m.valueShape = inferShapes(m.spec)
    m.fieldRole = m.valueShape === null ? inferRole(m.spec) : null
    m.scale = inferScale(m.spec)
    m.reach = m.scale === null ? inferReach(m.spec) : null
    if (!m.builtin) {
      // Each example read once for both readings below, not once per reading.
      const exampleTokens = m.spec.examples.map((e) => phraseUnit(e.text).tokens)
      // What the examples tell of time, read here once rather than on the first call (bygone.ts, whenElse.ts).
      m.exampleTimes = exampleTimesOf(m.spec, exampleTokens)
      // The form-label words that name the field (labelMeaning.ts), likewise once.
      m.labelMeaning = labelMeaningOf(m, exampleTokens)
      // Whether it reads the customer's coming times or way to meet (whenElse.ts): its name, value shape and categories, read once rather than per sentence.
      m.readsWhen = readsWhenOf(m)
      m.readsWay = readsWayOf(m)
      // Likewise which asides it leaves (bygone.ts), after exampleTimes, which they read; and whether its examples open with a denial (customDenials.ts).
      m.longPastAside = longPastAsideOf(m)
      m.readsDeeds = readsDeedsOf(m)
      m.deniesInExamples = deniesInExamplesOf(m)
      // The examples' content stems the praise rule reads (praisedAside.ts), once rather than on the first sentence.
      m.exampleStems = exampleStemsOf(m.spec)
    }
  }
  // Detectors given as short topic phrases ("oven clean"): their own and their siblings' words (topicPhrases.ts).
  noteTopicPhrases(manifest, models)
  // Detectors naming a kind ("compliance_requirement"): the lexicon topics of their name and examples (detectorKinds.ts); after the value shapes, which it reads.
  noteKinds(models, new Set(manifest.template === "custom" ? manifest.triggers.filter((t) => t.values === null).map((t) => t.field) : []))
  // Preferences, constraints and hazards told as circumstances (circumstances.ts); after the value shapes, which it reads.
  noteCircumstances(manifest, models)
  // Experience or a standing told in other words ("we flew twice in Nepal", "as a current member"; ownRecordFound.ts); after the value shapes, which it reads.
  noteRecords(models)
  noteStances(manifest, models)

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
  yield* compileClassModels(models, units, pending, protos, softmaxOptions)

  const bytes = BYTES_PER_RUBRIC + pending.reduce((sum, p) => sum + p.text.length * BYTES_PER_CHAR, 0) +
    models.reduce((sum, m) => sum + (m.classModel?.softmax?.bytes ?? 0), 0)
  return { models, protos, wordIdf, charIdf, wordIndex, charIndex, exact, wScale, cScale, bytes }
}
