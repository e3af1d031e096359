// Text analysis for the embedded scorer: tokenization with character offsets, stems and token
// classes (money, dates, ...). Sentences and modality: sentences.ts.
import { GREETING_WORDS } from "./courtesy.js"
import { isNumericDate } from "./shapes.js"
import { stem } from "./stem.js"

export type TokenClass = "word" | "num" | "money" | "pct" | "time" | "email" | "url" | "id" | "punct"

/** 0 plain, 1 inside a negation scope, 2 inside a hypothetical or uncertain scope. */
export type Modality = 0 | 1 | 2

export interface Token {
  /** Offsets into the message content. */
  readonly start: number
  readonly end: number
  /** Lowercase surface form with contractions expanded (`n't` → `not`, `'m` → `am`). */
  readonly norm: string
  /** The stem, or a class marker such as `{money}`. */
  readonly stem: string
  /** What cue patterns match: the surface form, or a class marker. */
  readonly cue: string
  readonly cls: TokenClass
  readonly stop: boolean
  mod: Modality
  /** On a signature's name, title or company line (quoted.ts `ownLines`). */
  signature?: boolean
  /** In a form line's label, before its separator (the form's words, not the sender's). */
  label?: boolean
  /** A relative or friend whose clause attribution.ts opened as a third party's ("my brother was killed"): who they are is still told. */
  kin?: boolean
}

export interface Sentence {
  readonly messageIndex: number
  readonly start: number
  readonly end: number
  readonly tokens: ReadonlyArray<Token>
  /** A "Label: value" form line: the tokens before the separator. */
  readonly labelEnd: number
}

// ---------------------------------------------------------------------------------------------
// Tokens

/** The token classes of TOKEN's capture groups, in order. */
const GROUPS: ReadonlyArray<TokenClass> = ["email", "url", "money", "pct", "time", "id", "num", "word", "punct"]
const WORD_GROUP = 8
const PUNCT_GROUP = 9
const TOKEN = new RegExp(
  [
    String.raw`([\w.+-]+@[\w-]+(?:\.[\w-]+)+)`,
    String.raw`(https?://[^\s<>"]+|www\.[^\s<>"]+)`,
    String.raw`((?:[$€£¥]|\b(?:usd|eur|gbp|us\$|USD|EUR|GBP|CHF|US\$)\s?)\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|mm|bn|b|million|thousand|billion|grand)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:k|mm|bn|million|thousand|billion|grand)\b|\b\d[\d,]*(?:\.\d+)?M\b|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|euros|euro|pounds|usd|eur|gbp|bucks|USD|EUR|GBP|CHF|SEK|NOK|DKK|PLN|Euro|EURO)\b)`,
    String.raw`(\b\d+(?:\.\d+)?\s?(?:%|percent\b|per cent\b))`,
    String.raw`(\b\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?|\b\d{1,2}\s?[ap]\.?m\b\.?)`,
    String.raw`(#[\w-]*\d[\w-]*|\b[A-Z]{2,}-?\d{2,}[\w-]*|\b[A-Za-z]+_[\w-]*\d[\w-]*|\b[a-z]+(?:-[a-z0-9]+)+-\d+\b)`,
    String.raw`(\b\d+(?:[.,/]\d+)*(?:st|nd|rd|th|s)?\b)`,
    String.raw`(\b(?:[Nn]o|[Nn]on)-[A-Za-z]+|[A-Za-z\u00C0-\u024F][A-Za-z0-9\u00C0-\u024F]*(?:['’][A-Za-z]+)?)`,
    String.raw`([.,;:!?()\[\]"“”—–]|\s-\s|\.\.\.)`
  ].join("|"),
  "g"
)

const STOPWORDS = new Set(
  (
    "a an the and or of to in on at for from by with about as into onto than then so such this that these those " +
    "i me my mine we us our ours you your yours he him his she her it its they them their theirs " +
    "be am is are was were been being have has had do does did will would shall should can could may might must " +
    "just also very really quite too there here what which who whom whose when where why how all any some each " +
    "other more most own same only up down out over again further once both few s t d ll m o re ve y " +
    "hi hello hey dear thanks thank regards best cheers please let let's ok okay oh well"
  ).split(" ")
)

const NO_APOSTROPHE: Readonly<Record<string, readonly [string, string]>> = {
  cant: ["can", "not"], dont: ["do", "not"], wont: ["will", "not"], doesnt: ["does", "not"], didnt: ["did", "not"],
  isnt: ["is", "not"], arent: ["are", "not"], wasnt: ["was", "not"], werent: ["were", "not"], couldnt: ["could", "not"],
  shouldnt: ["should", "not"], wouldnt: ["would", "not"], havent: ["have", "not"], hasnt: ["has", "not"], hadnt: ["had", "not"],
  im: ["i", "am"], ive: ["i", "have"], youre: ["you", "are"], theyre: ["they", "are"], thats: ["that", "is"], whats: ["what", "is"]
}

/**
 * A possessive with no noun after it, at a phrase's end ("the decision is Ahmed's.", "the budget
 * is the CFO's, not mine"), stands for its owner's thing: its "'s" is kept as a token, so cue
 * patterns can read whose the decision is. Before a noun ("Ahmed's laptop") it is dropped as before.
 */
const STANDS_ALONE = /^[ \t]*(?:[.,;:!?)–—-]|$)/
const PRONOUN_BE = new Set(["it", "that", "there", "here", "what", "who", "he", "she", "where", "how", "this", "everything", "nothing", "everyone", "someone", "something"])

const MONTHS = new Set([
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
  "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"
])
const AMBIGUOUS_MONTHS = new Set(["may", "march", "mar", "jan", "dec", "oct", "sep", "aug", "jun", "jul", "apr", "nov", "feb"])
/** Words before which a lower-case "may" or "march" is the month ("in may", "end of march"), not the verb. */
const DATE_BEFORE = new Set(["in", "by", "of", "until", "till", "before", "since", "from", "early", "late", "mid", "during", "next", "last", "this"])
/** Words before a month that also stand before the verb "may" ("this may take a while"). */
const DEICTIC = new Set(["this", "next", "last"])
/** What follows a month after "this/next/last", not the verb "may": a clause's end or a word no verb takes next. */
const MONTH_NEXT = /^(?:\s*(?:$|[.,;:!?)\]"”—–-]|(?:and|or|but|we|i|you|they|at|if|so|then|when|would|will|works|please|ideally|latest|hopefully|for|as|is|too)\b))/i
const WEEKDAYS = new Set([
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri"
])

const NUMBER_WORDS = new Set(
  ("two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen " +
    "nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred hundreds thousand thousands dozen dozens").split(" ")
)

/** Chat shorthand for "please": the request it opens is the same ("pls reset my password"). */
const PLEASE_SHORT = new Set(["pls", "plz", "plss", "plzz", "plse"])

const wordToken = (start: number, end: number, norm: string, surface: string): Token => {
  if (PLEASE_SHORT.has(norm)) return mk(start, end, "please", stem("please"), "please", "word", STOPWORDS.has("please"))
  if (NUMBER_WORDS.has(norm)) return mk(start, end, norm, "{num}", "{num}", "num", false)
  if (/^(q[1-4]|h[12])$/.test(norm)) return mk(start, end, norm, "{quarter}", "{quarter}", "word", false)
  if (MONTHS.has(norm) && (!AMBIGUOUS_MONTHS.has(norm) || /^[A-Z]/.test(surface))) {
    return mk(start, end, norm, "{month}", "{month}", "word", false)
  }
  if (WEEKDAYS.has(norm) && (norm.length > 3 || /^[A-Z]/.test(surface))) {
    return mk(start, end, norm, "{weekday}", "{weekday}", "word", false)
  }
  // A CamelCase word ("PriceSync", "QuickBooks") is a product's name: cue patterns see it as a
  // name, so "pric+" does not read a connector called PriceSync as a pricing question.
  if (CAMEL_CASE.test(surface)) return mk(start, end, norm, stem(norm), "{name}", "word", false)
  return mk(start, end, norm, stem(norm), norm, "word", STOPWORDS.has(norm))
}

/**
 * A month's name that opens a line holding at most one more capitalised word, under an earlier
 * line: a name signing the message ("Thanks,\nJan"), not a date ("June" alone answers "when?").
 */
const signOffName = (content: string, start: number, end: number): boolean => {
  const lineStart = content.lastIndexOf("\n", start - 1) + 1
  if (lineStart === 0 || content.slice(0, lineStart).trim() === "") return false
  const lineEnd = content.indexOf("\n", end)
  if (content.slice(lineStart, start).trim() !== "") return false
  return /^(?:\s+[A-Z][a-z'-]+)?[\s,.]*$/.test(content.slice(end, lineEnd === -1 ? content.length : lineEnd))
}

/**
 * A month's name right after a greeting that opens its line, before a comma, a "!" or the line's
 * end ("Hello Jan,", "Dear June Hale,", "Hi April, we'd like …"): the person greeted, not a date.
 */
const GREETING_BEFORE = new RegExp(String.raw`^[ \t]*(?:${GREETING_WORDS}|morning)[ \t]+$`, "i")
const greetedName = (content: string, start: number, end: number): boolean => {
  const lineStart = content.lastIndexOf("\n", start - 1) + 1
  if (!GREETING_BEFORE.test(content.slice(lineStart, start))) return false
  const lineEnd = content.indexOf("\n", end)
  return /^(?:[ \t]+[A-Z][a-z'-]+)?[ \t]*(?:[,!:]|$)/.test(content.slice(end, lineEnd === -1 ? content.length : lineEnd))
}

const ZERO_AMOUNT = /^\D*0+(?:[.,]0+)?\D*$/
/**
 * "prio: #1", "priority - #2", "prio #1 is …": after a rank's word a "#" with a small number is a
 * place in a list, spelt as such for cue patterns ("#1"), not any code ("{id}": "ticket #1").
 */
// Not "ranking": "Ranking: #1 on local search" is the firm's place among others (rev12's n-rank1).
const RANK_WORDS = new Set(["prio", "priority"])
const SMALL_RANK = /^#\d{1,2}$/
const afterRankWord = (out: ReadonlyArray<Token>): boolean => {
  const last = out[out.length - 1]
  const word = last !== undefined && last.cls === "punct" && /^[:\-–—]$/.test(last.norm) ? out[out.length - 2] : last
  return word !== undefined && RANK_WORDS.has(word.norm)
}

/** The last three words of `tokens`, nearest last: what tells "by 6/10" (a date) from "rate it 6/10" (a score). */
const lastWords = (tokens: ReadonlyArray<Token>): Array<string> => {
  const out: Array<string> = []
  for (let k = tokens.length - 1; k >= 0 && out.length < 3; k--) if (tokens[k]!.cls === "word") out.unshift(tokens[k]!.norm)
  return out
}

const CAMEL_CASE = /^[A-Z]?[a-z]+[A-Z][A-Za-z]*$/

const mk = (start: number, end: number, norm: string, st: string, cue: string, cls: TokenClass, stop: boolean): Token => ({
  start,
  end,
  norm,
  stem: st,
  cue,
  cls,
  stop,
  mod: 0,
  // Set here, not added later: tokens keep one shape (a property added to some slows every read).
  signature: false,
  label: false,
  kin: false
})

/**
 * Word tokens by surface form, for words read without special cases (no apostrophe, no
 * contraction typed without one): words repeat a lot, and the token only depends on the surface.
 * Only `norm`, `stem`, `cue`, `cls` and `stop` of a cached token are read.
 */
const plainWords = new Map<string, Token>()

/** Tokens of `content.slice(from, to)`, offsets into `content`. */
export const tokenize = (content: string, from = 0, to = content.length): Array<Token> => {
  const out: Array<Token> = []
  const text = content.slice(from, to)
  TOKEN.lastIndex = 0
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    const start = from + m.index
    const end = start + m[0].length
    if (m[WORD_GROUP] !== undefined) {
      // "by the end of march", "until may": a month written small, told by the word before it.
      // After "this/next/last" the verb is as likely ("this may take a while"): the month only when a
      // clause's end or a word that cannot follow the verb comes next ("this may we'd like …", "next march.").
      const before = out[out.length - 1]?.norm ?? ""
      if (AMBIGUOUS_MONTHS.has(m[0]) && DATE_BEFORE.has(before) && (!DEICTIC.has(before) || MONTH_NEXT.test(text.slice(m.index + m[0].length)))) {
        out.push(mk(start, end, m[0], "{month}", "{month}", "word", false))
        continue
      }
      // A sign-off's first name ("Jan", "April Moss" on a line of its own under the text) is no date.
      if (/^[A-Z]/.test(m[0]) && MONTHS.has(m[0].toLowerCase()) && (signOffName(content, start, end) || greetedName(content, start, end))) {
        out.push(mk(start, end, m[0].toLowerCase(), m[0].toLowerCase(), "{name}", "word", false))
        continue
      }
      const known = plainWords.get(m[0])
      if (known !== undefined) {
        out.push(mk(start, end, known.norm, known.stem, known.cue, known.cls, known.stop))
        continue
      }
      const surface = m[0].replace(/’/g, "'")
      const lower = surface.toLowerCase()
      const apo = lower.indexOf("'")
      if (apo === -1 && lower === "cannot") {
        out.push({ ...wordToken(start, start + 3, "can", surface.slice(0, 3)), stop: true })
        out.push(mk(start + 3, end, "not", "not", "not", "word", false))
        continue
      }
      const bare = apo === -1 ? NO_APOSTROPHE[lower] : undefined
      if (bare !== undefined) {
        // "cant", "dont", "im" typed without the apostrophe.
        const [head, tail] = bare
        out.push({ ...wordToken(start, start + head.length, head, surface.slice(0, head.length)), stop: true })
        out.push(mk(start + head.length, end, tail, stem(tail), tail, "word", tail !== "not"))
        continue
      }
      if (apo === -1) {
        const t = wordToken(start, end, lower, surface)
        if (plainWords.size >= 50_000) plainWords.clear()
        plainWords.set(m[0], t)
        out.push(t)
        continue
      }
      let head = lower.slice(0, apo)
      const tail = lower.slice(apo)
      if (tail === "'t" && head.endsWith("n")) {
        // don't, isn't, can't, won't
        head = head.slice(0, -1)
        const base = head === "ca" ? "can" : head === "wo" ? "will" : head === "sha" ? "shall" : head
        if (base !== "") out.push({ ...wordToken(start, start + head.length, base, surface.slice(0, head.length)), stop: true })
        out.push(mk(start + head.length, end, "not", "not", "not", "word", false))
        continue
      }
      out.push(wordToken(start, start + apo, head, surface.slice(0, apo)))
      const expanded =
        tail === "'m" ? "am" : tail === "'re" ? "are" : tail === "'ve" ? "have" : tail === "'ll" ? "will" : tail === "'d" ? "would"
          : tail === "'s" && PRONOUN_BE.has(head) ? "is" : tail === "'s" && head === "let" ? "us" : null
      if (expanded !== null) out.push(mk(start + apo, end, expanded, stem(expanded), expanded, "word", true))
      else if (tail === "'s" && STANDS_ALONE.test(content.slice(end, Math.min(to, end + 4)))) out.push(mk(start + apo, end, "'s", "'s", "'s", "word", true))
      continue
    }
    if (m[PUNCT_GROUP] !== undefined) {
      out.push(mk(start, end, m[0].trim(), m[0].trim(), m[0].trim(), "punct", true))
      continue
    }
    let group = 1
    while (group < PUNCT_GROUP && m[group] === undefined) group++
    const cls = GROUPS[group - 1] ?? "num"
    const marker = cls === "num" && /^(19|20)\d\d$/.test(m[0]) ? "{year}" : cls === "num" && /[./]/.test(m[0]) && isNumericDate(m[0], lastWords(out)) ? "{month}" : `{${cls}}`
    // "$0" is no amount to cue patterns: it reads as the word "zero" ("Budget: $0" denies a budget).
    const cue = cls === "money" && ZERO_AMOUNT.test(m[0]) ? "zero" : cls === "id" && SMALL_RANK.test(m[0]) && afterRankWord(out) ? m[0] : marker
    out.push(mk(start, end, m[0].toLowerCase(), marker, cue, cls, false))
  }
  return out
}
