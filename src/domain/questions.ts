// The follow-up question of a custom detector (decisions §2), read off its name. Custom
// detectors carry no description, so the name is all there is: `wants_refund` is a wish,
// `budget_confirmed` a state, `has_order_number` a possession, `order_number` a thing to ask
// for. A name that fits no shape gets a question that is grammatical whatever the words.
import { listWords } from "./text.js"

/** Words that name who speaks, not what is asked: `customer_wants_refund` asks about the refund. */
const SUBJECTS = new Set(["customer", "user", "client", "caller", "lead", "buyer", "prospect", "visitor", "contact"])

/** Verbs a name may start with, third person or base form → the base form. */
const VERBS: Readonly<Record<string, string>> = Object.fromEntries(
  ["want", "need", "have", "require", "request", "expect", "plan", "seek", "intend", "qualify"].flatMap(
    (v) => [
      [v, v],
      [v === "have" ? "has" : v === "qualify" ? "qualifies" : `${v}s`, v]
    ]
  )
)

const MODALS = new Set(["can", "will", "would", "could", "should"])

/** Verbs whose object is usually a name or a definite thing: no article ("Do you use Salesforce?"). */
const BARE_VERBS: Readonly<Record<string, string>> = { uses: "use", use: "use" }

/** -ing words that start a name as a verb ("considering_competitor"), not as a noun ("billing_address"). */
const GERUNDS = new Set(
  "considering looking switching evaluating comparing planning moving leaving cancelling canceling churning migrating shopping waiting seeking hiring upgrading downgrading renewing trying thinking expanding"
    .split(" ")
)

/** Adjectives said of the matter, not of the person: "Is it urgent?" */
const MATTER_ADJECTIVES = new Set(["urgent", "critical", "important", "blocking", "serious", "possible", "necessary", "relevant", "overdue", "recurring"])

/** Names that describe the text rather than the customer (`mentions_competitor`). */
const ABOUT = new Set(["mentions", "mention", "mentioned", "about", "asks_about", "discusses", "talks_about", "references"])

const PREPOSITIONS = new Set(["for", "in", "on", "about", "with", "from", "of", "into", "at"])

/** Nouns read without "a": mass nouns a name commonly ends in. */
const UNCOUNTABLE = new Set(
  "access advice approval authority availability consent coverage data documentation equipment evidence experience feedback financing funding hardware help information insurance interest knowledge money parking permission pricing proof shipping software support time training"
    .split(" ")
)

/** Things one is asked to state rather than to talk about: "What is your order number?" */
const VALUES = new Set(["number", "id", "email", "name", "address", "date", "phone", "code", "size", "count", "amount", "url", "zip", "postcode", "title", "role", "website"])

const ACRONYMS = new Set(["id", "sla", "po", "crm", "erp", "roi", "api", "sso", "url", "vat", "kpi", "faq", "pdf", "eu", "uk", "gdpr", "hipaa", "saas", "b2b", "b2c", "sms", "nda", "rfp", "sow", "it", "hr", "ai"])

const IRREGULAR_PARTICIPLES = new Set(["paid", "sent", "done", "made", "given", "known", "set", "chosen", "taken", "seen", "shown", "signed", "built", "bought", "sold", "won", "lost", "held", "met", "agreed", "approved"])

const ADJECTIVE_ENDINGS = /(?:ed|ble|al|ive|ous|ic|ful|less|ent|ant|ary|ing|y)$/

const wordOf = (w: string) => (ACRONYMS.has(w) ? w.toUpperCase() : w)
const phrase = (words: ReadonlyArray<string>) => words.map(wordOf).join(" ")

const isParticiple = (w: string) => IRREGULAR_PARTICIPLES.has(w) || (w.length > 4 && w.endsWith("ed"))
const isPlural = (w: string) => w.length > 3 && w.endsWith("s") && !/(?:ss|us|is|ous)$/.test(w)

/** Letters whose spoken name starts with a vowel sound: "an SLA", "a PO". */
const VOWEL_SOUNDED_LETTERS = new Set([..."aefhilmnorsx"])

const startsWithVowelSound = (word: string): boolean => {
  if (ACRONYMS.has(word)) return VOWEL_SOUNDED_LETTERS.has(word[0]!)
  if (/^(?:hour|honest|honou?r|heir)/.test(word)) return true
  if (/^(?:uni|use|usu|uti|eu|one|once|ur[aeiou])/.test(word)) return false
  return /^[aeiou]/.test(word)
}

/** "a refund", "an order number", "insurance", "documents". */
const withArticle = (words: ReadonlyArray<string>): string => {
  const head = words[words.length - 1]!
  if (UNCOUNTABLE.has(head) || isPlural(head)) return phrase(words)
  return `${startsWithVowelSound(words[0]!) ? "an" : "a"} ${phrase(words)}`
}

/** The object of a verb: "to migrate", "for a demo", "a refund". */
const objectOf = (words: ReadonlyArray<string>): string => {
  const [first, ...rest] = words
  if (first === undefined) return ""
  if (first === "to") return phrase(words)
  if (PREPOSITIONS.has(first) && rest.length > 0) return `${first} ${withArticle(rest)}`
  return withArticle(words)
}

const usable = (words: ReadonlyArray<string>) => words.length > 0 && words.every((w) => /^[a-z]{2,}$/.test(w) || ACRONYMS.has(w))

const presenceQuestion = (words: ReadonlyArray<string>): string | null => {
  const [first, ...rest] = words
  if (first === undefined) return null
  const tail = rest.length > 0 && usable(rest)
  if (VERBS[first] !== undefined && tail) return `Do you ${VERBS[first]} ${objectOf(rest)}?`
  if (BARE_VERBS[first] !== undefined && tail) return `Do you ${BARE_VERBS[first]} ${phrase(rest)}?`
  if (MODALS.has(first) && tail) return `${first[0]!.toUpperCase()}${first.slice(1)} you ${phrase(rest)}?`
  if ((first === "is" || first === "are") && tail) {
    if (rest[0] === "interested") return presenceQuestion(rest)
    if (rest.length === 1 && MATTER_ADJECTIVES.has(rest[0]!)) return `Is it ${rest[0]}?`
    const adjective = rest.length === 1 && ADJECTIVE_ENDINGS.test(rest[0]!)
    if (adjective || PREPOSITIONS.has(rest[1] ?? "")) return `Are you ${phrase(rest)}?`
    return `Are you ${withArticle(rest)}?`
  }
  if (first === "interested") return tail ? `Are you interested ${rest[0] === "in" ? "" : "in "}${objectOf(rest)}?` : "Are you interested?"
  if (GERUNDS.has(first)) return tail ? `Are you ${first} ${objectOf(rest)}?` : `Are you ${first}?`
  if (MATTER_ADJECTIVES.has(first) && rest.length === 0) return `Is it ${first}?`
  const last = words[words.length - 1]!
  const before = words.slice(0, -1)
  if (before.length > 0 && isParticiple(last) && usable(before)) {
    return `${isPlural(before[before.length - 1]!) ? "Have" : "Has"} the ${phrase(before)} been ${last}?`
  }
  if (last === "interest" && before.length > 0 && usable(before)) return `Are you interested in ${withArticle(before)}?`
  return null
}

/** Plural nouns that often start a name (`sales_region`): not verbs. */
const PLURAL_NOUNS = new Set("sales terms details goods orders services products funds payments results requirements features users seats hours days".split(" "))

/** `likes_product`, `knows_price`: a verb this file does not know how to ask with; not a noun. */
const looksLikeVerb = (words: ReadonlyArray<string>) => words.length > 1 && isPlural(words[0]!) && !PLURAL_NOUNS.has(words[0]!)

/** The detector's name as words, without a leading speaker (`customer_`). */
const wordsOf = (name: string): ReadonlyArray<string> => {
  const words = name.split("_").filter((w) => w !== "")
  return words.length > 2 && SUBJECTS.has(words[0]!) ? words.slice(1) : words
}

const aboutTopic = (words: ReadonlyArray<string>): ReadonlyArray<string> | null => {
  if (ABOUT.has(words[0] ?? "")) return words.slice(1)
  if (ABOUT.has(words.slice(0, 2).join("_"))) return words.slice(2)
  return null
}

const nounQuestion = (words: ReadonlyArray<string>): string => {
  const last = words[words.length - 1]!
  if (VALUES.has(last)) return `What is your ${phrase(words)}?`
  return `Could you tell us about your ${phrase(words)}?`
}

/** The question a presence detector asks when it is missing. */
export const presenceFollowUp = (name: string): string => {
  const words = wordsOf(name)
  const topic = aboutTopic(words)
  if (topic !== null && usable(topic)) {
    const head = topic[topic.length - 1]!
    return `Could you tell us about ${UNCOUNTABLE.has(head) || isPlural(head) ? "" : "the "}${phrase(topic)}?`
  }
  if (!usable(words)) return fallback(name)
  return presenceQuestion(words) ?? (words.length <= 4 && !looksLikeVerb(words) ? nounQuestion(words) : fallback(name))
}

/** The question a classification detector asks: the name is what is being classified. */
export const classificationFollowUp = (name: string, categories: ReadonlyArray<string>): string => {
  const words = wordsOf(name)
  const nounLike = usable(words) && words.length <= 4 && !looksLikeVerb(words) && presenceQuestion(words) === null && aboutTopic(words) === null
  return nounLike ? `Which best describes your ${phrase(words)}: ${listWords(categories)}?` : `Which of these fits best: ${listWords(categories)}?`
}

/** Grammatical whatever the name: it is quoted as a label, not read as words of the sentence. */
const fallback = (name: string) => `Could you tell us more about “${name.replace(/_/g, " ")}”?`
