// A customer who asks WHETHER a state holds ("Is it still under warranty if I bought it used?",
// "Do I need any experience first?", "Is the venue step-free?") states no state of their own: the
// question repeats the examples' words ("it's still under warranty", "I've done this before")
// and its sentence vector comes as near them as the statement would. A yes/no question of being,
// doing or having asks; one of can/could/will/would asks for something (a request), and a
// question holding the customer's possessive presupposes the thing ("is my booking still on?",
// "can I bring my guide dog?"), so neither is read here. vendorEnquiry.ts reads questions about
// the vendor's own ways; this one reads those about the customer's case or about people in general.
import type { Token } from "./text.js"

/** Auxiliaries of being, doing and having that open a yes/no question. */
const ASKING_AUX = new Set(["is", "are", "am", "was", "were", "do", "does", "did", "have", "has"])
/** Greeting words a question may open after ("Hi, is it …?"). */
const GREETING = new Set(["hi", "hello", "hey", "morning", "afternoon", "evening", "quick", "question", "sorry", "ok", "okay", "so", "and", "also", "just", "wondering"])
/** A possessive of the customer's presupposes what it owns. */
const OWN_POSSESSIVE = new Set(["my", "our", "mine", "ours"])

/**
 * Whether tokens are one yes/no question of being, doing or having: the last word-bearing token is
 * followed by "?", it opens (past a greeting word or two and their commas) with such an
 * auxiliary, holds one clause (no second "?" nor a full stop inside) and no possessive of the customer's.
 */
export const asksWhetherState = (tokens: ReadonlyArray<Token>): boolean => {
  let last = tokens.length - 1
  while (last >= 0 && tokens[last]!.cls === "punct" && tokens[last]!.norm !== "?") last -= 1
  if (last < 0 || tokens[last]!.norm !== "?") return false
  let k = 0
  while (k < last && (tokens[k]!.norm === "," || tokens[k]!.norm === "!" || (GREETING.has(tokens[k]!.norm) && k < 3))) k += 1
  if (!ASKING_AUX.has(tokens[k]?.norm ?? "")) return false
  const body = tokens.slice(k, last)
  return !body.some((t) => t.norm === "?" || t.norm === "." || t.norm === "!" || OWN_POSSESSIVE.has(t.norm))
}
