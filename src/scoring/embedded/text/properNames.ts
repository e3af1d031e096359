// Proper names told as a field's value: someone's name ("it's for my son Oliver", "Mum (June
// Hart)", "a cat called Mishka", "Mrs Doreen Hall") and a thing's make or model ("an old Hotpoint
// washer", "a 2008 Beneteau Oceanis 37", "Miele G5000"). A name the sender gives as their own
// ("I'm Priya Shah") is marked so: only a field of the sender's name takes it. A staff member's
// ("ask for Jenny, our surveyor"), a place's ("in Horsforth", "at Meadow Surgery"), a make after
// an employer's or a footer's words ("I work for Whirlpool", "Sent from my iPhone") or a thing had
// before ("our previous boat was a Sadler 26") is none. What a field of them makes of these:
// engine/fieldRoles.ts.

export interface NameSpan {
  readonly start: number
  readonly end: number
  /** Told at a clause's start with nothing to mark it a name: a form's value, or any capitalised first word. */
  readonly lead: boolean
  /** The sender's own ("I'm Sarah Kent", "my name is ..."): a field of the sender's name takes it, another's does not. */
  readonly own: boolean
  /** Told as a relative's or a friend's ("my daughter Isla", "my kids Ella and Sam"): a person, not a pet or a thing. */
  readonly kin?: boolean
}

/** A run of capitalised words, or of a make's words and its model code ("Hallberg-Rassy 31", "EcoBubble", "AEG"). */
const WORD = String.raw`(?:[A-Z][a-z'’]+(?:[A-Z][a-z]+)*(?:-[A-Z]?[a-z]+)*|[a-z][A-Z][a-z]+)`
/** A run of capitalised words on one line ("Vera Holt", "Hallberg-Rassy", "EcoBubble"). */
const NAME_RUN = new RegExp(String.raw`(?<![\w'’-])${WORD}(?:[ \t]+${WORD})*`, "g")
/** A make's words and its model code ("Hunter Channel 27", "Miele G5000", "AEG"). */
const MAKE_RUN = new RegExp(String.raw`(?<![\w'’-])(?:${WORD}|[A-Z]{2,4}(?=[ \t]+[a-z]))(?:[ \t]+(?:${WORD}|[A-Z]*\d+[A-Za-z\d]*))*`, "g")
const TITLE = /\b(?:Mr|Mrs|Miss|Ms|Mx|Dr)\.?[ \t]+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?/g

/** Capitalised words that are no one's name: greetings, sign-offs, days, months, pronouns, kin and a sentence's first function words. */
const NOT_NAMES = new Set(
  (
    "i i'm i've i'd i'll hi hello hey dear thanks thank cheers regards best kind many sir madam all yours sent " +
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december " +
    "mum mom dad mother father gran granny grandma grandad grandpa nan nana aunt auntie uncle son daughter wife husband partner " +
    "it it's its the a an this that these those there here we we're we've our my your you he she they his her their what which who when where why how " +
    "can could would will should please just also and but so if yes no not ok okay call notes note re fw fwd subject english christmas easter god " +
    "born from to tel mob mobile fax phone email web today tomorrow everyone everybody nobody someone somebody everything nothing something mine yours ours theirs co ltd inc plc llp " +
    // Words that number a place or a part, not a make: "Flat 9", "Unit 3", "Postcode GL5 3HT"
    "flat unit plot apartment apt suite room postcode page step level floor no number table gate platform bay junction exit zone phase year week day version block house"
  ).split(" ")
)
/** Words right before a name that make it a place, an addressee or a staff member asked for. */
const PLACE_BEFORE =
  /\b(?:in|at|near|from|to|into|outside|around|off|on|of|via|towards|past|through|across|round|up|down|by|nr\.?)\s+(?:the\s+)?$|\b(?!(?:19|20)\d\d\b)\d{1,4}[A-Za-z]?,?\s+$|\b(?:road|rd|street|st|lane|close|way|avenue|drive|view|row|walk|grove|crescent|terrace|place|court|gardens|estate|park|farm)\.?,\s*$/i
/** A street's, a building's or a firm's last word: the run names a place or a firm ("Ash Lane", "Meadow Surgery", "Harbourside Marine"). */
const PLACE_LAST = /[ \t](?:Road|Rd|Street|St|Lane|Close|Way|Avenue|Drive|View|Row|Walk|Grove|Crescent|Terrace|Place|Court|Gardens|Estate|Park|Farm|Hall|House|Cottage|Surgery|Centre|Center|Marine|Joinery|Builders|Ltd|Limited|Group|Services)$/
/** A UK postcode or a US ZIP inside a run: an address. */
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/
const ADDRESSED_BEFORE = /\b(?:ask for|speak to|speak with|talk to|contact|ring|email|e-mail|cc|dear|hi|hello|hey|thanks|thank you|cheers|attn:?)\s*,?\s*$/i
/** The sender naming themselves ("I'm Sarah Kent", "my name is", "this is Tom"). */
const OWN_BEFORE = /(?:\bi['’]m|\bi am|\bmy name is|\bmy name['’]s|\bthis is|^\s*it['’]s|\bcall me)\s+$/i
/** A job or a firm after the name ("Jenny, our surveyor", "Gareth from the council"): staff, not the one the field asks after. */
const STAFF_AFTER =
  /^(?:,?\s+(?:our|the|your|a|from|at|with|his|her|their|my)\s+(?:\w+\s+)?(?:manager|worker|keyworker|teacher|tutor|childminder|nanny|practitioner|therapist|caretaker|cleaner|plumber|electrician|builder|solicitor|lawyer|accountant|surveyor|engineer|receptionist|nurse|doctor|carer|assistant|coordinator|co-ordinator|officer|agent|adviser|advisor|rep|representative|director|administrator|secretary|colleague|landlord|technician|fitter|installer|driver|contact|team|office|council|association|company|firm|practice|surgery)\b|\s+from\s)/i
/** An article or a quantifier before a capitalised word: a thing of that make, not someone ("a Berlingo", "an old Hotpoint"). */
const THING_BEFORE = /\b(?:a|an|the|this|that|any|some|every)\s+(?:(?:19|20)\d\d\s+|old\s+|new\s+|little\s+|big\s+|small\s+|second-hand\s+|used\s+)?$/i
/**
 * A make told as what the thing is, with no article ("it is Vaillant", "the cooker is Rangemaster",
 * "ours is Bosch"): the subject is the thing or its make, so the capitalised word is its make. Not
 * "it's" at a message's start or after a greeting, nor before "here" or "from", where a caller
 * names themselves ("It's Dave from number 4", "Hello, it is Dave here").
 */
const IS_BEFORE = /(?:\b(?:it|mine|ours)\s+is|\bit['’]s|\b(?:the|my|our)\s+(?:make|model|brand|manufacturer|washer|washing machine|dishwasher|fridge|freezer|dryer|oven|cooker|hob|boiler|printer|laptop|tablet|phone|van|car|boat|engine|mower|machine|piano|bike)\s+is)\s+(?:probably\s+|definitely\s+|actually\s+)?$/i
/**
 * A caller naming themselves: a greeting before "it is", the greeting maybe naming the one greeted
 * ("Hello Priya, it's Tom"); or "here", "speaking", "again" after the name; or "who" opening a
 * clause of what the person did ("I think it's Chris who rang"): a make does no deed.
 */
const CALLER_BEFORE = /(?:^|\b(?:hi|hello|hey|morning|afternoon|evening)\b(?:[ \t]+(?!it\b)[\p{L}'’-]+){0,2}[\s,!.]*)it(?:\s+is|['’]s)\s+$/iu
const CALLER_AFTER = /^[ \t]*,?[ \t]*(?:here|speaking|again|calling|from|who)\b/i
const toldWhatItIs = (text: string, start: number, end: number): boolean => {
  const before = text.slice(Math.max(0, start - 60), start)
  return IS_BEFORE.test(before) && !CALLER_BEFORE.test(text.slice(0, start).trimStart()) && !CALLER_AFTER.test(text.slice(end, end + 20))
}
/** A possessive before a make ("my Samsung", "our Bosch"). */
const OWNED_BEFORE = /\b(?:my|our|his|her|their|your)\s+(?:(?:19|20)\d\d\s+|old\s+|new\s+)?$/i
/** An employer's, a seller's or a footer's words before a make: "work for", "sent from my". */
const NOT_OWNED_BEFORE = /\b(?:work|works|worked|working)\s+(?:for|at|with)\s+$|\bsent from (?:my\s+)?$|\b(?:fitted|supplied|sold|installed|made)\s+(?:\w+\s+)?by\s+$/i
/** A thing had before, not the one asked about. */
const FORMER = /\b(?:previous|former|last|old one|used to (?:have|own)|sold)\b[^.;!?\n]*$/i
/** A model code: figures, or letters and figures ("37", "G5000", "IDC8T3B", "36i"). */
const CODE = /^[A-Z]*\d+[A-Za-z\d]*$/
/** Things a make names: appliances, machines, vehicles, craft, devices (world knowledge). */
const THINGS =
  /^\s+(?:washer|washing machine|dishwasher|fridge|freezer|fridge freezer|dryer|tumble dryer|oven|cooker|hob|range|boiler|combi|microwave|hoover|vacuum|printer|laptop|tablet|phone|tv|telly|van|car|estate|hatchback|motorbike|bike|boat|yacht|cruiser|ketch|sloop|catamaran|engine|outboard|mower|machine|model|trailer|horsebox|caravan|motorhome|tractor|lorry|truck|piano|boiler)\b/i

/**
 * A relative or a friend named just before ("my daughter Isla", "our son, Jack", "my kids Ella and
 * Sam"): a person. "Boy", "girl", "lad" and "baby" are left out: owners call their animals so.
 */
const KIN_BEFORE =
  /\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our)\s+(?:little\s+|eldest\s+|youngest\s+|late\s+)?(?:son|sons|daughter|daughters|kid|kids|child|children|husband|wife|partner|mum|mom|mother|dad|father|brother|brothers|sister|sisters|gran|granny|grandma|grandad|grandpa|grandson|granddaughter|nan|nana|aunt|auntie|uncle|niece|nephew|cousin|friend|neighbour|neighbor|fiance|fiancee|fiancé|fiancée|boyfriend|girlfriend)\s*,?\s*\(?\s*(?:[A-Z][a-z]+\s*(?:,|and|&)\s*)?$/

const clauseStart = (text: string, at: number): boolean => at === 0 || /(?:^|[.!?:;\n(]|\s-)\s*$/.test(text.slice(Math.max(0, at - 3), at))

/** Names of someone in `text`, the sender's own marked: not a staff member's, an addressee's, a place's or a thing's. */
export const namesIn = (text: string): Array<NameSpan> => {
  const out: Array<NameSpan> = []
  // Someone's title marks a name wherever it stands, but not whose: a teacher's or an addressee's is no field's.
  for (const m of text.matchAll(TITLE)) {
    const [before, after] = [text.slice(Math.max(0, m.index - 40), m.index), text.slice(m.index + m[0].length, m.index + m[0].length + 40)]
    if (!ADDRESSED_BEFORE.test(before) && !STAFF_AFTER.test(after)) out.push({ start: m.index, end: m.index + m[0].length, lead: false, own: OWN_BEFORE.test(before), kin: KIN_BEFORE.test(before) })
  }
  for (const m of text.matchAll(NAME_RUN)) {
    let [start, found] = [m.index, m[0]]
    // A run's first words that are no names ("Hi Karen", "Mum Margaret Ellis") drop off.
    while (NOT_NAMES.has(found.split(/\s+/)[0]!.toLowerCase())) {
      const rest = found.indexOf(" ")
      if (rest < 0) break
      start += rest + 1
      found = found.slice(rest + 1)
    }
    const first = found.split(/\s+/)[0]!
    // "She's", "Don't": a contraction of a word that names nobody ("Ron's" names Ron).
    const bare = first.toLowerCase().replace(/['’](?:s|ll|t|re|ve|d|m)$/, "")
    if (NOT_NAMES.has(first.toLowerCase()) || NOT_NAMES.has(bare) || /['’](?:ll|t|re|ve|d|m)$/.test(first) || PLACE_LAST.test(found) || out.some((x) => x.start <= start && start < x.end)) continue
    const before = text.slice(Math.max(0, start - 40), start)
    const after = text.slice(start + found.length, start + found.length + 40)
    if (PLACE_BEFORE.test(before) || ADDRESSED_BEFORE.test(before) || THING_BEFORE.test(before) || NOT_OWNED_BEFORE.test(before) || STAFF_AFTER.test(after) || THINGS.test(after)) continue
    // A first word with nothing else to mark it is any sentence's opening ("Could", "Poppy" alike),
    // unless a bracket is round it or follows, a second name follows ("Poppy (the greyhound)",
    // "Vera Holt") or it owns what follows ("Ron's just turned 78").
    const marked = /\($/.test(before) || /^\s*\(/.test(after) || /[ \t][A-Z]/.test(found) || /['’]s$/.test(first)
    const own = OWN_BEFORE.test(before)
    const lead = clauseStart(text, start) && !marked && !own
    out.push({ start, end: start + found.length, lead, own, kin: KIN_BEFORE.test(before) })
  }
  return out.sort((a, b) => a.start - b.start)
}

/** Makes and models in `text`: a capitalised make with a model code, after an article or a possessive, or before a kind of thing. */
export const makesIn = (text: string): Array<NameSpan> => {
  const out: Array<NameSpan> = []
  for (const m of text.matchAll(MAKE_RUN)) {
    const words = m[0].split(/[ \t]+/)
    let k = 0
    while (k < words.length - 1 && NOT_NAMES.has(words[k]!.toLowerCase())) k++
    if (NOT_NAMES.has(words[k]!.toLowerCase()) || /['’]/.test(words[k]!) || CODE.test(words[k]!) || POSTCODE.test(m[0]) || PLACE_LAST.test(m[0])) continue
    const start = m.index + m[0].indexOf(words[k]!, k === 0 ? 0 : words.slice(0, k).join(" ").length)
    const before = text.slice(Math.max(0, start - 60), start)
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30)
    const code = words.slice(k + 1).find((w) => CODE.test(w))
    const marked = THING_BEFORE.test(before) || OWNED_BEFORE.test(before) || THINGS.test(after) || toldWhatItIs(text, start, m.index + m[0].length)
    // A sentence's first word and a bare number before a word of another kind is a count or a measure ("Maybe 15 boxes", "About 11 metres").
    const counted = code !== undefined && /^\d+$/.test(code) && words.indexOf(code) === words.length - 1 && clauseStart(text, start) && /^[ \t]+[a-z]/.test(after) && !THINGS.test(after)
    const coded = code !== undefined && !counted && !/^(?:19|20)\d\d$/.test(code)
    if ((!coded && !marked) || PLACE_BEFORE.test(before) || NOT_OWNED_BEFORE.test(before) || FORMER.test(before)) continue
    out.push({ start, end: m.index + m[0].length, lead: false, own: false })
  }
  return out
}
