// "Label - value" on a line of its own ("Pets - none", "Budget - tbc", "Access - side gate"): call
// notes and chat summaries write a field with a spaced dash where a form writes a colon. Read like
// "Label: value" (sentences.ts): a denial under the label denies that field, a value fills it. A
// sentence's dash is no field ("We tried - and failed - to …", "Sorry for the slow reply - none of
// the quotes fit"): the head must be a short name with no person, verb or greeting, and the value short.
import type { Token } from "./text.js"

/** A head of one to three words ("Go-live" one of them), a spaced hyphen or dash, a value; group 1 is the head. */
const DASH_LABEL = /^([ \t]*[A-Za-z][A-Za-z0-9/&'’()]*(?:-[A-Za-z0-9]+)*(?:[ \t]+[A-Za-z0-9/&'’()#.]+){0,2})[ \t]+[-–—][ \t]+(?=\S)/
/** Words that make a head a sentence or a greeting, not a field's name. */
const NOT_A_NAME = new Set([
  "i", "we", "you", "they", "he", "she", "it", "this", "that", "there", "here", "me", "my", "our", "us", "your", "their", "his", "her",
  "is", "are", "am", "was", "were", "has", "have", "had", "do", "does", "did", "can", "could", "will", "would", "should", "must",
  "tried", "try", "got", "get", "went", "said", "says", "think", "thought", "hope", "just", "also", "and", "but", "so", "or", "then",
  "hi", "hello", "hey", "dear", "thanks", "thank", "cheers", "sorry", "ok", "okay", "yes", "no", "well", "oh", "please", "re", "fw", "fwd"
])
/** Past this many words the value reads as a sentence's clause after a dash, not a field's value. */
const MAX_VALUE_WORDS = 8

/** The head of a "Label - value" line (as FORM_LABEL's group 1: it ends right before the separator), or null. */
export const dashLabel = (line: string): RegExpExecArray | null => {
  const m = DASH_LABEL.exec(line)
  if (m === null) return null
  const words = m[1]!.trim().toLowerCase().split(/[ \t]+/)
  // A head with a number names a record ("Ref 730418 - help, the boat is sinking"), not a field.
  if (/\d/.test(m[1]!)) return null
  if (words.some((w) => NOT_A_NAME.has(w) || /['’](?:s|re|m|ve|d|ll)$/.test(w) && NOT_A_NAME.has(w.split(/['’]/)[0]!))) return null
  // One short answer: a line going on into another sentence or asking is the sender's prose.
  const value = line.slice(m[0].length).trim()
  if (/[.!?](?=\s+\S)|\?\s*$/.test(value)) return null
  if (value.split(/\s+/).filter((w) => /\w/.test(w)).length > MAX_VALUE_WORDS) return null
  return m
}

/**
 * The dash after a dash label's head read as a colon, so every reader of form lines (values after
 * the separator, reference labels, label polarity) takes the line as "Label: value".
 */
export const dashAsColon = (tokens: Array<Token>, sepAt: number): void => {
  const i = tokens.findIndex((t) => t.start >= sepAt)
  const t = tokens[i]
  if (t === undefined || t.cls !== "punct" || !/^[-–—]$/.test(t.norm)) return
  tokens[i] = { ...t, norm: ":", stem: ":", cue: ":" }
}

/** The longest line read as a row of fields (a row of eight short fields fits well inside it). */
const ROW_MAX = 400
/** Enough of a part's start to hold a head of three words and its dash. */
const ROW_HEAD = 80
/** Where one field of a row may end and the next begin: two spaces or more, a tab, a bar, a semicolon or a comma. */
const ROW_BREAK = /[ \t]{2,}|[ \t]*[|;,][ \t]*/g

/**
 * A line of several dash fields ("Budget - 3k  Timeline - spring | Decision - me"): each field's
 * span within the line, so each is read as its own "Label: value" line and no value runs on into
 * the next field. Null unless every part is a dash field (a sentence's comma or a value's own
 * words keep the line whole).
 */
export const dashRowParts = (line: string): ReadonlyArray<readonly [number, number]> | null => {
  // The first field's head only: the whole row's value runs past one field's words. A row is short;
  // past ROW_MAX a long line would be sliced once per break.
  if (line.length > ROW_MAX || DASH_LABEL.exec(line) === null) return null
  const parts: Array<readonly [number, number]> = []
  let from = 0
  for (const m of line.matchAll(ROW_BREAK)) {
    const next = m.index + m[0].length
    // A field's head opens the next part (its value is checked with the whole part below).
    if (next >= line.length || DASH_LABEL.exec(line.slice(next, next + ROW_HEAD)) === null) continue
    parts.push([from, m.index])
    from = next
  }
  if (parts.length === 0) return null
  parts.push([from, line.length])
  return parts.every(([a, b]) => dashLabel(line.slice(a, b)) !== null) ? parts : null
}
