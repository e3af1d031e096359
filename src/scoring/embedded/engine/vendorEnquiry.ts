// A customer who asks the vendor about its ways, its offer or its prices ("Do you run adult
// classes?", "How much is a monthly plan?", "What cover do your staff have against theft?")
// tells nothing of their own case: the question shares the topic's words with a custom
// detector's examples (a lesson, a break-in, a fault) and its sentence vector comes as near them
// as a statement would. A request is another matter ("Can you fit a new lock?", "Could we move
// to Tuesday?"), and so is a question about the customer's own things ("Is there space for my
// son on Fridays?", "Why has our meter stopped?"). Read for every custom presence detector
// unless one of its examples is itself such an enquiry (a detector for price questions).
import type { Token } from "../text/text.js"

/** Auxiliaries that open a yes/no question about the vendor ("Do you …", "Are your staff …"); not can/could/will/would, which open requests. */
const ENQUIRY_AUX = new Set(["do", "does", "are", "is"])
/** Question words that open an enquiry when the vendor is its subject ("what do you …", "how do your staff …"); not "why", which asks after a thing that happened. */
const ENQUIRY_WH = new Set(["what", "how", "which", "when", "where"])
/** Words of price: "how much …", "what's the cost of …" asks what the vendor charges. */
const PRICE = new Set(["cost", "costs", "price", "prices", "charge", "charges", "fee", "fees", "rate", "rates"])
/** The customer's own words: a question about their own things may report them ("is my booking still on?"). */
export const OWN = new Set(["i", "me", "my", "mine", "we", "us", "our", "ours", "myself", "ourselves"])
/** Words within a clause before the enquiry may open ("so I'm checking: do you …" opens after the colon). */
const OPENING_WINDOW = 6

const wholeUnits = new WeakMap<ReadonlyArray<Token>, boolean>()
/** `asksOffer` over a unit's whole tokens, read once per unit however many detectors ask. */
export const unitAsksOffer = (tokens: ReadonlyArray<Token>): boolean => {
  let asks = wholeUnits.get(tokens)
  if (asks === undefined) wholeUnits.set(tokens, (asks = asksOffer(tokens)))
  return asks
}

const isYou = (t: Token | undefined): boolean => t?.norm === "you" || t?.norm === "your" || t?.norm === "yours"

/**
 * Whether tokens[from, to) are a question to the vendor about its ways, offer or prices: it ends
 * in a question mark (or the unit does: `asked`), holds none of the customer's own words, and opens
 * with an auxiliary followed by "you/your", with a question word whose clause has the vendor as
 * subject, or with a question word of price ("how much", "what is the cost").
 */
export const asksOffer = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length, asked = false): boolean => {
  // Past a lead-in and its dash or comma ("Quick question - do you …", "Hi there, are your …"): the question itself.
  const start = leadInEnd(tokens, from, to) ?? from
  const words = tokens.slice(start, to).filter((t) => t.cls !== "punct" || t.norm === "?" || t.norm === ":" || BREAKS.has(t.norm))
  // Past a colon the question itself ("I'm checking: do you …").
  const colon = words.findIndex((t) => t.norm === ":")
  const q = colon >= 0 && colon < OPENING_WINDOW ? words.slice(colon + 1) : words
  if (!(asked || q.some((t) => t.norm === "?"))) return false
  // A joining word before the question ("And what would you charge …?", "Also, do you …?") opens nothing.
  const opens = q.findIndex((t) => !JOINING.has(t.norm) && t.norm !== ",")
  const body = opens < 0 ? [] : q.slice(opens)
  // A question joined to a statement ("do you have anyone free, the cellar is flooding?") tells the
  // statement: read per clause. A softener after the comma ("…, roughly?") is no statement.
  const cut = body.findIndex((t, k) => k > 0 && BREAKS.has(t.norm))
  if (cut >= 0 && !softTail(body.slice(cut + 1)) && !altTail(body.slice(cut + 1))) return false
  const plain = (cut >= 0 ? body.slice(0, cut) : body).filter((t) => t.cls !== "punct")
  // "Could you tell me what your policy is …": a request for information asks what follows.
  const told = infoRequest(plain)
  if (told > 0) return WH_ASKED.has(plain[told]?.norm ?? "") && !plain.slice(told).some((t) => OWN.has(t.norm))
  if (plain.length === 0) return false
  const first = plain[0]!.norm
  // "Would my cover include …?", "does our policy pay for …?": what the customer's plan with the vendor covers, asked ahead.
  if (COVER_AUX.has(first) && OWN.has(plain[1]?.norm ?? "") && COVER.has(plain[2]?.norm ?? "") && COVER_VERBS.has(plain[3]?.norm ?? "")) return true
  if (plain.some((t) => OWN.has(t.norm))) return false
  // "Has anyone else reported …?", "did anybody have …?", "anyone else had …?": asks after other people's cases.
  if ((OTHERS_AUX.has(first) && ANYONE.has(plain[1]?.norm ?? "")) || (first !== "others" && ANYONE.has(first))) return true
  // "Have you ever lost a dog?": the vendor's history, not the customer's case.
  if (OTHERS_AUX.has(first) && isYou(plain[1]) && plain[2]?.norm === "ever") return true
  // "Is it possible / normal / safe to …": a general question.
  if (first === "is" && plain[1]?.norm === "it" && GENERAL.has(plain[2]?.norm ?? "")) return !asksStateSeen(plain)
  if (ENQUIRY_AUX.has(first)) return isYou(plain[1]) && !asksAble(plain)
  if (!ENQUIRY_WH.has(first)) return false
  // "How much is …", "what is the price of …", "what do you charge …" ("how much water is …" asks no price).
  if (first === "how" && plain[1]?.norm === "much") return PRICE_AUX.has(plain[2]?.norm ?? "")
  if (plain.slice(1, 4).some((t) => PRICE.has(t.norm))) return true
  // "What security do you have …", "how do your staff …": the vendor is the subject within the first words.
  return plain.slice(1, OPENING_WINDOW).some((t, k) => isYou(t) && k > 0 && ENQUIRY_AUX_ANY.has(plain[k]!.norm))
}

/** Words a question may open with before its question word or auxiliary: they join it to what came before. */
const JOINING = new Set(["and", "also", "so", "oh", "ok", "okay", "plus", "then"])
/** Softeners that may follow a question after a comma ("…, roughly?", "…, please?"): no clause of their own. */
const SOFTENERS = new Set(["please", "then", "too", "anyway", "again", "thanks", "roughly", "approximately", "generally", "usually", "currently", "normally"])
/** Whether what follows a break is only one or two softeners and the question mark. */
const softTail = (tail: ReadonlyArray<Token>): boolean => {
  const words = tail.filter((t) => t.cls !== "punct")
  return words.length > 0 && words.length <= 2 && words.every((t) => SOFTENERS.has(t.norm))
}

/** "…, or is that extra?", "…, or do I need a plumber?": an alternative put within the same question, no clause told. */
const altTail = (tail: ReadonlyArray<Token>): boolean => tail.find((t) => t.cls !== "punct")?.norm === "or" && tail[tail.length - 1]?.norm === "?"

/**
 * Words of a lead-in that only opens a message or points to the question after it: a greeting, an
 * apology, a pointer ("quick question", "one more thing"), "before I book". Nothing of the customer's case.
 */
const LEAD_IN = new Set([
  "hi", "hello", "hey", "hiya", "there", "good", "morning", "afternoon", "evening", "all", "team", "folks",
  "sorry", "ok", "okay", "right", "oh", "um", "so", "also", "just",
  "quick", "question", "query", "one", "more", "thing", "small", "little", "another", "last", "final", "first",
  "before", "i", "we", "book", "booking", "order", "buy", "sign", "up", "commit"
])
const LEAD_IN_MARKS = new Set(["-", "–", "—", ","])
/** At most this many words before a lead-in's dash or comma. */
const LEAD_IN_WORDS = 7

/**
 * Where the question after a lead-in starts ("Quick question before I book - do you …", "Sorry, one
 * more thing, are your …"): the token after the lead-in's last dash or comma, or null when the
 * message opens otherwise. Every word before it must be a lead-in word, so "The tank is leaking -
 * do you have anyone free?" keeps its report.
 */
const leadInEnd = (tokens: ReadonlyArray<Token>, from: number, to: number): number | null => {
  let end: number | null = null
  let words = 0
  for (let k = from; k < to; k++) {
    const t = tokens[k]!
    if (LEAD_IN_MARKS.has(t.norm)) {
      if (words === 0) return end
      end = k + 1
      continue
    }
    if (t.cls === "punct") return end
    if (!LEAD_IN.has(t.norm) || ++words > LEAD_IN_WORDS) return end
  }
  return end
}

/** Marks and conjunctions after which a sentence goes on to a clause of its own (not "and", which also joins two things: "scrubbed and painted"). */
const BREAKS = new Set([",", ";", "but", "because", "so", "although", "though", "while"])
/** What a request for information asks after: a question word or "whether/if"; not "why", which asks after a thing that happened. */
const WH_ASKED = new Set(["what", "how", "which", "when", "where", "whether", "if", "who"])
/** Verbs of telling after "can/could/would you": a request for information, not for work. */
const TELL = new Set(["tell", "explain", "confirm", "advise", "clarify"])
/**
 * "Is it normal for the alarm to beep …?", "is it usual that the paint peels …?": whether a state
 * the customer sees is usual asks about that state, so it reports it. Only normal/usual with a
 * definite subject or a "that" clause: "is it normal to add chlorine daily?" and "is it safe for a
 * child to …?" stay general questions.
 */
const asksStateSeen = (plain: ReadonlyArray<Token>): boolean => {
  if (!STATE_USUAL.has(plain[2]?.norm ?? "")) return false
  const next = plain[3]?.norm ?? ""
  return next === "that" || (next === "for" && DEFINITE.has(plain[4]?.norm ?? ""))
}
const STATE_USUAL = new Set(["normal", "usual"])
const DEFINITE = new Set(["the", "this", "that", "these", "those"])
/** "Is it possible / normal / safe / ok / true / worth …". */
const GENERAL = new Set(["possible", "normal", "safe", "ok", "okay", "true", "worth", "usual", "common"])

/**
 * Where a request for information ends ("can you tell me", "could you let me know", "would you
 * explain"): the index of the word after it, 0 when the question is no such request.
 */
const infoRequest = (plain: ReadonlyArray<Token>): number => {
  const w = (k: number) => plain[k]?.norm ?? ""
  if (!(w(0) === "can" || w(0) === "could" || w(0) === "would") || w(1) !== "you") return 0
  if (w(2) === "please") return infoRequest([plain[0]!, plain[1]!, ...plain.slice(3)]) + (infoRequest([plain[0]!, plain[1]!, ...plain.slice(3)]) > 0 ? 1 : 0)
  if (TELL.has(w(2))) return w(3) === "me" || w(3) === "us" ? 4 : 3
  if (w(2) === "let" && (w(3) === "me" || w(3) === "us") && w(4) === "know") return 5
  return 0
}

/** "Are you able to …", "is your team able to …": "can you" in other words, a request. */
const asksAble = (plain: ReadonlyArray<Token>): boolean =>
  [2, 3].some((k) => plain[k]?.norm === "able" && plain[k + 1]?.norm === "to")

/** An auxiliary right before "you/your" in a wh-question ("what do you", "how are your"); "when can you come" is a request. */
const ENQUIRY_AUX_ANY = new Set(["do", "does", "are", "is"])
/** "How much is / would / does …" asks a price. */
const PRICE_AUX = new Set(["is", "are", "does", "do", "would", "will"])
/** "Would / does / will my cover …": a question about what the customer's plan covers. */
const COVER_AUX = new Set(["would", "does", "do", "will", "is", "are"])
const COVER = new Set(["cover", "policy", "insurance", "plan", "membership", "warranty", "contract", "guarantee"])
const COVER_VERBS = new Set(["include", "cover", "pay", "protect", "extend", "apply", "count", "stretch"])
/** Auxiliaries of a question after other people's cases or the vendor's history ("has anyone …", "have you ever …"). */
const OTHERS_AUX = new Set(["has", "have", "did", "had"])
const ANYONE = new Set(["anyone", "anybody", "others"])

/** Determiners a question about the vendor's goods names them by ("do the lodges …", "does this kit …"). */
const GOODS_DETERMINERS = new Set(["the", "this", "that", "these", "those", "all", "any"])
/** Verbs that ask what the goods are made of or come with. */
const MAKEUP = new Set(["have", "contain", "include", "come", "use", "run", "take"])

/**
 * Whether tokens[from, to) ask what the vendor's goods hold or come with ("Do the caravans have gas
 * hobs?", "Does the curry kit contain peanuts?"): a question opened by "do/does" and a determiner,
 * a verb of make-up within a few words, none of the customer's own words before its mark. It names a danger's or an
 * allergen's words and reports no event: read for problem detectors and triggers (denseExamples.ts).
 */
export const asksGoodsMakeup = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  // Up to its question mark: a message opening with such a question is read past it sentence by sentence.
  const mark = tokens.slice(from, to).findIndex((t) => t.norm === "?")
  if (mark < 0) return false
  const plain = tokens.slice(from, from + mark).filter((t) => t.cls !== "punct")
  if (plain.some((t) => OWN.has(t.norm))) return false
  const [aux, det] = plain.map((t) => t.norm)
  return (aux === "do" || aux === "does") && GOODS_DETERMINERS.has(det ?? "") && plain.slice(2, 7).some((t) => MAKEUP.has(t.norm))
}
