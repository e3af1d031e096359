// The vendor's side as the subject of a customer's sentence (decisions §11). Two readings:
// - its hours asked about ("Do your groomers work on Sundays?", "Are you open on bank
//   holidays?", "What time do you open?", "Is the salon open at lunchtime?"): a time in such a
//   question is the vendor's, no time the customer can;
// - a deed its side already did ("You installed grey frames", "Your driver delivered it to the
//   wrong hall"): a complaint about the vendor's act, no choice of the customer's.
// Both hold only where the sentence has no word of the customer's as its subject ("I", "we"): "Do
// you work Sundays? I'm free then" and "you sent black, we ordered white" still tell the customer's.
import type { Token } from "./text.js"

/** The customer as a subject: a sentence holding one tells something of the customer's own ("my" may only own the thing: "you posted my results"). */
const OWN_SUBJECT = new Set(["i", "we", "myself", "ourselves"])
/** Auxiliaries that open a question about the vendor ("do you", "are your staff", "is the shop"). */
const AUX = new Set(["do", "does", "are", "is"])
/** Verbs and states of the vendor's hours; not "available" or "free", which often name the slot the customer wants ("are your tutors free on Saturday?"). */
const HOURS = new Set(["work", "working", "teach", "teaching", "operate", "trade", "trading", "open", "closed", "shut", "close"])
/** Words between the subject's opening and its head: "your (mobile) groomers", "the (town centre) salon". */
const SUBJECT_SPAN = 3

const isYou = (t: Token | undefined): boolean => t?.norm === "you" || t?.norm === "your"

/** Whether an auxiliary at k opens a question whose subject is the vendor, its people or its premises and whose verb tells its hours. */
const hoursAfter = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  const first = tokens[k + 1]
  // "do you open", "are your cleaners working", "is the salon open"; "is the boiler working" is no premises of the vendor's but asks no time either.
  if (!(isYou(first) || first?.norm === "the")) return false
  for (let j = k + 2; j < Math.min(tokens.length, k + 3 + SUBJECT_SPAN); j++) {
    const t = tokens[j]!
    if (HOURS.has(t.norm)) return true
    if (t.cls !== "word") return false
  }
  return false
}

/**
 * Whether tokens (one sentence) ask after the vendor's hours: a question with no word of the
 * customer's, an auxiliary (or "what time", "when") opening a clause whose subject is "you", "your
 * …" or "the …" and whose verb or state is one of working or opening.
 */
export const asksVendorHours = (tokens: ReadonlyArray<Token>): boolean => {
  if (!tokens.some((t) => t.norm === "?") || tokens.some((t) => OWN_SUBJECT.has(t.norm))) return false
  return tokens.some((t, k) => AUX.has(t.norm) && hoursAfter(tokens, k))
}

/** Past forms that are not regular -ed ones, of deeds a vendor's side does for a customer. */
const PAST_IRREGULAR = new Set(["sent", "made", "put", "sold", "gave", "brought", "took", "built", "cut", "left", "fit", "wrote", "drew", "rang", "got", "spent", "threw", "lost", "broke", "forgot"])
/** Words between the subject and its verb ("you have sent", "your team already fitted", "you accidentally made"). */
const BETWEEN = new Set(["have", "ve", "had", "d", "already", "just", "then", "also", "accidentally", "mistakenly", "wrongly", "actually", "guys", "lot"])

/** Whether the word at k is a past form of a deed: an irregular past or a regular one in -ed (not "need", "feed"). */
const pastDeed = (t: Token | undefined): boolean =>
  t !== undefined && t.cls === "word" && t.mod === 0 && (PAST_IRREGULAR.has(t.norm) || (t.norm.length > 4 && t.norm.endsWith("ed") && !t.norm.endsWith("eed")))

/**
 * Whether a sentence tells a deed the vendor's side already did, opening with it: "You installed
 * …", "Your fitters put …", "Your team have sent …". Not with the customer as a subject anywhere
 * in it, not a question, and not an intent ("your driver will collect": othersAct.ts).
 */
export const tellsVendorDeed = (tokens: ReadonlyArray<Token>): boolean =>
  !tokens.some((t) => OWN_SUBJECT.has(t.norm) || t.norm === "?") && opensWithDeed(tokens)

/** Where a clause ends that a deed opens: "You made the large one instead of the medium I asked for". */
const CLAUSE_ENDS = new Set([",", ";", "but", "instead", "rather", "when", "while", "although", "though", "-"])

/**
 * Where a sentence's opening deed of the vendor's side ends when the customer goes on to their own
 * words ("Your fitters put black frames in, we ordered white", "You sent a tablet instead of the
 * phone I ordered"): the deed's things are no choice of the customer's, what follows may be. The
 * index of the first token after the deed's clause, or -1 (no such deed, or the customer inside it).
 */
export const vendorDeedEnd = (tokens: ReadonlyArray<Token>): number => {
  if (tokens.some((t) => t.norm === "?") || !opensWithDeed(tokens)) return -1
  const end = tokens.findIndex((t) => CLAUSE_ENDS.has(t.norm))
  if (end < 0 || tokens.slice(0, end).some((t) => OWN_SUBJECT.has(t.norm))) return -1
  return end
}

const opensWithDeed = (tokens: ReadonlyArray<Token>): boolean => {
  const words = tokens.filter((t) => t.cls !== "punct")
  const start = words.findIndex((t) => t.cls === "word" && !GREETING.has(t.norm))
  if (start < 0 || !isYou(words[start])) return false
  // "you sent …"; "your (warehouse) lads picked …": the subject's head within three words.
  let k = start + 1
  if (words[start]!.norm === "your") {
    const end = Math.min(words.length, start + 1 + SUBJECT_SPAN)
    while (k < end && !pastDeed(words[k]) && !BETWEEN.has(words[k]!.norm)) k++
  }
  while (k < words.length && BETWEEN.has(words[k]!.norm)) k++
  return pastDeed(words[k])
}
const GREETING = new Set(["hi", "hello", "hey", "dear", "so", "well", "ok", "okay", "um", "also", "and", "but"])
