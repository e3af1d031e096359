// A fix asked for within days (round tri, 11-29): "any chance of a look over the next day or two",
// "a fix by Thursday would do". A sender whose business had stopped would not offer days; the
// fault that reads critical by its reach (every user, the whole team) is one part of the product
// broken while the rest runs: high. Only the reach and scope cues give way: a whole site down,
// data lost or an intrusion (cues of 0.9 and up) stay critical, and any word of haste in the same
// message keeps the alarm. Severity only (a scale of four).
import type { Message } from "../../../domain/types.js"
import type { DetModel } from "./model.js"
import type { TurnEntry } from "./severestTurn.js"
import { ownLines } from "../text/quoted.js"

/** When the fix is wanted: days ahead, a named weekday, this week. */
const DAYS_AHEAD =
  "(?:in|within|over) (?:the next |the coming |a )?(?:day or two|day or so|couple (?:of )?days|few days|week)|(?:this|within the|within a|later this) week|by (?:mon|tues|wednes|thurs|fri)day|tomorrow or the day after"

/** A fix asked for: "have a look", "look into it", "sort it out", "fix", "resolve" (round trifix: not
 * "it looks like" or "looking at other providers", not any "sorted"). */
const FIX_ASKED =
  "(?:have|take|get|a|quick) (?:a |another )?(?:quick )?look|look (?:at|into|over) (?:it|this|that|them)|looked (?:at|into)|sort (?:it |this |that |them )?out|(?:be|get|got|have) (?:it |this |that |them )?sorted|fix\\w*|resolv\\w*|solv\\w*|patch\\w*"

/** The fix, or a look at the fault, asked for within days, in the request's own clause (no comma,
 * semicolon or sentence end between): "it started this week" beside the request is no offer of days. */
const FIX_IN_DAYS = new RegExp(`\\b(?:${FIX_ASKED})\\b[^.!?;,\\n]{0,40}?\\b(?:${DAYS_AHEAD})\\b`, "i")

/** Haste told anywhere in the message: the days offered are no calm. */
const HASTE = /\b(?:urgent\w*|asap|a\.s\.a\.p|immediately|right away|right now|emergency|as soon as possible|straight away|losing|lost)\b/i

/** The sender's own words (text/quoted.ts): a quoted reply ("We'll look at it this week") is the
 * agent's offer, not the sender's calm, and a disclaimer's "notify us immediately" is no haste. */
const ownText = (text: string): string => ownLines(text).map((l) => text.slice(l.start, l.end)).join("\n")

/** Critical read from this score on is a fault told as total (site down, data gone), not by its reach. */
const TOTAL = 0.9

/** `entries` with a calm message's critical reads below TOTAL turned into the next level down. */
export const calmFixHigh = (m: DetModel, input: ReadonlyArray<Message>, entries: ReadonlyArray<TurnEntry>): ReadonlyArray<TurnEntry> => {
  const order = m.severityOrder
  if (order === null || order.length < 4) return entries
  const [critical, high] = [order[0]!, order[1]!]
  const calm = new Map<number, boolean>()
  const isCalm = (i: number): boolean => {
    let ok = calm.get(i)
    if (ok === undefined) {
      const text = ownText(input[i]?.content ?? "")
      calm.set(i, (ok = input[i]?.role === "user" && FIX_IN_DAYS.test(text) && !HASTE.test(text)))
    }
    return ok
  }
  // A total read anywhere in the message keeps all of it.
  const total = new Set(entries.filter((e) => e.c === critical && e.cand.score >= TOTAL).map((e) => e.cand.unit.messageIndex))
  return entries.map((e) =>
    e.c === critical && !total.has(e.cand.unit.messageIndex) && isCalm(e.cand.unit.messageIndex) ? { ...e, c: high } : e
  )
}
