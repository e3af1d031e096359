// A detector of the customer's prior experience ("have you done this before", a skill level) learns
// from 3–5 examples ("I've done a tandem flight before"), and customers tell it in other words
// ("we flew twice in Nepal", "I used to ride hang-gliders", "I hold a club rating") the sentence
// vectors put among the near misses. A clause telling an experience of the sender's own
// (text/experienceWords.ts), in the customer's own present case and on the examples' topic (nearer
// them than any sibling detector's), is found just over the line, as circumstances.ts finds a limit.
import type { Message } from "../../../domain/types.js"
import type { DetModel } from "./model.js"
import type { Unit } from "../text/units.js"
import { tokensOfText } from "../text/units.js"
import { tellsExperience } from "../text/experienceWords.js"
import { mostlyOpen, opensOpen } from "../text/openClauses.js"
import { tellsPlan } from "../text/notNow.js"
import { clausesOf } from "./denseClauses.js"
import { nearest, unitCode, vectorsOf } from "./unitVectors.js"
import { CIRCUMSTANCE_FOUND } from "./circumstances.js"
import { reportsProblem } from "./detectorExamples.js"
import { escalatesAlone } from "./triggerContrast.js"

/** The least cosine to the detector's nearest example: the experience must be of the examples' activity (the mark of experience being the signal, lower than a limit's 0.2). */
const MIN_TOPIC = 0.15
/** Examples beyond which a detector is left to its words and vectors (as circumstances.ts). */
const MAX_EXAMPLES = 64
/** Words of a name or description that make a detector one of the customer's experience. */
const EXPERIENCE_NAMES = new Set(["experience", "experienced", "before", "previous", "previously", "prior", "history", "background", "skill", "skills", "level", "familiar", "beginner", "novice"])

interface Experience {
  readonly vectors: ReadonlyArray<Float64Array>
  readonly siblings: ReadonlyArray<ReadonlyArray<Float64Array>>
}
const experienceOf = new WeakMap<DetModel, Experience>()

const wordsOf = (text: string): Array<string> => text.toLowerCase().split(/[^a-z]+/).filter((w) => w !== "")

/** Notes the rubric's experience detectors (by name, or by examples that mostly tell an experience) and their siblings' examples: once per compile. */
export const noteExperience = (models: ReadonlyArray<DetModel>): void => {
  const presence = models.filter((m) => !m.builtin && !m.classification && m.spec.examples.length > 0 && m.spec.examples.length <= MAX_EXAMPLES)
  for (const m of presence) {
    if (m.valueShape != null || reportsProblem(m) || escalatesAlone(m)) continue
    const named = [...wordsOf(m.spec.name), ...wordsOf(m.spec.description ?? "")].some((w) => EXPERIENCE_NAMES.has(w))
    const told = m.spec.examples.filter((e) => tellsExperience(tokensOfText(e.text))).length
    if (!named && told * 2 < m.spec.examples.length + 1) continue
    const vectorsFor = (o: DetModel) => vectorsOf(o.spec.examples.map((e) => e.text))
    // A sibling that is a field of values (a date, an amount) is met by its shape, not by likeness: a past time is not its value.
    experienceOf.set(m, { vectors: vectorsFor(m), siblings: presence.filter((o) => o !== m && o.valueShape == null).map(vectorsFor) })
  }
}

/** A unit's find by a told experience: CIRCUMSTANCE_FOUND when the unit or a clause of it tells one, nearer this detector's examples than any sibling's; else 0. */
export const experienceFound = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): number => {
  const exp = experienceOf.get(m)
  if (exp === undefined || exp.vectors.length === 0 || u.whole || u.source !== "user" || u.labelEnd > 0) return 0
  const t = u.tokens
  if (opensOpen(t) || mostlyOpen(t) || tellsPlan(t)) return 0
  const { clauses, settled } = clausesOf(u, input)
  if (settled) return 0
  const whole = unitCode(u, input)?.vector ?? null
  const spans = [...(whole === null ? [] : [{ vector: whole, from: 0, to: t.length, open: false }]), ...clauses.map((c) => ({ vector: c.vector, from: c.match.from, to: c.match.to, open: c.open }))]
  for (const s of spans) {
    if (s.open || !tellsExperience(t, s.from, s.to)) continue
    const own = nearest(s.vector, exp.vectors)
    if (own >= MIN_TOPIC && !exp.siblings.some((v) => nearest(s.vector, v) > own)) return CIRCUMSTANCE_FOUND
  }
  return 0
}
