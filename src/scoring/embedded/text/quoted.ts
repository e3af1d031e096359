// Which lines of a message are the sender's own words: quoted older messages ("> ...",
// "On ... wrote:", a reply's header block) are not, nor an email's legal disclaimer or "Sent from"
// line, nor a signature's notice lines (signature.ts). A message the sender forwards is read without its header lines: forwarding it, the
// sender makes it part of what they tell us (their CEO's "use the 25k from the reserve"). The signature stays: a title there ("CFO, Acme") is the sender's own statement
// (docs/decisions.md, "Whose words count in an email").

import { signatureBlockLines, signatureNoticeLines } from "./signature.js"

const QUOTE_LINE = /^[ \t]*>/
const WROTE_LINE = /^[ \t]*On\b.{0,200}\bwrote:[ \t]*$/i
const WROTE_START = /^[ \t]*On\b.{0,200}$/i
const WROTE_END = /^.{0,120}\bwrote:[ \t]*$/i
// ORIGINAL and FORWARD are tested on the trimmed line and end in one character class: blanks
// and dashes as two neighbouring classes ("[ \t]*-*[ \t]*$") backtrack quadratically on a long
// run of spaces that does not end the line.
const ORIGINAL = /^-{2,}[ \t]*Original Message[ \t-]*$/i
/** A forwarded message: its header lines are skipped, its body read (see ownLines). */
const FORWARD = /^(?:-{2,}[ \t]*(?:Forwarded message|Begin forwarded message)[ \t-]*|Begin forwarded message:|-{5,}[ \t]*Forwarded.*)$/i
const FORWARD_HEADER = /^[ \t]*(?:From|Sent|Date|To|Cc|Subject|Reply-To):/i
const HEADER_FROM = /^[ \t]*From:[ \t]*\S/i
const HEADER_NEXT = /^[ \t]*(Sent|Date|To):[ \t]*\S/i
const SENT_FROM = /^[ \t]*Sent from my\b/i
/** A legal disclaimer's line: it and all after it are boilerplate, not the sender's. */
const DISCLAIMER_START = /^[ \t]*(?:confidential(?:ity)?\b|disclaimer\b|legal notice\b|privileged and confidential)/i
const ABOUT_MESSAGE = /\b(?:this|the)[ \t]+(?:e-?mail|message|communication|transmission)s?\b/i
const BOILERPLATE = /\b(?:confidential|privileged|intended[ \t]+(?:recipient|solely|only)|(?:received|got)[ \t]+(?:this|it)[^.\n]{0,40}\bin[ \t]+error)\b/i
/** Boilerplate that names no message: "If you are not the intended recipient, …", "Please consider the environment before printing". */
const BOILERPLATE_ALONE = /\b(?:(?:are|is)[ \t]+not[ \t]+the[ \t]+intended[ \t]+recipient|intended[ \t]+recipient\(s\)|unauthori[sz]ed[ \t]+(?:use|disclosure|review|copying|distribution)|consider[ \t]+the[ \t]+environment[ \t]+before[ \t]+printing)/i
const isDisclaimer = (line: string) => DISCLAIMER_START.test(line) || BOILERPLATE_ALONE.test(line) || (ABOUT_MESSAGE.test(line) && BOILERPLATE.test(line))

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
  const notices = signatureNoticeLines(lines.map(text))
  const block = signatureBlockLines(lines.map(text))
  const kept: Array<OwnLine> = []
  let inHeader = false
  for (let i = 0; i < lines.length; i++) {
    const line = text(lines[i]!)
    const trimmed = line.trim()
    if (FORWARD.test(trimmed)) {
      inHeader = true
      continue
    }
    if (inHeader) {
      if (FORWARD_HEADER.test(line) || line.trim() === "") continue
      inHeader = false
    }
    if (WROTE_LINE.test(line) || ORIGINAL.test(trimmed)) break
    // Only after some words of the sender's: a message that is all disclaimer is still read.
    if ((isDisclaimer(line) || SENT_FROM.test(line)) && kept.some((k) => /\w/.test(text(k)))) break
    if (i + 1 < lines.length && WROTE_START.test(line) && WROTE_END.test(text(lines[i + 1]!)) && !/[.!?]\s*$/.test(line)) break
    if (HEADER_FROM.test(line) && i > 0) {
      const next = lines.slice(i + 1, i + 4).map(text)
      if (next.some((l) => HEADER_NEXT.test(l))) break
    }
    if (QUOTE_LINE.test(line) || notices.has(i)) continue
    kept.push({ ...lines[i]!, signature: block.has(i) })
  }
  return kept
}
