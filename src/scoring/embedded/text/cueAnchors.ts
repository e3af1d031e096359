// A cue pattern's anchors: the words one of which every match of the pattern holds, so that a
// sentence holding none of them never reaches the pattern's regular expression (cues.ts).

/** Prefixes the tokenizer keeps whole with the word after their hyphen ("non-negotiable", "no-one"). */
export const HYPHEN_KEPT = new Set(["no", "non"])

/**
 * An alternative's spellings as token lists: "-" separates words, except after "no" and "non",
 * where the hyphenated token ("no-one") is read as well as the two words ("no one").
 */
export const spellingsOf = (alt: string): Array<Array<string>> => {
  const words = alt.split("-")
  if (!HYPHEN_KEPT.has(words[0]!) || words.length < 2) return [words]
  return [[`${words[0]}-${words[1]}`, ...words.slice(2)], words]
}

/** Words one of which any match contains, as cue-text tokens ("budget", "~budget", "^budget"). */
export interface Anchors {
  readonly exact: ReadonlySet<string>
  /** `exact` as an array (cheaper to walk). */
  readonly exactList?: ReadonlyArray<string>
  /** A match holds a token starting with one of these. */
  readonly prefixes: ReadonlyArray<string>
}

/** Words in most sentences: a group holding one would let its pattern's regex run on nearly every sentence. */
const COMMON = new Set([
  "i", "we", "you", "it", "this", "that", "the", "a", "an", "our", "my", "is", "are", "was", "be", "have", "has", "had", "to",
  "of", "in", "on", "for", "with", "and", "or", "not", "can", "will", "would", "do", "does", "they", "me", "us", "at", "so",
  "if", "all", "need", "needs", "want", "no", "then", "team", "{num}"
])
const holdsCommon = (group: string): boolean =>
  group.split("/").some((alt) => COMMON.has(alt.replace(/^[!@]/, "").split("-")[0]!.replace(/\+$/, "")))

/** Groups no match needs: gaps, phrase ends. */
const GAPS = ["*1", "*", "**", "*<", "**<", "*-", "**-", "^", "?$", "$"]

/** The groups of one alternative of a pattern (split at " | ") that every match holds, marks removed. */
export const requiredGroupsOf = (alternative: string): Array<string> =>
  alternative
    .trim()
    .split(/\s+/)
    .map((g) => (g.length > 2 && g.startsWith("[") && g.endsWith("]") ? g.slice(1, -1) : g))
    .filter((g) => !GAPS.includes(g) && !g.split("/").includes("$") && !(g.length > 1 && g.endsWith("?")))

/** The cue-text tokens one of which a match of `group` starts with (its first word, modality marks included). */
export const groupTokens = (group: string): { exact: Set<string>; prefixes: Array<string> } => {
  const exact = new Set<string>()
  const prefixes: Array<string> = []
  for (const alt of group.split("/")) {
    let a = alt
    let mods = [""]
    if (a.startsWith("!")) {
      mods = ["~"]
      a = a.slice(1)
    } else if (a.startsWith("@")) {
      mods = ["", "~", "^"]
      a = a.slice(1)
    }
    for (const words of spellingsOf(a)) {
      const first = words[0]!
      const prefix = first.endsWith("+") && first.length > 1
      for (const m of mods) {
        if (prefix || (a.endsWith("+") && words.length === 1)) prefixes.push(m + first.replace(/\+$/, ""))
        else exact.add(m + first)
      }
    }
  }
  return { exact, prefixes }
}

/**
 * The words of one required group of a pattern (one alternative of a `|`), as cue-text tokens:
 * every match holds one of them. The first required group without a very common word, else the
 * first required group; null when the pattern requires no group.
 */
const anchorsOfAlternative = (pattern: string): { exact: Set<string>; prefixes: Array<string> } | null => {
  const required = requiredGroupsOf(pattern)
  const group = required.find((g) => !holdsCommon(g)) ?? required[0]
  return group === undefined ? null : groupTokens(group)
}

/** A whole pattern's anchors: its alternatives' together; null (no quick test) when one has none. */
export const anchorsOf = (pattern: string): Anchors | null => {
  const parts = pattern.split(" | ").map(anchorsOfAlternative)
  if (parts.some((x) => x === null)) return null
  const exact = new Set(parts.flatMap((x) => [...x!.exact]))
  return { exact, exactList: [...exact], prefixes: parts.flatMap((x) => x!.prefixes) }
}

/** What anchors read of a sentence: its tokens, and whether some token starts with a prefix. */
export interface AnchorText {
  readonly words: ReadonlySet<string>
  readonly hasPrefix: (prefix: string) => boolean
}

/** Whether a sentence holds one of the anchors: a pattern with none (null) may match anything. */
export const holdsAnchor = (a: Anchors | null, ct: AnchorText): boolean => {
  if (a === null) return true
  const words = ct.words
  if (a.exact.size <= words.size) {
    const list = a.exactList ?? [...a.exact]
    for (let i = 0; i < list.length; i++) if (words.has(list[i]!)) return true
  } else for (const w of words) if (a.exact.has(w)) return true
  for (const p of a.prefixes) if (ct.hasPrefix(p)) return true
  return false
}
