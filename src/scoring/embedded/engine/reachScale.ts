// Custom classification detectors whose categories are how far a fault reaches (one person, a
// team, the whole organisation): each category's examples (or, failing them, its name) read to
// one reach (text/reach.ts), so the categories lie on that scale. A customer sentence that
// reports the fault and says who it hits then decides, whatever other words it shares with the
// examples: "not one of the kitchen crew can clock in" is a group though "not one" is nearest an
// example like "no one at any depot"; "the whole firm got the notice, but only my laptop …" is one person.
import type { DetectorSpec, Message } from "../../../domain/types.js"
import { type Reach, reachOf, reportsFault } from "../text/reach.js"
import type { Unit } from "../text/units.js"
import type { Candidate, DetModel } from "./model.js"

export type ReachScale = ReadonlyMap<Reach, string>

/** A category's name read as a reach, for a category whose examples state none. */
const NAME_REACH: ReadonlyArray<readonly [RegExp, Reach]> = [
  [/\b(?:single|individual|solo|personal|me|myself|just)\b/, "one"],
  [/\b(?:team|teams|department|dept|group|unit|ward|office|class|crew|shift|local|partial|several|some)\b/, "group"],
  [/\b(?:organi[sz]ation|org|company|companywide|everyone|everybody|whole|all|global|enterprise|wide|entire|outage)\b/, "all"]
]

/** The reach each category stands for, or null when the categories do not lie on it (one each, at least two). */
export const inferReach = (spec: DetectorSpec): ReachScale | null => {
  if (spec.kind !== "classification" || spec.builtin !== null || spec.categories.length < 2 || spec.categories.length > 3) return null
  const out = new Map<Reach, string>()
  for (const c of spec.categories) {
    const read = new Set(spec.examples.filter((e) => e.category === c).map((e) => reachOf(e.text)))
    read.delete(null)
    let reach: Reach | null = read.size === 1 ? [...read][0]! : null
    if (read.size === 0) {
      const name = c.replace(/[_-]+/g, " ").toLowerCase()
      const named = NAME_REACH.filter(([re]) => re.test(name)).map(([, r]) => r)
      reach = named.length === 1 ? named[0]! : null
    }
    if (reach === null || out.has(reach)) return null
    out.set(reach, c)
  }
  return out
}

/** Narrowest first: of two sentences that report the fault, the bounded one says who is hit. */
const ORDER: ReadonlyArray<Reach> = ["one", "group", "all"]
const SCORE = 0.8

/** The category of the reach the customer's sentences state, preferring those that report the fault. */
export const reachVerdict = (m: DetModel, all: ReadonlyArray<Unit>, input: ReadonlyArray<Message>): { category: string; cand: Candidate } | null => {
  const scale = m.reach
  if (scale === undefined || scale === null) return null
  const read: Array<{ reach: Reach; fault: boolean; unit: Unit }> = []
  for (const u of all) {
    if (u.source !== "user" || u.whole || u.tokens.length === 0) continue
    const text = input[u.messageIndex]?.content.slice(u.start, u.end) ?? ""
    const reach = reachOf(text)
    if (reach !== null && scale.has(reach)) read.push({ reach, fault: reportsFault(text), unit: u })
  }
  const faults = read.filter((r) => r.fault)
  const pool = faults.length > 0 ? faults : read
  if (pool.length === 0) return null
  pool.sort((a, b) => ORDER.indexOf(a.reach) - ORDER.indexOf(b.reach))
  const pick = pool[0]!
  return { category: scale.get(pick.reach)!, cand: { score: SCORE, unit: pick.unit, match: null } }
}
