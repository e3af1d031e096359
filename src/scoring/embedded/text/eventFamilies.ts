// The kinds of incident an escalation trigger's examples tell, each a family of English verbs and
// nouns that tell it of any object: a thing lost or taken ("stolen", "vanished", "took … from"), a
// thing come off, fallen or given way ("came loose", "gave way", "blown off"), a thing broken or
// torn ("snapped", "split open", "frayed"), fire, smoke or a smell, water getting in or out, a body
// hurt, somebody or an animal trapped, an animal got out. A customer tells the same event of another
// object in the domain ("the padlock is hanging off" beside "the hinge snapped"), which a sentence
// vector places far from the example; the family keeps the likeness. What is read here only names
// the families a span tells; engine/eventFind.ts decides when that states a trigger.
import type { Token } from "./text.js"

export type EventFamily = "loss" | "detach" | "breakage" | "fumes" | "water" | "injury" | "trapped" | "escape"

const words = (family: EventFamily, list: ReadonlyArray<string>): ReadonlyArray<readonly [string, EventFamily]> => list.map((w) => [w, family] as const)

/** Words that tell a family by themselves, by their exact form. */
const ALONE: ReadonlyMap<string, EventFamily> = new Map([
  ...words("loss", ["stolen", "stole", "steal", "stealing", "nicked", "pinched", "swiped", "missing", "vanished", "disappeared", "burgled", "robbed", "theft", "thief", "thieves"]),
  ...words("detach", ["collapsed", "collapsing", "toppled", "slumped", "sagging", "buckled", "bowing", "fell", "fallen", "falling"]),
  ...words("breakage", ["snapped", "sheared", "cracked", "shattered", "smashed", "frayed", "torn", "ripped", "punctured", "dented", "ruined", "wrecked", "broken", "broke", "burst"]),
  ...words("fumes", ["smoke", "smoking", "smoky", "fumes", "smouldering", "scorched", "scorching", "sparks", "sparking", "flames", "smell", "smells", "smelling", "stink", "stinks", "stinking", "reeks"]),
  ...words("water", ["leak", "leaking", "leaked", "leaks", "flooding", "flooded", "seeping", "overflowing", "gushing", "dripping"]),
  ...words("injury", ["hurt", "injured", "injury", "bleeding", "nosebleed", "concussion", "concussed", "unconscious", "sprained", "bled", "fractured", "dislocated", "stitches", "limping", "lame", "ambulance", "paramedics"]),
  ...words("trapped", ["trapped", "tangled", "entangled", "wedged", "pinned"]),
  ...words("escape", ["escaped", "bolted"])
])

/** Verbs whose family hangs on the particle after them ("came off", "gave way", "got out"). */
const PARTICLES: ReadonlyMap<string, ReadonlyMap<string, EventFamily>> = new Map([
  // Not "come down", "give way": a visit ("coming down on Friday") and a courtesy ("can we give way to …").
  ...["came", "come", "coming", "comes"].map((v) => [v, new Map<string, EventFamily>([["off", "detach"], ["loose", "detach"], ["away", "detach"], ["apart", "detach"], ["undone", "detach"], ["adrift", "detach"]])] as const),
  ...["gave", "given", "giving"].map((v) => [v, new Map<string, EventFamily>([["way", "detach"]])] as const),
  ...["blown", "blew", "blowing"].map((v) => [v, new Map<string, EventFamily>([["off", "detach"], ["over", "detach"], ["down", "detach"], ["away", "detach"]])] as const),
  ...["hanging", "pulled", "ripped", "torn", "snapped", "broken", "broke"].map((v) => [v, new Map<string, EventFamily>([["off", "detach"], ["loose", "detach"]])] as const),
  ...["split", "splitting", "splits"].map((v) => [v, new Map<string, EventFamily>([["open", "breakage"], ["apart", "breakage"], ["down", "breakage"], ["along", "breakage"], ["in", "breakage"]])] as const),
  ...["gone", "went", "taken", "took", "walked", "made", "ran", "run"].map((v) => [v, new Map<string, EventFamily>([["missing", "loss"], ["walkabout", "loss"]])] as const),
  ...["got", "get", "gets", "getting"].map((v) => [v, new Map<string, EventFamily>([["out", "escape"], ["loose", "escape"]])] as const),
  ...["caught", "stuck"].map((v) => [v, new Map<string, EventFamily>([["in", "trapped"], ["on", "trapped"], ["under", "trapped"], ["between", "trapped"], ["fire", "fumes"]])] as const),
  // "A tear in the back wall", "a hole in the ice": a noun of damage is told by the place after it ("tears in her eyes" is crying).
  ...["tear", "rip", "hole", "gash"].map((v) => [v, new Map<string, EventFamily>([["in", "breakage"]])] as const)
])

/** "Taking on water": a hull or a cellar letting it in. */
const TAKING_ON = new Set(["taking", "took", "takes", "taken"])
/** Verbs of taking that tell a loss when "from" follows within a few words ("someone took my trainers from the cubbies"). */
const TAKING = new Set(["took", "taken", "gone", "walked", "made", "ran"])
/** "Walked off with", "made off with": taken; "gone from the tack room": taken away. */
const TAKEN_WITH = new Set(["off"])
const FROM_WITHIN = 5

/** "Rain is coming in under the door", "water getting through the roof": water or rain moving in tells water got in. */
const WATER_NOUNS = new Set(["rain", "rainwater", "water"])
const WATER_MOVES = new Set(["coming", "came", "comes", "getting", "got", "gets", "pouring", "poured", "pours", "running", "ran", "trickling", "seeped", "streaming"])
const WATER_INTO = new Set(["in", "into", "through"])
/** Words between the water and its move ("rain is coming in", "water has been getting in"). */
const WATER_SPAN = 3

/** Body parts: one beside a word of damage tells a body hurt ("her wrist looks bent", "cut his chin"). */
const BODY = new Set([
  "head", "arm", "arms", "wrist", "wrists", "ankle", "ankles", "leg", "legs", "knee", "knees", "hand", "hands", "finger", "fingers",
  "thumb", "chin", "nose", "back", "hip", "shoulder", "foot", "feet", "toe", "toes", "neck", "face", "eye", "eyes", "rib", "ribs",
  "tooth", "teeth", "lip", "forehead", "elbow", "palm", "palms", "shin", "thigh", "cheek", "jaw", "hoof", "hooves", "paw", "paws", "leg's", "skull", "spine", "collarbone", "ear", "ears", "skin", "belly"
])
const BODY_DAMAGE = new Set(["broken", "broke", "cut", "bent", "swollen", "banged", "bashed", "twisted", "crushed", "trapped", "burned", "burnt", "gash", "bruised", "bleeding", "smashed", "snapped", "split", "hit", "struck", "dislocated"])
const BODY_SPAN = 4

/** After these, a loss, a fall or a break names no incident ("lost weight", "fell asleep", "broke even", "broken English"). */
const NOT_AFTER: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["fell", new Set(["asleep", "in", "through", "for", "behind", "pregnant", "ill", "short", "apart"])],
  ["fallen", new Set(["asleep", "in", "through", "for", "behind", "pregnant", "ill", "short"])],
  ["falling", new Set(["asleep", "in", "through", "for", "behind", "short"])],
  ["broke", new Set(["even", "the", "up", "down"])],
  ["broken", new Set(["english", "up", "down", "link", "links"])],
  ["missing", new Set(["you", "out", "home"])],
  ["smell", new Set(["lovely", "great", "nice", "amazing", "delicious", "good", "gorgeous"])],
  ["smells", new Set(["lovely", "great", "nice", "amazing", "delicious", "good", "gorgeous"])],
  ["burst", new Set(["of", "into"])]
])
/** Smell words: a fumes incident unless the smell is told as damp or staleness (`staleSmell`). */
const SMELLS = new Set(["smell", "smells", "smelling", "stink", "stinks", "stinking", "reeks"])
/** What a damp, shut-up or lived-in room smells of: musty, stale, of wet dogs; no fire, no gas. */
const STALE = new Set(["musty", "damp", "mouldy", "moldy", "mildew", "mildewy", "fusty", "stale", "stuffy", "dusty", "sweaty", "wet", "dog", "dogs", "feet", "socks", "drains", "sewage", "bins", "rubbish"])
/** What makes a smell the incident whatever else is said of it ("a damp smell of burning"). */
const FIERY = new Set(["burning", "burnt", "burned", "gas", "smoke", "smoky", "fumes", "fire", "plastic", "melting", "scorched", "scorching", "electrical", "chemical", "sulphur", "eggs"])
/** Words either side of a smell word that tell what it is of ("a musty smell", "smells a bit stale", "smells of wet dogs"). */
const SMELL_SPAN = 4

/**
 * Whether the smell word at k is told as damp or staleness ("the cupboard smells musty", "a stale
 * smell in the back bedroom", "smells of wet dogs"): a room wanting airing, not fumes. A word of
 * burning or gas within reach keeps it the incident ("a damp, burning smell").
 */
const staleSmell = (tokens: ReadonlyArray<Token>, k: number, to: number): boolean => {
  const near = tokens.slice(Math.max(0, k - 2), Math.min(to, k + SMELL_SPAN + 1)).map((t) => t.norm)
  return near.some((w) => STALE.has(w)) && !near.some((w) => FIERY.has(w))
}

/**
 * Whether tokens tell a smell and every smell in them is damp or staleness ("the spare room smells
 * musty", "a stale smell on the landing"), read by engine/eventFind.ts for a trigger of fumes.
 */
export const tellsStaleSmellOnly = (tokens: ReadonlyArray<Token>): boolean => {
  const at = tokens.flatMap((t, k) => (SMELLS.has(t.norm) && t.mod !== 1 ? [k] : []))
  return at.length > 0 && at.every((k) => staleSmell(tokens, k, tokens.length))
}

/** Whether a text names damp or staleness (an example of a mould trigger: "a musty smell in the loft"). */
export const namesStaleness = (tokens: ReadonlyArray<Token>): boolean => tokens.some((t) => STALE.has(t.norm))

/** "A steal", "a real steal": a price told, not a theft. */
const BARGAIN_BEFORE = new Set(["a", "real", "absolute", "total"])
/** Before these, a word is kit that guards against the event, or names a thing: "smoke alarm", "leak test", "fire door". */
const GUARDS = new Set(["alarm", "alarms", "detector", "detectors", "sensor", "sensors", "test", "tests", "check", "checks", "machine", "free"])

/** The families the word at k opens in tokens[from, to), or null. */
const familyAt = (tokens: ReadonlyArray<Token>, k: number, to: number): EventFamily | null => {
  const w = tokens[k]!.norm
  const next = k + 1 < to ? (tokens[k + 1]?.norm ?? "") : ""
  const particle = PARTICLES.get(w)?.get(next)
  if (particle !== undefined) return particle
  if (TAKING_ON.has(w) && next === "on" && tokens[k + 2]?.norm === "water") return "water"
  if (TAKING.has(w)) {
    const span = tokens.slice(k + 1, Math.min(to, k + 1 + FROM_WITHIN))
    if ((TAKEN_WITH.has(next) && tokens[k + 2]?.norm === "with") || (w !== "gone" && span.some((x) => x.norm === "from")) || (w === "gone" && next === "from")) return "loss"
  }
  if (WATER_NOUNS.has(w)) {
    const m = tokens.slice(k + 1, Math.min(to, k + 1 + WATER_SPAN)).findIndex((x) => WATER_MOVES.has(x.norm))
    const into = tokens[k + 2 + m]?.norm ?? ""
    // "The water came in a bottle", "came in 5 litre cans": how it is sold, not water got in.
    const packed = into === "in" && /^(a|an|\d.*)$/.test(tokens[k + 3 + m]?.norm ?? "")
    if (m >= 0 && k + 2 + m < to && WATER_INTO.has(into) && !packed) return "water"
  }
  if (BODY_DAMAGE.has(w) && tokens.slice(Math.max(0, k - BODY_SPAN), Math.min(to, k + BODY_SPAN + 1)).some((x) => BODY.has(x.norm))) return "injury"
  const alone = ALONE.get(w)
  if (alone === undefined || NOT_AFTER.get(w)?.has(next) === true || GUARDS.has(next)) return null
  if (SMELLS.has(w) && staleSmell(tokens, k, to)) return null
  // "It was a steal at twenty pounds": a bargain, not a theft.
  if (w === "steal" && BARGAIN_BEFORE.has(tokens[k - 1]?.norm ?? "")) return null
  return alone
}

/**
 * The families of incident tokens[from, to) tell: the speaker's own plain words only, or with
 * `anyone` somebody else's too (an example tells a pupil's or a horse's harm as often as the sender's);
 * never a negated word ("nothing was taken").
 */
export const eventFamilies = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length, anyone = false): ReadonlySet<EventFamily> => {
  const found = new Set<EventFamily>()
  for (let k = from; k < to; k++) {
    const t = tokens[k]!
    if (t.mod === 1 || (t.mod === 2 && !anyone)) continue
    const f = familyAt(tokens, k, to)
    if (f !== null) found.add(f)
  }
  return found
}
