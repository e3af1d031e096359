// A custom presence detector's examples read once: their sentence vectors (and the open ones'
// apart), its non-examples' vectors, and what kinds of sentence the examples hold (a problem, a
// condition, a question of what might happen, a plan, an episode long past, a question about the
// vendor's offer). The nearest-example reading (denseExamples.ts) and the presence rules
// (presence.ts) both ask these: an example of a kind lets a sentence of that kind state the
// detector, its absence makes such sentences state nothing. Only while a detector has few
// examples (the customer's usual case), so its cost per call stays small.
import type { Message } from "../../../domain/types.js"
import { denseCosines } from "../models/sentenceEncoder.js"
import { sentenceVector } from "../models/sentenceVector.js"
import type { Unit } from "../text/units.js"
import { tokensOfText } from "../text/units.js"
import { asksWhatMight, holdsCondition, opensOpen } from "../text/openClauses.js"
import { namesAProblem } from "../text/problemWords.js"
import { clausesOf } from "./denseClauses.js"
import type { DetModel } from "./model.js"
import { tellsFailure, tellsHarm } from "../text/harmStates.js"
import { escalatesAlone } from "./triggerContrast.js"
import { tellsTrouble } from "../text/troubleWords.js"
import { hearsayEnd } from "../text/hearsay.js"
import { aboutOtherSupplier } from "../text/otherSupplier.js"
import { statedBeforeAsking } from "../text/askedAfter.js"
import type { Token } from "../text/text.js"
import { asksOffer, unitAsksOffer } from "./vendorEnquiry.js"
import { longPast, namesDanger, tellsAhead, tellsBreakdown } from "../text/notNow.js"
import { nearest, unitCode, vectorsOf } from "./unitVectors.js"

/** Examples beyond which a detector is left to its word and character similarities. */
const MAX_EXAMPLES = 64

export interface Vectors {
  readonly pos: ReadonlyArray<Float64Array>
  /** The examples that are themselves open: an open reading is measured against these only. */
  readonly openPos: ReadonlyArray<Float64Array>
  readonly neg: ReadonlyArray<Float64Array>
  /** The detector names a problem: a clause telling something fine or fixed states none (settled.ts). */
  readonly problem: boolean
  /** An example is itself open ("If the parcel hasn't come by Monday I'll cancel"): open clauses may state the signal. */
  readonly openExamples: boolean
  /** An example is a threat or demand on a condition: a condition is one of the detector's own ways of saying it. */
  readonly conditionExamples: boolean
  /** An example itself asks what might happen: such questions may state the signal. */
  readonly askingExamples: boolean
  /** An example tells what may come ("may try to get in"): a plan may state the signal. */
  readonly aheadExamples: boolean
  /** The detector is for a danger and no example tells a thing merely stopped: a breakdown is a fault, not the signal. */
  readonly breakdownIsFault: boolean
  /** A problem detector whose examples tell a harmful state (harmStates.ts): a clause telling one near them is found. */
  readonly harmExamples: boolean
  /** A problem detector whose examples tell a failure (an outage: harmStates.ts): a clause telling one near them is found. */
  readonly failExamples: boolean
  /** An example tells an episode long past ("years ago he bit a groomer"): such episodes may state it. */
  readonly pastExamples: boolean
  /** An example asks the vendor about its offer or prices (vendorEnquiry.ts): such questions may state it. */
  readonly offerExamples: boolean
  /**
   * A trigger that escalates alone whose every example tells trouble (troubleWords.ts): an event, not a
   * standing condition ("expecting in March"); a calm sentence states none.
   */
  readonly troubleExamples: boolean
  /** An example is itself a story read or heard (hearsay.ts): such stories may state it. */
  readonly heardExamples: boolean
}

/** Whether a text, read as a customer's message, opens open (a condition, a third party, put off). */
const readsOpen = (text: string): boolean => opensOpen(tokensOfText(text))

const byModel = new WeakMap<DetModel, Vectors | null>()
export const examplesOf = (m: DetModel): Vectors | null => {
  let v = byModel.get(m)
  if (v === undefined) {
    const usable = !m.builtin && !m.classification && m.spec.examples.length <= MAX_EXAMPLES
    // Each example tokenized once for the readings below.
    const tokens = usable ? m.spec.examples.map((e) => tokensOfText(e.text)) : []
    v = usable
      ? {
          pos: vectorsOf(m.spec.examples.map((e) => e.text)),
          openPos: vectorsOf(m.spec.examples.filter((e) => readsOpen(e.text)).map((e) => e.text)),
          neg: vectorsOf(m.spec.nonExamples),
          problem: namesAProblem(m.spec.name, m.spec.description) || escalatesAlone(m),
          openExamples: m.spec.examples.some((e) => readsOpen(e.text)),
          conditionExamples: tokens.some((t) => opensOpen(t) && holdsCondition(t)),
          askingExamples: tokens.some(asksWhatMight),
          aheadExamples: tokens.some(tellsAhead),
          pastExamples: tokens.some(longPast),
          offerExamples: tokens.some((t) => asksOffer(t, 0, t.length, true)),
          // A trigger that escalates alone is an exception by its nature: one example telling harm or a failure says what kind.
          harmExamples: tokens.filter((t) => tellsHarm(t, 0, t.length, true)).length >= (escalatesAlone(m) ? 1 : 2),
          failExamples: tokens.filter((t) => tellsFailure(t, 0, t.length, true)).length >= (escalatesAlone(m) ? 1 : 2),
          breakdownIsFault: namesDanger(m.spec.name) && !tokens.some((t) => tellsBreakdown(t)),
          heardExamples: tokens.some((t) => hearsayEnd(t) >= 0),
          troubleExamples: escalatesAlone(m) && tokens.length >= 2 && tokens.every((t) => tellsTrouble(t))
        }
      : null
    byModel.set(m, v)
  }
  return v
}

/** The cosine of a unit (an agent's question, say) to the detector's nearest example; 0 without vectors. */
export const exampleCosine = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): number => {
  const examples = examplesOf(m)
  const v = examples === null || examples.pos.length === 0 ? null : (unitCode(u, input)?.vector ?? null)
  return v === null ? 0 : nearest(v, examples!.pos)
}

/** Whether a text by itself comes as near an example by sentence vector as a find (and nearer than to any non-example). */
export const textStates = (m: DetModel, text: string): boolean => {
  const examples = examplesOf(m)
  const v = examples === null || examples.pos.length === 0 ? null : sentenceVector(text)
  return v !== null && scoreOf(nearest(v, examples!.pos), nearest(v, examples!.neg)) >= 0.5
}

/**
 * Whether a customer's sentence is a question to the vendor about its ways, offer or prices and the
 * detector (a custom presence one read by sentence vectors) has no example asking so: it states nothing for it.
 * Not for a field (valueShapes.ts): a value given inside the question is still given ("How much is an
 * 8 yarder for a week?" names the skip's size).
 */
export const asksVendorOffer = (m: DetModel, u: Unit): boolean => {
  const examples = examplesOf(m)
  return examples !== null && !examples.offerExamples && m.valueShape === null && u.source === "user" && !u.whole && u.labelEnd === 0 && unitAsksOffer(u.tokens)
}

/**
 * Whether a sentence tells no problem of the sender's by its nature: a story read or heard
 * (hearsay.ts), a question of what might happen asked before anything is stated (off when an
 * example is itself told so or asks so), or an event at a past home or another supplier (otherSupplier.ts).
 */
export const asidesProblem = (m: DetModel, tokens: ReadonlyArray<Token>): boolean => {
  const examples = examplesOf(m)
  if (examples === null || !examples.problem) return false
  return (!examples.heardExamples && hearsayEnd(tokens) > 0) || (!examples.askingExamples && asksWhatMight(tokens) && statedBeforeAsking(tokens) < 0) || aboutOtherSupplier(tokens)
}

/** Whether the detector names a problem to be reported (a hazard, a red flag, a concern: settled.ts). */
export const reportsProblem = (m: DetModel): boolean => examplesOf(m)?.problem === true

/**
 * Whether every clause of a unit is told fine or fixed, whatever the detector ("double bookings were
 * a pain, but the new calendar fixed that"): a built-in problem signal (pain, challenges) reads it
 * as history, not as pain now.
 */
export const unitSettled = (u: Unit, input: ReadonlyArray<Message>): boolean => u.tokens.length > 0 && clausesOf(u, input).settled

/**
 * A problem detector's unit whose every clause is told fine or fixed ("I found mice last summer,
 * but they've been sorted"), or that tells an episode long past ("years ago I reacted to codeine",
 * unless an example does too): its words may copy an example's, it reports no problem now.
 */
export const settlesProblem = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): boolean =>
  reportsProblem(m) && (unitSettled(u, input) || (!examplesOf(m)!.pastExamples && longPast(u.tokens)))

/** 0.5 at the found cosine, 0 at or below the floor or when a non-example is at least as near. */
export const scoreOf = (cos: number, negCos: number): number => {
  const { found, floor } = denseCosines()
  if (cos <= floor || negCos >= cos) return 0
  return cos < found ? (0.5 * (cos - floor)) / (found - floor) : Math.min(1, 0.5 + (0.5 * (cos - found)) / (1 - found))
}
