// A detector of the customer's record — prior experience ("have you done this before", a skill
// level) or a standing held with the vendor (a membership, a booking, an account) — learns from
// 3–5 examples ("I've done a tandem flight before", "I'm already a member"), and customers tell it
// in other words ("we flew twice in Nepal", "I hold a club rating"; "I've been on your flex plan
// since January", "we're staying in the cabin from Friday") the sentence vectors put among the near
// misses. So is a diet told as a food not eaten ("I don't eat pork", text/abstainedFood.ts), which
// reads as a denial by its words. A clause telling such a record of the sender's own (text/experienceWords.ts,
// text/standingWords.ts), in the customer's own present case and on the examples' topic (nearer
// them than any sibling detector's), is found just over the line, as circumstances.ts finds a limit.
import type { Message } from "../../../domain/types.js"
import type { DetModel } from "./model.js"
import type { Unit } from "../text/units.js"
import { tokensOfText } from "../text/units.js"
import type { Token } from "../text/text.js"
import { tellsExperience } from "../text/experienceWords.js"
import { tellsStanding } from "../text/standingWords.js"
import { tellsLapsed } from "../text/lapsedWords.js"
import { tellsAbstention } from "../text/abstainedFood.js"
import { tellsBeginner } from "../text/beginnerWords.js"
import { tellsOldItem, tellsYoungItem } from "../text/itemAge.js"
import { tellsEligibleCircumstance } from "../text/eligibleCircumstance.js"
import { tellsResidence } from "../text/residenceWords.js"
import { tellsOthersStanding, tellsPastVisit } from "../text/standingElsewhere.js"
import { othersStateLapsed } from "./othersStateRead.js"
import { toldInOwnPersons } from "./ownStateAsked.js"
import { mostlyOpen, opensOpen } from "../text/openClauses.js"
import { tellsPlan } from "../text/notNow.js"
import { clausesOf } from "./denseClauses.js"
import { nearest, unitCode, vectorsOf } from "./unitVectors.js"
import { CIRCUMSTANCE_FOUND } from "./circumstances.js"
import { reportsProblem } from "./detectorExamples.js"
import { wordsOf } from "../text/problemWords.js"
import { escalatesAlone } from "./triggerContrast.js"

/** The least cosine to the detector's nearest example: the experience must be of the examples' activity (the mark of experience being the signal, lower than a limit's 0.2). */
const MIN_TOPIC = 0.15
/** Examples beyond which a detector is left to its words and vectors (as circumstances.ts). */
const MAX_EXAMPLES = 64
type Tells = (tokens: ReadonlyArray<Token>, from?: number, to?: number) => boolean
/** The records read, each by the words of a name or description that make a detector one of it, and how a clause tells it. */
const RECORDS: ReadonlyArray<{ readonly names: ReadonlySet<string>; readonly tells: Tells; readonly exampleWords?: ReadonlySet<string>; readonly alone?: boolean }> = [
  {
    // Not "level", "history" or "background": a subject's level, a medical history, a background check are no deeds done before.
    names: new Set(["experience", "experienced", "before", "previous", "previously", "prior", "skill", "skills", "familiar", "beginner", "novice"]),
    tells: tellsExperience
  },
  {
    names: new Set(["existing", "current", "member", "members", "membership", "booking", "booked", "reservation", "reserved", "account", "subscriber", "subscription", "enrolled", "registered"]),
    tells: tellsStanding
  },
  {
    // A diet by its name, told as a food not eaten ("I don't eat pork"): the negation is the need, not its denial.
    names: new Set(["diet", "diets", "dietary", "allergy", "allergies", "allergic", "intolerance", "intolerances", "intolerant"]),
    tells: tellsAbstention
  },
  {
    // Cover still running, told by the thing's youth or a recent purchase ("it's not even a year old", "bought them in March"),
    // for a detector named so or whose examples mostly name the cover: the examples say what the detector is about.
    names: new Set(["warranty", "warranties", "guarantee", "guaranteed", "covered"]),
    exampleWords: new Set(["warranty", "guarantee", "guaranteed", "covered"]),
    tells: tellsYoungItem,
    // The youth is the cover whatever the sentence goes on to ("bought it in April, so …, gears slip" sits nearer a model or a fault).
    alone: true
  },
  {
    // A free or reduced service, told by the circumstance that earns it ("I'm 68", "we're on universal credit").
    names: new Set(["eligible", "eligibility", "concession", "concessions", "concessionary", "entitled", "entitlement", "qualify", "qualifies"]),
    tells: tellsEligibleCircumstance,
    // The circumstance is the claim whatever else the sentence is about ("I'm 68 and would like a free hearing check" sits nearer a booking).
    alone: true
  },
  {
    // Local residency, told as where or how long the sender lives ("we live two streets away", "born and raised here").
    names: new Set(["resident", "residents", "residency", "residence", "local", "locals"]),
    tells: tellsResidence,
    // Where one lives is the claim whatever the sentence goes on to: its vector sits near a sibling's about a bin, a fee or an age.
    alone: true
  }
]

interface Record {
  readonly tells: Tells
  readonly alone: boolean
  readonly vectors: ReadonlyArray<Float64Array>
  readonly siblings: ReadonlyArray<ReadonlyArray<Float64Array>>
}
const recordOf = new WeakMap<DetModel, Record>()

/** Notes the rubric's record detectors (by name, or by examples that mostly tell the record) and their siblings' examples: once per compile. */
export const noteRecords = (models: ReadonlyArray<DetModel>): void => {
  const presence = models.filter((m) => !m.builtin && !m.classification && m.spec.examples.length > 0 && m.spec.examples.length <= MAX_EXAMPLES)
  // Each detector's example vectors once, whichever record detectors read them as siblings.
  const vectorsByModel = new Map<DetModel, ReadonlyArray<Float64Array>>()
  const vectorsFor = (o: DetModel) => {
    let v = vectorsByModel.get(o)
    if (v === undefined) vectorsByModel.set(o, (v = vectorsOf(o.spec.examples.map((e) => e.text))))
    return v
  }
  for (const m of presence) {
    if (m.valueShape != null || reportsProblem(m) || escalatesAlone(m)) continue
    const words = [...wordsOf(m.spec.name), ...wordsOf(m.spec.description ?? "")]
    const examples = m.spec.examples.map((e) => tokensOfText(e.text))
    const named = (r: (typeof RECORDS)[number]) => r.exampleWords !== undefined && examples.filter((t) => t.some((x) => r.exampleWords!.has(x.norm))).length * 2 >= examples.length + 1
    const record = RECORDS.find((r) => words.some((w) => r.names.has(w)) || named(r) || examples.filter((t) => r.tells(t)).length * 2 >= examples.length + 1)
    if (record === undefined) continue
    // A sibling that is a field of values (a date, an amount) is met by its shape, not by likeness: a past time is not its value.
    recordOf.set(m, { tells: record.tells, alone: record.alone === true, vectors: vectorsFor(m), siblings: presence.filter((o) => o !== m && o.valueShape == null).map(vectorsFor) })
  }
}

/** A unit's find by a told record: CIRCUMSTANCE_FOUND when the unit or a clause of it tells one, nearer this detector's examples than any sibling's; else 0. */
export const recordFound = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): number => {
  const exp = recordOf.get(m)
  if (exp === undefined || exp.vectors.length === 0 || u.whole || u.source !== "user" || u.labelEnd > 0) return 0
  const t = u.tokens
  if (opensOpen(t) || mostlyOpen(t) || tellsPlan(t)) return 0
  const { clauses, settled } = clausesOf(u, input)
  if (settled) return 0
  const whole = unitCode(u, input)?.vector ?? null
  const spans = [...(whole === null ? [] : [{ vector: whole, from: 0, to: t.length, open: false }]), ...clauses.map((c) => ({ vector: c.vector, from: c.match.from, to: c.match.to, open: c.open }))]
  for (const s of spans) {
    if (s.open || !exp.tells(t, s.from, s.to)) continue
    if (exp.alone) return CIRCUMSTANCE_FOUND
    const own = nearest(s.vector, exp.vectors)
    if (own >= MIN_TOPIC && !exp.siblings.some((v) => nearest(s.vector, v) > own)) return CIRCUMSTANCE_FOUND
  }
  return 0
}

/**
 * A customer's sentence telling a standing ended ("I cancelled my membership last year", "my cover
 * ran out", text/lapsedWords.ts) and none held now, read for a detector of a state held now (a
 * standing by its name, or examples in the sender's own persons), not of experience: a near miss at most.
 * So is, for a standing by its name, one held by somebody outside the household or a stay now over
 * (text/standingElsewhere.ts), and for cover still running, a thing told years old (text/itemAge.ts).
 */
export const standingLapsed = (m: DetModel, u: Unit): boolean => {
  if (m.builtin || u.source !== "user" || u.labelEnd > 0) return false
  const record = recordOf.get(m)
  // A thing told years old ("it's twelve years old") is past any cover, unless told young too.
  if (record?.tells === tellsYoungItem && tellsOldItem(u.tokens) && !tellsYoungItem(u.tokens)) return true
  if (record?.tells === tellsExperience || (record === undefined && !toldInOwnPersons(m))) return false
  // A relative's cover, concession, home or standing beside the sender's is theirs; read for records only (a date or a need a relative shares is the sender's to tell),
  // and not for a diet: one ordering for a daughter who can't have dairy tells the need the order must meet.
  if (record !== undefined && record.tells !== tellsAbstention && othersStateLapsed(m, u.tokens)) return true
  const s = standingOf(u.tokens)
  if (s.held) return false
  // Somebody else's standing, or a stay that is over, is read for a standing by name only: a companion's need is the sender's to tell.
  return s.lapsed || (record?.tells === tellsStanding && s.elsewhere)
}

// A unit's standing readings depend on its words alone, not on the detector asking: read once per unit.
const standings = new WeakMap<ReadonlyArray<Token>, { held: boolean; lapsed: boolean; elsewhere: boolean }>()
const standingOf = (t: ReadonlyArray<Token>) => {
  let s = standings.get(t)
  if (s === undefined) standings.set(t, (s = { held: tellsStanding(t), lapsed: tellsLapsed(t), elsewhere: tellsOthersStanding(t) || tellsPastVisit(t) }))
  return s
}

/** Whether the detector's record is a claim its circumstance tells alone (eligibility, cover): a find by it is not undone by the question that follows. */
export const claimTold = (m: DetModel): boolean => recordOf.get(m)?.alone === true

/** A customer's sentence telling the thing young for a detector of cover ("not even a year old"): its negation stresses the youth, it denies nothing. */
export const youthTold = (m: DetModel, u: Unit): boolean => !u.whole && u.source === "user" && recordOf.get(m)?.tells === tellsYoungItem && tellsYoungItem(u.tokens)

/** A customer's sentence calling the sender a beginner ("complete beginner here", text/beginnerWords.ts), read for a detector of experience: a denial of it. */
export const experienceDenied = (m: DetModel, u: Unit): boolean =>
  !u.whole && u.source === "user" && u.labelEnd === 0 && recordOf.get(m)?.tells === tellsExperience && tellsBeginner(u.tokens)
