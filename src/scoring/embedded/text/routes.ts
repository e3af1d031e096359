// The ends of a journey a customer asks for, by the words that make a place one: "from Falmouth
// to Plymouth", "collect in Leeds, drop in Hull", "moving out of my flat in Roundhay into a house
// in Wetherby", "bring her back to Southampton", "destination Bangor", a form's "From:" and "To:".
// Each end is told as where the journey starts ("from") or ends ("to"); a journey told as done
// ("I drove from Bristol to Weymouth yesterday", "we moved here from London two years ago") is
// "past": no route asked for. Read by shapes.ts as the "route" kind.

export interface RouteEnd {
  readonly start: number
  readonly end: number
  readonly attr: "from" | "to" | "past"
}

/** A pattern written in lower case made to match either case of its letters, its escapes kept ("\\s", "\\b"). */
const anyCase = (p: string): string => p.replace(/(?<!\\)[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`)

/** Months, days, seasons and feasts: "from 2 May to 16 May", "running from Mon to Fri" are dates, not a journey. */
const TIMES =
  "January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tues?|Weds?|Thu|Thurs?|Fri|Sat|Sun|Spring|Summer|Autumn|Winter|Christmas|Easter|New Year"
/** A capitalised place name of up to three words ("Hull", "Milford Haven", "the Hamble"); a day after it is no part ("Derby on Sat", rev12). */
const PLACE = String.raw`(?:the\s+)?[A-Z][a-z]+(?:[-\s](?:upon[-\s]|on[-\s]|under[-\s]|le[-\s])?(?!(?:${TIMES})\b)[A-Z][a-z]+){0,2}`
/** Up to five small words between the turn and the place ("a house in", "my new place at 2"). */
const GAP = String.raw`(?:(?:[a-z0-9'’-]+)\s+){0,5}?(?:(?:in|at|near|on)\s+)?`
/** Verbs of a journey or a move: "from" and "to" after them tell its ends ("talk to Sarah", "an email from Tom" tell none). */
const MOTION =
  String.raw`(?:mov(?:e|es|ed|ing)|shift(?:s|ed|ing)?|haul(?:s|ed|ing)?|carry(?:ing)?|transfer(?:s|red|ring)?|fetch(?:ing)?|relocat(?:e|es|ed|ing)|deliver(?:s|ed|ing|y)?|collect(?:s|ed|ing|ion)?|pick(?:s|ed|ing)?[\s-]?up|drop(?:s|ped|ping)?(?:[\s-]?off)?|bring(?:s|ing)?|brought|take(?:s)?|taking|took|sail(?:s|ed|ing)?|driv(?:e|es|ing)|drove|ship(?:s|ped|ping)?|send(?:ing)?|transport(?:ed|ing)?|tow(?:ed|ing)?|go(?:es|ing)?|went|head(?:s|ed|ing)?|com(?:e|es|ing)|came|travel(?:s|led|ling)?|fl(?:y|ying|ew)|ferry(?:ing)?|get(?:ting)?|run(?:ning)?|motor(?:ing)?|journey|trip|passage|delivery|route|removal|move)`
const FROM_TURN = anyCase(
  String.raw`\b(?:from|out\s+of|leaving|collect(?:ing|ion)?\s+(?:in|at|from)|pick(?:ing)?[\s-]?up\s+(?:in|at|from|is\s+in|is\s+at)|currently\s+(?:lying\s+|moored\s+|kept\s+)?(?:in|at))`
)
const TO_TURN = anyCase(String.raw`\b(?:to|into|(?:up|down|over|back|round|across)\s+to|destination:?|drop(?:ping)?(?:[\s-]?off)?\s+(?:in|at)|deliver(?:ing|y)?\s+(?:in|at|to))`)
const END = (turn: string) => new RegExp(String.raw`${turn}\s+${GAP}(${PLACE})`, "g")
const FROM_END = END(FROM_TURN)
const TO_END = END(TO_TURN)
/** A form line naming an end: "From: Lymington", "Drop off: 2 Mill Lane, Selby". */
const LABELLED = new RegExp(
  String.raw`^[ \t]*(${anyCase("from|to|pick[ -]?up|collection|collect from|drop[ -]?off|delivery|deliver to|destination|origin")})[ \t]*:[ \t]*(?:\d+[A-Za-z]?,?\s+)?([A-Z][a-z]+(?:[ \t][A-Z][a-z]+){0,2})`,
  "gm"
)
const FROM_LABEL = /^(?:from|pick[ -]?up|collection|collect from|origin)$/i

/** The clause around a turn: a journey's verb must stand in it, before the turn. */
const clauseBefore = (text: string, at: number): string => {
  const before = text.slice(Math.max(0, at - 60), at)
  const cut = Math.max(before.lastIndexOf("."), before.lastIndexOf("!"), before.lastIndexOf("?"), before.lastIndexOf("\n"), before.lastIndexOf(";"))
  return before.slice(cut + 1)
}
const MOTION_IN = new RegExp(String.raw`\b${MOTION}\b`, "i")
/** Turns that are an end by themselves, with no verb: "out of", "into", "collect in", "destination". */
const SELF_TURN = /^(?:out\s+of|leaving|collect|pick|destination|drop|deliver|currently|(?:up|down|over|back|round|across)\s+to)/i
/** A language or a people's word ("English", "Japanese", "Arabic", "Ukrainian"): what a text is turned into, not a place. */
const PEOPLES_WORD = /^[A-Z][a-z]+(?:ish|ese|ian|ic|ch|que)$|^(?:Dutch|Greek|Thai|Hindi|Urdu|Welsh|Irish|Scots|Gaelic|Latin|Hebrew|Swahili|Punjabi|Bengali|Tamil|Farsi|Pashto|Mandarin|Cantonese)$/

const TIME_WORD = new RegExp(String.raw`^(?:${TIMES})\b`)

/** A journey told as done: a past verb before the turn, or a time gone by after it. */
const PAST_VERB = /\b(?:i|we|they|he|she|you)\s+(?:\w+\s+)?(?:moved|drove|came|went|travelled|traveled|sailed|flew|brought|took|delivered|collected|relocated|used to)\b|\bused to\b/i
// Not a time named as the model for this one: "like last time", "same as last year" ask for the journey again (rev12).
const PAST_AFTER = /^[^.;!?\n]{0,40}?\b(?<!\b(?:like|as)\s+)(?:ago|yesterday|last\s+(?:week|month|year|time|summer|winter|spring|autumn))\b/i

/** Where the sender was before ("we used to live in Bramley", "I grew up near Hull"): told as done, as a journey's past end is. */
const FORMER_PLACE = new RegExp(String.raw`${anyCase(String.raw`\b(?:(?:used\s+to|previously|formerly)\s+(?:live|lived|be\s+based|work|worked|stay|stayed)|grew\s+up)\s+(?:in|at|near|outside)`)}\s+(${PLACE})`, "g")

export const routeEndsIn = (text: string): Array<RouteEnd> => {
  const out: Array<RouteEnd> = []
  const push = (start: number, end: number, attr: RouteEnd["attr"]) => {
    if (!out.some((x) => x.start < end && start < x.end)) out.push({ start, end, attr })
  }
  for (const m of text.matchAll(LABELLED)) {
    const at = m.index + m[0].length - m[2]!.length
    push(at, at + m[2]!.length, FROM_LABEL.test(m[1]!.trim()) ? "from" : "to")
  }
  for (const m of text.matchAll(FORMER_PLACE)) {
    const at = m.index + m[0].length - m[1]!.length
    push(at, at + m[1]!.length, "past")
  }
  for (const [re, attr] of [[FROM_END, "from"], [TO_END, "to"]] as const)
    for (const m of text.matchAll(re)) {
      const turn = m[0].trimStart()
      const clause = clauseBefore(text, m.index + (m[0].length - turn.length))
      if (!SELF_TURN.test(turn) && !MOTION_IN.test(clause)) continue
      const place = m[1]!
      // "from German into English", "from 2 May to 16 May": a language, a people's word or a time is no place.
      if (PEOPLES_WORD.test(place) || TIME_WORD.test(place)) continue
      const at = m.index + m[0].length - place.length
      push(at, at + place.length, PAST_VERB.test(clause) || PAST_AFTER.test(text.slice(at + place.length)) ? "past" : attr)
    }
  return out.sort((a, b) => a.start - b.start)
}
