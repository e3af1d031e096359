// An answer the customer takes back in a later turn: "What budget do you have?" "About 10k." …
// "Actually, scratch that, finance says there's no budget this year." A denial told after every
// find, in a turn that says it corrects what came before, is the customer's last word on the
// signal; without such a word, two turns that disagree keep the find (presenceVerdict.ts).
import type { Message } from "../../../domain/types.js"
import type { Candidate } from "./model.js"

/**
 * Words of a turn that corrects an earlier one, or brings news that overrules it. A bare
 * "actually" is not enough: "actually we don't need the app part" denies a part, not the answer.
 */
const TAKES_BACK =
  /\b(?:scratch that|turns out|correction|on second thoughts?|change of plans?|i was wrong|i stand corrected|ignore (?:that|what i said)|forget (?:that|what i said)|i misspoke|my mistake|(?:just|since) (?:heard|found out|been told|learned|learnt))\b/i

/** The customer turn a candidate was read in: a confirmed agent line counts as its confirmation's. */
const turnOf = (c: Candidate): number => c.unit.confirmation?.messageIndex ?? c.unit.messageIndex

/** Whether denial `d` takes back every find: it comes in a later customer turn that corrects. */
export const takesBackFinds = (finds: ReadonlyArray<Candidate>, d: Candidate | null, input: ReadonlyArray<Message>): boolean => {
  if (d === null || d.score < 0.5 || d.unit.source !== "user" || finds.length === 0) return false
  const at = turnOf(d)
  return finds.every((f) => turnOf(f) < at) && TAKES_BACK.test(input[at]!.content)
}
