// A custom presence detector whose name or examples name a KIND of thing ("compliance_requirement"
// shown by SSO, SOC 2 and a DPA; "fire_risk" by sparks and a burning smell; "site_card" by a CSCS
// card and an HGV licence) is stated by any other member of the kind ("log in via SAML", "the
// plug has melted", "a CPCS ticket"). Those share no words with the examples and the static
// sentence vectors put them far from them. The lexicon's KINDS (text/lexicon.ts) list everyday
// members of such kinds, as its TOPICS do for classification categories (categoryTopics.ts): a
// detector takes the topics its name's words belong to or that most of its examples name
// (detectorKinds.ts, at compile time), and a plain member of them in the customer's own present case states it, just over the found line,
// below a close match. Not a member named in a denial, a condition, somebody else's case, long
// ago, a worry corrected, in a question about price or the vendor's offer, or as the vendor's own feature.
import type { Message } from "../../../domain/types.js"
import type { DetModel } from "./model.js"
import type { Unit } from "../text/units.js"
import type { Token } from "../text/text.js"
import { kindsOf } from "../text/lexicon.js"
import { stem } from "../text/stem.js"
import { opensOpen } from "../text/openClauses.js"
import { correctsBelief, longPast } from "../text/notNow.js"
import { asksOffer } from "./vendorEnquiry.js"
import { andAll, deniedThenLiked, memberOfKind } from "./praisedAside.js"
import { unitSettled } from "./detectorExamples.js"
import { keptFoodClause } from "./keptFood.js"
import { type Kind, topicsOfTokens } from "./detectorKinds.js"
import { clausesOf } from "./denseClauses.js"

/** What naming another member of the detector's kind scores: just over the found line, under a find by shape (0.52) or by the examples' words. */
export const KIND_FOUND = 0.51

/**
 * Words after a member that make it the modifier of another thing: a piece of safety kit or a drill
 * ("fire alarm", "smoke detector"), or a trade or place ("the pet shop", "a dog show stall"): no member held.
 */
const KIT = new Set(["alarm", "alarms", "detector", "detectors", "blanket", "blankets", "extinguisher", "extinguishers", "door", "doors", "exit", "exits", "drill", "drills", "escape", "brigade", "service", "station", "safety", "test", "tests", "shop", "shops", "store", "stores", "stall", "stalls", "stand", "stands", "show", "shows", "market", "peeve", "project",
  // a member word in a sense of its own: "a blind spot", "a blind tasting", "turned a blind eye"
  "spot", "spots", "tasting", "date", "eye", "drunk", "copy",
  // a trade, a kitchen's way of cooking, a body named for the kind: "the halal butcher", "flame-grilled", "a blind charity"
  "butcher", "butchers", "restaurant", "restaurants", "cafe", "bakery", "takeaway", "grilled", "grill", "roasted", "charity", "charities"])
/** "The page was disabled", "I disabled the pop-ups": a thing switched off, no disability (before "disabled", or a determiner after it). */
const SWITCHED_BEFORE = new Set(["was", "were", "been", "got", "gets", "get", "be", "being"])
const SWITCHED_AFTER = new Set(["the", "it", "them", "my", "our", "your", "this", "that", "all"])
const switchedOff = (t: ReadonlyArray<Token>, k: number): boolean =>
  t[k]!.norm === "disabled" && (SWITCHED_BEFORE.has(t[k - 1]?.norm ?? "") || SWITCHED_AFTER.has(t[k + 1]?.norm ?? ""))
/** Words before a member that make a compound of another sense ("a hot dog", "a blind tasting" is caught by what follows). */
const COMPOUND_BEFORE = new Set(["hot", "corn"])
/** Words after a member that say it is no longer held ("my licence expired", "the certificate ran out"). */
const LAPSED = new Set(["expired", "lapsed", "revoked", "suspended", "ran", "run"])
/** Verbs of getting a member: after a plan or wish word, the member is not yet had ("thinking about getting a puppy"). */
const ACQUIRE = new Set(["get", "getting", "buy", "buying", "adopt", "adopting", "rehome", "rehoming"])
const WISH = new Set(["thinking", "think", "planning", "plan", "hoping", "hope", "considering", "consider", "might", "may", "maybe", "want", "wants", "wanting", "would", "like", "going"])
/** "Fired", "firing": a job lost or a shot, not a fire; "blinds" on a window. */
const NOT_MEMBERS = new Set(["fired", "firing", "blinds"])
/** Words of a question about money: the kind asked about as a price ("how much is the SSO add-on?"). */
const PRICE = new Set(["much", "cost", "costs", "price", "prices", "pricing", "charge", "charges", "fee", "fees", "extra", "pay", "quote"])
/** Verbs after "you"/"your …" telling the vendor's own feature ("you support SAML", "your platform has SOC 2"). */
// And the vendor's own goods ("the cake you made had nuts on top", "the vegan pies you sell").
const OFFERS = new Set(["offer", "offers", "support", "supports", "provide", "provides", "include", "includes", "has", "have", "are", "is", "do", "does", "made", "make", "makes", "sell", "sells", "sold", "baked", "bake", "bakes", "serve", "serves", "served"])

/** Words after which a member is feared, not present ("worried about a fire", "scared of dogs"). */
const WORRY = new Set(["worried", "worry", "worries", "afraid", "scared", "frightened", "nervous", "fear", "fears", "concerned", "anxious", "case"])
/** Words that make a member the date of something else ("rewired after the fire", "since the flood"). */
const DATING = new Set(["after", "before", "since", "following", "during"])

/**
 * The tokens a member may be named by: a form line's value, not its label, less safety kit,
 * "fired", a member the detector's own name uses to say what kind of what ("dog" for "dog_breed"),
 * a member feared ("worried about", "in case of") and one that dates something else ("after the fire").
 */
const memberTokens = (u: Unit, kind?: Kind): ReadonlyArray<Token> => {
  const t = u.tokens.slice(u.labelEnd)
  const worried = t.findIndex((x, k) => WORRY.has(x.norm) && ["about", "of", "that"].includes(t[k + 1]?.norm ?? ""))
  return t.filter(
    (x, k) =>
      !NOT_MEMBERS.has(x.norm) &&
      !KIT.has((t[k + 1]?.norm === "-" ? t[k + 2] : t[k + 1])?.norm ?? "") &&
      !COMPOUND_BEFORE.has(t[k - 1]?.norm ?? "") &&
      !lapses(t, k) &&
      !switchedOff(t, k) &&
      !andAll(t, k) &&
      !toBeGot(t, k) &&
      !(kind?.nameOnly.has(x.stem) ?? false) &&
      (worried < 0 || k < worried) &&
      !t.slice(Math.max(0, k - 2), k).some((y) => DATING.has(y.norm)) &&
      !guardedEvent(t, k)
  )
}

/** Words of a precaution: "to avoid any injuries", "to prevent an outage". */
const GUARDS = new Set(["avoid", "avoiding", "prevent", "preventing", "prevents"])
/**
 * The kinds whose members are events (an injury, a reaction, a compromise, an outage, a hazard:
 * "to prevent a fire"): a diet avoided ("has to avoid gluten") is still the diet.
 */
const EVENT_KINDS = new Set(["injury", "reaction", "compromise", "outage", "hazard"].flatMap((w) => kindsOf(stem(w))))
/** An event guarded against within the three words before it: a precaution, no event; told alone or by two words ("to avoid a gas leak"). */
const guardedEvent = (t: ReadonlyArray<Token>, k: number): boolean => {
  const from = t[k - 1] !== undefined && kindsOf(`${t[k - 1]!.stem}_${t[k]!.stem}`).length > 0 ? k - 1 : k
  if (!t.slice(Math.max(0, from - 3), from).some((y) => GUARDS.has(y.norm))) return false
  const keys = [t[k]!.stem, `${t[k]!.stem}_${t[k + 1]?.stem ?? ""}`, `${t[k - 1]?.stem ?? ""}_${t[k]!.stem}`]
  return keys.some((key) => kindsOf(key).some((x) => EVENT_KINDS.has(x)))
}

/** "My Photoshop licence ran out", "the card has expired": a lapse within the three words after the member. */
const lapses = (t: ReadonlyArray<Token>, k: number): boolean =>
  t.slice(k + 1, k + 4).some((y, j, after) => LAPSED.has(y.norm) && (y.norm === "ran" || y.norm === "run" ? after[j + 1]?.norm === "out" : true))

/** Those before the sender in a home, a post or a vehicle ("the previous tenants kept a dog", "the former owner was a wheelchair user"). */
const PREVIOUS = new Set(["previous", "former", "last", "old"])
const HOLDERS = new Set(["tenant", "tenants", "owner", "owners", "occupant", "occupants", "resident", "residents", "lodger", "lodgers", "driver", "drivers", "keeper", "keepers"])
/** The sentence opens with somebody who held the place before the sender: their member is not the sender's. */
const heldBefore = (t: ReadonlyArray<Token>): boolean => {
  const w = t.filter((x) => x.cls === "word").slice(0, 4).map((x) => x.norm)
  const at = w.findIndex((x) => PREVIOUS.has(x))
  return at >= 0 && at <= 1 && HOLDERS.has(w[at + 1] ?? "")
}

/** "Thinking about getting a puppy", "we may adopt a cat": a getting verb within three words before the member, after a wish. */
const toBeGot = (t: ReadonlyArray<Token>, k: number): boolean => {
  const got = t.slice(Math.max(0, k - 3), k).findIndex((y) => ACQUIRE.has(y.norm))
  if (got < 0) return false
  const at = Math.max(0, k - 3) + got
  return t.slice(Math.max(0, at - 4), at).some((y) => WISH.has(y.norm))
}

/** Words that open a question without its mark ("is it …", "do you …", "what …"). */
const ASKING = new Set(["is", "are", "do", "does", "did", "can", "could", "would", "will", "have", "has", "what", "which", "how", "why", "where", "when", "who"])
/** Clause breaks a statement and a question are joined by ("he has a scooter, is there a lift?"). */
const BREAKS = new Set([",", ";", "-", "–", "—", "but", "so"])

/**
 * Of a question, the member tokens of the statement before it ("Dad has a mobility scooter, is
 * there a lift?" tells the scooter): up to the last break before the question mark, when that part
 * opens as no question itself; else none (the question only names the kind).
 */
const toldBeforeQuestion = (u: Unit, kind: Kind): ReadonlyArray<Token> => {
  const t = memberTokens(u, kind)
  const q = t.findIndex((x) => x.norm === "?")
  let cut = -1
  for (let k = 0; k < q; k++) if (BREAKS.has(t[k]!.norm)) cut = k
  const first = t.find((x) => x.cls === "word")
  return cut <= 0 || first === undefined || ASKING.has(first.norm) ? [] : t.slice(0, cut)
}

/** "You support SAML", "your platform has SOC 2": the vendor's feature. */
const vendorsOwn = (t: ReadonlyArray<Token>): boolean =>
  t.some((x, k) => (x.norm === "you" || x.norm === "your") && t.slice(k + 1, k + 4).some((y) => y.mod === 0 && OFFERS.has(y.norm)))

/**
 * Members told by two words no kind lists alone: water on the electrics ("the fuse box is wet",
 * "water dripping onto the light fitting") is a hazard; data held in a country ("our data must stay
 * in the UK", "hosted in the EU") a compliance need. Each word alone is too common to be a member.
 */
const ELECTRIC = new Set(["fuse", "fuses", "fusebox", "socket", "sockets", "plug", "plugs", "wiring", "wires", "electrics", "electrical", "switch", "switches", "fitting", "fittings", "consumer", "meter", "cable", "cables", "extension"])
const WET = new Set(["wet", "water", "leak", "leaking", "leaks", "dripping", "drips", "damp", "flooded", "flooding", "soaked", "soaking", "rain", "rainwater"])
const HELD_DATA = new Set(["data", "records", "files", "hosted", "hosting", "stored", "servers", "server"])
const COUNTRY = new Set(["uk", "eu", "europe", "britain", "england", "scotland", "country", "region", "ireland", "germany", "usa", "canada", "australia"])
const pairedKinds = (t: ReadonlyArray<Token>): ReadonlyArray<number> => {
  const plain = t.filter((x) => x.cls === "word" && x.mod === 0)
  const has = (set: ReadonlySet<string>) => plain.some((x) => set.has(x.norm))
  const inCountry = t.some((x, k) => x.norm === "in" && COUNTRY.has(t[k + 1]?.norm === "the" ? (t[k + 2]?.norm ?? "") : (t[k + 1]?.norm ?? "")))
  return [...(has(ELECTRIC) && has(WET) ? kindsOf(stem("hazard")) : []), ...(has(HELD_DATA) && inCountry ? kindsOf(stem("compliance")) : [])]
}

/** Whether the kind takes the diets (lexicon KINDS): only there is a food kept from its holder a member. */
const readsDiets = (kind: Kind): boolean => kindsOf(stem("vegan")).some((k) => kind.topics.has(k))

/** KIND_FOUND when the customer's own present sentence plainly names a member of the detector's kind; else 0. */
export const kindNamed = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): number => {
  const kind = m.kind
  if (kind === undefined || u.whole || u.source !== "user" || u.tokens.length === 0) return 0
  const t = u.tokens
  if (opensOpen(t) || heldBefore(t) || unitSettled(u, input)) return 0
  const asked = t.some((x) => x.norm === "?")
  // "No nuts near his plate", "she can't go near shellfish": a food kept from its holder tells the
  // diet (keptFood.ts); its own clause is read for time and the vendor's goods ("…, she loved it last year").
  const food = readsDiets(kind) && !asked ? keptFoodClause(t.slice(u.labelEnd)) : null
  if (food !== null && !longPast(food) && !vendorsOwn(food)) return KIND_FOUND
  if (longPast(t) || vendorsOwn(t)) return 0
  // "I thought I smelled burning, but it was the barbecue": a worry the sender corrects names no member.
  if (t.some((_, k) => correctsBelief(t, k))) return 0
  if (asked && (t.some((x) => PRICE.has(x.norm)) || asksOffer(t))) return 0
  // "Not vegetarian, but loved the veggie rolls": a member denied, then a liking, names a thing
  // enjoyed (round rev9); "nothing with gluten" alone is the diet itself.
  if (deniedThenLiked(t, (x) => memberOfKind(m, x))) return 0
  // "Last month's outage was sorted quickly, thanks for the credit": a member in a clause told fixed names none now.
  const fixed = clausesOf(u, input).clauses.filter((c) => c.settled).map((c) => c.match)
  const members = (asked && !kind.asks ? toldBeforeQuestion(u, kind) : memberTokens(u, kind)).filter((x) => {
    const at = t.indexOf(x)
    return !fixed.some((c) => at >= c.from && at < c.to)
  })
  const hit = new Set([...topicsOfTokens(members), ...pairedKinds(members)])
  return [...kind.topics].some((k) => hit.has(k)) ? KIND_FOUND : 0
}

/**
 * Words a form label names a kind by without being one of its members ("Security requirements",
 * "Special diets", "Mobility needs", "Animals"): each stands for a member of its kind.
 */
const LABEL_WORDS: ReadonlyMap<string, string> = new Map([
  ["security", "compliance"], ["privacy", "compliance"], ["hazards", "hazard"], ["risks", "hazard"], ["dangers", "hazard"],
  ["access", "wheelchair"], ["accessibility", "wheelchair"], ["disability", "wheelchair"], ["diet", "vegan"], ["diets", "vegan"], ["dietary", "vegan"],
  ["allergies", "vegan"], ["allergy", "vegan"], ["animals", "pet"], ["pets", "pet"], ["licences", "licence"], ["qualifications", "licence"]
])

/**
 * Whether a form label (its tokens) names the detector's kind ("Compliance needs", "Special
 * diets", "Pets"): its value "none" / "n/a" then denies the detector (customDenials.ts), as a label
 * naming the detector does.
 */
export const labelNamesKind = (m: DetModel, label: ReadonlyArray<Token>): boolean => {
  const kind = m.kind
  if (kind === undefined) return false
  const named = new Set([...topicsOfTokens(label), ...label.flatMap((x) => kindsOf(stem(LABEL_WORDS.get(x.norm) ?? "")))])
  return [...kind.topics].some((k) => named.has(k))
}
