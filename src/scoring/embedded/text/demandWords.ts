// The shapes in which a buyer tells a requirement as a condition of buying or a rule of someone in
// their own firm rather than in a detector's example words: "procurement won't let us sign unless
// …", "our DPO insists that …", "finance will want proof that …", "whatever we move to has to …",
// "so a short walk from the car is essential". Read by engine/circumstances.ts for detectors of
// requirements (a name or description naming a requirement, a condition or compliance).
import type { Token } from "./text.js"

/** Words that state a demand by themselves. */
const DEMANDING = new Set([
  "require", "requires", "required", "insist", "insists", "insisted", "mandatory", "mandate", "mandates", "essential",
  "prerequisite", "compulsory", "unless", "must", "obliged", "obligatory", "non-negotiable", "dealbreaker"
])
/** After these, "need", "want", "expect", "ask" is a demand to come ("they'll want proof", "we'd need a signer"). */
const FUTURE = new Set(["will", "ll", "'ll", "would", "d", "'d", "may", "might", "shall"])
const WANTS = new Set(["need", "want", "expect", "ask", "insist", "demand", "matter"])
/** A refusal of the purchase that a demand lifts ("won't sign", "can't confirm the booking", "can't migrate"). */
const COMMITS = new Set([
  "sign", "approve", "buy", "proceed", "go", "move", "migrate", "roll", "use", "confirm", "commit", "book", "let", "onboard", "accept", "choose", "consider", "switch"
])
const REFUSING = new Set(["wo", "won", "can", "ca", "cannot", "could", "will", "would"])
/** What a refusal waits for that is the buyer's own step, not a demand on the vendor ("until the budget is approved", "until next quarter"). */
const OWN_STEP = new Set(["approved", "approval", "budget", "budgets", "quarter", "year", "month", "week", "signed-off", "back", "funding", "board"])

/** What a refusal waits for that ends a fault, not a demand ("until you fix the login", "unless I restart the router"). */
const MENDS = new Set(["fix", "fixed", "fixes", "repair", "repaired", "restart", "restarted", "reboot", "rebooted", "reset", "reissued", "reissue", "working", "works", "resolved", "sorted"])
/** Words after "it" that make it the buyer's IT department, not the pronoun ("our IT team", "the IT lead"). */
const DEPARTMENT = new Set(["team", "department", "dept", "lead", "manager", "director", "people", "staff", "admin", "admins", "security"])
const OWNERS = new Set(["our", "the", "their", "my", "from", "by"])

/** Whether tokens[from, to) tell a demand on the vendor or the purchase ("they'll want proof", "it must", "we'd need a signer"). */
export const tellsDemand = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!
    const prev = tokens[k - 1]?.norm ?? ""
    // "it must have been a glitch": a guess at the past, no demand.
    const guess = t.norm === "must" && tokens[k + 1]?.norm === "have" && tokens[k + 2]?.norm === "been"
    if (DEMANDING.has(t.norm) && t.mod !== 1 && !guess) return true
    if (WANTS.has(t.norm) && FUTURE.has(prev) && t.mod !== 1) return true
    // "a condition of renewing", "made it a condition": the buyer's own condition.
    if ((t.norm === "condition" || t.norm === "conditions") && (prev === "a" || prev === "our")) return true
  }
  return tellsBuyingCondition(tokens, from, to)
}

/** Who in the buyer's firm (or over it) sets the terms of a purchase. */
const GATEKEEPERS = new Set([
  "legal", "lawyers", "lawyer", "it", "security", "infosec", "procurement", "purchasing", "compliance", "finance", "auditors", "auditor",
  "insurer", "insurers", "dpo", "regulator", "regulators", "council", "bank", "governance", "risk", "ciso", "cto"
])
/** What a purchase is of: "any vendor we choose must …", "whatever we move to has to …". */
const CHOSEN = new Set(["vendor", "vendors", "supplier", "suppliers", "provider", "providers", "host", "tool", "system", "platform", "solution", "product", "venue", "whatever", "whichever"])
const MUSTS = new Set(["must", "require", "requires", "insist", "insists", "mandatory"])

/**
 * Whether tokens[from, to) make a demand a condition of buying: a refusal held until, unless or
 * without something not of the buyer's own steps ("we can't migrate until you show us …"); a
 * gatekeeper of the buyer's (legal, IT, procurement, an insurer, a works council) demanding or
 * refusing; "any vendor we choose must …". Such a clause is a requirement whatever its topic words.
 */
export const tellsBuyingCondition = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  const words = tokens.slice(from, to).map((t) => t.norm)
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!
    if (w === "not" && REFUSING.has(words[k - 1] ?? "")) {
      for (let j = k + 1; j < Math.min(words.length, k + 4); j++) {
        if (!COMMITS.has(words[j]!)) continue
        const held = words.findIndex((x, i) => i > j && (x === "until" || x === "unless" || x === "without"))
        if (held > 0 && !words.slice(held).some((x) => OWN_STEP.has(x) || MENDS.has(x)) && !tokens.slice(from + held, to).some((x) => x.cls === "time")) return true
      }
    }
    const demandAfter = (i: number) => words.slice(i + 1).some((x, n) => (MUSTS.has(x) && !(x === "must" && words[i + n + 2] === "have" && words[i + n + 3] === "been")) || (WANTS.has(x) && FUTURE.has(words[i + n] ?? "")) || (x === "not" && REFUSING.has(words[i + n] ?? "")) || (x === "to" && (words[i + n] === "has" || words[i + n] === "have")))
    // "it" is the department only when owned or followed by one of its roles; the pronoun sets no terms.
    const pronoun = w === "it" && !OWNERS.has(words[k - 1] ?? "") && !DEPARTMENT.has(words[k + 1] ?? "")
    if (GATEKEEPERS.has(w) && !pronoun && demandAfter(k)) return true
    if (CHOSEN.has(w) && (words[k - 1] === "any" || words[k - 1] === "whichever" || w === "whatever" || w === "whichever") && demandAfter(k)) return true
  }
  return false
}

/** Plain words of need: "we need our files in Germany", "they expect a signed contract". */
const NEEDS = new Set(["need", "needs", "needed", "want", "wants", "expect", "expects", "demand", "demands"])

/**
 * Whether tokens tell a need or a demand in any form, or ask a question: how every example of a
 * requirement of purchase is told ("We'll need SSO", "Do you have SOC 2?"). A sentence of such a
 * detector's topic words that does none of these ("security matters to us", "the SOC 2 audit went
 * smoothly", "Data sources: SCADA exports") names the topic, not a requirement.
 */
export const statesNeed = (tokens: ReadonlyArray<Token>, limits: (tokens: ReadonlyArray<Token>) => boolean): boolean =>
  tokens.some((t) => t.norm === "?" || NEEDS.has(t.norm)) || tellsDemand(tokens) || limits(tokens)
