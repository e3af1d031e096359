// An email signature's notice lines ("Urgent matters: call our 24/7 line", "Office hours: 9–5")
// are no statement of the sender's: an "urgent" or an hour there is not urgency or a timeline.
// Its name, title and company lines stay (a title is the sender's own statement;
// docs/decisions.md, "Whose words count in an email"), and so do its addresses, e-mail and
// phone numbers: a rubric may ask for a business e-mail or a service address.

export const CLOSING = /^[ \t]*(?:best|best regards|best wishes|kind regards|warm regards|warmest regards|regards|many thanks|thanks|thank you|thanks again|cheers|sincerely|yours sincerely|yours faithfully|yours truly|all the best|br|thx|--)[ \t]*[,.!]?[ \t]*$/i
/** A name line opens a signature: one to four words, each capitalised, nothing else. */
const NAME_LINE = /^[ \t]*[A-Z][\p{L}'’.-]*(?:[ \t]+[A-Z(][\p{L}'’.()-]*){0,3}[ \t]*$/u
/** A postscript after the signature is the sender's again. */
const POSTSCRIPT = /^[ \t]*p\.?[ \t]?s\.?\b/i
const LABEL = /^[ \t]*[\p{L} /&.'-]{1,30}:[ \t]*\S/u
const CONTACT_DATA = /@|https?:\/\/|www\.|\+?\d[\d ().-]{6,}\d/i
const MAX_SIGNATURE_LINES = 8

/** A sign-off block line: a name, a title, a company or a contact line, not a sentence. */
const BLOCK_LINE_WORDS = 8
const SENTENCE_END = /[.!?][ \t]*$/
/** Small words a title or a company name leaves in lower case ("Head of Sales", "Bread and Butter Ltd"). */
const TITLE_SMALL = new Set(["of", "and", "for", "the", "at", "in", "on", "to", "de", "van", "von", "der", "la", "le", "du", "&", "-", "|", "/"])
/**
 * Words a title line does not hold but an afterthought does: a person, a request, a question word,
 * a verb of need or an urgency ("Call me asap", "Must have it before Wednesday", "what would 7 seats cost",
 * "urgent - site down").
 */
const AFTERTHOUGHT = /\b(?:i|me|my|we|us|our|you|your|it|pls|plz|please|need|needs|call|ring|phone|send|help|want|let|get|have|asap|urgent|urgently|immediately|now|today|tonight|tomorrow|how|what|when|why|where|can|could|would|will|is|are|do|does|did|was|were|down|broken|much)\b/
/** Every word capitalised but the small ones: a title or a company ("Urgent Care Centre", "Head of IT"). */
const titleCase = (line: string): boolean =>
  line
    .trim()
    .split(/\s+/)
    .every((w) => !/\p{L}/u.test(w) || /^[^\p{L}]*\p{Lu}/u.test(w) || TITLE_SMALL.has(w.toLowerCase()))
/**
 * A line that is the sender's again, not a name, title or company line: a question, or words of a
 * sentence in a line that is not in title case (an all-caps acronym such as "IT" is no "it").
 */
const afterthought = (line: string): boolean =>
  // A contact line ("Mob: 07700 900123 (call or text)", a web address) is the block's own.
  !CONTACT_LINE.test(line) &&
  (line.includes("?") ||
  (!titleCase(line) &&
    AFTERTHOUGHT.test(
      line
        .split(/\s+/)
        .filter((w) => !/^\p{Lu}{2,}$/u.test(w) || /^(?:ASAP|URGENT)$/.test(w))
        .join(" ")
        .toLowerCase()
    )))
/** A number, an address or a link: a contact line. */
const CONTACT_LINE = /\d{3}|@|www\.|https?:|\.(?:com|org|net|io|co)\b/i

/**
 * Indexes of `lines` that are a signature's name, title and company lines: the name line after a
 * closing ("Best,") and the short lines after it that end no sentence, up to eight lines, until a
 * postscript, a sentence or an afterthought (a question, a request or an urgency: "Call me asap"). Some detectors do not read them: "Pricing Analyst" asks no price.
 */
export const signatureBlockLines = (lines: ReadonlyArray<string>): ReadonlySet<number> => {
  const out = new Set<number>()
  const name = signatureNameLine(lines)
  if (name < 0) return out
  out.add(name)
  for (let k = name + 1; k < lines.length && k <= name + MAX_SIGNATURE_LINES; k++) {
    const line = lines[k]!
    if (line.trim() === "") continue
    if (POSTSCRIPT.test(line) || SENTENCE_END.test(line) || afterthought(line) || line.trim().split(/\s+/).length > BLOCK_LINE_WORDS) break
    out.add(k)
  }
  return out
}

/** The index of the name line after the first closing line ("Best,") that has one, or -1. */
const signatureNameLine = (lines: ReadonlyArray<string>): number => {
  for (let i = 0; i < lines.length; i++) {
    if (!CLOSING.test(lines[i]!)) continue
    let name = i + 1
    while (name < lines.length && lines[name]!.trim() === "") name++
    if (name < lines.length && NAME_LINE.test(lines[name]!)) return name
  }
  return -1
}

/**
 * Indexes of `lines` that are a signature's notice lines ("Label: text" holding no address or
 * number): after a closing line ("Best,") and a name line, up to eight lines, until a postscript.
 */
export const signatureNoticeLines = (lines: ReadonlyArray<string>): ReadonlySet<number> => {
  const out = new Set<number>()
  const name = signatureNameLine(lines)
  if (name < 0) return out
  for (let k = name + 1; k < lines.length && k <= name + MAX_SIGNATURE_LINES; k++) {
    const line = lines[k]!
    if (POSTSCRIPT.test(line)) break
    if (LABEL.test(line) && !CONTACT_DATA.test(line)) out.add(k)
  }
  return out
}

/** A firm's word in a company line ("Wilson & Co", "Price Builders Ltd", "Gray & Daughters Solicitors"). */
const FIRM_WORD = /(?:\b(?:ltd|limited|plc|llp|inc|co|company|group|services|solicitors|associates|partners|hire|builders|lettings|estates|agency|consulting|trust|council|school|club|surgery|practice)\b|&)/i

/**
 * The character spans of a signature block that signs for a firm: a block with a title or company
 * line (a line after the name with no figures, or one with a firm's word: "Sales Director",
 * "Barrow Plant Hire", "Wilson & Co, 12 Canal Walk"). Its address is the firm's office, told for
 * contact, not the place a job is for (docs/decisions.md, "A signature's address").
 */
export const firmSignatureSpans = (text: string): ReadonlyArray<readonly [number, number]> => {
  const lines = text.split("\n")
  const block = [...signatureBlockLines(lines)].sort((a, b) => a - b)
  if (block.length < 2) return []
  const rest = block.slice(1).map((k) => lines[k]!)
  if (!rest.some((line) => FIRM_WORD.test(line) || (!/\d/.test(line) && !CONTACT_LINE.test(line)))) return []
  const starts: Array<number> = []
  let at = 0
  for (const line of lines) {
    starts.push(at)
    at += line.length + 1
  }
  // A long address line ends the block (too many words for a title): the contact lines after it are the firm's too.
  let last = block[block.length - 1]!
  while (last + 1 < lines.length && /\d/.test(lines[last + 1]!) && !SENTENCE_END.test(lines[last + 1]!) && !afterthought(lines[last + 1]!)) last++
  const all = [...block, ...Array.from({ length: last - block[block.length - 1]! }, (_, i) => block[block.length - 1]! + 1 + i)]
  return all.map((k) => [starts[k]!, starts[k]! + lines[k]!.length] as const)
}
