// A word that names which one ("Berth: C12", "berth 14", "Booking ref: FX2291", "Membership no:
// 5512") is a reference, not what the customer asks for: a form field or signature that gives
// the customer's berth, booking or card says nothing about a berth, a booking or a lost card.
import type { Token } from "./text.js"

/** Nouns that say the next token is a reference ("booking ref", "card number", "order #"). */
const REFERENCE_NOUNS = new Set(["no", "ref", "reference", "number", "num", "id", "code", "#"])
/** Words of a form label read as one field name; a longer run before a colon is a sentence. */
const MAX_LABEL_WORDS = 4

/** A token that only identifies: digits, a code mixing letters and digits, or a lone letter before digits ("E-402"). */
const isCode = (t: Token | undefined, next?: Token): boolean =>
  t !== undefined && (t.cls === "num" || t.cls === "id" || (t.cls === "word" && (/\d/.test(t.norm) || (t.norm.length === 1 && next?.cls === "num"))))

/** Whether the tokens from k on are codes up to the run's end, a comma or the next form label ("C12", "2038 4471", "14,"). */
const codesToEnd = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  let seen = false
  for (let j = k; j < tokens.length; j++) {
    const t = tokens[j]!
    if (t.label === true) return seen
    if (t.cls === "punct") {
      if (t.norm === "-" || t.norm === "/") continue
      return seen
    }
    if (!isCode(t, tokens[j + 1])) return false
    seen = true
  }
  return seen
}

/**
 * A code too long or mixed to be a count, before a function word ("order 77120 has a rip", "ticket
 * AB-3391 was closed"): it says which one, though the clause goes on. A count's next word is its
 * thing ("order 20000 leaflets").
 */
const namesOne = (t: Token, next: Token | undefined): boolean =>
  next !== undefined && next.cls === "word" && next.stop && (t.cls === "id" || (/\d/.test(t.norm) && /[a-z]/.test(t.norm)) || /^\d{5,}$/.test(t.norm))

/**
 * Per token, whether it only names a reference: the words of a short form label whose value is a
 * code ("Booking ref: FX2291"), and a noun right before a code that ends its clause ("berth 14",
 * "membership no 5512", "order 77120 has …"), with a reference noun's own noun ("card" of "card number 2038"). Not a
 * word before a count of things ("book 2 rooms": a word follows the number).
 */
export const referenceWords = (tokens: ReadonlyArray<Token>): Array<boolean> => {
  const out = tokens.map(() => false)
  // A form's labels: those a whole message's lines mark, else a sentence's opening words before a colon.
  const flagged = tokens.some((t) => t.label === true)
  tokens.forEach((t, colon) => {
    if (t.norm !== ":" || colon === 0) return
    let k = colon
    while (k > 0 && colon - k < MAX_LABEL_WORDS && (tokens[k - 1]!.cls === "word" || tokens[k - 1]!.norm === "#") && (!flagged || tokens[k - 1]!.label === true)) k--
    const opens = flagged ? k < colon && (k === 0 || tokens[k - 1]!.label !== true) : k === 0
    if (!opens || !codesToEnd(tokens, colon + 1)) return
    for (let j = k; j < colon; j++) out[j] = true
  })
  tokens.forEach((t, i) => {
    if (i === 0 || !isCode(t, tokens[i + 1]) || isCode(tokens[i - 1]) || !(codesToEnd(tokens, i) || namesOne(t, tokens[i + 1]))) return
    let k = i - 1
    if (tokens[k]!.cls !== "word" || tokens[k]!.stop) return
    out[k] = true
    if (REFERENCE_NOUNS.has(tokens[k]!.norm) && k > 0 && tokens[k - 1]!.cls === "word" && !tokens[k - 1]!.stop) out[k - 1] = true
  })
  return out
}

/** A code that can only identify: letters beside digits ("KT7PL", "E-402") or three digits or more; "Bikes: 25" may be a count. */
const identifies = (t: Token): boolean => (t.cls === "id" || /\d/.test(t.norm)) && (/[a-z]/.test(t.norm) || /\d{3}/.test(t.norm))

/** Whether a run of tokens is a reference and nothing else ("Unit: E-402", "Locker 115."): its words say which one, none what is asked. */
export const onlyReference = (tokens: ReadonlyArray<Token>): boolean => {
  const refs = referenceWords(tokens)
  return refs.some(Boolean) && tokens.some(identifies) && tokens.every((t, k) => refs[k] || t.cls === "punct" || isCode(t, tokens[k + 1]))
}
