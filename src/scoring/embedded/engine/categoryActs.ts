// A category named after an act ("repair", "price", "booking", "cancellation", "missed_collection")
// is stated by a customer's sentence performing that act in other words (text/actWords.ts): a
// fault told for "repair", a question of cost for "price". A category takes the acts its name
// names, less those another category of the detector also takes; only the customer's own present
// sentences are read (not somebody else's case, a condition, an episode long past or told fixed).
import type { Message } from "../../../domain/types.js"
import { barredByMessage } from "../text/actAside.js"
import { type Act, actsOfName, performs } from "../text/actWords.js"
import { longPast } from "../text/notNow.js"
import { opensOpen } from "../text/openClauses.js"
import type { Token } from "../text/text.js"
import { tokensOfText, type Unit } from "../text/units.js"
import { asksOffer } from "./vendorEnquiry.js"
import { unitSettled } from "./detectorExamples.js"
import { namedAsHeldOnly } from "./heldNames.js"
import type { Naming } from "./categoryNaming.js"
import type { DetModel } from "./model.js"

/** What a category stated by its act scores where it decides (chosenCategory.ts): just over the found line. */
export const ACT_FOUND = 0.55

const byModel = new WeakMap<DetModel, ReadonlyArray<ReadonlyArray<Act>>>()

/**
 * Per category (in order), the acts only its name names and no other category's example performs:
 * where every category's examples tell a fault ("plumbing", "electrical", "appliance_repair"), a
 * fault tells none of them apart.
 */
export const categoryActs = (m: DetModel): ReadonlyArray<ReadonlyArray<Act>> => {
  let out = byModel.get(m)
  if (out !== undefined) return out
  const own = m.categories.map((c) => actsOfName(c))
  const examples = m.categories.map((c) => m.spec.examples.filter((e) => e.category === c).map((e) => tokensOfText(e.text)))
  const elsewhere = (a: Act, ci: number) => own.some((o, oi) => oi !== ci && (o.includes(a) || examples[oi]!.some((t) => performs(a, t))))
  out = own.map((acts, ci) => acts.filter((a) => !elsewhere(a, ci)))
  byModel.set(m, out)
  return out
}

/** Whether a category other than `ci` is named for an act its name names ("repair" beside "bike"). */
export const actNamedElsewhere = (m: DetModel, ci: number): boolean => categoryActs(m).some((a, cj) => cj !== ci && a.length > 0)

// The message's and the customer's whole text as tokens, read only once an act is performed and
// once per call: every sentence of a long transcript asks, and a router's categories name acts.
const byInput = new WeakMap<ReadonlyArray<Message>, { messages: Map<number, ReadonlyArray<Token>>; customer?: ReadonlyArray<Token> }>()
const tokensFor = (input: ReadonlyArray<Message>) => {
  let entry = byInput.get(input)
  if (entry === undefined) byInput.set(input, (entry = { messages: new Map() }))
  return entry
}
const messageTokens = (input: ReadonlyArray<Message>, index: number): ReadonlyArray<Token> => {
  const entry = tokensFor(input)
  let tokens = entry.messages.get(index)
  if (tokens === undefined) entry.messages.set(index, (tokens = tokensOfText(input[index]?.content ?? "")))
  return tokens
}
const customerTokens = (input: ReadonlyArray<Message>): ReadonlyArray<Token> => {
  const entry = tokensFor(input)
  return (entry.customer ??= tokensOfText(input.filter((x) => x.role === "user").map((x) => x.content).join("\n")))
}

/** Per category, whether the customer's sentence performs its act; null when no category has one or the sentence is not read. */
export const unitActs = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): ReadonlyArray<boolean> | null => {
  if (m.builtin || !m.classification || u.whole || u.source !== "user" || u.tokens.length === 0) return null
  const acts = categoryActs(m)
  if (acts.every((a) => a.length === 0)) return null
  const t = u.tokens
  if (opensOpen(t) || longPast(t)) return null
  // A question about what the vendor offers ("do your engineers fit hobs?") asks no work, though it may ask a price.
  const offer = t.some((x) => x.norm === "?") && asksOffer(t, 0, t.length, true)
  // The rest of the message may bar an act (actAside.ts: a bill or a place asked, new kit wanted).
  const done = (act: Act) => performs(act, t, offer) && !barredByMessage(act, messageTokens(input, u.messageIndex), customerTokens(input))
  // A held time moved is a change, not a booking, where a category is named for the change.
  const changed = acts.some((a) => a.includes("change")) && performs("change", t)
  const read = acts.map((a) => a.some((act) => !(act === "booking" && changed) && done(act)))
  // Whether the sentence is told settled (its clauses read, sentence vectors and all) is asked only
  // of one that performs an act: most sentences perform none.
  return read.some(Boolean) && !unitSettled(u, input) ? read : null
}

/**
 * Whether a sentence names a category other than `ci` (by its whole name or a member of its kind),
 * not only by a deed done: a price asked about a thing another category names ("how much is a
 * battery?") is about that thing; not one said only of a thing the sender holds ("my bike keeps
 * throwing its chain" asks a repair, heldNames.ts).
 */
export const namesAnother = (m: DetModel, ci: number, naming: Naming | null, said: ReadonlyArray<Token>): boolean =>
  naming !== null && m.categories.some((c, cj) => cj !== ci && (naming.nameCov[cj]! >= 0.99 || naming.members[cj]!) && !namedByDeedOnly(m, c, said) && !namedAsHeldOnly(m, c, said))

/** Subjects and auxiliaries before a past form that tell a deed done ("we booked", "was cancelled", "I've already ordered"). */
const DEED_BEFORE = new Set(["was", "were", "been", "got", "has", "have", "had", "i", "we", "they", "you", "he", "she", "it", "already", "just"])

/**
 * Whether a category's name is stated in a sentence only by a deed already done ("I booked a
 * trial for Tuesday", "our clean was cancelled"): what happened before, not what is asked now, so
 * the naming is in passing.
 */
export const namedByDeedOnly = (m: DetModel, c: string, tokens: ReadonlyArray<Token>): boolean => {
  const stems = m.catStems.get(c) ?? []
  const hits = tokens.filter((t) => t.cls === "word" && stems.includes(t.stem))
  return hits.length > 0 && hits.every((t) => /ed$/.test(t.norm) && t.norm !== t.stem && DEED_BEFORE.has(tokens[tokens.indexOf(t) - 1]?.norm ?? ""))
}
