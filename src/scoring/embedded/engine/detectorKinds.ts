// Which KIND of thing a custom presence detector names, read once at compile time: the lexicon
// topics (text/lexicon.ts KINDS) its name's words belong to or that most of its examples name,
// less those another detector of the rubric takes ("compliance_requirement" shown by SSO, SOC 2
// and a DPA takes the compliance kind); a field keeps one an escalation trigger also names. What a customer sentence naming a member of it states is
// read in kindMembers.ts.
import { type DetModel, spaced } from "./model.js"
import type { Token } from "../text/text.js"
import { phraseUnit, tokensOfText } from "../text/units.js"
import { kindsOf } from "../text/lexicon.js"
import { plainKeys } from "./categoryTopics.js"
import { asksInExample } from "../text/workWords.js"

/**
 * Name words that say what is asked of the kind, not which kind ("compliance_requirement",
 * "fire_risk", "pet_coming"), or the document a kind is held on ("site_card": a card or ticket
 * of many kinds): they neither narrow the kind nor need to be in it.
 */
const GENERIC = new Set(
  "requirement requirements required require need needs needed risk risks concern concerns issue issues problem problems request requests detail details info information type kind sign signs warning mention mentioned status held hold holder has have check present reported report coming bring bringing brought allowed special safety card cards ticket tickets pass permit access".split(" ").concat(
    // Whose need or where it is held ("passenger_mobility_needs", "pets_in_home"): a word of
    // people or places says whose or where, not a narrower kind, though the examples use it.
    "passenger passengers guest guests visitor visitors customer customers client clients staff employee employees user users member members child children pupil pupils student students patient patients resident residents tenant tenants attendee attendees delegate delegates traveller travellers worker workers candidate candidates household home house property site event venue trip booking stay team account accounts system systems".split(" ")
  )
)

export interface Kind {
  readonly topics: ReadonlySet<number>
  /** Some example is a question: a question naming a member may state the detector. */
  readonly asks: boolean
  /** Name words that are members but only say what the kind is of ("dog" in "dog_breed": a dog is no breed). */
  readonly nameOnly: ReadonlySet<string>
}

/** The kinds the plain words of some tokens are members of. */
export const topicsOfTokens = (tokens: ReadonlyArray<Token>): Set<number> => new Set([...plainKeys(tokens)].flatMap((k) => kindsOf(k)))

/** The topics a detector takes: of its name's words, and those at least two and half of its examples name. */
const ownTopics = (m: DetModel): Set<number> => {
  const name = phraseUnit(spaced(m.spec.name)).tokens
  const examples = m.spec.examples.map((e) => tokensOfText(e.text))
  const out = topicsOfTokens(name)
  const counts = new Map<number, number>()
  for (const e of examples) for (const t of topicsOfTokens(e)) counts.set(t, (counts.get(t) ?? 0) + 1)
  for (const [t, n] of counts) if (n >= 2 && n * 2 >= examples.length) out.add(t)
  // A name word that is neither in the topic nor generic but that the examples use narrows the
  // kind to itself ("forklift_certified" shown by a forklift licence: a first-aid certificate is no forklift one).
  const exampleStems = new Set(examples.flatMap((e) => e.filter((x) => x.cls === "word").map((x) => x.stem)))
  const narrowing = name.filter((x) => x.cls === "word" && !x.stop && !GENERIC.has(x.norm) && exampleStems.has(x.stem))
  return new Set([...out].filter((t) => !narrowing.some((x) => kindsOf(x.stem).includes(t) === false)))
}

/**
 * Sets each custom presence detector's kind (`DetModel.kind`), less the topics another custom
 * detector of the rubric also takes: called once per compile. `triggers` names the rubric's
 * escalation triggers found by presence. A trigger's examples name whose harm it is ("my dog
 * collapsed"), which is never the event itself: so a field beside it (a breed) keeps a kind the
 * trigger's examples name too, while the trigger reads its own event as before (it never takes a
 * kind a field also takes: a pet named alone must not escalate).
 */
export const noteKinds = (models: ReadonlyArray<DetModel>, triggers: ReadonlySet<string> = new Set()): void => {
  const custom = models.filter((m) => !m.builtin && m.spec.examples.length > 0)
  const own = new Map(custom.map((m) => [m, ownTopics(m)]))
  const isTrigger = (o: DetModel) => !o.classification && triggers.has(o.spec.name)
  for (const m of custom) {
    if (m.classification || m.valueShape != null) continue
    const others = custom.filter((o) => o !== m && (isTrigger(m) || !isTrigger(o))).map((o) => own.get(o)!)
    const topics = new Set([...own.get(m)!].filter((t) => !others.some((o) => o.has(t))))
    if (topics.size === 0) continue
    // A name with a word outside its kinds that is not generic ("breed") names a sub-kind: its member words ("dog") say of what.
    const name = phraseUnit(spaced(m.spec.name)).tokens.filter((x) => x.cls === "word" && !x.stop)
    const outside = name.some((x) => !GENERIC.has(x.norm) && !kindsOf(x.stem).some((k) => topics.has(k)))
    const nameOnly = new Set(outside ? name.filter((x) => kindsOf(x.stem).some((k) => topics.has(k))).map((x) => x.stem) : [])
    m.kind = { topics, nameOnly, asks: m.spec.examples.some((e) => asksInExample(tokensOfText(e.text))) }
  }
}
