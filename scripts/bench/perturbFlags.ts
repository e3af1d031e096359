// The readings cascadePerturb.ts measures. Perturbations are changes that should not move a call's
// status; structure flags are readings of the weakest pivot's cited words that the engine is
// known to handle badly (docs/quality.md, "Known weaknesses"). Measurement only.
import { isCustomer } from "../../src/domain/roles.js"
import type { Detections, Message } from "../../src/domain/types.js"
import { plainWording } from "../../src/scoring/cascade/stability.js"
import type { Pivot } from "../../src/scoring/cascade/statusRisk.js"

export type Flags = Readonly<Record<string, number>>

export interface Perturbation {
  readonly name: string
  /** Each perturbed input; the flag is up when any of them changes the status. */
  readonly inputs: ReadonlyArray<ReadonlyArray<Message>>
}

const citedBy = (detections: Detections, pivots: ReadonlyArray<Pivot>): Set<number> =>
  new Set(pivots.flatMap((p) => (Object.hasOwn(detections, p.name) ? detections[p.name]!.evidence.map((e) => e.message_index) : [])))

const sentences = (text: string) => {
  const parts = text.split(/(?<=[.!?])\s+|\n+/).map((t) => t.trim()).filter((t) => t.length > 0)
  return parts.length > 0 ? parts : [text]
}

const without = (input: ReadonlyArray<Message>, index: number) => input.filter((_, i) => i !== index)

export const perturbations = (input: ReadonlyArray<Message>, detections: Detections, pivots: ReadonlyArray<Pivot>): ReadonlyArray<Perturbation> => {
  const cited = citedBy(detections, pivots)
  const customer = input.flatMap((m, i) => (isCustomer(m) ? [i] : []))
  const several = customer.length > 1
  const lastCustomer = customer[customer.length - 1]
  return [
    // A customer message no pivot cites: leaving it out should not move the status.
    { name: "drop_uncited", inputs: several ? customer.filter((i) => !cited.has(i)).map((i) => without(input, i)) : [] },
    // Any customer message (a cited one flips a status by design: a baseline for the others).
    { name: "drop_any", inputs: several ? customer.map((i) => without(input, i)) : [] },
    // The agent's turns: a status that needs them rests on question-and-answer linking.
    { name: "drop_agent", inputs: input.some((m) => !isCustomer(m)) && customer.length > 0 ? [input.filter(isCustomer)] : [] },
    // Case carries no signal here.
    { name: "lower", inputs: [input.map((m) => (isCustomer(m) ? { ...m, content: m.content.toLowerCase() } : m))] },
    // Each customer sentence its own turn: a reading that needs the message's other sentences.
    { name: "split", inputs: [input.flatMap((m) => (isCustomer(m) ? sentences(m.content).map((content) => ({ ...m, content })) : [m]))] },
    // The customer's turns as one message after the last agent turn: a reading that needs the turn order.
    { name: "merge", inputs: several ? [[...input.filter((m) => !isCustomer(m)), { ...input[customer[0]!]!, content: customer.map((i) => input[i]!.content).join("\n\n") }]] : [] },
    // Commas and contractions carry little meaning: "do not" for "don't", no commas.
    // The service's recheck (src/scoring/cascade/stability.ts) reads the same plain wording.
    { name: "plain", inputs: [input.map((m) => (isCustomer(m) ? { ...m, content: plainWording(m.content) } : m))] },
    // A neutral sign-off as one more customer turn.
    { name: "closing", inputs: lastCustomer === undefined ? [] : [[...input, { ...input[lastCustomer]!, content: "Cheers, talk soon." }]] }
  ]
}

const FAMILIES: Readonly<Record<string, RegExp>> = {
  cond: /\b(?:if|unless|in case|provided|assuming|would|could|might|maybe|perhaps|whether|hypothetically)\b/i,
  third: /\b(?:my|our|his|her|their|a)\s+(?:friend|colleague|brother|sister|partner|boss|client|neighbou?r|wife|husband|son|daughter|mum|mom|dad|mate|tenant|landlord|cousin)s?\b|\b(?:he|she)\b/i,
  question: /\?/,
  correction: /\b(?:actually|sorry|i mean|i meant|scratch that|correction|instead|rather than|no longer|any ?more|changed (?:my|our) minds?)\b/i,
  past: /\b(?:used to|last (?:year|month|week|time)|previously|in the past|back in|years ago)\b/i
}
const DENIAL = /\b(?:no|not|never|nothing|none|without|cannot)\b|n't\b/i
const QUOTED = /^\s*>|\bwrote:|forwarded|original message/im

const quotesOf = (detections: Detections, pivot: Pivot | undefined) =>
  pivot === undefined || !Object.hasOwn(detections, pivot.name) ? [] : detections[pivot.name]!.evidence.map((e) => e.quote)

export const structureOf = (input: ReadonlyArray<Message>, detections: Detections, pivots: ReadonlyArray<Pivot>): Flags => {
  const weakest = pivots[0]
  const quotes = quotesOf(detections, weakest)
  const anyQuotes = pivots.flatMap((p) => quotesOf(detections, p))
  const found = weakest !== undefined && Object.hasOwn(detections, weakest.name) && detections[weakest.name]!.found
  const flags: Record<string, number> = {}
  for (const [name, re] of Object.entries(FAMILIES)) {
    flags[`s_${name}`] = quotes.some((q) => re.test(q)) ? 1 : 0
    flags[`any_${name}`] = anyQuotes.some((q) => re.test(q)) ? 1 : 0
  }
  flags.s_denial_find = found && quotes.some((q) => DENIAL.test(q)) ? 1 : 0
  flags.s_any = Object.entries(flags).some(([k, v]) => k.startsWith("s_") && v > 0) ? 1 : 0
  flags.quoted = input.some((m) => isCustomer(m) && QUOTED.test(m.content)) ? 1 : 0
  return flags
}
