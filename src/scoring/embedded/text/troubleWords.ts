// An escalation trigger names an exception: its examples tell something gone wrong (a harm, a
// failure, a loss, a lack, a danger, a grievance). A sentence vector reaches its found cosine by
// the domain's words alone ("we're hoping to get married on Saturday, 90 guests" beside "the
// ceremony room flooded and our wedding is on Saturday"), so a sentence that asks for the
// domain's routine service ("we'd like", "can we", "please quote") with no word of trouble at all
// is no reading of such a trigger. The list is wide on purpose: it only lets a sentence be read,
// it finds nothing by itself.
import { tellsFailure, tellsHarm } from "./harmStates.js"
import { stem } from "./stem.js"
import type { Token } from "./text.js"

/** A lack or a refusal: "no heating", "isn't answering", "nobody came" (negators are spelt out as "not"). */
const LACK = new Set(["not", "no", "never", "nobody", "noone", "nothing", "nowhere", "none", "without", "neither"])

const TROUBLE = new Set(
  [
    // lost, gone, taken
    "missing", "lost", "stolen", "disappeared", "vanished", "escaped", "absconded", "gone", "break", "forced", "intruder", "thief",
    "thieves", "burglar", "burgled", "robbed", "theft",
    // damage and falls
    "broken", "broke", "damaged", "damage", "destroyed", "ruined", "torn", "tore", "ripped", "snapped", "loose", "fell", "fallen",
    "fall", "falling", "collapse", "blew", "blown", "knocked", "hit", "struck", "clipped", "cut", "wound", "gash", "stab", "fire",
    "flood", "overflowing", "burst", "swaying", "wobbling", "unstable", "tampered", "vandalised", "vandalized", "water", "smell",
    "alarm", "rats", "mice", "pests", "shock", "wires", "damp", "mould", "mouldy", "mold", "moldy", "wet", "soaked", "dripping",
    "drip", "stranger", "strangers", "sleeping", "suspicious", "trespass", "trespassing", "squatting", "rough", "jammed",
    // a business let down or a grievance
    "refund", "complaint", "complain", "cancelled", "canceled", "bust", "administration", "bankrupt", "liquidation", "closed",
    "shambles", "disgrace", "appalling", "unacceptable", "terrible", "awful", "horrendous", "ombudsman", "solicitor", "lawyer", "sue",
    "double", "compensation", "negligence", "disaster", "unhappy", "disappointed", "angry", "furious", "rude", "poor", "worst",
    "formal", "escalate", "manager", "money",
    // danger, alarm and care
    "danger", "dangerous", "unsafe", "urgent", "urgently", "emergency", "asap", "help", "999", "911", "112", "ambulance", "police",
    "hospital", "paramedic", "paramedics", "scared", "afraid", "terrified", "panic", "panicking", "worried", "worry", "frightened",
    "risk", "threat", "suicidal", "overdose", "pills", "kill", "die", "dying", "dead", "death", "attacked", "grabbed", "followed",
    "pushed", "assault", "abuse", "trapped", "concern", "concerned", "upset", "crying", "smacked", "shouted",
    "touched", "inappropriate", "alone", "unsupervised", "locked", "quickly", "immediately", "sudden", "suddenly", "severe",
    "serious", "badly",
    // the body
    "freezing", "cold", "icy", "frozen", "pain", "painful", "ache", "aching", "sore", "drowsy", "confused", "unwell", "fever",
    "temperature", "breathe", "breathing", "breath", "chest", "floppy", "pale", "allergic", "reaction", "vomit", "heart",
    // trouble named
    "problem", "problems", "wrong", "issue", "fault", "faulty", "error", "accident", "incident", "crisis"
  ].map(stem)
)

/** "The heat is killing me", "dying of boredom", "dying for a coffee": hyperbole, no harm. */
const KILL = new Set(["kill", "killing", "kills"].map(stem))
const DYING = stem("dying")
const OBJECTS = new Set(["me", "her", "him", "us", "them"])
const BE = new Set(["is", "are", "am", "was", "were"])
const hyperbole = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  const t = tokens[k]!
  if (KILL.has(t.stem)) return BE.has(tokens[k - 1]?.norm ?? "") && OBJECTS.has(tokens[k + 1]?.norm ?? "")
  return t.stem === DYING && ["of", "for", "to"].includes(tokens[k + 1]?.norm ?? "")
}

/** "Left open", "wide open", "forced open": a way in that should be shut (not "the date is still open"). */
const OPENED = new Set(["left", "wide", "forced", "prised", "pried", "propped", "kicked", "broken", "smashed", "burst", "jammed", "stuck"])

const troubleWord = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  const t = tokens[k]!
  if (t.norm === "open") return OPENED.has(tokens[k - 1]?.norm ?? "")
  if (hyperbole(tokens, k)) return false
  return TROUBLE.has(t.stem) || /aches?$/.test(t.norm) || tellsHarm(tokens, k, k + 1, true) || tellsFailure(tokens, k, k + 1, true)
}

/** How far after a lack word a denied trouble is read: "no damage", "nobody is hurt", "no sign of any leak". */
const DENIED_SPAN = 4
/**
 * What a lack word denies rather than tells: harm and damage named ("no damage", "not painful").
 * A body's function is no such word: "not breathing" tells trouble.
 */
const DENIABLE = new Set(
  [
    "damage", "damaged", "injury", "injuries", "injured", "harm", "hurt", "problem", "problems", "issue", "issues", "pain", "painful", "sign", "concern", "worry", "wrong", "leak", "danger",
    // "without a scratch", "not a mark on it", "no incidents", "went off without a hitch": nothing happened
    "scratch", "scratches", "scrape", "scrapes", "mark", "marks", "dent", "dents", "hitch", "hitches", "incident", "incidents", "accident", "accidents", "mishap", "mishaps"
  ].map(stem)
)
const deniable = (tokens: ReadonlyArray<Token>, k: number): boolean => DENIABLE.has(tokens[k]!.stem) || tellsHarm(tokens, k, k + 1, true)

/** Words a reference's "no" abbreviates "number" after: "order no 52118", "ref no. 44", "Invoice No: 8". */
const NUMBERED = new Set(["order", "ref", "reference", "invoice", "account", "acc", "booking", "job", "case", "ticket", "policy", "item", "serial", "part", "flat", "unit", "room", "plot", "house", "customer", "membership", "tel", "phone"])
/** Whether the "no" at k stands for "number" ("order no 52118"): a reference, no lack. */
const numberNo = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  if (tokens[k]!.norm !== "no" || !NUMBERED.has(tokens[k - 1]?.norm ?? "")) return false
  const next = tokens[k + 1]?.norm === "." || tokens[k + 1]?.norm === ":" ? tokens[k + 2] : tokens[k + 1]
  return next !== undefined && next.cls !== "word" && next.cls !== "punct"
}

/** Trouble told and trouble denied in tokens[from, to): a lack before a harm or damage denies it, any other lack tells one. */
const troubleIn = (tokens: ReadonlyArray<Token>, from: number, to: number): { told: boolean; denied: boolean } => {
  let denied = false
  for (let k = from; k < to; k++) {
    const t = tokens[k]!
    if (LACK.has(t.norm) && !numberNo(tokens, k)) {
      const end = Math.min(to, k + 1 + DENIED_SPAN)
      let d = false
      for (let j = k + 1; j < end && !d; j++) d = deniable(tokens, j)
      if (!d) return { told: true, denied }
      denied = true
    } else if (t.mod !== 1 && troubleWord(tokens, k)) return { told: true, denied }
  }
  return { told: false, denied }
}

/**
 * Whether tokens[from, to) hold a word of trouble, anyone's: a harm, a failure or one of the words
 * above, not negated ("no damage" tells none), or a lack of something that is no trouble itself
 * ("no heating", "nobody came", "not breathing"; not "nobody is hurt", "no swelling").
 */
export const tellsTrouble = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => troubleIn(tokens, from, to).told

/** Whether tokens[from, to) only deny trouble ("no damage to it after the gales, all still tied in"). */
export const deniesTroubleOnly = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  const r = troubleIn(tokens, from, to)
  return r.denied && !r.told
}

/** Words that ask for a service or tell a wish, alone or after the word before them. */
const ASK_WORDS = new Set(["please", "hoping", "quote", "interested", "wondering", "enquire", "enquiring", "confirming", "need"])
const ASK_PAIRS: ReadonlyArray<readonly [string, ReadonlySet<string>]> = [
  ["would", new Set(["like", "love"])],
  ["looking", new Set(["at", "for", "to"])],
  ["want", new Set(["to"])],
  ["can", new Set(["we", "i", "you"])],
  ["could", new Set(["we", "i", "you"])],
  ["would", new Set(["you"])]
]

/** Whether tokens[from, to) ask for a service or tell a wish ("we'd like", "can we", "please quote", "we're hoping to"). */
export const asksService = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  for (let k = from; k < to; k++) {
    const w = tokens[k]!.norm
    if (ASK_WORDS.has(w)) return true
    const next = tokens[k + 1]?.norm ?? ""
    if (k + 1 < to && ASK_PAIRS.some(([a, b]) => a === w && b.has(next))) return true
  }
  return false
}

/** Whether every line of a message's text is a form line ("Label: value"). */
export const formOnly = (content: string): boolean => {
  const lines = content.split("\n").map((l) => l.trim()).filter((l) => l !== "")
  return lines.length >= 2 && lines.every((l) => /^[^:]{1,40}:/.test(l))
}

/** A laugh told with the words ("lol", "haha", a laughing face): what the sentence tells of trouble is said in jest. */
const LAUGH = /\b(?:lol|lmao|rofl|a?ha(?:ha)+|he(?:he)+)\b|[\u{1F602}\u{1F923}\u{1F605}\u{1F606}\u{1F604}\u{1F601}\u{1F61C}\u{1F609}]|:-?\)|:-?D\b|\bxD\b/iu
export const inJest = (text: string): boolean => LAUGH.test(text)

/** Marks that part a sentence's clauses: a laugh is read with the clause it closes. */
const PARTS = new Set([",", ";", ":", "-", "–", "—"])

/**
 * Whether tokens[from, to) are said in jest: a laugh in them, and no trouble told in a clause
 * before the laugh's own. A laugh closing a sentence after an earnest account is a shrug over a
 * real event ("the toilets flooded and the carpet is soaked, not the best start lol"; rev12); a
 * joke that opens it still colours the rest ("the bill nearly made me choke 😂 but anyway …").
 * `content` is the message the tokens' offsets point into.
 */
export const saidInJest = (tokens: ReadonlyArray<Token>, from: number, to: number, content: string): boolean => {
  const text = (a: number, b: number) => content.slice(tokens[a]?.start ?? content.length, tokens[b]?.start ?? content.length)
  if (!inJest(text(from, to))) return false
  let start = from
  for (let k = from; k < to; k++) {
    if (!PARTS.has(tokens[k]!.norm)) continue
    if (inJest(text(start, k + 1))) return true
    if (tellsTrouble(tokens, start, k)) return false
    start = k + 1
  }
  return true
}
