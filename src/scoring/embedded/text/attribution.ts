// Whose signal a clause states (decisions §11): a clause about somebody outside the speaker's
// organisation ("my friend's company bought it", "other clinics struggle with no-shows") states
// nothing about the caller, and a line that only routes a topic elsewhere ("budget questions go
// to finance") does not state the topic. Both become open (modality 2): neither found nor denied.
import { isBoundary } from "./scope.js"
import type { Token } from "./text.js"
import { opensElsewhere } from "./elsewhere.js"
import { othersActEnd } from "./othersAct.js"

/** People outside the speaker's organisation and household, by relation. */
const OUTSIDERS = new Set([
  "friend", "friends", "neighbour", "neighbours", "neighbor", "neighbors", "brother", "sister", "cousin", "uncle", "aunt", "niece", "nephew",
  "competitor", "competitors", "rival", "rivals"
])
/** Relatives and friends among the outsiders: their clause is theirs, but who they are is the sender's to tell. */
const KIN = new Set(["friend", "brother", "sister", "cousin", "uncle", "aunt", "niece", "nephew"])
/**
 * A relative's clause that is a story or a condition, not who they are to the sender: a telling or
 * a referral ("my brother recommended you", "my aunt told me"), their work or habits
 * ("my cousin works at the crematorium"), or a time still to come ("when my uncle arrives").
 */
const KIN_ASIDE = new Set([
  "told", "tells", "tell", "said", "says", "recommended", "recommends", "suggested", "mentioned", "works", "worked",
  "uses", "used", "knows", "lives", "arrives", "arriving", "visits", "visiting", "comes", "coming", "when", "whenever", "once", "until", "till", "before", "after", "unless"
])
/**
 * The speaker's household: a parent, a carer or a householder reports for them ("my son has a
 * fever", "my wife can smell gas"), so they are outsiders only with an organisation of their own
 * ("my wife's company", "my dad runs a shop"). Only the speaker's own ("my", "our"): "her
 * husband" is somebody else's, and "my son's friend" an outsider the possessive leads to.
 * Siblings and the wider family stay outsiders: they keep households of their own ("my brother
 * works nights").
 */
const HOUSEHOLD = new Set(["wife", "husband", "dad", "mum", "mom", "father", "mother", "son", "daughter"])
const OWN = new Set(["my", "our"])
const THEIRS = new Set(["his", "her", "their", "your"])
/** Words from a household member to the person they have ("my mum's next door neighbour": the possessive itself is dropped in tokens). */
const POSSESSED_SPAN = 3
/** Stop words that may still stand between them ("my son's best friend"). */
const POSSESSED_ADJ = new Set(["best", "other", "old", "closest", "oldest"])
/** Words after a household member within which their organisation makes them an outside party. */
const OWN_ORGANISATION_SPAN = 3
/** Organisations, when "other", "another" or "a different" one, or a household member's: not the speaker's own. */
const ORGANISATIONS = new Set([
  "company", "firm", "business", "customer", "client", "organisation", "organization", "org", "vendor", "agency", "provider",
  "clinic", "practice", "school", "hospital", "library", "store", "shop", "restaurant", "hotel", "club", "charity", "council",
  "university", "bank", "startup", "brand", "retailer", "dealer"
].flatMap((w) => [w, `${w}s`, `${w}es`, w.replace(/y$/, "ies")]))
const OTHER = new Set(["other", "another", "different"])
/** What "other …" opening a clause names when it is no outside party, or may be the speaker's own side. */
const NOT_A_PARTY = new Set([
  "thing", "things", "issue", "issues", "question", "questions", "point", "points", "reason", "reasons", "option", "options",
  "way", "ways", "day", "days", "week", "month", "year", "time", "times", "hand", "side", "than", "one", "ones", "team", "teams",
  "department", "departments", "site", "sites", "location", "locations", "office", "offices", "branch", "branches", "staff",
  "colleague", "colleagues", "member", "members", "people", "users", "tools", "products", "systems", "features", "vendors"
])
/** "At my previous company we …": the speaker's past organisation is not today's. */
const PAST = new Set(["previous", "former", "old", "last"])
const PAST_PLACE = new Set(["company", "job", "employer", "firm", "role", "workplace", "team", "position"])
const SPEAKER = new Set(["i", "we", "us", "me", "our"])
/** The wider group of the speaker: "other teams in our company" are still the speaker's side. */
const OWN_GROUP = new Set(["our", "my"])

/** Whether the words from `from` name an outsider a household member has ("[my son's] best friend"), before any function word. */
const possessesOutsider = (tokens: ReadonlyArray<Token>, from: number, to: number): boolean => {
  for (let k = from; k < Math.min(to, from + POSSESSED_SPAN); k++) {
    const t = tokens[k]!
    if (OUTSIDERS.has(t.norm)) return true
    if ((t.stop && !POSSESSED_ADJ.has(t.norm)) || t.cls !== "word") return false
  }
  return false
}

/** "[our] competitor", "[our] biggest rival": an outsider right after, or after one describing word. */
const leadsToOutsider = (tokens: ReadonlyArray<Token>, from: number, to: number): boolean => {
  const next = tokens[from]
  if (next === undefined || from >= to) return false
  if (OUTSIDERS.has(next.norm)) return true
  return next.cls === "word" && !next.stop && from + 1 < to && OUTSIDERS.has(tokens[from + 1]!.norm)
}

/** Whether the clause starting at `from` opens with a third party as what it is about. */
const opensWithOutsider = (tokens: ReadonlyArray<Token>, from: number, to: number): boolean => {
  const end = Math.min(to, from + 6)
  for (let k = from; k < end; k++) {
    const w = tokens[k]!.norm
    // "Our (main) competitor launched …": the speaker's word leads to an outsider.
    if (SPEAKER.has(w) && !(w === "our" && leadsToOutsider(tokens, k + 1, end))) return false
    if (OUTSIDERS.has(w)) return true
    if (HOUSEHOLD.has(w)) {
      const whose = k > from ? tokens[k - 1]! : undefined
      if (whose !== undefined && !OWN.has(whose.norm)) {
        // "her husband", "Sam's wife": somebody else's; a bare "Dad has a fever" may be the speaker's.
        if (THEIRS.has(whose.norm) || (whose.cls === "word" && !whose.stop)) return true
        continue
      }
      if (tokens.slice(k + 1, Math.min(to, k + 1 + OWN_ORGANISATION_SPAN)).some((t) => ORGANISATIONS.has(t.norm))) return true
      if (!possessesOutsider(tokens, k + 1, to)) return false
      continue
    }
    const named = tokens[k + 1]?.norm ?? ""
    // "Other garages struggle …": a group named "other" as the clause's subject is outside.
    const opensClause = tokens.slice(from, k).every((t) => t.stop)
    if (OTHER.has(w) && (ORGANISATIONS.has(named) || (opensClause && named !== "" && tokens[k + 1]!.cls === "word" && !NOT_A_PARTY.has(named)))) {
      // "other teams in our company": still the speaker's organisation.
      const after = tokens.slice(k + 2, Math.min(to, k + 5)).map((t) => t.norm)
      return !after.some((a) => OWN_GROUP.has(a))
    }
    if (PAST.has(w) && PAST_PLACE.has(tokens[k + 1]?.norm ?? "") && tokens[k - 1]?.norm === "my") return true
  }
  return false
}

/** The end of a third party's scope: a contrast, or the speaker taking the floor again ("…, and we"). */
const outsiderScopeEnd = (tokens: ReadonlyArray<Token>, from: number): number => {
  for (let k = from; k < tokens.length; k++) {
    const t = tokens[k]!
    if (t.norm === "." || t.norm === ";" || t.norm === "!" || t.norm === "?") return k
    if (isBoundary(t) && t.cls !== "punct" && t.norm !== "so" && t.norm !== "then") return k
    const next = tokens[k + 1]?.norm ?? ""
    if ((t.norm === "," || t.norm === "and" || t.norm === "so" || t.norm === "but") && (next === "we" || next === "i" || next === "our")) return k
  }
  return tokens.length
}

const QUESTION_NOUNS = new Set(["question", "questions", "queries", "query", "enquiries", "enquiry", "inquiries", "inquiry", "matters"])
const ROUTING_VERBS = new Set([
  "go", "goes", "send", "sent", "direct", "directed", "forward", "forwarded", "contact", "email", "ask", "reach", "handled",
  "route", "routed", "refer", "referred", "addressed"
])
const US = new Set(["me", "us", "you"])

/** "Budget questions go to finance", "for anything about timelines, contact my assistant". */
const routesTopic = (tokens: ReadonlyArray<Token>): { readonly about: number; readonly verb: number } | null => {
  let about = -1
  for (let k = 0; k < tokens.length; k++) {
    const w = tokens[k]!.norm
    const next = tokens[k + 1]?.norm
    if (QUESTION_NOUNS.has(w) || ((w === "anything" || w === "everything") && (next === "about" || next === "regarding" || next === "related" || next === "concerning"))) {
      about = k
      break
    }
  }
  if (about < 0) return null
  for (let k = 0; k < tokens.length; k++) {
    if (!ROUTING_VERBS.has(tokens[k]!.norm)) continue
    // Routed to somebody else: "call me about the budget questions" asks for a reply instead.
    const after = tokens.slice(k + 1, k + 9)
    const target = after.findIndex((t) => t.norm === "to" || t.norm === "by")
    const object = after[0]?.norm ?? ""
    if (US.has(object)) continue
    if (target >= 0 && US.has(after[target + 1]?.norm ?? "")) continue
    if (target >= 0 || (object !== "" && after[0]!.cls !== "punct")) return { about, verb: k }
  }
  return null
}

const clauseOf = (tokens: ReadonlyArray<Token>, at: number): [number, number] => {
  let a = at
  while (a > 0 && !(tokens[a - 1]!.cls === "punct" && isBoundary(tokens[a - 1]!))) a--
  let b = at
  while (b < tokens.length && !(tokens[b]!.cls === "punct" && isBoundary(tokens[b]!))) b++
  return [a, b]
}

const open = (tokens: ReadonlyArray<Token>, from: number, to: number): void => {
  for (let k = from; k < to; k++) if (tokens[k]!.cls !== "punct") tokens[k]!.mod = 2
}

const APPROVE = new Set(["approve", "approves", "approving", "sign", "signs", "signing", "authorise", "authorises", "authorize", "authorizes", "sanction"])
const LIMITER = new Set(["under", "below", "up", "less", "over", "above", "beyond", "to"])
const LIMIT_OF = new Set(["signing", "approval", "authorisation", "authorization", "sign-off", "signoff"])
const LIMIT = new Set(["limit", "authority", "threshold", "ceiling"])

/**
 * "I can approve orders below £5,000", "my approval limit is $20k": an amount that bounds
 * someone's authority is no budget (decisions §11 reads it as authority). The amount is open.
 */
const markApprovalLimit = (tokens: ReadonlyArray<Token>): void => {
  for (let k = 0; k < tokens.length; k++) {
    const w = tokens[k]!.norm
    const limitNoun = LIMIT_OF.has(w) && LIMIT.has(tokens[k + 1]?.norm ?? "")
    if (!APPROVE.has(w) && !limitNoun) continue
    for (let j = k + 1; j < tokens.length && j <= k + 8; j++) {
      const t = tokens[j]!
      if (t.cls === "punct" && isBoundary(t)) break
      if (t.cls !== "money") continue
      const bounded = limitNoun || tokens.slice(k + 1, j).some((x) => LIMITER.has(x.norm))
      if (bounded) t.mod = 2
    }
  }
}

const QUOTES = new Set(["\"", "“", "”"])
/** Words that name a label: the quoted words after them are mentioned, not meant ("it says" is left out: what an error message says is stated). */
const NAMING = new Set([
  "asks", "ask", "asked", "asking", "field", "fields", "labelled", "labeled", "called", "named", "term", "terms", "word", "words",
  "box", "boxes", "section", "heading", "column", "option", "tab", "button", "menu"
])

/**
 * "The template has a field called "budget"": words quoted as a label's name
 * are mentioned, not stated. Once a quote follows a naming word, every quoted span of the
 * sentence is open.
 */
const markMentions = (tokens: ReadonlyArray<Token>): void => {
  const first = tokens.findIndex((t, k) => QUOTES.has(t.norm) && tokens.slice(Math.max(0, k - 3), k).some((x) => NAMING.has(x.norm)))
  if (first < 0) return
  let inside = false
  for (let k = first; k < tokens.length; k++) {
    const t = tokens[k]!
    if (QUOTES.has(t.norm)) inside = !inside
    else if (inside) t.mod = 2
  }
}

/** How a question put to the vendor opens ("would your firm …", "does it …", "can you …"); the sales packs' ASKS_VENDOR opens with the same words (rubrics are data and import nothing from here). */
const ASKING_SET = new Set(["would", "could", "will", "can", "might", "do", "does", "is", "are"])
const VENDOR = new Set(["company", "firm", "organisation", "organization", "business"])
/**
 * "Would your firm be open to sponsoring our tournament?": what the vendor's organisation might
 * do is no statement of the caller's, for any detector (a question about its product is, for
 * most: an intent reads its signal there; the sales packs' ASKS_VENDOR, rubrics/sales/otherTopics.ts).
 */
const asksVendorOrganisation = (tokens: ReadonlyArray<Token>): boolean => {
  const words = tokens.filter((t) => t.cls !== "punct")
  return tokens[tokens.length - 1]?.norm === "?" && ASKING_SET.has(words[0]?.norm ?? "") && words[1]?.norm === "your" && VENDOR.has(words[2]?.norm ?? "")
}

/** Marks third parties' clauses, routing lines, approval limits and mentions as open, in place (after markModality). */
export const markAttribution = (tokens: ReadonlyArray<Token>): void => {
  if (asksVendorOrganisation(tokens)) {
    open(tokens, 0, tokens.length)
    return
  }
  markApprovalLimit(tokens)
  markMentions(tokens)
  const routed = routesTopic(tokens)
  if (routed !== null) {
    open(tokens, ...clauseOf(tokens, routed.about))
    open(tokens, ...clauseOf(tokens, routed.verb))
  }
  let start = 0
  for (let k = 0; k <= tokens.length; k++) {
    if (k < tokens.length && !isBoundary(tokens[k]!)) continue
    const othersEnd = k > start ? othersActEnd(tokens, start, k) : -1
    if (othersEnd > 0) open(tokens, start, othersEnd)
    else if (k > start && (opensWithOutsider(tokens, start, k) || opensElsewhere(tokens, start, k))) {
      const end = outsiderScopeEnd(tokens, start)
      // The relative the clause opens with stays told as who they are (a relation detector reads it), unless already open ("if my brother …").
      const clause = tokens.slice(start, end)
      const kin = clause.some((t) => KIN_ASIDE.has(t.norm)) ? [] : clause.filter((t) => t.mod === 0 && KIN.has(t.norm))
      open(tokens, start, end)
      for (const t of kin) t.kin = true
      k = Math.max(k, end)
    }
    start = k + 1
  }
}
