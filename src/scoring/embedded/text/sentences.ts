// Sentence segmentation of a message's own lines (quoted.ts), with "Label: value" form lines
// kept whole, and each token's modality (modality.ts, attribution.ts).
import { markAttribution } from "./attribution.js"
import { untickedOptions, withoutUnticked } from "./checkboxes.js"
import { dashAsColon, dashLabel, dashRowParts } from "./dashLabels.js"
import { answersLater } from "./deferral.js"
import { markModality } from "./modality.js"
import { markPronounParties } from "./pronounParty.js"
import { type OwnLine, ownLines, type Span } from "./quoted.js"
import { reportedSpans } from "./reported.js"
import { type Modality, type Sentence, type Token, tokenize as tokenizeAll } from "./text.js"

const tickedRow = (line: string): boolean => untickedOptions(line).length > 0

const ABBREVIATIONS = new Set(["e.g", "i.e", "mr", "mrs", "ms", "dr", "vs", "etc", "approx", "inc", "ltd", "co", "st", "jr", "sr", "no", "fig", "est"])

/** Sentence spans within one line span. */
const splitLine = (content: string, line: Span): Array<Span> => {
  const out: Array<Span> = []
  const re = /[.!?]+["”')\]]*(?=\s|$)|;(?=\s)/g
  const text = content.slice(line.start, line.end)
  let from = 0
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const endOfPunct = m.index + m[0].length
    if (m[0].startsWith(".") && m[0].length === 1) {
      const before = /([A-Za-z.]+)$/.exec(text.slice(from, m.index))?.[1]?.toLowerCase()
      if (before !== undefined && (ABBREVIATIONS.has(before) || /^[a-z]$/.test(before))) continue
    }
    out.push({ start: line.start + from, end: line.start + endOfPunct })
    from = endOfPunct
  }
  if (from < text.length) out.push({ start: line.start + from, end: line.end })
  return out
}

const trimSpan = (content: string, s: Span): Span | null => {
  let a = s.start
  let b = s.end
  while (a < b && /\s/.test(content[a]!)) a++
  while (b > a && /\s/.test(content[b - 1]!)) b--
  return a < b ? { start: a, end: b } : null
}

/**
 * "Label: value" (or "Question?: value"); group 1 ends right before the separator. A form's
 * question ends with "?" right before the colon and may run longer than a label ("Did anything
 * change with the boiler or the pipework after our engineer called round?: No").
 */
const FORM_LABEL = /^([ \t]*[A-Za-z](?:[A-Za-z0-9 /&'’()-]{0,50}?\??|[A-Za-z0-9 ,/&'’()-]{0,120}\?)[ \t]*):(?:[ \t]+\S|[ \t]*$)/

/** A tag before a colon is the sender's own word, not a field: "URGENT: nobody here can print" (its "nobody" denies no urgency). */
const TAG = /^[ \t]*(?:very urgent|urgent|important|asap|help|attention|warning|reminder|fyi|note|nb|update|please|emergency|critical|time[ -]sensitive)[ \t]*$/i

/**
 * A head that points to what follows as one of the sender's points ("Small thing first:", "One
 * more thing:", "Quick question though:"): the sender's words, not a field. A bare "Problem:" or
 * "Question:" stays a label.
 */
const POINTER = /^[ \t]*(?:(?:one|a|the|another|small|quick|minor|little|tiny|first|second|third|last|final|other|more|bigger|main|real|separate|unrelated)[ \t]+)+(?:thing|point|issue|question|problem|request|note)s?(?:[ \t]+(?:first|then|though|also|too))?[ \t]*$/i

/** The heads that open as a sentence: a subject with its verb ("This isn't urgent in any way", "Nothing here is urgent", "It's fine"). */
const SUBJECTS = new Set(["i", "we", "you", "they", "he", "she", "it", "this", "that", "there", "here", "nothing", "everything", "something", "everyone", "everybody", "nobody", "none"])
const FINITE = new Set(["is", "are", "am", "was", "were", "has", "have", "had", "do", "does", "did", "can", "could", "will", "would", "should", "must", "may", "might", "wo", "ca", "isn", "aren", "wasn", "doesn", "don", "didn", "hasn", "haven", "won"])
const CONTRACTED = /^(?:i|we|you|they|he|she|it|that|there|here|what)['’](?:s|re|m|ve|d|ll)$/

/** Whether a head before a colon is a sentence of the sender's (a subject and its verb), not a field's name. A question is left to FORM_LABEL. */
export const sentenceHead = (head: string): boolean => {
  if (/\?\s*$/.test(head)) return false
  const words = head.toLowerCase().trim().split(/\s+/)
  const first = words[0] ?? ""
  if (CONTRACTED.test(first)) return true
  if (negatedVerb(words)) return true
  return SUBJECTS.has(first) && words.slice(1, 4).some((w) => FINITE.has(w.replace(/(?:n['’]t|['’]t)$/, "")))
}

/**
 * A negated "be" after the head's first word ("Money isn't an issue", "Cost is not a worry for
 * us", "Parking won't be a problem"): a field's name denies nothing, so such a head is the
 * sender's sentence, and what follows the colon is no answer to a field it names (packs4b). Only
 * "be", and not after a wh-word: "What I didn't mention is why we're looking: …" points to its
 * value as a label does.
 */
const BE = new Set(["is", "are", "was", "were", "be"])
const WH = /^(?:what|why|how|where|which|who|when)$/
const negatedVerb = (words: ReadonlyArray<string>): boolean =>
  !WH.test(words[0] ?? "") &&
  words.slice(1).some((w, i) => {
    const contracted = /n['’]t$/.test(w) && BE.has(w.replace(/n['’]t$/, ""))
    const next = words[i + 2] ?? ""
    return contracted || (BE.has(w) && /^(?:not|never)$/.test(next)) || (/^(?:won['’]t|wo)$/.test(w) && words[i + 2] === "be") || (w === "will" && next === "not" && words[i + 3] === "be")
  })

/** A bare answer to a form's field: "Yes", "No", "N/A", "Not sure", "None". */
const BARE_ANSWER = String.raw`(?:yes(?: please)?|no(?: thanks?| thank you)?|y|n|yep|nope|none|n\/?a|not sure|unsure|maybe|tb[cd])[ \t.!]*$`
/**
 * A form's question answered without a colon, as a ticked row reads once its empty options are
 * blanked: "Is this urgent? No". Its "?" stands for the separator.
 */
const QUESTION_ANSWERED = new RegExp(String.raw`^([ \t]*[A-Za-z][A-Za-z0-9 ,/&'’()-]{0,120})\?[ \t]+${BARE_ANSWER}`, "i")
const TAG_ANSWERED = new RegExp(String.raw`:[ \t]*${BARE_ANSWER}`, "i")

/**
 * A line's "Label: value" reading, unless its label is a tag or a pointer; a sentence-shaped head
 * only in a form (`inForm`). A tag answered bare is a field: "Urgent: No" says it is not urgent; so
 * is a question answered bare in a form or a row of ticked options (`tickedRow`).
 */
const asLabel = (line: string, inForm = false, tickedRow = false, dashed = false): RegExpExecArray | null => {
  // Only in a form or a ticked row: in a message, "Is it urgent? Maybe" is the sender's question and their own answer.
  // "Pets - none" (`dashed`, dashLabels.ts) as "Pets: none"; a tag stays the sender's word ("URGENT - the tills are down").
  const label = FORM_LABEL.exec(line) ?? (inForm || tickedRow ? QUESTION_ANSWERED.exec(line) : null) ?? (dashed ? dashLabel(line) : null)
  if (label === null || POINTER.test(label[1]!)) return null
  if (TAG.test(label[1]!) && !TAG_ANSWERED.test(line.slice(label[1]!.length))) return null
  return !inForm && sentenceHead(label[1]!) ? null : label
}

/** A value that says yes ("Yes", "Yes please", a ticked box): the form's question becomes the sender's own words. */
const AFFIRMED = /^\W*(?:yes(?: please)?|y|yep|yeah|sure|definitely|absolutely|please do|x|✓|✔)\W*$/i

/**
 * A label alone on its line, its value on the next ("Budget?" then "Not sure"; "Timeline:" then
 * "Q3"): a few words with no verb or person, ending in "?" or ":".
 */
const STACKED = /^[ \t]*([A-Za-z][A-Za-z0-9 /&'’()-]{0,40}?)[ \t]*[?:][ \t]*$/
const stackedLabel = (line: string): boolean => {
  const head = STACKED.exec(line)?.[1]
  if (head === undefined || TAG.test(head) || POINTER.test(head)) return false
  const words = head.toLowerCase().split(/\s+/)
  return words.length <= 4 && !words.some((w) => FINITE.has(w) || SUBJECTS.has(w) || CONTRACTED.test(w) || /^(?:me|my|our|us|your)$/.test(w))
}

/**
 * A field asking how the sender found the vendor ("Where did you find us?", "Lead
 * source"): its value tells of the vendor's advert or a friend's tip ("your urgent delivery ad"),
 * no signal of the sender's, so the line is not read.
 */
const REFERRAL_LABEL = /\b(?:how|where)\b.{0,20}\b(?:hear|heard|find|found|learn|learnt|learned|come across|discover(?:ed)?)\b.{0,15}\b(?:us|about)\b|\b(?:referral source|lead source|referred by|heard about us|found us)\b/i

/** Labelled lines that make a message a form, whose labels are the form's words. */
const FORM_LINES = 2

/** A line of several dash fields as one line per field (dashLabels.ts `dashRowParts`); any other line as it is. */
const rowFields = (content: string, l: OwnLine): ReadonlyArray<OwnLine> =>
  dashRowParts(content.slice(l.start, l.end))?.map(([a, b]) => ({ ...l, start: l.start + a, end: l.start + b })) ?? [l]

/** The sentences of one message's own lines, tokens marked with their modality. */
export const sentencesOf = (content: string, messageIndex: number): Array<Sentence> => {
  const out: Array<Sentence> = []
  const lines = ownLines(content).flatMap((l) => (l.signature ? [l] : rowFields(content, l)))
  // A form has two labelled lines at least; a lone "URGENT: the ward can't log in" is the sender's own word.
  // Counted without sentence-shaped heads: "This isn't urgent in any way: …" makes no form.
  // Not on a signature's line: "Jo Reid - Director" is a name and a title.
  const labelOf = (l: OwnLine, view: string, inForm: boolean, ticked: boolean) => asLabel(view, inForm, ticked, !l.signature)
  // Dash fields make no form: a note's "Pets - none" lines leave its other lines the sender's words.
  const isForm = lines.filter((l) => asLabel(withoutUnticked(content.slice(l.start, l.end)), false, tickedRow(content.slice(l.start, l.end))) !== null).length >= FORM_LINES
  const reported = reportedSpans(content)
  const markReported = (tokens: ReadonlyArray<Token>) => {
    for (const t of tokens) if (reported.some((r) => t.start >= r.start && t.end <= r.end)) t.mod = 2
  }
  for (const [index, line] of lines.entries()) {
    const lineText = content.slice(line.start, line.end)
    const below = stackedLabel(lineText) ? valueBelow(content, lines, index) : null
    if (below !== null) {
      // The label takes its polarity from the value under it, as on one line: "Budget?" over
      // "Not sure" says nothing, over "None" denies, over "£3k" states.
      const span = trimSpan(content, line)!
      const tokens = tokenizeAll(content, span.start, span.end)
      const value = tokenizeAll(content, below.start, below.end)
      markModality(value)
      applyLabelPolarity([...tokens, ...value], tokens.length)
      if (line.signature) markSignature(tokens)
      if (isForm && !AFFIRMED.test(content.slice(below.start, below.end))) for (const t of tokens) t.label = true
      if (tokens.some((t) => t.cls !== "punct")) out.push({ messageIndex, start: span.start, end: span.end, tokens, labelEnd: 0 })
      continue
    }
    const view = withoutUnticked(lineText)
    // The options the sender did not tick are not read ("Urgent? [ ] Yes [x] No" reads "Urgent? No").
    const unticked = untickedOptions(lineText).map(([a, b]) => [line.start + a, line.start + b] as const)
    const label = labelOf(line, view, isForm, unticked.length > 0)
    if (label !== null && REFERRAL_LABEL.test(label[1]!)) continue
    const tokenize = (content: string, start: number, end: number): Array<Token> =>
      tokenizeAll(content, start, end).filter((t) => !unticked.some(([a, b]) => t.start >= a && t.start < b))
    const spans = label !== null ? [line] : splitLine(content, line)
    for (const raw of spans) {
      const span = trimSpan(content, raw)
      if (span === null) continue
      if (label !== null) {
        // A form line: the value may hold several sentences, but the label belongs to each;
        // keep the line whole so that the label's polarity follows the value.
        const sepAt = line.start + label[1]!.length
        const tokens = tokenize(content, span.start, span.end)
        dashAsColon(tokens, sepAt)
        if (line.signature) markSignature(tokens)
        const labelEnd = tokens.findIndex((t) => t.start >= sepAt)
        const valueTokens = labelEnd === -1 ? [] : tokens.slice(labelEnd)
        markModality(valueTokens)
        markAttribution(valueTokens)
        if (reported.length > 0) markReported(valueTokens)
        applyLabelPolarity(tokens, labelEnd === -1 ? tokens.length : labelEnd)
        const affirmed = labelEnd !== -1 && AFFIRMED.test(view.slice(label[1]!.length + 1))
        if (isForm && !affirmed) for (const t of labelEnd === -1 ? tokens : tokens.slice(0, labelEnd)) t.label = true
        if (tokens.some((t) => t.cls !== "punct")) out.push({ messageIndex, start: span.start, end: span.end, tokens, labelEnd: labelEnd === -1 ? 0 : labelEnd })
        continue
      }
      const tokens = tokenize(content, span.start, span.end)
      if (line.signature) markSignature(tokens)
      markModality(tokens)
      markAttribution(tokens)
      if (reported.length > 0) markReported(tokens)
      if (tokens.some((t) => t.cls !== "punct")) out.push({ messageIndex, start: span.start, end: span.end, tokens, labelEnd: 0 })
    }
  }
  markPronounParties(out)
  return out
}

/** The next line with words after `lines[index]`, unless it is a label itself (then the label above was left empty). */
const valueBelow = (content: string, lines: ReadonlyArray<Span>, index: number): Span | null => {
  for (let k = index + 1; k < lines.length; k++) {
    const span = trimSpan(content, lines[k]!)
    if (span === null) continue
    const text = content.slice(span.start, span.end)
    return asLabel(text, true) !== null || stackedLabel(text) ? null : span
  }
  return null
}

const markSignature = (tokens: ReadonlyArray<Token>): void => {
  for (const t of tokens) t.signature = true
}

/** A form value that commits to nothing without putting the question off ("maybe", "?", "just browsing"); see also `answersLater`. */
const NONCOMMITTAL = /^\W*(n\/?a|maybe|\?+|-+|—|\.+)\W*$|^\W*(just |only )?(curious|browsing|looking around|checking|exploring|researching|nothing specific)\b/i
/** "No more than two a month" under a label is a cap, not a "no". */
const DENIAL_VALUE = /^\W*(no(?! (?:more|fewer|less|longer|greater|higher|lower|over|above|later) than\b)|none|nothing|nope|never|nil|zero|not (?:really|yet|at all|now|applicable)|n ?\/? ?a)\b/i
/** "None, just hay fever", "nothing except the odd wasp": the value takes the denial back and states something. */
export const TAKEN_BACK = /^\W*(?:no|none|nothing|nope|nil)\W+(?:just|only|except|apart from|other than|besides|but)\b/i

/**
 * "What's the problem?: staff can't find the forms": an inability tells the problem, it does not
 * deny it. Only under a label that asks for a problem or a need: under "Budget:" or "Who
 * approves?:", "we cannot spend anything" is the denial (decisions §11).
 */
const INABILITY = /^(?:\S+ ){0,4}(?:can not|cannot|could not|unable to)\b/
/** A label asking what must not happen ("Deal-breakers: no long contract"): a negated value is the answer, not a denial. */
const AVOID_LABEL = /\b(?:deal ?breakers?|dealbreakers?|red lines?|non ?negotiables?|nonnegotiables?|must not|avoid|no ?gos?|show ?stoppers?|showstoppers?)\b/
/**
 * A rank label answered low ("Priority: Low", "Urgency: minor - whenever suits") states no
 * priority. Left open, not denied: a denied "priority" reads as a "no rush" in a ticket, where a
 * form's default rank often says nothing of the sender's time.
 */
const RANK_LABEL = /\b(?:priority|urgency|importance)\b/
const LOW_RANK = /^\W*(?:very |quite |fairly |pretty )?(?:low(?:est)?|minor|minimal|p[45])\b(?! (?:budget|cost|price|stock|battery))/
const PROBLEM_LABEL = /\b(?:problems?|issues?|pains?|pain points?|needs?|needed|help|challenges?|struggles?|struggling|troubles?|difficult(?:y|ies)|frustrat\w*|wrong|concerns?|complaints?|blockers?)\b/

const tellsProblem = (tokens: ReadonlyArray<Token>, labelEnd: number, valueText: string): boolean =>
  INABILITY.test(valueText) && PROBLEM_LABEL.test(tokens.slice(0, labelEnd).map((t) => t.norm).join(" "))

/**
 * A form label takes the polarity of its value: "Budget: none" denies the budget, "Budget:
 * not sure" or "Budget: I'll ask finance" says nothing, "Budget: $20k" states it.
 */
const applyLabelPolarity = (tokens: Array<Token>, labelEnd: number): void => {
  if (labelEnd <= 0) return
  if (labelEnd >= tokens.length || tokens.slice(labelEnd).every((t) => t.cls === "punct")) {
    // "Priority:" with nothing after it says nothing.
    for (let i = 0; i < labelEnd; i++) tokens[i]!.mod = 2
    return
  }
  const value = tokens.slice(labelEnd + (tokens[labelEnd]?.cls === "punct" ? 1 : 0))
  const valueText = value.map((t) => t.norm).join(" ")
  let mod: Modality = 0
  if (NONCOMMITTAL.test(valueText) || answersLater(value, tokens.slice(0, labelEnd))) mod = 2
  else if (TAKEN_BACK.test(valueText)) mod = 0
  else if (AVOID_LABEL.test(tokens.slice(0, labelEnd).map((t) => t.norm).join(" "))) mod = 0
  else if (LOW_RANK.test(valueText) && RANK_LABEL.test(tokens.slice(0, labelEnd).map((t) => t.norm).join(" "))) mod = 2
  else if (DENIAL_VALUE.test(valueText) || (value.some((t) => t.mod === 1 && tokens.indexOf(t) < labelEnd + 6) && !tellsProblem(tokens, labelEnd, valueText))) mod = 1
  else if (value.some((t) => t.mod === 2) && value.filter((t) => t.mod === 0 && !t.stop && t.cls !== "punct").length === 0) mod = 2
  if (mod === 0) return
  for (let i = 0; i < labelEnd; i++) tokens[i]!.mod = mod
}
