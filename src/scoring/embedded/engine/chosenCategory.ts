// Of the categories a message reaches, the one the sender asks for: a category only named in
// passing ("the post round here is hopeless") gives way to one named where the customer says what
// they want ("collecting it myself suits me best"), and any category gives way to the one read
// in the sentence the sender marks as the point ("the gate paint is chipped as well, but the main
// thing is the hinge has snapped"), so a side remark told first does not decide.
import type { Message } from "../../../domain/types.js"
import type { Unit } from "../text/units.js"
import type { Candidate } from "./model.js"

/** A likeness to a category's examples below which a category named in a wish is the stronger evidence. */
const WEAK_LIKENESS = 0.6
/** The score at which a category is found. */
const FOUND_LINE = 0.5
/** A mark this short is a sentence of its own that points to the next one. */
const MARK_ONLY = 10

export interface Ranked {
  readonly c: string
  readonly order: number
  readonly cand: Candidate
}

/** Words that mark a sentence as the sender's point. */
const POINT = new RegExp(
  [
    String.raw`\b(?:the|my|our) (?:actual|real|main|bigger|biggest|important|urgent|proper) (?:problem|issue|question|reason|request|thing|point|concern|fault)\b`,
    String.raw`\bwhat i (?:actually |really )?(?:need|want|am asking for) is\b`,
    String.raw`\bthe reason (?:i'?m|i am|we'?re|we are) (?:writing|calling|contacting|emailing|getting in touch|messaging)\b`,
    String.raw`\bmore (?:importantly|urgently|pressing)\b`
  ].join("|")
)

/** The customer's sentences marked as the point: those with a mark, and the one after a short mark. */
export const markedPoints = (all: ReadonlyArray<Unit>, input: ReadonlyArray<Message>): ReadonlySet<Unit> => {
  const out = new Set<Unit>()
  let pointsOn: number | null = null
  for (const u of all) {
    if (u.source !== "user" || u.whole || u.tokens.length === 0) continue
    if (pointsOn === u.messageIndex) out.add(u)
    pointsOn = null
    const text = (input[u.messageIndex]?.content.slice(u.start, u.end) ?? "").toLowerCase().replace(/[’‘]/g, "'")
    if (!POINT.test(text)) continue
    out.add(u)
    if (u.tokens.length <= MARK_ONLY) pointsOn = u.messageIndex
  }
  return out
}

/** What the per-unit loop notes for the choice: categories wished for, named in passing, read at a marked point, and stated by their act. */
export interface Choices {
  readonly wished: Map<string, Candidate>
  readonly inPassing: Map<Candidate, boolean>
  readonly atPoint: Map<string, Candidate>
  readonly acted: Map<string, Candidate>
}

export const noChoices = (): Choices => ({ wished: new Map(), inPassing: new Map(), atPoint: new Map(), acted: new Map() })

/** The top and runner-up once wishes and the marked point have had their say. */
export const chooseCategory = (
  categories: ReadonlyArray<string>,
  choices: Choices,
  top: Ranked | undefined,
  second: Ranked | undefined
): { top: Ranked | undefined; second: Ranked | undefined } => {
  if (top === undefined) return { top, second }
  const { wished, inPassing, atPoint, acted } = choices
  // The marked point: its strongest category, unless the top was read there too.
  const points = [...atPoint].sort((a, b) => b[1].score - a[1].score)
  if (points.length > 0 && !atPoint.has(top.c) && points[0]![1].score >= 0.5) {
    const [c, cand] = points[0]!
    return { top: { c, order: categories.indexOf(c), cand }, second: top }
  }
  const asked = [...wished.keys()]
  const weakly = (cand: Candidate) => inPassing.get(cand) === true || (inPassing.get(cand) === undefined && cand.match === null && cand.score < WEAK_LIKENESS)
  if (weakly(top.cand) && asked.length === 1 && asked[0] !== top.c) {
    const c = asked[0]!
    return { top: { c, order: categories.indexOf(c), cand: wished.get(c)! }, second: top }
  }
  // One category stated by its act (categoryActs.ts) decides where nothing reached the found line,
  // and over a category only named in passing ("I booked a trial … not good enough"); never over
  // one the text reads by likeness or a wish.
  const acts = [...acted.keys()]
  if (acts.length === 1 && (top.cand.score < FOUND_LINE || (acts[0] !== top.c && inPassing.get(top.cand) === true && asked.length === 0))) {
    const c = acts[0]!
    return { top: { c, order: categories.indexOf(c), cand: acted.get(c)! }, second: c === top.c ? second : top }
  }
  return { top, second }
}
