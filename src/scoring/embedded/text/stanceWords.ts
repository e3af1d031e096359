// The customer's stance, as opposed to an event: a threat to take the matter outside (a bank's
// chargeback, a court, an ombudsman, the public), a demand for money back, a complaint made, a
// worry of their own. Triggers of these kinds are told in paraphrase far from the examples' words
// ("I'll be speaking to my bank", "I want every penny back", "I'd like this put on record"), and the
// sentence vectors put such paraphrase at cosine 0.1–0.3. Read by engine/stanceFound.ts.
import type { Token } from "./text.js"

export type Stance = "threat" | "demand" | "complaint" | "worry"

/** Words that name an outside step by themselves. */
const OUTSIDE = new Set(["chargeback", "chargebacks", "ombudsman", "sue", "suing"])
/** An adviser or authority a customer may name in passing ("our lawyer read the contract"): a step only when gone to, as a bank is. */
const ADVISERS = new Set(["bank", "issuer", "solicitor", "solicitors", "lawyer", "lawyers", "attorney", "regulator", "watchdog", "tribunal"])
/** Pairs that name one: "small claims", "trading standards", "legal action", "card company". */
const OUTSIDE_PAIRS: ReadonlyArray<readonly [ReadonlySet<string>, ReadonlySet<string>]> = [
  [new Set(["small"]), new Set(["claims", "claim"])],
  [new Set(["trading"]), new Set(["standards"])],
  [new Set(["legal"]), new Set(["action", "proceedings", "route"])],
  [new Set(["citizens"]), new Set(["advice"])],
  [new Set(["payment", "charge"]), new Set(["reversed", "disputed"])],
  [new Set(["report", "reporting"]), new Set(["you"])],
  [new Set(["reverse", "reversing"]), new Set(["the", "this", "it"])]
]
/**
 * A bank, a card company or an adviser is a step only when the customer goes to it ("I'll be
 * speaking to my bank", "you'll be hearing from my solicitor"), not "my bank statement shows …";
 * a charge disputed with the vendor is a billing question.
 */
const GOES_TO = new Set([
  "speak", "speaking", "talk", "talking", "call", "calling", "contact", "contacting", "ring", "ringing", "phone", "phoning", "go", "going",
  "involve", "involving", "raise", "raising", "claim", "claiming", "dispute", "disputing", "take", "taking", "report", "reporting",
  "hearing", "instruct", "instructing", "instructed", "consult", "consulting", "forward", "forwarding", "passing", "handing"
])
const LENDER_THINGS = new Set(["statement", "statements", "account", "accounts", "app", "details", "card", "transfer", "balance", "holiday", "holidays", "fees", "charges"])
/** "to my bank", "with my card company": the lender the customer goes to. */
const goesToLender = (w: ReadonlyArray<string>, k: number): boolean => {
  const lender = ADVISERS.has(w[k]!) || (w[k] === "card" && (w[k + 1] === "company" || w[k + 1] === "provider"))
  if (!lender || LENDER_THINGS.has(w[k + 1] ?? "")) return false
  return w.slice(Math.max(0, k - 6), k).some((y) => GOES_TO.has(y))
}
/** A public the customer will tell ("everyone is going to hear", "the whole of Facebook"). */
const PUBLIC = new Set(["facebook", "twitter", "tiktok", "instagram", "trustpilot", "press", "newspaper", "newspapers", "everyone", "everybody", "media", "mumsnet", "reddit"])
/** What the public is to do: hear of it, know about or how ("everyone will know how you treat customers"). */
const hearsOf = (w: ReadonlyArray<string>, k: number): boolean => w[k] === "hear" || (w[k] === "know" && ["about", "how", "what", "exactly"].includes(w[k + 1] ?? ""))
const BAD_REVIEW = new Set(["bad", "negative", "terrible", "scathing", "honest", "one-star", "1-star", "star", "stars"])

/** "is going to hear", "will know": what the public is to be told. */
const toldAhead = (w: ReadonlyArray<string>, k: number): boolean =>
  (w[k - 1] === "to" && w[k - 2] === "going") || w[k - 1] === "will" || w[k - 1] === "ll" || w[k - 1] === "'ll"
/** A public named ("Facebook", "everyone") or made of all of a place ("all of the lake", "the whole street"). */
const namesPublic = (w: ReadonlyArray<string>): boolean =>
  w.some((y, j) => PUBLIC.has(y) || ((y === "all" || y === "whole") && (w[j + 1] === "of" || w[j - 1] === "the")))

/** Money back, and the words of demanding it. */
const MONEY_BACK = new Set(["refund", "refunded", "compensation", "compensate", "compensated", "compensating", "reimburse", "reimbursed", "reimbursement", "penny", "pennies"])
const WANTING = new Set(["want", "wanting", "expect", "expecting", "demand", "demanding", "insist", "insisting", "entitled", "owed", "deserve", "like", "need", "asking"])

const COMPLAINT = new Set(["complaint", "complaints", "complain", "complaining", "unacceptable", "disgraceful", "appalling", "outrageous"])
/** Before a complaint word, a courtesy ("sorry to complain", "hate to complain"), no complaint made. */
const COURTESY = new Set(["sorry", "hate", "apologies", "apologise", "apologize"])

const WORRY = new Set(["worried", "worry", "worrying", "concerned", "uneasy", "anxious", "alarmed", "scared", "frightened", "uncomfortable", "comfortable"])
const SPEAKER = new Set(["i", "we"])
const BEING = new Set(["am", "are", "feel", "feeling", "getting", "still", "really", "very", "so", "quite", "genuinely", "increasingly", "bit", "a", "little", "not", "now", "seriously", "extremely"])

const hasPair = (w: ReadonlyArray<string>, k: number) => OUTSIDE_PAIRS.some(([a, b]) => a.has(w[k]!) && b.has(w[k + 1] ?? ""))

/** The stances tokens[from, to) name by their words alone, modality aside: how a detector's examples are read. */
export const stancesNamed = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): ReadonlySet<Stance> => {
  const w = tokens.slice(from, to).map((t) => t.norm)
  const out = new Set<Stance>()
  w.forEach((x, k) => {
    if (OUTSIDE.has(x) || hasPair(w, k) || goesToLender(w, k) || (x === "review" && w.slice(Math.max(0, k - 3), k).some((y) => BAD_REVIEW.has(y)))) out.add("threat")
    if (MONEY_BACK.has(x) || (x === "money" && w[k + 1] === "back")) out.add("demand")
    if (COMPLAINT.has(x)) out.add("complaint")
    if (WORRY.has(x)) out.add("worry")
  })
  return out
}

/** Whether the word at k is said plainly: not negated, not open (a condition, somebody else's, put off). */
const plain = (tokens: ReadonlyArray<Token>, k: number) => tokens[k]!.mod === 0

/**
 * The stance tokens[from, to) take in the customer's own voice: a threat with a plain outside party
 * or a public told; a demand of money back with a word of wanting (or "refund me" as a command); a
 * complaint word not a courtesy; a worry the speaker feels now ("I'm uneasy that …", not "I was
 * worried …"). Questions are left to the caller.
 */
export const stancesTold = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): ReadonlySet<Stance> => {
  const w = tokens.map((t) => t.norm)
  const out = new Set<Stance>()
  for (let k = from; k < to; k++) {
    if (!plain(tokens, k)) continue
    const x = w[k]!
    const before = w.slice(Math.max(from, k - 4), k)
    const publicTold = hearsOf(w, k) && toldAhead(w, k) && namesPublic(w.slice(from, k))
    if (OUTSIDE.has(x) || goesToLender(w, k) || (hasPair(w, k) && k + 1 < to && plain(tokens, k + 1)) || publicTold || (x === "review" && before.some((y) => BAD_REVIEW.has(y)))) out.add("threat")
    const back = MONEY_BACK.has(x) || (x === "money" && w[k + 1] === "back")
    const command = (x === "refund" || x === "compensate" || x === "reimburse") && (k === from || w[k - 1] === "please") && w[k + 1] !== "policy"
    if (back && (command || w.slice(Math.max(from, k - 6), k).some((y, j) => WANTING.has(y) && plain(tokens, Math.max(from, k - 6) + j)))) out.add("demand")
    if (COMPLAINT.has(x) && !before.some((y) => COURTESY.has(y))) out.add("complaint")
    if (x === "record" && (w[k - 1] === "on" || (w[k - 1] === "the" && w[k - 2] === "on"))) out.add("complaint")
    if (WORRY.has(x) && feltNow(w, k, from)) out.add("worry")
  }
  return out
}

/** "I'm worried", "we are really concerned", "I'm not comfortable": the speaker's own worry now, not "I was worried". */
const feltNow = (w: ReadonlyArray<string>, k: number, from: number): boolean => {
  if (w[k] === "comfortable" && w[k - 1] !== "not") return false
  let j = k - 1
  while (j >= from && BEING.has(w[j]!)) j--
  const subject = w[j] ?? ""
  if (w[k] === "worry" && SPEAKER.has(w[k - 1] ?? "")) return true
  return SPEAKER.has(subject) && j < k - 1 && w.slice(j + 1, k).some((y) => y === "am" || y === "are" || y === "feel" || y === "feeling" || y === "getting")
}
