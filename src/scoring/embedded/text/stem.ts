// A compact English stemmer: a few irregular forms, then the Porter (1980) algorithm.
// Only consistency matters here (the same function reduces examples and inputs), so the
// stems need not be words.

const IRREGULAR: Readonly<Record<string, string>> = {
  am: "be", is: "be", are: "be", was: "be", were: "be", been: "be", being: "be",
  has: "have", had: "have", having: "have",
  does: "do", did: "do", done: "do", doing: "do",
  went: "go", gone: "go", going: "go",
  bought: "buy", paid: "pay", spent: "spend", sent: "send", made: "make", took: "take", taken: "take",
  got: "get", gotten: "get", gave: "give", given: "give", told: "tell", said: "say", knew: "know",
  known: "know", thought: "think", saw: "see", seen: "see", broke: "break", broken: "break",
  lost: "lose", left: "leave", kept: "keep", felt: "feel", found: "find", built: "build", ran: "run",
  began: "begin", begun: "begin", wrote: "write", written: "write", chose: "choose", chosen: "choose",
  came: "come", brought: "bring", caught: "catch", fell: "fall", fallen: "fall", held: "hold",
  meant: "mean", met: "meet", sold: "sell", stood: "stand", understood: "understand", won: "win",
  children: "child", people: "person", men: "man", women: "woman", teeth: "tooth", feet: "foot",
  better: "good", best: "good", worse: "bad", worst: "bad",
  cannot: "can", "n't": "not", wo: "will", ca: "can", sha: "shall"
}

const isVowelAt = (w: string, i: number): boolean => {
  const c = w.charCodeAt(i)
  // a e i o u
  if (c === 97 || c === 101 || c === 105 || c === 111 || c === 117) return true
  // y is a vowel when preceded by a consonant
  if (c === 121) return i > 0 && !isVowelAt(w, i - 1)
  return false
}

/** Porter's m: the number of vowel-consonant sequences in `w`. */
const measure = (w: string): number => {
  let m = 0
  let i = 0
  const n = w.length
  while (i < n && !isVowelAt(w, i)) i++
  while (i < n) {
    while (i < n && isVowelAt(w, i)) i++
    if (i >= n) break
    while (i < n && !isVowelAt(w, i)) i++
    m++
  }
  return m
}

const hasVowel = (w: string): boolean => {
  for (let i = 0; i < w.length; i++) if (isVowelAt(w, i)) return true
  return false
}

const doubleConsonant = (w: string): boolean =>
  w.length >= 2 && w[w.length - 1] === w[w.length - 2] && !isVowelAt(w, w.length - 1)

/** consonant-vowel-consonant ending, the last not w, x or y. */
const cvc = (w: string): boolean => {
  const n = w.length
  if (n < 3) return false
  if (isVowelAt(w, n - 1) || !isVowelAt(w, n - 2) || isVowelAt(w, n - 3)) return false
  const last = w[n - 1]
  return last !== "w" && last !== "x" && last !== "y"
}

const STEP2: ReadonlyArray<readonly [string, string]> = [
  ["ational", "ate"], ["tional", "tion"], ["enci", "ence"], ["anci", "ance"], ["izer", "ize"],
  ["bli", "ble"], ["alli", "al"], ["entli", "ent"], ["eli", "e"], ["ousli", "ous"],
  ["ization", "ize"], ["ation", "ate"], ["ator", "ate"], ["alism", "al"], ["iveness", "ive"],
  ["fulness", "ful"], ["ousness", "ous"], ["aliti", "al"], ["iviti", "ive"], ["biliti", "ble"], ["logi", "log"]
]
const STEP3: ReadonlyArray<readonly [string, string]> = [
  ["icate", "ic"], ["ative", ""], ["alize", "al"], ["iciti", "ic"], ["ical", "ic"], ["ful", ""], ["ness", ""]
]
const STEP4 = [
  "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou",
  "ism", "ate", "iti", "ous", "ive", "ize"
]

const porter = (word: string): string => {
  let w = word
  // 1a
  if (w.endsWith("sses")) w = w.slice(0, -2)
  else if (w.endsWith("ies")) w = w.slice(0, -2)
  else if (w.endsWith("ss")) {
    // keep
  } else if (w.endsWith("s")) w = w.slice(0, -1)
  // 1b
  let extra = false
  if (w.endsWith("eed")) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1)
  } else if (w.endsWith("ed") && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2)
    extra = true
  } else if (w.endsWith("ing") && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3)
    extra = true
  }
  if (extra) {
    if (w.endsWith("at") || w.endsWith("bl") || w.endsWith("iz")) w = w + "e"
    else if (doubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1)
    else if (measure(w) === 1 && cvc(w)) w = w + "e"
  }
  // 1c
  if (w.endsWith("y") && hasVowel(w.slice(0, -1))) w = w.slice(0, -1) + "i"
  // 2
  for (const [suffix, repl] of STEP2) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length)
      if (measure(stem) > 0) w = stem + repl
      break
    }
  }
  // 3
  for (const [suffix, repl] of STEP3) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length)
      if (measure(stem) > 0) w = stem + repl
      break
    }
  }
  // 4
  for (const suffix of STEP4) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length)
      if (measure(stem) > 1) {
        if (suffix !== "ion" || /[st]$/.test(stem)) w = stem
      }
      break
    }
  }
  // 5a
  if (w.endsWith("e")) {
    const stem = w.slice(0, -1)
    const m = measure(stem)
    if (m > 1 || (m === 1 && !cvc(stem))) w = stem
  }
  // 5b
  if (measure(w) > 1 && doubleConsonant(w) && w.endsWith("l")) w = w.slice(0, -1)
  return w
}

const cache = new Map<string, string>()

/** British nouns spelt with -ce whose American and verb forms take -se ("licence", "licensed"): one stem for both. */
const CE_SPELLING = /^(licen|defen|offen|preten)c(e|es|ed|ing)$/

/** The stem of a lowercase word. */
export const stem = (word: string): string => {
  const irregular = IRREGULAR[word]
  if (irregular !== undefined) return irregular
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word
  let s = cache.get(word)
  if (s === undefined) {
    s = porter(word.replace(CE_SPELLING, "$1s$2"))
    if (cache.size < 50_000) cache.set(word, s)
  }
  return s
}
