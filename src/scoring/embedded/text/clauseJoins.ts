// Where a negation's or an uncertainty's reach ends inside a sentence, past the clause breaks of
// scope.ts: a second clause with its own subject after "and"/"or" ("no budget and we need it by
// March"), the main clause after a relative clause ("the technician who didn't bring the part
// fixed the leak"), and where it goes on past a comma, through a list ("no budget, a timeline or
// anyone"). Also scarcity ("almost no drivers"), a complaint of too little, not a denial.
import type { Token } from "./text.js"

/** Words that, right after "and"/"or", open a clause of their own. */
const CLAUSE_SUBJECTS = new Set(["we", "i", "they", "he", "she", "you", "it", "there"])
/** Finite auxiliaries and adverbs that sit between a relative pronoun and its verb ("who really didn't"). */
const AUXILIARIES = new Set([
  "do", "does", "did", "am", "is", "are", "was", "were", "have", "has", "had", "can", "could", "will", "would", "should", "must", "really", "honestly", "also", "just"
])
const JOINS = new Set(["and", "or"])
/** Finite verbs that, after a noun phrase, make it a clause's subject. */
const MAIN_AUX = new Set(["is", "are", "was", "were", "has", "have", "had", "will", "would", "can", "could", "should", "must", "does", "did", "keeps", "kept"])

const SUBJECT_DETERMINERS = new Set(["the", "my", "our", "your", "their", "his", "her", "this"])

/**
 * Whether the "and"/"or" at `at` joins a clause with its own subject: a pronoun ("and we need it
 * by March") or a noun phrase with its verb ("and the launch is on 3 May").
 */
export const joinsOwnClause = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  if (!JOINS.has(tokens[at]?.norm ?? "")) return false
  const next = tokens[at + 1]?.norm ?? ""
  if (CLAUSE_SUBJECTS.has(next)) return true
  if (!SUBJECT_DETERMINERS.has(next)) return false
  for (let k = at + 2; k <= at + 4 && k < tokens.length; k++) {
    if (MAIN_AUX.has(tokens[k]!.norm)) return k > at + 2
    if (tokens[k]!.cls !== "word") return false
  }
  return false
}

/** Question words whose clause presupposes what came before: "no idea why" takes the fault as told. */
const PRESUPPOSING = new Set(["where", "how", "which", "what", "why", "who", "whom", "when"])
/** Words between an uncertainty cue and its question word ("not really sure which"). */
const CUE_FILLERS = new Set(["sure", "know", "idea", "certain", "really", "quite", "exactly", "even", "about", "of"])
/** Pronouns by which a doubt points back at what the first conjunct told ("and not sure what it is"). */
const BACK_POINTERS = new Set(["it", "its", "they", "them", "this", "these", "those", "that"])

/**
 * Whether the "and" at `at` starts a second predicate whose doubt leaves the first conjunct
 * stated: "we need a new roof and don't know where to start", "stock runs out and we've no idea
 * why". Narrowed after 604e8f3 cost a judged security report: only a question word that takes the
 * first conjunct as given (not "if"/"whether", which may doubt it), no pronoun or "how much/many"
 * pointing back at it ("and not sure what it is", "money set aside and don't know how much"), and
 * no negation in the first conjunct (an open denial stays open rather than turning into a denial).
 */
export const startsPredicate = (tokens: ReadonlyArray<Token>, at: number, cueAt: number): boolean => {
  if (tokens[at]?.norm !== "and") return false
  const next = tokens[at + 1]?.norm ?? ""
  if (at + 1 !== cueAt && !CLAUSE_SUBJECTS.has(next) && !AUXILIARIES.has(next) && next !== "no" && next !== "unsure") return false
  let k = cueAt + 1
  while (k < tokens.length && k <= cueAt + 4 && CUE_FILLERS.has(tokens[k]!.norm)) k++
  const wh = tokens[k]?.norm ?? ""
  if (!PRESUPPOSING.has(wh)) return false
  if (wh === "how" && (tokens[k + 1]?.norm === "much" || tokens[k + 1]?.norm === "many")) return false
  for (let j = k + 1; j < tokens.length; j++) {
    const t = tokens[j]!
    if (t.cls === "punct" || JOINS.has(t.norm)) break
    if (BACK_POINTERS.has(t.norm)) return false
  }
  for (let j = at - 1; j >= 0 && tokens[j]!.cls !== "punct"; j--) if (tokens[j]!.mod === 1) return false
  return true
}

const RELATIVES = new Set(["who", "which", "that", "whom"])
/** Words before "that" that take a whole clause ("I'm afraid that we don't"), so it opens no relative. */
const CLAUSE_TAKERS = new Set([
  "say", "said", "says", "think", "thought", "know", "knew", "mean", "afraid", "sure", "hope", "feel", "felt", "believe", "seems", "seem", "suppose", "told", "tell", "realise", "realize", "agree", "so", "such", "now", "is", "was", "are", "were"
])
const DETERMINERS = new Set(["a", "an", "the", "my", "our", "your", "their", "his", "her", "its", "this", "that", "these", "those", "any", "some", "no", "every"])

/**
 * Whether the negation at `at` is a relative clause's ("the engineer who never answers", "the van
 * that wasn't serviced", "the part which we didn't order"): a relative pronoun after a noun, with
 * at most a subject and an auxiliary between it and the negation.
 */
export const negatesRelative = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  for (let j = at - 1; j >= 1 && j >= at - 3; j--) {
    const w = tokens[j]!.norm
    if (RELATIVES.has(w)) {
      const before = tokens[j - 1]!
      if (before.cls !== "word" || before.stop || CLAUSE_TAKERS.has(before.norm)) return false
      return w !== "that" || AUXILIARIES.has(tokens[j + 1]?.norm ?? "") || tokens[j + 1]?.norm === "never"
    }
    if (!AUXILIARIES.has(w) && !CLAUSE_SUBJECTS.has(w)) return false
  }
  return false
}

/** Past forms without "-ed" that commonly carry a main clause after a relative one. */
const IRREGULAR_PAST = new Set([
  "left", "quit", "broke", "came", "went", "got", "made", "sent", "took", "gave", "found", "put", "ran", "brought", "bought", "said", "told", "sold", "paid", "won", "lost", "fell", "stood", "sat", "let", "set", "cut", "did", "saw", "knew", "wrote", "drove", "spoke", "rang"
])
const NOT_PAST = new Set(["need", "speed", "feed", "seed", "proceed", "exceed", "succeed", "indeed", "hundred", "breed", "bleed", "embed"])

/**
 * Whether the word at `at` can be the main clause's verb after a relative clause: a finite
 * auxiliary, or a past form not led by a determiner ("a signed contract" is a noun phrase).
 */
export const mainVerbAt = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  const t = tokens[at]!
  if (t.cls !== "word") return false
  if (MAIN_AUX.has(t.norm) || IRREGULAR_PAST.has(t.norm)) return true
  return t.norm.length >= 5 && t.norm.endsWith("ed") && !NOT_PAST.has(t.norm) && !DETERMINERS.has(tokens[at - 1]?.norm ?? "")
}

const SCARCE = new Set(["almost", "nearly", "virtually", "practically"])
/** "Almost no drivers", "next to no stock", "virtually nothing left": too little, not none. */
export const tellsScarcity = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  const prev = tokens[at - 1]?.norm ?? ""
  return SCARCE.has(prev) || (prev === "to" && tokens[at - 2]?.norm === "next")
}

const LIST_JOINS = new Set(["or", "and", "nor"])
/**
 * Whether the comma at `at` goes on with a list the negation before it governs ("we don't have a
 * budget, a timeline or anyone to sign off"): words up to an "or"/"and"/"nor", and no verb on
 * either side of it ("my password and email are right" is a clause of its own).
 */
export const continuesList = (tokens: ReadonlyArray<Token>, at: number, inList: boolean): boolean => {
  let k = at + 1
  let words = 0
  for (; k < tokens.length && k <= at + 8; k++) {
    const t = tokens[k]!
    if (LIST_JOINS.has(t.norm)) break
    // "no budget, timeline, or approval": a further comma of the same list.
    if (t.norm === "," && words > 0) continue
    if (t.cls === "punct" || CLAUSE_SUBJECTS.has(t.norm) || MAIN_AUX.has(t.norm) || AUXILIARIES.has(t.norm)) return false
    words++
  }
  // A comma right before the last item's "or" only inside a list already going ("a login, or seats").
  if ((words === 0 && !inList) || !LIST_JOINS.has(tokens[k]?.norm ?? "")) return false
  // The last item is short and ends the clause: "the time and someone reset my password" is
  // a clause of its own after the list, so the list's comma is no continuation.
  for (let j = k + 1; j < tokens.length; j++) {
    const t = tokens[j]!
    if (t.cls === "punct") return true
    if (j > k + 4 || LIST_JOINS.has(t.norm) || CLAUSE_SUBJECTS.has(t.norm) || MAIN_AUX.has(t.norm) || mainVerbAt(tokens, j)) return false
  }
  return true
}
