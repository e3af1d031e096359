// A plan or belief the sender reports as theirs before a "but" is one they have moved on from:
// "we were going to have the sofa recovered, but really it's the springs", "I thought it just
// needed a service, but the spring has snapped", "we'd thought of lopping them, but we want rid
// of them". The clause before the "but" names what they no longer ask for; the rest is the wish.
import type { Token } from "./text.js"

const SENDERS = new Set(["i", "we"])
/** Words between the sender and the verb of the plan ("we'd originally thought", "I had first planned"). */
const BETWEEN = new Set(["would", "had", "did", "originally", "first", "initially", "only", "just", "all", "both", "honestly"])
/** Verbs that report the sender's earlier plan or belief. */
const PLANNED = new Set(["thought", "planned", "meant", "intended", "considered", "assumed", "figured", "reckoned", "wondered"])
/** Words that open the clause before the sender ("well", "so", "at first"). */
const LEAD_IN = new Set(["well", "so", "and", "originally", "initially", "at", "first"])
/** After "but", a clause that adds to the plan rather than replaces it ("but also", "but first"). */
const ADDS = new Set(["also", "first", "then", "too", "as"])

/** The index just past the plan's verb when the clause from `s` reports the sender's plan, else -1. */
const planVerbEnd = (tokens: ReadonlyArray<Token>, s: number): number => {
  let k = s
  while (k < tokens.length && (LEAD_IN.has(tokens[k]!.norm) || tokens[k]!.norm === ",")) k++
  if (!SENDERS.has(tokens[k]?.norm ?? "")) return -1
  k++
  while (k < tokens.length && BETWEEN.has(tokens[k]!.norm)) k++
  const w = tokens[k]?.norm ?? ""
  if (PLANNED.has(w)) return k + 1
  // "we were going to …", "I was going to …": a plan told in the past.
  if ((w === "was" || w === "were") && tokens[k + 1]?.norm === "going" && tokens[k + 2]?.norm === "to") return k + 3
  return -1
}

/** Per token, whether it lies in a plan the sender says before a "but" that they have moved on from. */
export const supersededPlan = (tokens: ReadonlyArray<Token>): Array<boolean> => {
  const out = tokens.map(() => false)
  const b = tokens.findIndex((t, i) => i > 2 && t.norm === "but")
  if (b < 0) return out
  const after = tokens.slice(b + 1).filter((t) => t.cls === "word")
  if (after.length < 2 || ADDS.has(after[0]!.norm)) return out
  // The plan's clause starts the sentence or follows its last stop before the "but".
  let s = 0
  for (let i = 0; i < b; i++) if (tokens[i]!.cls === "punct" && (tokens[i]!.norm === "." || tokens[i]!.norm === ";")) s = i + 1
  const end = planVerbEnd(tokens, s)
  if (end < 0 || end >= b) return out
  for (let k = s; k < b; k++) out[k] = true
  return out
}
