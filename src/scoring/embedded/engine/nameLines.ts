// A form line that gives only the sender's name ("Your name: Mrs P. Olsen", "Member name: J
// Adeyemi") states who filled the form in (issue 22). A field of
// someone else's name (a pet's, a deceased relative's) is not the sender's name, unless the label
// names that someone ("Pet name: Toffee").
import { stem } from "../text/stem.js"
import type { Token } from "../text/text.js"
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"

/** Label words for a name: the line asks someone's name. */
const NAME_WORDS = new Set(["name", "names", "surname", "forename", "fullname"])
/**
 * Label words that make the name the sender's own (or an account holder's, who is the sender). A
 * bare "Name:" may ask the one the form is about ("Name: … / Age: 83" on a care home's form).
 */
const SENDER_MARKS = ["your", "my", "contact", "customer", "client", "applicant", "caller", "sender", "member", "owner", "account", "holder", "parent", "guardian", "booker", "enquirer"]
const SENDER_MARK_STEMS = new Set(SENDER_MARKS.map((w) => stem(w)))
/** Label words a name line may hold beside those: "Full name", "Name of account holder". */
const SENDER_WORDS = new Set([...SENDER_MARKS, ...SENDER_MARK_STEMS, "full", "first", "last", "given", "family", "lead", "of", "the"])
/** At most this many words in a value that is only a person's name ("Mrs Doreen A. Hall-Price"). */
const NAME_VALUE_MAX = 6

const wordsOf = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> => tokens.filter((t) => t.cls !== "punct")

/** Whether the unit is a form line asking someone's name by name and sender words only: "Name:", "Your name:", "Member name:". */
const nameLabel = (u: Unit): ReadonlyArray<Token> | null => {
  if (u.labelEnd <= 0) return null
  const label = wordsOf(u.tokens.slice(0, u.labelEnd))
  return label.some((t) => NAME_WORDS.has(t.norm)) && label.every((t) => NAME_WORDS.has(t.norm) || SENDER_WORDS.has(t.norm)) ? label : null
}

/** Whether a name line's value is only a name: a few words, no figure, date or code. */
export const nameOnlyValue = (u: Unit): boolean => {
  const value = wordsOf(u.tokens.slice(u.labelEnd))
  return value.length > 0 && value.length <= NAME_VALUE_MAX && value.every((t) => t.cls === "word")
}

/**
 * Whether a sender's name line (its label's words) leaves the detector unstated: its name holds a
 * name word of another party's the label does not give ("deceased_name" under "Your name:"). "contact_name" and
 * "full_name" ask the sender's own; "member_name" under "Member name:" is named by its label.
 */
const leavesUnstated = (m: DetModel, labelStems: ReadonlyArray<string>): boolean => {
  // A field of no name ("member_injury") is left to its other lines' reading: its likeness to a
  // line naming the member is weak beside a told injury, and capping it lost "Member name: … /
  // Incident: dropped a plate on my foot" (r4escalation2), whose incident line alone reads low.
  if (!m.nameStems.some((st) => NAME_WORDS.has(st))) return false
  const others = m.nameStems.filter((st) => !NAME_WORDS.has(st))
  if (labelStems.some((st) => others.includes(st))) return false
  return others.some((st) => !SENDER_WORDS.has(st)) && labelStems.some((st) => SENDER_MARK_STEMS.has(st))
}

/** A sender's name line read for a detector it leaves unstated (leavesUnstated). */
export const nameLineOnly = (m: DetModel, u: Unit): boolean => {
  if (m.builtin) return false
  const label = nameLabel(u)
  return label !== null && nameOnlyValue(u) && leavesUnstated(m, label.map((t) => stem(t.norm)))
}

/** A name line in a message's text: its label ("Your name") before a colon, and its value. */
const NAME_LINE = /^[ \t]*((?:[A-Za-z']+[ \t]+){0,3}?(?:name|names|surname|forename))[ \t]*:[ \t]*(\S[^\n]*)$/gim

/**
 * Whether a proper name at [start, end) of a message is the value of a sender's name line the
 * detector is left unstated by: "Adeyemi" in "Member name: J Adeyemi" is no pet's name.
 */
export const inSenderNameLine = (m: DetModel, content: string, start: number, end: number): boolean => {
  for (const line of content.matchAll(NAME_LINE)) {
    const valueStart = line.index + line[0].length - line[2]!.length
    if (start < valueStart || end > line.index + line[0].length) continue
    const words = line[1]!.toLowerCase().split(/[ \t]+/)
    if (!words.every((w) => NAME_WORDS.has(w) || SENDER_WORDS.has(w))) return false
    return leavesUnstated(m, words.map((w) => stem(w)))
  }
  return false
}
