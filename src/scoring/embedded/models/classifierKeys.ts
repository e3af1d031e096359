// The softmax classifier's features of a text (softmax.ts), emitted key by key so that the
// reader can count them straight into its output.
import { conceptsOf } from "../text/lexicon.js"
import type { Token } from "../text/text.js"
import { modPrefix } from "../text/features.js"

const CHAR_MIN = 2
const CHAR_MAX = 5

const wordGramCache = new Map<string, ReadonlyArray<string>>()

/** Character 2- to 5-grams of a word padded with spaces, cached (words repeat a lot). */
const wordGrams = (word: string): ReadonlyArray<string> => {
  let grams = wordGramCache.get(word)
  if (grams === undefined) {
    const padded = ` ${word} `
    const out: Array<string> = []
    for (let n = CHAR_MIN; n <= CHAR_MAX; n++) for (let i = 0; i + n <= padded.length; i++) out.push(padded.slice(i, i + n))
    grams = out
    if (wordGramCache.size > 100_000) wordGramCache.clear()
    wordGramCache.set(word, grams)
  }
  return grams
}

/**
 * The classifier's own view of a text, one group at a time, each key as often as it occurs:
 * 0 every word's stem (function words included: "how do I" and "why did" ask different things),
 * 1 word bigrams across function words (with sentence start and end marks), 2 character
 * 2-5-grams inside each word (morphology, typos), 3 the lexicon's concepts. Each group is
 * normalised on its own and weighted (softmax.ts, SoftmaxOptions).
 */
export const classifierKeys = (tokens: ReadonlyArray<Token>, group: number, emit: (key: string) => void): void => {
  if (group === WORDS || group === BIGRAMS) {
    let prev = "<s>"
    for (const t of tokens) {
      if (t.cls === "punct") continue
      const st = modPrefix(t.mod) + t.stem
      emit(group === WORDS ? st : prev + " " + st)
      prev = st
    }
    if (group === BIGRAMS) emit(prev + " </s>")
    return
  }
  for (const t of tokens) {
    if (t.cls === "punct") continue
    if (group === CHARS) {
      if (t.cls === "word") for (const g of wordGrams(t.norm)) emit(g)
    } else for (const c of conceptsOf(t.stem)) emit(String(c))
  }
}
const WORDS = 0
const BIGRAMS = 1
const CHARS = 2
