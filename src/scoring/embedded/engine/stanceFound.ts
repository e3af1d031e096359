// An escalation trigger whose examples (or name and description) share a stance, a demand for
// money back, a complaint or a worry (text/stanceWords.ts; a threat is read there but not found
// here, see FOUND_BY), is found when the customer takes that stance in words of their own ("I want
// every penny back", "I'd like this put on record", "I'm uneasy that …"), where the sentence
// vectors stay under the line. A stance is the trigger's signal whatever the topic, except a worry,
// which must be about the examples' topic. Near misses stay out: a question ("what's your refund
// policy?"), somebody else's case or a condition (the tokens' modality), an errand given ("they
// told me to chase a refund"), a negation ("I'm not asking for money back"), a worry told settled
// or in the past ("I was worried …, but …"), a courtesy ("sorry to complain").
import type { Manifest, Message } from "../../../domain/types.js"
import type { DetModel } from "./model.js"
import type { Unit } from "../text/units.js"
import { tokensOfText } from "../text/units.js"
import { type Stance, stancesNamed, stancesTold } from "../text/stanceWords.js"
import { wordsOf } from "../text/problemWords.js"
import { asksWhatMight, mostlyOpen, opensOpen } from "../text/openClauses.js"
import { givenErrand } from "../text/notNow.js"
import { clausesOf } from "./denseClauses.js"
import { nearest, unitCode, vectorsOf } from "./unitVectors.js"
import { CIRCUMSTANCE_FOUND } from "./circumstances.js"
import { isField } from "./triggerContrast.js"
import { inferShapes } from "./fieldShapes.js"

/** Name and description words that give a trigger its stance. */
const NAMED: ReadonlyMap<string, Stance> = new Map([
  ...["threat", "threats", "threaten", "threatens", "threatening", "chargeback", "chargebacks", "ombudsman", "lawsuit", "legal"].map((w) => [w, "threat"] as const),
  ...["refund", "refunds", "compensation", "reimbursement"].map((w) => [w, "demand"] as const),
  ...["complaint", "complaints", "complain", "complaining"].map((w) => [w, "complaint"] as const),
  ...["worried", "worry", "worries", "worrying", "concern", "concerns", "concerned", "uneasy"].map((w) => [w, "worry"] as const)
])
/** Examples that must share a stance for it to be the trigger's, named or not. */
const SHARED = 2
/** The least cosine a worried sentence needs to the trigger's nearest example: on its topic. */
const MIN_WORRY = 0.2

interface StanceKind {
  readonly stances: ReadonlySet<Stance>
  readonly vectors: ReadonlyArray<Float64Array>
  readonly nonExamples: ReadonlyArray<Float64Array>
  /** A field's examples (a reference, a code) say what a value looks like, not the domain's business: no rival for a worry's topic. */
  readonly siblings: ReadonlyArray<{ readonly stances: ReadonlySet<Stance>; readonly vectors: ReadonlyArray<Float64Array>; readonly field: boolean }>
}
const kinds = new WeakMap<DetModel, StanceKind>()

/**
 * Stances read for a trigger. A threat is read by text/stanceWords.ts but not found by it: on the
 * dev gate it mended a tune case and falsely found a check case of the same chargeback trigger
 * (status 3/5 → 2/5), most likely a customer steering clear of their bank ("rather than a
 * chargeback …"), which a reading of avoidance must keep out first (docs/quality.md, trigworry).
 */
const FOUND_BY: ReadonlySet<Stance> = new Set(["demand", "complaint", "worry"])

const stancesOf = (m: DetModel): ReadonlySet<Stance> => {
  const named = [...wordsOf(m.spec.name), ...wordsOf(m.spec.description ?? "")].flatMap((w) => NAMED.get(w) ?? [])
  const counts = new Map<Stance, number>()
  for (const e of m.spec.examples) for (const s of stancesNamed(tokensOfText(e.text))) counts.set(s, (counts.get(s) ?? 0) + 1)
  return new Set([...named, ...[...counts].filter(([, n]) => n >= SHARED).map(([s]) => s)].filter((s) => FOUND_BY.has(s)))
}

/** Notes each custom escalation trigger's stances and its rubric's other custom presence detectors: called once per compile. */
export const noteStances = (manifest: Manifest, models: ReadonlyArray<DetModel>): void => {
  if (manifest.template !== "custom") return
  const triggers = new Set(manifest.triggers.filter((t) => t.values === null).map((t) => t.field))
  const presence = models.filter((m) => !m.builtin && !m.classification && m.spec.examples.length > 0)
  // Each detector's stances, example vectors and field reading once per compile, not once per trigger it is a sibling of.
  const readOnce = new Map<DetModel, StanceKind["siblings"][number]>()
  const readOf = (o: DetModel) => {
    let r = readOnce.get(o)
    if (r === undefined) readOnce.set(o, (r = { stances: stancesOf(o), vectors: vectorsOf(o.spec.examples.map((e) => e.text)), field: isField(inferShapes(o.spec)) }))
    return r
  }
  for (const m of presence) {
    if (!triggers.has(m.spec.name)) continue
    const stances = stancesOf(m)
    if (stances.size === 0) continue
    const siblings = presence.filter((o) => o !== m).map(readOf)
    kinds.set(m, { stances, vectors: vectorsOf(m.spec.examples.map((e) => e.text)), nonExamples: vectorsOf(m.spec.nonExamples.filter((e) => [...stancesTold(tokensOfText(e))].some((s) => stances.has(s)))), siblings })
  }
}

/** The stances a unit takes plainly, none when it asks, gives an errand, opens open or is settled: read once per unit, whatever the trigger. */
const toldByUnit = new WeakMap<Unit, ReadonlySet<Stance>>()
const NONE: ReadonlySet<Stance> = new Set()
const toldIn = (u: Unit, input: ReadonlyArray<Message>): ReadonlySet<Stance> => {
  let told = toldByUnit.get(u)
  if (told === undefined) {
    const t = u.tokens
    const blocked = t.some((x) => x.norm === "?") || givenErrand(t) || opensOpen(t) || mostlyOpen(t) || asksWhatMight(t) || clausesOf(u, input).settled
    toldByUnit.set(u, (told = blocked ? NONE : stancesTold(t)))
  }
  return told
}

/** A unit's find by the trigger's stance: CIRCUMSTANCE_FOUND when the customer takes it, plainly and now; else 0. */
export const stanceFound = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): number => {
  const kind = kinds.get(m)
  if (kind === undefined || u.whole || u.source !== "user" || u.tokens.length === 0) return 0
  const told = [...toldIn(u, input)].filter((s) => kind.stances.has(s))
  if (told.length === 0) return 0
  const v = unitCode(u, input)?.vector ?? null
  if (v === null) return 0
  const own = nearest(v, kind.vectors)
  // Nearer a non-example that takes the same stance plainly than any example: a form of it the rubric's
  // author ruled out. Other non-examples are routine or deny the stance ("I'd rather not involve my
  // bank"), and the vectors put them by topic, near the very stance told plainly.
  if (nearest(v, kind.nonExamples) > own) return 0
  // A sibling of the same stance nearer the sentence takes it ("refund_request" beside "compensation_claim").
  const ours = told.filter((s) => !kind.siblings.some((o) => o.stances.has(s) && nearest(v, o.vectors) > own))
  if (ours.some((s) => s !== "worry")) return CIRCUMSTANCE_FOUND
  if (ours.includes("worry") && own >= MIN_WORRY && !kind.siblings.some((o) => !o.field && nearest(v, o.vectors) > own)) return CIRCUMSTANCE_FOUND
  return 0
}
