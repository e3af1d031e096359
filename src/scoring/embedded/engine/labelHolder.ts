// A form label that names the thing a field is about rather than what the field asks of it.
// "Dog: Border terrier, 9kg" answers dog_breed_size and "Camera: Nikon FM2" camera_model: a
// field that asks what kind of thing it is (its breed, make, model or type, maybe with its size)
// is answered by whatever the form gives under the thing's own name, though the label holds a
// third of the field's name. The same label says nothing of a harm to the thing: "Dog:" over a
// breed is no answer to dog_injury, whose topic is the injury (the name's last word), not the
// dog; unless that last word is one for problems in general ("safeguarding_concern",
// "pest_issue"), where the word before it is the topic a label may name alone.
import { stem } from "../text/stem.js"
import { isProblemWord, wordsOf } from "../text/problemWords.js"
import type { DetModel, Plain } from "./model.js"
import { reportsProblem } from "./detectorExamples.js"
import { escalatesAlone } from "./triggerContrast.js"

const stems = (words: ReadonlyArray<string>): ReadonlySet<string> => new Set(words.map(stem))
/** Name words asking what kind a thing is. */
const KIND = stems(["breed", "breeds", "model", "models", "make", "makes", "type", "types", "kind", "brand", "species", "variety"])
/** Name words asking how the thing looks or measures, which a kind told with it answers ("a 15hh cob", "narrowboat, 57 foot"). */
const LOOKS = stems(["size", "length", "height", "colour", "color"])
/** Words a label adds around the thing's name ("Dog details", "Your camera"). */
const LABEL_FILLER = stems(["detail", "details", "info", "information", "your", "my", "our", "the"])
/** A name's last word that names problems in general: the topic is the word before it. */
const GENERIC_HEADS = stems(["concern", "concerns", "issue", "issues", "problem", "problems", "risk", "risks", "worry", "worries", "hazard", "hazards", "flag", "flags", "alert", "alerts"])

/** Whether a form label names only the thing a field of its kind asks about ("Dog:" for dog_breed_size). */
export const namesHolder = (m: DetModel, label: Plain): boolean => {
  const name = m.nameStems
  const held = name.filter((s) => label.stems.has(s))
  const missing = name.filter((s) => !label.stems.has(s))
  if (held.length === 0 || missing.length === 0 || held.some((s) => KIND.has(s) || LOOKS.has(s))) return false
  if (![...label.stems].every((s) => name.includes(s) || LABEL_FILLER.has(s))) return false
  return missing.every((s) => KIND.has(s) || LOOKS.has(s)) && missing.some((s) => KIND.has(s))
}

/** Whether a problem or trigger detector's form label names only the thing harmed, not the harm ("Dog:" for dog_injury). */
export const namesOnlyHarmed = (m: DetModel, label: Plain): boolean => {
  const head = harmHeadOf(m)
  if (head === null || label.stems.has(head)) return false
  // Only a label that is the thing's name and nothing else ("Dog:"); a longer one ("Member name:") is left to the name's coverage as before.
  return [...label.stems].every((s) => m.nameStems.includes(s) || LABEL_FILLER.has(s))
}

const harmHeads = new WeakMap<DetModel, string | null>()
/**
 * The stem of the harm a problem or trigger detector's name ends in ("injury" of dog_injury), or
 * null: read once per compiled detector, as every labelled line of every message asks.
 */
const harmHeadOf = (m: DetModel): string | null => {
  let head = harmHeads.get(m)
  if (head === undefined) {
    const last = m.nameStems[m.nameStems.length - 1]
    const words = wordsOf(m.spec.name)
    // Only a name ending in a harm ("dog_injury", "roof_damage"): "accessibility_need" asks no harm.
    const harm = m.nameStems.length >= 2 && last !== undefined && !GENERIC_HEADS.has(last) && isProblemWord(words[words.length - 1] ?? "")
    head = harm && (reportsProblem(m) || escalatesAlone(m)) ? last : null
    harmHeads.set(m, head)
  }
  return head
}
