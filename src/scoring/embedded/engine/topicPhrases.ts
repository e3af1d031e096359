// Custom presence detectors whose examples are short topic phrases ("oven clean", "hedge trim",
// "boiler service") rather than sentences. Such examples say what the service is, not that the
// customer wants it now, so the sentence vectors and shared words find any sentence about the
// service: one telling it done ("thanks for trimming the hedge last week"), asked about in general
// ("how often should a boiler be serviced?"), somebody else's ("next door had their lawn done"),
// or a sibling service of the same business ("clean the oven" for the deep-clean detector, where
// "clean" is every detector's word and "oven" is the sibling's own). Those are near misses.
import type { Manifest, Message } from "../../../domain/types.js"
import type { DetModel } from "./model.js"
import type { Unit } from "../text/units.js"
import type { Token } from "../text/text.js"
import { tokensOfText } from "../text/units.js"
import { asksForWork, asksInExample, tellsFault } from "../text/workWords.js"
import { opensOpen } from "../text/openClauses.js"
import { longPast } from "../text/notNow.js"
import { isTriggerField } from "../../../domain/manifest.js"

/** The most a phrase-shaped detector's find counts in a sentence that is no present need of the sender's: a near miss. */
export const TOPIC_ASIDE = 0.45
/** The most words an example may have to be read as a topic phrase. */
const PHRASE_WORDS = 6

export interface Topic {
  /** Stems of the detector's examples that no sibling topic detector's examples hold. */
  readonly own: ReadonlySet<string>
  /** Stems that only sibling topic detectors' examples hold. */
  readonly siblings: ReadonlySet<string>
}

const stemsOf = (text: string): ReadonlyArray<string> =>
  tokensOfText(text).filter((t) => t.cls === "word" && !t.stop && t.norm.length > 2).map((t) => t.stem)

/** The only small words a topic phrase holds ("a deep clean of the flat", "trousers taken up"): a pronoun or an auxiliary makes it a sentence ("it went cloudy"). */
const PHRASE_GLUE = new Set(["a", "an", "the", "of", "and", "on", "for", "in", "to", "with", "at", "by", "from", "up", "out", "back", "off", "down", "over", "full", "new", "all"])

const examplesAreTopics = (m: DetModel): boolean => {
  const shaped = m.spec.examples.filter((e) => {
    const t = tokensOfText(e.text)
    const w = t.filter((x) => x.cls === "word")
    return w.length <= PHRASE_WORDS && w.every((x) => !x.stop || PHRASE_GLUE.has(x.norm)) && !asksInExample(t) && !tellsFault(t)
  })
  return m.spec.examples.length >= 2 && shaped.length > m.spec.examples.length / 2
}

/** Sets each phrase-shaped custom presence detector's own and its siblings' distinctive stems (`DetModel.topic`): called once per compile. */
export const noteTopicPhrases = (manifest: Manifest, models: ReadonlyArray<DetModel>): void => {
  const trigger = (m: DetModel) => isTriggerField(manifest, m.spec.name)
  const shaped = models.filter((m) => !m.builtin && !m.classification && !trigger(m) && m.valueShape == null && examplesAreTopics(m))
  const stems = new Map(shaped.map((m) => [m, new Set(m.spec.examples.flatMap((e) => stemsOf(e.text)))]))
  for (const m of shaped) {
    const others = shaped.filter((o) => o !== m).map((o) => stems.get(o)!)
    const held = (s: string) => others.some((o) => o.has(s))
    const own = new Set([...stems.get(m)!].filter((s) => !held(s)))
    const siblings = new Set(others.flatMap((o) => [...o]).filter((s) => !stems.get(m)!.has(s)))
    m.topic = { own, siblings }
  }
}

/** Whether a unit's find for a phrase-shaped detector is a near miss at most: no present need of the sender's, or a sibling's service. */
export const topicAside = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): boolean => {
  const topic = m.topic
  if (topic === undefined || u.source !== "user" || u.tokens.length === 0) return false
  const t = u.tokens
  if (siblingsService(topic, t)) return true
  if (asksForWork(t)) return false
  return opensOpen(t) || longPast(t) || toldDone(t) || generalQuestion(t) || othersCase(t) || bareWord(u, input)
}


/** Names a sibling's own word and none of the detector's own: the sibling's service ("clean the oven" beside "end of tenancy clean"). */
const siblingsService = (topic: Topic, t: ReadonlyArray<Token>): boolean =>
  topic.own.size > 0 && t.some((x) => x.cls === "word" && topic.siblings.has(x.stem)) && !t.some((x) => x.cls === "word" && topic.own.has(x.stem))

/** Thanks or praise for work done, or the work dated in the past ("last week", "yesterday"): done, not wanted. */
const PAST_MARKS = new Set(["yesterday", "ago"])
const LAST_SPANS = new Set(["week", "month", "year", "time", "spring", "summer", "autumn", "winter", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend"])
const toldDone = (t: ReadonlyArray<Token>): boolean =>
  t.some((x, k) => {
    const next = t[k + 1]?.norm ?? ""
    if (PAST_MARKS.has(x.norm)) return true
    if (x.norm === "last" && LAST_SPANS.has(next)) return true
    // "thanks for cutting", "thank you for sweeping"
    if ((x.norm === "thanks" || x.norm === "thank") && (next === "for" || (next === "you" && t[k + 2]?.norm === "for"))) return true
    return (x.norm === "great" && next === "job") || vendorDid(t, k)
  })
/** "Your engineer serviced", "you fitted", "your team did": the vendor's past work. */
const vendorDid = (t: ReadonlyArray<Token>, k: number): boolean =>
  (t[k]!.norm === "you" || t[k]!.norm === "your") && t.slice(k + 1, k + 4).some((y) => y.mod === 0 && y.cls === "word" && (PAST_IRREGULAR.has(y.norm) || (y.norm.endsWith("ed") && y.norm.length > 4)))
const PAST_IRREGULAR = new Set(["did", "came", "cut", "swept", "made", "put", "took", "gave"])

/** "How often should …?", "what time of year is best …?", "is it worth …?": the service asked about in general. */
const GENERAL_OPENINGS = [["how", "often"], ["how", "long"], ["what", "time"], ["is", "it", "worth"], ["which", "is"], ["what", "is", "best"]]
const generalQuestion = (t: ReadonlyArray<Token>): boolean => {
  if (!t.some((x) => x.norm === "?")) return false
  const w = t.filter((x) => x.cls === "word").map((x) => x.norm)
  return GENERAL_OPENINGS.some((o) => o.every((x, k) => w[k] === x)) || w.includes("worth") || w.includes("usually") || offerQuestion(w)
}
/** "Do you fit window locks?", "does your team sell logs?": what the vendor offers, no job asked for ("can you do the oven" asks). */
const offerQuestion = (w: ReadonlyArray<string>): boolean => (w[0] === "do" || w[0] === "does") && (w[1] === "you" || w[1] === "your")

/** The sentence opens on somebody else and their thing (the household reports for itself: "my mum's lawn" is the sender's errand, attribution.ts) ("my sister's terrier", "next door had their lawn done", "my parents had …"). */
const OTHERS = new Set(["neighbour", "neighbor", "neighbours", "sister", "brother", "friend", "parents", "landlord", "colleague", "boss"])
const othersCase = (t: ReadonlyArray<Token>): boolean => {
  const w = t.filter((x) => x.cls === "word").map((x) => x.norm)
  if (w[0] === "next" && w[1] === "door") return true
  return w[0] === "my" && OTHERS.has(w[1] ?? "")
}

/** A whole message of one word ("oven"): the topic named, nothing asked. */
const bareWord = (u: Unit, input: ReadonlyArray<Message>): boolean =>
  u.tokens.filter((x) => x.cls === "word").length === 1 && (input[u.messageIndex]?.content.trim().split(/\s+/).length ?? 0) === 1

/** What a topic named in a message that asks for work scores: just over the found line, as a find by shape (workAsked.ts). */
export const TOPIC_FOUND = 0.52

/** Words telling the sender's want ("we need", "I'd like", "looking for", "I'm after", "book"). */
const WANTS = new Set(["need", "needs", "needed", "want", "wanted", "like", "looking", "after", "book", "booking"])
const wants = (t: ReadonlyArray<Token>): boolean => asksForWork(t) || t.some((x) => x.mod === 0 && x.cls === "word" && WANTS.has(x.norm))

/** The messages of which some customer sentence asks for work or tells a want: where a topic named elsewhere in them is asked for. */
export const askingMessages = (m: DetModel, all: ReadonlyArray<Unit>): ReadonlySet<number> =>
  new Set(m.topic !== undefined ? all.filter((u) => !u.whole && u.source === "user" && wants(u.tokens)).map((u) => u.messageIndex) : [])

/**
 * "Could someone cut the grass at my mum's", "the hawthorn hedge needs shaping": a customer
 * sentence naming the detector's own topic word (one no sibling detector's examples hold) plainly,
 * in a message that asks for work, states the detector where the vectors stayed under the line.
 */
export const topicAsked = (m: DetModel, u: Unit, asking: ReadonlySet<number>, input: ReadonlyArray<Message>): number => {
  const topic = m.topic
  if (topic === undefined || u.whole || u.source !== "user" || !asking.has(u.messageIndex) || topicAside(m, u, input)) return 0
  return u.tokens.some((x) => x.cls === "word" && x.mod === 0 && topic.own.has(x.stem)) ? TOPIC_FOUND : 0
}
