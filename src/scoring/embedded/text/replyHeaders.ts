// The lines where an older message starts inside an email: a reply's "On … wrote:" line in the
// languages mail clients write it in, and an Outlook-style header block ("From: / Sent: / To: /
// Subject:", or "Von: / Gesendet: / An: / Betreff:", or "*From:*" after an HTML mail was turned
// into text). A header block is a forward when it passes on words from inside the sender's own
// organisation (the same mail domain on its From and To lines) or says so in its subject ("FW:");
// otherwise it is a reply's original, whose words are not the sender's.

/** The verb of a reply's attribution line, as mail clients write it. */
const WROTE = String.raw`(?:wrote|schrieb|a [ée]crit|escribi[óo]|escreveu|scrisse|schreef|skrev|kirjoitti|napisa[łl](?:\(a\))?|napsal(?:\(a\))?|yazd[ıi])`
const WROTE_AT_END = new RegExp(String.raw`^.{0,200}\b${WROTE}[ \t]*:[ \t]*$`, "i")
/** German and Dutch put the writer after the verb: "Am 3. Nov. 2026 um 14:02 schrieb Sam Reid <sam@…>:". */
const WROTE_THEN_WRITER = new RegExp(String.raw`^.{0,200}\b${WROTE}\b.{0,120}:[ \t]*$`, "i")
/** A reply's attribution opens with a date: "On Tue…", "Am 3. Nov…", "Le mer.…", "El mié…", "Il giorno…", "Op di…", "Den…". */
const ATTRIBUTION_START = /^[ \t]*(?:On|Am|Le|El|Em|Il|Op|Den|W dniu|Dne)\b.{0,200}$/i
/** Dates and addresses: what tells an attribution line from the sender's "as my colleague wrote:". */
const DATE_OR_ADDRESS = /\d|@|</

/** The reply attribution starting at line `i` ("On … wrote:" on one line or split over two), or false. */
export const isAttribution = (lines: ReadonlyArray<string>, i: number): boolean => {
  const line = lines[i]!
  if (WROTE_AT_END.test(line)) return /^[ \t]*On\b/i.test(line) || DATE_OR_ADDRESS.test(line)
  if (WROTE_THEN_WRITER.test(line) && ATTRIBUTION_START.test(line) && DATE_OR_ADDRESS.test(line)) return true
  const next = lines[i + 1]
  return next !== undefined && ATTRIBUTION_START.test(line) && DATE_OR_ADDRESS.test(line) && WROTE_AT_END.test(next) && !/[.!?]\s*$/.test(line)
}

/** A header field, its label in the languages mail clients use, bold or starred after an HTML mail was turned into text. */
const field = (labels: string) => new RegExp(String.raw`^[ \t]*[*_]{0,2}(?:${labels})[*_]{0,2}[ \t]*:[*_]{0,2}[ \t]*(\S.*)$`, "i")
const FROM = field("From|Von|De|Da|Van|Fr[åa]n|Fra|Od")
const SENT = field("Sent|Gesendet|Envoy[ée]|Enviado|Inviato|Verzonden|Skickat|Sendt|Wys[łl]ano")
const DATE = field("Date|Datum|Fecha|Data")
const TO = field("To|An|[ÀA]|Para|Aan|Till|Til|Do")
const SUBJECT = field("Subject|Betreff|Objet|Asunto|Assunto|Oggetto|Onderwerp|[ÄA]mne|Emne|Temat")
const CC = field("Cc|Bcc|Reply-To|Kopie|Copie")
const HEADER_FIELDS = [FROM, SENT, DATE, TO, SUBJECT, CC]
const FORWARD_SUBJECT = /^(?:fw|fwd|wg|tr|rv|enc|doorst)\b[ \t]*:/i
const DOMAIN = /@([\w-]+(?:\.[\w-]+)+)/
/** A mail client writes the time in its Date line; a form's "Date: 12/09/2027" (a moving day) has none. */
const MAIL_DATE = /\b\d{1,2}:\d{2}\b/

export interface HeaderBlock {
  /** The index of the first line after the header block (its blank lines included). */
  readonly bodyStart: number
  readonly forward: boolean
}

/** Whether `line` is a field of an email header block. */
export const isHeaderField = (line: string): boolean => HEADER_FIELDS.some((f) => f.test(line))

/**
 * The header block opening at line `i` with a From line, or null. A From line opens one when a
 * Sent or Subject line follows within four lines, a Date (with a time) and a To line,
 * or either when its From holds an address: "From: Leeds / To: York / Date: 12/09/2027" on a removals
 * form is no header.
 */
export const headerBlockAt = (lines: ReadonlyArray<string>, i: number, messageSubject: string | null): HeaderBlock | null => {
  const from = FROM.exec(lines[i]!)
  if (from === null) return null
  const next = lines.slice(i + 1, i + 5)
  const strong = next.some((l) => SENT.test(l) || SUBJECT.test(l))
  const dated = next.some((l) => MAIL_DATE.test(DATE.exec(l)?.[1] ?? ""))
  const addressed = next.some((l) => TO.test(l))
  const weak = (/@|<|\[mailto:/i.test(from[1]!) && (dated || addressed)) || (dated && addressed)
  if (!strong && !weak) return null
  let end = i + 1
  while (end < lines.length && (isHeaderField(lines[end]!) || (lines[end]!.trim() === "" && end + 1 < lines.length && isHeaderField(lines[end + 1]!)))) end++
  const block = lines.slice(i, end)
  const subject = block.map((l) => SUBJECT.exec(l)?.[1]).find((s) => s !== undefined) ?? null
  const to = block.map((l) => TO.exec(l)?.[1]).find((s) => s !== undefined) ?? null
  const fromDomain = DOMAIN.exec(from[1]!)?.[1]?.toLowerCase()
  const toDomain = to === null ? undefined : DOMAIN.exec(to)?.[1]?.toLowerCase()
  const forward =
    (subject !== null && FORWARD_SUBJECT.test(subject.trim())) ||
    (messageSubject !== null && FORWARD_SUBJECT.test(messageSubject.trim())) ||
    (fromDomain !== undefined && fromDomain === toDomain)
  while (end < lines.length && lines[end]!.trim() === "") end++
  return { bodyStart: end, forward }
}

/** The subject of the message itself: a "Subject:" line among its first lines, before any body text. */
export const messageSubjectOf = (lines: ReadonlyArray<string>): string | null => {
  for (let i = 0; i < Math.min(lines.length, 4); i++) {
    const s = SUBJECT.exec(lines[i]!)
    if (s !== null) return s[1]!
  }
  return null
}
