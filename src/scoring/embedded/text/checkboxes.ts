// Checkbox lines of a web form turned into text: "[x] Please call me", "[ ] Send me pricing",
// "Is this urgent? [ ] Yes [x] No". Only what the sender ticked is their answer: a line whose
// boxes are all empty says nothing, and in a row of options the empty ones are not read
// (docs/decisions.md, "Whose words count in an email").

/**
 * An empty box, a ticked box: "[ ]", "☐"; "[x]", "[✓]", "☑", "☒"; standing apart (at the line's
 * start or after a space or a colon, before a space or the line's end). A log's "errors: []" has
 * no space inside, so it is no box.
 */
const box = (inside: string) => new RegExp(String.raw`(?<=^|[\s:?])(?:${inside})(?=\s|$)`, "g")
const EMPTY_BOX = box(String.raw`\[ \]|☐`)
const TICKED_BOX = box(String.raw`\[[xX✓✔]\]|[☑☒]`)
const ANY_BOX = box(String.raw`\[ \]|\[[xX✓✔]\]|[☐☑☒]`)

const has = (re: RegExp, line: string): boolean => {
  re.lastIndex = 0
  const hit = re.test(line)
  re.lastIndex = 0
  return hit
}

/** A line with empty boxes and none ticked ("[ ] Send me pricing", "Decision maker: [ ]"): nothing chosen. */
export const tickedNothing = (line: string): boolean => has(EMPTY_BOX, line) && !has(TICKED_BOX, line)

/**
 * The character ranges of `line` (offsets within it) not to read in a row of options with one
 * ticked ("Urgent? [ ] Yes [x] No"): each empty box with its option's words up to the next box,
 * and the ticked boxes' marks, so that the row reads "Urgent? No". A line of ticked boxes only
 * keeps its marks: "Decision maker: [x]" is a yes.
 */
export const untickedOptions = (line: string): ReadonlyArray<readonly [number, number]> => {
  if (!has(EMPTY_BOX, line) || !has(TICKED_BOX, line)) return []
  const boxes = [...line.matchAll(ANY_BOX)].map((m) => ({ start: m.index, end: m.index + m[0].length, ticked: has(TICKED_BOX, m[0]) }))
  return boxes.map((b, i) => [b.start, b.ticked ? b.end : boxes[i + 1]?.start ?? line.length] as const)
}

/** `line` with the ranges of `untickedOptions` blanked out (same length, so offsets hold). */
export const withoutUnticked = (line: string): string => {
  let out = line
  for (const [a, b] of untickedOptions(line)) out = out.slice(0, a) + " ".repeat(b - a) + out.slice(b)
  return out
}
