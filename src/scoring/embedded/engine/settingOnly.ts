// A trigger's examples tell an event or a state ("the heater is sparking", "water is pouring through
// the ceiling") of something somewhere: a setting of objects, rooms and people ("the heater", "the
// ceiling", "my son"). A customer's everyday clause shares a setting word readily ("the heater would
// go in the loft", "in flat 2 the water is only lukewarm", "my son is three"), and the sentence
// vectors put it near the example by that word alone. Such a clause tells no incident: a find must
// rest on the examples' event or state words, on an incident of any kind (text/eventFamilies.ts) or
// on a word of trouble. A clause sharing no word at all is left to the vectors: a paraphrase in
// other words is what they are for.
import { eventFamilies } from "../text/eventFamilies.js"
import { isProblemWord } from "../text/problemWords.js"
import type { Token } from "../text/text.js"
import { tokensOfText } from "../text/units.js"
import type { DetModel } from "./model.js"
import { escalatesAlone } from "./triggerContrast.js"

/** Words after which a noun phrase (a thing, a place, a person) begins. */
const PHRASE_OPENERS = new Set([
  "a", "an", "the", "my", "our", "his", "her", "their", "your", "its", "this", "that", "these", "those",
  "in", "on", "at", "from", "through", "behind", "under", "inside", "outside", "near", "into", "onto", "beside", "above", "below", "over", "of", "across", "around", "by"
])
/** Verbs that end a sentence-opening subject ("water is pouring", "the lift has stopped"). */
const AUXILIARIES = new Set(["is", "are", "was", "were", "has", "have", "had", "keeps", "kept"])
/** Common irregular past forms: a verb that ends a noun phrase ("my son came home", "a guest fell"). */
const IRREGULAR_PAST = new Set([
  "came", "went", "got", "took", "gave", "fell", "ran", "left", "hit", "cut", "bit", "shook", "broke", "threw", "caught", "felt",
  "found", "heard", "saw", "said", "told", "kept", "put", "made", "let", "stood", "sat", "swam", "drank", "ate", "tore", "wore", "held"
])
/** Irregular past forms of acts (not of errands, hearsay or states: "left", "heard", "said", "felt"), that may tell the incident in other words. */
const ACT_PAST = new Set(["came", "went", "got", "took", "gave", "fell", "ran", "hit", "cut", "bit", "shook", "broke", "threw", "caught", "put", "sent", "tore", "blew", "stole", "drank", "ate"])
/** Particles that end a noun phrase and belong to the verb ("want the money back", "the lid off"). */
const PARTICLES = new Set(["back", "off", "out", "away", "again", "home", "loose", "apart"])
/** Words after which an "-ing" form is a thing going on ("is swaying", "won't stop beeping", "keeps tripping"). */
const ONGOING = new Set(["is", "are", "was", "were", "been", "keeps", "kept", "stop", "started", "still"])
/** States of a thing that are themselves a danger ("a panel is loose", "wires left exposed"): the incident told as a state. */
const DANGER_STATES = new Set(["loose", "bent", "dangling", "exposed", "unsafe", "dangerous", "wobbly", "unstable", "shaky", "live", "unsecured", "hazardous"])
/** A past verb of the customer's own: a regular "-ed" form or a common irregular one. */
const regularPast = (t: Token): boolean => t.cls === "word" && t.norm.length > 4 && t.norm.endsWith("ed")
const pastVerb = (t: Token): boolean => t.cls === "word" && (IRREGULAR_PAST.has(t.norm) || regularPast(t))
/** How many words after an opener still belong to its noun phrase ("the front door lock"). */
const PHRASE_WORDS = 3

/** Whether tokens[i] tells an act or a thing going on: a past act ("pulled", "sent", "came down") or "-ing" after a verb of going on ("is swaying"). */
const toldAct = (tokens: ReadonlyArray<Token>, i: number): boolean => {
  const t = tokens[i]!
  if (t.cls !== "word") return false
  return regularPast(t) || (DANGER_STATES.has(t.norm) && t.mod !== 1) || ACT_PAST.has(t.norm) || (t.norm.length > 5 && t.norm.endsWith("ing") && ONGOING.has(tokens[i - 1]?.norm ?? ""))
}

interface Setting {
  /** Stems the examples use only inside a noun phrase: where and to what, not what happened. */
  readonly setting: ReadonlySet<string>
  /** Every other content stem of the examples: the event or state told. */
  readonly event: ReadonlySet<string>
}

const content = (t: Token): boolean => t.cls === "word" && !t.stop

/** The stems of one example's noun phrases (after an opener, or a subject before an auxiliary), an incident's own words left out. */
const phraseStems = (tokens: ReadonlyArray<Token>): ReadonlySet<string> => {
  const incident = new Set<number>()
  tokens.forEach((_, i) => {
    if (eventFamilies(tokens, i, i + 1, true).size > 0) incident.add(i)
  })
  const out = new Set<string>()
  const take = (i: number) => {
    if (content(tokens[i]!) && !incident.has(i)) out.add(tokens[i]!.stem)
  }
  tokens.forEach((t, i) => {
    if (!PHRASE_OPENERS.has(t.norm)) return
    for (let j = i + 1, n = 0; j < tokens.length && n < PHRASE_WORDS && tokens[j]!.cls === "word" && !AUXILIARIES.has(tokens[j]!.norm); j++) {
      // "My daughter slipped", "a guest fell": the verb after the first word ends the phrase.
      if (PHRASE_OPENERS.has(tokens[j]!.norm) || PARTICLES.has(tokens[j]!.norm) || (j > i + 1 && pastVerb(tokens[j]!))) break
      if (!tokens[j]!.stop) n++
      take(j)
    }
  })
  const aux = tokens.findIndex((t) => AUXILIARIES.has(t.norm))
  if (aux > 0 && aux <= PHRASE_WORDS) for (let j = 0; j < aux; j++) take(j)
  return out
}

const byModel = new WeakMap<DetModel, Setting | null>()
const settingOf = (m: DetModel): Setting | null => {
  let s = byModel.get(m)
  if (s === undefined) {
    s = null
    if (!m.builtin && !m.classification && escalatesAlone(m)) {
      const setting = new Set<string>()
      const event = new Set<string>()
      for (const x of m.spec.examples) {
        const tokens = tokensOfText(x.text)
        const phrase = phraseStems(tokens)
        for (const t of tokens) if (content(t)) (phrase.has(t.stem) ? setting : event).add(t.stem)
      }
      // A stem told as the event in one example is an event word wherever else it stands.
      for (const e of event) setting.delete(e)
      s = setting.size > 0 && event.size > 0 ? { setting, event } : null
    }
    byModel.set(m, s)
  }
  return s
}

/**
 * Whether a customer's clause comes near a trigger's examples only by their setting: it shares a
 * setting word with them, none of their event or state words, tells no incident of any kind and
 * names no trouble ("the charger would sit on the side wall" beside "the charger is sparking").
 */
export const settingOnly = (m: DetModel, tokens: ReadonlyArray<Token>): boolean => {
  const s = settingOf(m)
  if (s === null) return false
  const words = tokens.filter(content)
  if (!words.some((t) => s.setting.has(t.stem)) || words.some((t) => s.event.has(t.stem) || isProblemWord(t.norm))) return false
  // A past act told in other words ("a coach pulled him out by his arm") may be the incident: left to the vectors.
  // (Not "left", "heard", "said": as often an errand or hearsay.)
  if (tokens.some((t, i) => i > 0 && toldAct(tokens, i) && !s.setting.has(t.stem) && !PHRASE_OPENERS.has(tokens[i - 1]!.norm))) return false
  return eventFamilies(tokens, 0, tokens.length, true).size === 0
}
