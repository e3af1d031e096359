// "Characters" in every limit are Unicode code points, so an emoji counts as one character
// (String#length would count UTF-16 units and reject text a person sees as short enough).
export const charCount = (s: string): number => {
  let n = 0
  for (const _ of s) n++
  return n
}

export const isBlank = (s: string): boolean => s.trim() === ""

// Letters, marks, numbers, punctuation, symbols and spaces, plus the zero-width joiner that
// emoji sequences need. Control, format (bidi overrides), surrogate, private-use, unassigned
// and line/paragraph separator characters are refused: the value is shown in a dashboard.
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\u200D]*$/u

export const isPrintable = (s: string): boolean => PRINTABLE.test(s)

/** `["a", "b", "c"]` → `a, b or c`, for messages. */
export const listWords = (words: ReadonlyArray<string>, last = "or"): string =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} ${last} ${words[words.length - 1]}`
