// A category named after a kind of thing ("appliance_repair", "hardware", "paperwork") is
// stated by naming one of its members ("the fridge", "my printer", "a form for my insurer"),
// which shares neither words nor, in the static vectors, meaning with the name. The topics of
// the lexicon (text/lexicon.ts TOPICS) list the everyday members of such kinds; a category
// takes the topics its name's words belong to, less those another category of the detector
// also takes.
import { topicsOf } from "../text/lexicon.js"
import { stem } from "../text/stem.js"
import type { Token } from "../text/text.js"
import { phraseUnit } from "../text/units.js"
import { type DetModel, spaced } from "./model.js"

/** Negators that lead a phrase naming a category of their own ("no rush", "not urgent"). */
const LEADING_NEGATORS = new Set(["no", "not"])

/** Auxiliaries whose negation tells that something fails ("won't", "can't", "doesn't"). */
const FAULT_AUX = new Set(["can", "could", "will", "would", "does", "do", "did"])

/** Auxiliaries of a capability that fails: what the customer cannot reach names its kind too ("I can't get into my account"). */
const CAPABILITY_AUX = new Set(["can", "could", "will", "would"])

/**
 * The negated words that tell what fails: the verb a fault negates ("it won't connect"), and after
 * a failed capability ("can't", "won't") the rest of its clause, the thing not reached ("can't open
 * the portal"). "Don't need a laptop" stays a denial: only the verb of do/does/did.
 */
const failingWords = (tokens: ReadonlyArray<Token>): ReadonlySet<Token> => {
  const out = new Set<Token>()
  tokens.forEach((t, k) => {
    if (t.mod !== 1 || tokens[k - 1]?.norm !== "not") return
    const aux = tokens[k - 2]?.norm ?? ""
    if (!FAULT_AUX.has(aux)) return
    out.add(t)
    if (!CAPABILITY_AUX.has(aux)) return
    for (let j = k + 1; j < tokens.length && tokens[j]!.mod === 1 && tokens[j]!.cls !== "punct"; j++) out.add(tokens[j]!)
  })
  return out
}

/** Parts of the day a clock time falls in, as lexicon TOPICS keys ("clock_morning" stemmed as TOPICS entries are). */
const CLOCK_KEYS = {
  morning: `${stem("clock")}_${stem("morning")}`,
  afternoon: `${stem("clock")}_${stem("afternoon")}`,
  evening: `${stem("clock")}_${stem("evening")}`,
  night: `${stem("clock")}_${stem("night")}`
}

/**
 * The part of the day a clock time with its half of the day names ("6am", "7 p.m.", "18:30"),
 * or null for a bare number ("till 2") or a time whose half is not told: a shift preference is
 * often told by the hours it runs ("from 6am", "till 4am", "after 7pm").
 */
export const clockKey = (norm: string): string | null => {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?$/.exec(norm)
  if (m === null || (m[2] === undefined && m[3] === undefined)) return null
  let h = Number(m[1])
  if (h > 23) return null
  if (m[3] !== undefined) h = (h % 12) + (m[3].startsWith("p") ? 12 : 0)
  if (h >= 5 && h < 12) return CLOCK_KEYS.morning
  if (h >= 12 && h < 17) return CLOCK_KEYS.afternoon
  if (h >= 17 && h < 22) return CLOCK_KEYS.evening
  return CLOCK_KEYS.night
}

/** Gatherings a routine names as their kind ("after-work drinks", "an after-dinner speech"): an event, not a time free. */
const EVENTS = new Set(["drink", "drinks", "party", "parties", "do", "social", "socials", "meal", "speech", "mints", "event", "events", "meetup", "club", "quiz"])
/** Words after "come in" that make it a figure of price or size ("come in under budget", "came in lower"), not a visit. */
const AMOUNT_AFTER = new Set(["under", "over", "below", "above", "lower", "higher", "cheaper", "dearer", "less", "more"])
const PRICES = new Set(["price", "prices", "cost", "costs", "quote", "quotes", "fee", "fees", "deal", "budget", "figure", "amount", "rate"])

/**
 * Whether a routine or a verb of coming, read from word `t` and the next, names no time or visit:
 * "after work" before a gathering ("after work drinks" tells an event, not a shift), "come in"
 * before an amount ("come in on the price", "came in under budget": meeting a figure, not a visit).
 */
const notTimeOrVisit = (t: Token, next: Token, after: Token | undefined, ahead: ReadonlyArray<Token>): boolean => {
  if (t.norm === "after") return after !== undefined && EVENTS.has(after.norm)
  if (["come", "coming", "came", "comes"].includes(t.norm) && next.norm === "in" && after !== undefined) {
    return AMOUNT_AFTER.has(after.norm) || (after.norm === "on" && ahead.some((x) => PRICES.has(x.norm)))
  }
  return false
}

/**
 * Keys a run of tokens can be looked up by: each plain content stem, and plain 2- and 3-word
 * phrases. A negator's phrase ("no rush") is kept whole; "everyone else" names the others,
 * not everyone; "not just me" is no single user.
 */
const keysOf = (tokens: ReadonlyArray<Token>, plainOnly: boolean): Array<string> => {
  const keys: Array<string> = []
  // A plain clock time names the part of the day it falls in (not in a category's name).
  if (plainOnly) for (const t of tokens) if (t.cls === "time" && t.mod === 0) keys.push(clockKey(t.norm) ?? "")
  const all = tokens.filter((t) => t.cls === "word")
  // "it won't connect", "I can't print": the verb a fault negates is what fails, so it names its kind.
  const failing = plainOnly && all.some((t) => t.mod === 1) ? failingWords(tokens) : null
  // "My brother was killed": a relative whose clause is theirs still names who they are (attribution.ts).
  const plain = (t: Token) => !plainOnly || t.mod === 0 || t.kin === true || (failing !== null && failing.has(t))
  // A weekday or month is one class to the tokenizer ("{weekday}"); here its own word counts.
  const stems = all.map((t) => (t.stem.startsWith("{") ? stem(t.norm) : t.stem))
  for (let i = 0; i < all.length; i++) {
    const t = all[i]!
    const next = all[i + 1]
    if (next?.norm === "else") continue
    const negated = LEADING_NEGATORS.has(t.norm) && t.mod === 0
    const head = plain(t)
    if (!head && !negated) continue
    if ((t.norm === "just" || t.norm === "only") && all[i - 1]?.norm === "not") continue
    if (!t.stop && head) keys.push(stems[i]!)
    // Only tokens that stand next to each other in the text make a phrase; past a leading negator
    // or a failing verb, its scope.
    if (next === undefined || next.start - t.end > 1) continue
    const open = negated || (plainOnly && head && t.mod === 1)
    const fits = (x: Token) => (open ? x.mod !== 2 : plain(x))
    if (!fits(next)) continue
    const after = all[i + 2]
    if (plainOnly && notTimeOrVisit(t, next, after, all.slice(i + 2, i + 5))) continue
    keys.push(`${stems[i]}_${stems[i + 1]}`)
    if (after !== undefined && after.start - next.end <= 1 && fits(after)) keys.push(`${stems[i]}_${stems[i + 1]}_${stems[i + 2]}`)
  }
  return keys
}

/**
 * Name words that take a topic they are no member of, by one of its members: "evening" stems as
 * "even" ("even better"), and only a detector of when reads it so ("evening_wear" is a dress, not
 * a time after work); "online", "remote", "virtual" name a channel only in a detector of a way to
 * meet ("online_order", "remote_job" are a purchase and a job, not a video call).
 */
const WHEN_NAME_TOPICS: ReadonlyMap<string, string> = new Map([[stem("evenings"), "after_work"]])
const WAY_NAME_TOPICS: ReadonlyMap<string, string> = new Map(["online", "remote", "remotely", "virtual", "virtually"].map((w) => [stem(w), stem("video")]))

/**
 * Premises a way-detector's category is named after ("branch", "in_clinic"): a meeting in person.
 * Read in a category's name only (a customer's "the office" is as often where they work), and only
 * for a detector of how to meet (whenElse.ts readsWayOf): elsewhere "office" or "shop" is a kind of
 * premises, not a channel.
 */
const PREMISES = new Set(["branch", "clinic", "surgery", "office", "store", "shop", "practice", "onsite"].map((w) => stem(w)))

const byModel = new WeakMap<DetModel, ReadonlyArray<ReadonlySet<number>>>()

/** Per category (in order), the topics only its name belongs to. */
export const categoryTopics = (m: DetModel): ReadonlyArray<ReadonlySet<number>> => {
  let out = byModel.get(m)
  if (out !== undefined) return out
  const way = m.readsWay === true
  const when = m.readsWhen === true
  const named = (k: string): ReadonlyArray<number> => [
    ...topicsOf(k),
    ...(when ? topicsOf(WHEN_NAME_TOPICS.get(k) ?? "") : []),
    ...(way ? topicsOf(WAY_NAME_TOPICS.get(k) ?? "") : [])
  ]
  const own = m.categories.map((c) => {
    const keys = keysOf(phraseUnit(spaced(c)).tokens, false)
    const visit = way && keys.some((k) => PREMISES.has(k)) ? topicsOf("face_to_face") : []
    return new Set([...keys.flatMap((k) => named(k)), ...visit])
  })
  const users = new Map<number, number>()
  for (const set of own) for (const t of set) users.set(t, (users.get(t) ?? 0) + 1)
  out = own.map((set) => new Set([...set].filter((t) => users.get(t) === 1)))
  byModel.set(m, out)
  return out
}

/** Per category, whether a run of tokens, by its plain keys (plainKeys), names a member of one of its topics. */
export const namesMember = (topics: ReadonlyArray<ReadonlySet<number>>, keys: ReadonlySet<string>): Array<boolean> => {
  const hit = new Set([...keys].flatMap((k) => topicsOf(k)))
  return topics.map((set) => [...set].some((t) => hit.has(t)))
}

const phrases = new WeakMap<DetModel, ReadonlyArray<ReadonlyArray<string> | null>>()

/**
 * Per category, the keys its name is stated by when the name is a phrase with a function word
 * ("in_person", "follow_up": "person" or "follow" alone is not it), else null: the phrase, and
 * its words written as one ("followup").
 */
export const phraseNames = (m: DetModel): ReadonlyArray<ReadonlyArray<string> | null> => {
  let out = phrases.get(m)
  if (out !== undefined) return out
  out = m.categories.map((c) => {
    const words = phraseUnit(spaced(c)).tokens.filter((t) => t.cls === "word")
    if (words.length < 2 || !words.some((t) => t.stop)) return null
    return [words.map((t) => t.stem).join("_"), stem(words.map((t) => t.norm).join(""))]
  })
  phrases.set(m, out)
  return out
}

/** The keys of a run of tokens' plain words (stems and 2–3-word phrases), for phraseNames and namesMember. */
export const plainKeys = (tokens: ReadonlyArray<Token>): ReadonlySet<string> => new Set(keysOf(tokens, true))

/** Time nouns that name a category when chosen ("nights", "weekends") and a span when counted or dated. */
const TIME_NOUNS = new Set(["day", "days", "night", "nights", "week", "weeks", "weekend", "weekends", "morning", "mornings", "evening", "evenings", "afternoon", "afternoons", "month", "months", "hour", "hours", "shift", "shifts"])
/** Words that count or date a time noun: "two days' notice", "a few nights away", "last weekend", "the other morning". */
// Not "a"/"an": "a night shift" is the choice itself; "a few nights" is caught by "few".
const COUNTING = new Set(["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "few", "several", "couple", "many", "per", "last", "past", "previous", "other", "both", "first", "second", "third"])

/**
 * A run of tokens without the time nouns it counts or dates: "I'm owed three days' leave"
 * or "I worked nights for a few nights last month" name no "weeks" or "nights" category, which
 * a shift preference states as a choice ("nights suit me"); nor the adverb "even".
 */
export const withoutCountedTimes = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> => {
  if (!tokens.some((t) => TIME_NOUNS.has(t.norm) || t.norm === "even")) return tokens
  return tokens.filter((t, k) => {
    // The adverb "even" stems as "evening(s)" does: "even cheaper" names no evening.
    if (t.norm === "even") return false
    if (!TIME_NOUNS.has(t.norm)) return true
    const prev = tokens[k - 1]
    return !(prev !== undefined && (prev.cls === "num" || COUNTING.has(prev.norm)))
  })
}
