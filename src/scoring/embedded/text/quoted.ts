// Which lines of a message are the sender's own words: quoted older messages ("> ...",
// "On ... wrote:", a reply's header block) are not, nor an email's legal disclaimer or "Sent from"
// line, nor a signature's notice lines (signature.ts). A message the sender forwards is read without its header lines: forwarding it, the
// sender makes it part of what they tell us (their CEO's "use the 25k from the reserve"). The signature stays: a title there ("CFO, Acme") is the sender's own statement
// (docs/decisions.md, "Whose words count in an email").

import { headerBlockAt, isAttribution, isHeaderField, messageSubjectOf } from "./replyHeaders.js"
import { tickedNothing } from "./checkboxes.js"
import { forwardsBulkMail } from "./bulkMail.js"
import { signatureBlockLines, signatureNoticeLines } from "./signature.js"

const QUOTE_LINE = /^[ \t]*>/
// ORIGINAL and FORWARD are tested on the trimmed line and end in one character class: blanks
// and dashes as two neighbouring classes ("[ \t]*-*[ \t]*$") backtrack quadratically on a long
// run of spaces that does not end the line.
const ORIGINAL = /^-{2,}[ \t]*Original Message[ \t-]*$/i
/** A forwarded message: its header lines are skipped, its body read (see ownLines). */
const FORWARD = /^(?:-{2,}[ \t]*(?:Forwarded message|Begin forwarded message)[ \t-]*|Begin forwarded message:|-{5,}[ \t]*Forwarded.*)$/i
/** A mail app's own line: "Sent from my iPhone", "Sent from Mail for Windows", "Get Outlook for iOS". */
const SENT_FROM = /^[ \t]*(?:Sent from (?:my\b|Mail for|Yahoo Mail|Outlook|Gmail|AOL)|Get Outlook for\b|Sent (?:via|with) (?:the )?[A-Z])/i
/** A postscript opening a line: "PS we're losing sales", "P.S. also …". */
const POSTSCRIPT = /^[ \t]*P\.?[ \t]?S\b/i
/** Whether the next line with words after `i` opens a postscript. */
const postscriptAfter = (texts: ReadonlyArray<string>, i: number): boolean => {
  const next = texts.slice(i + 1).find((l) => l.trim() !== "")
  return next !== undefined && POSTSCRIPT.test(next)
}
/** A help desk's reply marker ("##- Please type your reply above this line -##"): what follows is the thread. */
const REPLY_ABOVE = /\b(?:reply|write|respond)[ \t]+above[ \t]+this[ \t]+line\b/i
/** A legal disclaimer's line: it and all after it are boilerplate, not the sender's. */
const DISCLAIMER_START = /^[ \t]*(?:confidential(?:ity)?\b|disclaimer\b|legal notice\b|privileged and confidential)/i
const ABOUT_MESSAGE = /\b(?:this|the)[ \t]+(?:e-?mail|message|communication|transmission)s?\b/i
/**
 * What a disclaimer says of the mail it closes: confidential, for its recipient, sent in error, or
 * binding no one ("not binding unless confirmed by an authorised signatory", "the views in this
 * message are the author's own"): its "budget" or "decision" is no statement of the sender's.
 */
const BOILERPLATE = /\b(?:confidential|privileged|intended[ \t]+(?:recipient|solely|only)|(?:meant|intended)[ \t]+(?:only|solely|exclusively)[ \t]+for|(?:reached|come[ \t]+to)[ \t]+you[ \t]+(?:by[ \t]+mistake|in[ \t]+error)|(?:received|got)[ \t]+(?:this|it)[^.\n]{0,40}\bin[ \t]+error|(?:not|legally)[ \t]+binding|authori[sz]ed[ \t]+signator(?:y|ies)|author['’]?s?[ \t]+own|views[^.\n]{0,40}\b(?:author|sender)s?\b)/i
/** Boilerplate that names no message: "If you are not the intended recipient, …", "Please consider the environment before printing". */
const BOILERPLATE_ALONE = /\b(?:(?:are|is)[ \t]+not[ \t]+the[ \t]+intended[ \t]+recipient|intended[ \t]+recipient\(s\)|unauthori[sz]ed[ \t]+(?:use|disclosure|review|copying|distribution)|consider[ \t]+the[ \t]+environment[ \t]+before[ \t]+printing)/i
/**
 * A disclaimer's other wordings: who a mail is for ("the named recipient", "the above-named
 * person(s)", "not the addressee"), its monitoring, viruses, liability and the firm's registration.
 */
const BOILERPLATE_MORE = /\b(?:(?:above[ \t-]+)?named[ \t]+(?:recipient|addressee|person)|not[ \t]+the[ \t]+(?:intended[ \t]+)?addressee|e-?mails?[ \t]+(?:may[ \t]+be|are(?:[ \t]+not)?)[ \t]+monitored|(?:free[ \t]+(?:of|from)[ \t]+(?:any[ \t]+)?virus|virus[ \t-]+free)|(?:accept(?:s|ed)?[ \t]+no|no[ \t]+responsibility[ \t]+is[ \t]+accepted|no[ \t]+liability[ \t]+is[ \t]+accepted)[ \t]*(?:liability|responsibility)?|registered[ \t]+(?:office|in[ \t]+England(?:[ \t]+and[ \t]+Wales)?[ \t]*(?:no|number|with|under|,)))/i
const isDisclaimer = (line: string) => DISCLAIMER_START.test(line) || BOILERPLATE_ALONE.test(line) || BOILERPLATE_MORE.test(line) || (ABOUT_MESSAGE.test(line) && BOILERPLATE.test(line))

export interface Span {
  readonly start: number
  readonly end: number
}

/** A line of the sender's own; `signature` when it is a sign-off's name, title or company line. */
export interface OwnLine extends Span {
  readonly signature: boolean
}

/** The line spans of `content` that are the sender's own words (no quoted older messages). */
export const ownLines = (content: string): ReadonlyArray<OwnLine> => {
  const lines: Array<Span> = []
  let pos = 0
  while (pos <= content.length) {
    const nl = content.indexOf("\n", pos)
    const end = nl === -1 ? content.length : nl
    lines.push({ start: pos, end })
    if (nl === -1) break
    pos = nl + 1
  }
  const text = (s: Span) => content.slice(s.start, s.end).replace(/\r$/, "")
  const texts = lines.map(text)
  const notices = signatureNoticeLines(texts)
  const block = signatureBlockLines(texts)
  const subject = messageSubjectOf(texts)
  const kept: Array<OwnLine> = []
  const saidSomething = () => kept.some((k) => /\w/.test(text(k)))
  let inHeader = false
  for (let i = 0; i < lines.length; i++) {
    const line = texts[i]!
    const trimmed = line.trim()
    if (FORWARD.test(trimmed)) {
      // A forwarded advert under the sender's note is the vendor's words, not theirs (bulkMail.ts).
      if (saidSomething() && forwardsBulkMail(texts, i + 1, (l) => FORWARD.test(l))) break
      inHeader = true
      continue
    }
    if (inHeader) {
      if (isHeaderField(line) || line.trim() === "") continue
      inHeader = false
    }
    if (isAttribution(texts, i) || ORIGINAL.test(trimmed)) break
    // Only after some words of the sender's: a message that is all disclaimer is still read.
    // A PS after a mobile sign-off is still the sender's (round trifix2): the line is skipped, not the end.
    if (SENT_FROM.test(line) && postscriptAfter(texts, i)) continue
    if ((isDisclaimer(line) || SENT_FROM.test(line) || REPLY_ABOVE.test(line)) && saidSomething()) break
    if (REPLY_ABOVE.test(line)) continue
    const header = headerBlockAt(texts, i, subject)
    if (header !== null) {
      // A forward's body is read (its header skipped), and so is a message that opens with a
      // header (passed on with no word of the sender's); a reply's original ends the sender's words.
      if (saidSomething() && (!header.forward || forwardsBulkMail(texts, i, (l) => FORWARD.test(l)))) break
      i = header.bodyStart - 1
      continue
    }
    // A row of empty boxes ("[ ] Send me pricing") is an option the sender did not choose.
    if (QUOTE_LINE.test(line) || notices.has(i) || tickedNothing(line)) continue
    kept.push({ ...lines[i]!, signature: block.has(i) })
  }
  return kept
}
