// A wish for the product told as a complaint (round triage11): "it's ridiculous that members still
// can't pause their membership … please build this", "your designer tool doesn't even have curved
// text … add it please". The "can't" and "annoying" of such a message read a fault, but the
// sender asks for something the product never did: a feature request, low. Read only where the
// same message asks for the thing to be added (or asks whether the product could do it) and tells
// nothing that broke: no "since", "stopped", "no longer", "used to", error or failure words.
// The same for a how-to asked in alarming words ("Big problem: … how do I add a new paper stock?",
// "a huge spike - am I being overcharged?! How do I see the hourly breakdown?"): a question of
// use, low, when the message tells nothing broken and nothing that cannot be done.
// Severity only (a scale of four); how soon is left to the time rubric's own wishes.
import type { Message } from "../../../domain/types.js"
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"
import type { TurnEntry } from "./severestTurn.js"
import { calmFixHigh } from "./calmFix.js"

/** The thing asked to be added or built: "please add this", "add it please", "can the app remember …?". */
const ASKS_FEATURE =
  /\b(?:please (?:add|build|implement|include|introduce|create|make) (?:this|it|that|one|an option|a way|the option|a setting|such a feature|this feature|that feature)\b|(?:add|build|implement|include) (?:this|it|that) please\b|(?:can|could|would) (?:the|your) (?:app|system|portal|tool|site|website|software|platform|page) (?:remember|let|allow|show|support|offer|store|save|keep|handle)\b[^.!?\n]*\?)/i

/** A question of how to use the product. */
const ASKS_HOW = /\bhow (?:do|can|should|would) (?:i|we)\b|\bwhere (?:do|can) (?:i|we) (?:find|set|change|see|add)\b/i

/** Something that cannot be done or nobody can do: the how-to may be the way round a fault. */
const CANNOT = /\b(?:can(?:'|’)?t|cannot|can not|won(?:'|’)?t|unable|not working|doesn(?:'|’)?t work|isn(?:'|’)?t working|nobody|no one|none of)\b/i

/** Words of something that broke or went wrong, not merely missing: the message stays a fault. */
const BROKE =
  /\b(?:since|stopped|anymore|any more|no longer|used to|broke|broken|crash\w*|error\w*|fail\w*|reject\w*|declin\w*|bounc\w*|down|bug|bugs|glitch\w*|suddenly|disappeared|vanished|lost|missing|wrong|again|urgent\w*|asap)\b/i

/** A second matter told in the same message ("Separately, the payroll file …"): the ask is not the whole message. */
const SECOND_MATTER = /\b(?:separately|also|another (?:thing|issue|problem)|on another note|unrelated|more pressing|more importantly|a different (?:thing|issue|problem)|secondly|second thing)\b/i

const textOf = (input: ReadonlyArray<Message>, u: Unit): string => input[u.messageIndex]!.content.slice(u.start, u.end)

/** Score of the low read at the request: a cue's strength, over the found line. */
const ASKED_SCORE = 0.7

/**
 * `entries` with each customer message that asks for a feature, or how to do something, and tells
 * nothing broken answered by low at its request sentence. Other messages' entries are kept as they are.
 */
export const featuresAskedLow = (m: DetModel, input: ReadonlyArray<Message>, units: ReadonlyArray<Unit>, told: ReadonlyArray<TurnEntry>): ReadonlyArray<TurnEntry> => {
  // What the sender asks for tells the severity twice: a feature or a how-to (below), and a fix offered days (calmFix.ts).
  const entries = calmFixHigh(m, input, told)
  const order = m.severityOrder
  if (order === null || order.length < 4) return entries
  const low = order.at(-1)!
  const asked = new Map<number, Unit>()
  // What the whole message tells is read once per message, not once per sentence of it.
  const readable = new Map<number, boolean>()
  const cannot = new Map<number, boolean>()
  for (const u of units) {
    if (u.source !== "user" || asked.has(u.messageIndex)) continue
    const message = input[u.messageIndex]!.content
    let ok = readable.get(u.messageIndex)
    if (ok === undefined) readable.set(u.messageIndex, (ok = !BROKE.test(message) && !SECOND_MATTER.test(message)))
    if (!ok) continue
    const text = textOf(input, u)
    if (ASKS_FEATURE.test(text)) asked.set(u.messageIndex, u)
    else if (ASKS_HOW.test(text)) {
      let no = cannot.get(u.messageIndex)
      if (no === undefined) cannot.set(u.messageIndex, (no = CANNOT.test(message)))
      if (!no) asked.set(u.messageIndex, u)
    }
  }
  if (asked.size === 0) return entries
  const kept = entries.filter((e) => !asked.has(e.cand.unit.messageIndex))
  const lows: Array<TurnEntry> = [...asked.values()].map((unit) => ({ c: low, cand: { score: ASKED_SCORE, unit, match: null }, stressed: false }))
  return [...kept, ...lows]
}
