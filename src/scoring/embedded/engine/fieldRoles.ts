// Custom presence detectors whose field is a proper name, read at compile time from the name and
// the examples together: a someone's name ("pet_name", "deceased_name" shown by "a cat called
// Mishka", "Mrs Doreen Hall") or a thing's make or model ("boiler_model" shown by "an old
// Worcester combi"). A customer sentence holding such a name states the field, whatever its
// other words; one holding no proper name at all does not, however close its words and shape come
// to the examples ("our clinic has been open 20 years" beside "Our cat is called Mishka", "I'm 67
// so it's more about confidence" beside "She's a 2008 Beneteau"). The names themselves are read
// in text/properNames.ts.
import type { DetectorSpec, Message } from "../../../domain/types.js"
import type { CueMatch } from "../text/cues.js"
import { type NameSpan, makesIn, namesIn } from "../text/properNames.js"
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"
import { spaced } from "./model.js"
import { SHAPE_STRONG } from "./valueShapes.js"
import { inSenderNameLine } from "./nameLines.js"

export interface FieldRole {
  readonly kind: "name" | "make"
  /** The examples give the sender's own name ("I'm Dana Reyes"): the sender's name is the field, a signature's too. */
  readonly own: boolean
  /** The field is an animal's name ("pet_name", "a cat called Mishka"): a relative's name ("my daughter Isla") is not it. */
  readonly animal: boolean
}
type RoleKind = FieldRole["kind"]

/** Name words that ask for a proper name: someone's, or a thing's make. */
const ROLE_WORDS: ReadonlyArray<readonly [RoleKind, RegExp]> = [
  ["name", /^(?:name|names|called|surname|forename)$/],
  ["make", /^(?:make|model|models|brand|manufacturer)$/]
]
const readerOf = (role: RoleKind): ((text: string) => Array<NameSpan>) => (role === "name" ? namesIn : makesIn)

/** Words that make a field of names an animal's (world knowledge: pets, livestock, common breeds). */
const ANIMAL = /\b(?:pet|pets|animal|animals|dog|dogs|puppy|pup|cat|cats|kitten|kitty|rabbit|bunny|horse|pony|hamster|guinea pig|ferret|parrot|budgie|bird|tortoise|snake|lizard|spaniel|terrier|collie|labrador|retriever|poodle|cockapoo|greyhound|lurcher|whippet|westie|dachshund|pug|beagle)\b/i

/** A role the detector's name asks for and two thirds of its examples (two at least) show by a name of that kind. */
export const inferRole = (spec: DetectorSpec): FieldRole | null => {
  if (spec.kind !== "presence" || spec.builtin !== null || spec.examples.length < 2) return null
  const words = spaced(spec.name).toLowerCase().split(/\s+/)
  const kind = ROLE_WORDS.find(([, re]) => words.some((w) => re.test(w)))?.[0]
  if (kind === undefined) return null
  const read = spec.examples.map((e) => readerOf(kind)(e.text).filter((s) => !s.lead))
  const holding = read.filter((spans) => spans.length > 0).length
  return holding >= 2 && holding * 3 >= spec.examples.length * 2 ? { kind, own: read.some((spans) => spans.some((s) => s.own)), animal: kind === "name" && !read.some((spans) => spans.some((s) => s.kin === true)) && [spec.name, ...spec.examples.map((e) => e.text)].some((t) => ANIMAL.test(spaced(t))) } : null
}

export interface RoleCue {
  readonly score: number
  readonly match: CueMatch | null
  /** The sentence holds no proper name at all. */
  readonly veto: boolean
}

/** Names read once per message of a call, as every sentence of every such detector asks. */
const perCall = new WeakMap<ReadonlyArray<Message>, Map<string, ReadonlyArray<NameSpan>>>()
const spansOf = (input: ReadonlyArray<Message>, messageIndex: number, role: RoleKind): ReadonlyArray<NameSpan> => {
  let byMessage = perCall.get(input)
  if (byMessage === undefined) perCall.set(input, (byMessage = new Map()))
  const key = `${role}:${messageIndex}`
  let spans = byMessage.get(key)
  if (spans === undefined) byMessage.set(key, (spans = readerOf(role)(input[messageIndex]?.content ?? "")))
  return spans
}

/** What a customer sentence's proper names say about a field of names: a cue when it holds one, a veto when it holds none. */
export const roleCue = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): RoleCue | null => {
  const role = m.fieldRole
  if (role == null || u.source !== "user") return null
  const inUnit = spansOf(input, u.messageIndex, role.kind).filter((s) => s.start < u.end && u.start < s.end)
  // A signature's name, title and company lines are the sender's own: the field's only where it is the sender's name.
  const own = (s: NameSpan) => !role.own && (s.own || u.tokens.some((t) => t.signature === true && t.start < s.end && s.start < t.end))
  const valueStart = u.labelEnd > 0 ? (u.tokens[u.labelEnd]?.start ?? u.end) : -1
  // A form's value at its line's start is a name under a label naming the field ("Name of pet: Tilly").
  const labelNames = u.tokens.slice(0, Math.max(0, u.labelEnd)).some((t) => t.norm === "name" || m.nameStems.includes(t.stem))
  // A relative's name ("my daughter Isla is seven") is no pet's.
  // A name given on a line asking the sender's ("Your name: Mrs P. Olsen") is none of another's (nameLines.ts).
  const content = input[u.messageIndex]?.content ?? ""
  const other = (s: NameSpan) => own(s) || (s.kin === true && role.animal) || (!role.own && inSenderNameLine(m, content, s.start, s.end))
  const told = inUnit.filter((s) => !other(s) && (!s.lead || (labelNames && s.start >= valueStart)))
  if (told.length > 0) {
    const t = u.tokens.findIndex((x) => x.start < told[0]!.end && told[0]!.start < x.end)
    const to = u.tokens.findIndex((x) => x.start >= told[0]!.end)
    return { score: SHAPE_STRONG, match: t < 0 ? null : { from: t, to: to < 0 ? u.tokens.length : to }, veto: false }
  }
  // Only relatives named: someone other than the one asked after, as a sentence with no name at all.
  const noneOfTheField = inUnit.length === 0 || (inUnit.every((s) => s.lead || other(s)) && inUnit.some((s) => s.kin === true && role.animal))
  return noneOfTheField && u.labelEnd === 0 ? { score: 0, match: null, veto: true } : null
}
