// What the scorer reads: the customer's sentences (role "user"), agent sentences the next
// customer line confirms ("yes", "that's right"), and, for short messages, the whole message
// as one more unit (so that an example scored alone matches itself exactly).
import { isCustomer } from "../../../domain/roles.js"
import type { Message } from "../../../domain/types.js"
import { type CueText, cueTextOf } from "./cues.js"
import { markEchoes } from "./echo.js"
import { isQuestion, questionsAnswered } from "./openQuestion.js"
import { sentencesOf } from "./sentences.js"
import type { Sentence, Token } from "./text.js"
import { featuresOf, type Features, mergeFeatures } from "./features.js"

export interface Unit {
  /** The message the quote comes from. */
  readonly messageIndex: number
  readonly start: number
  readonly end: number
  readonly tokens: ReadonlyArray<Token>
  readonly labelEnd: number
  /** "agent" units count only because the next user line confirmed them. */
  readonly source: "user" | "agent"
  /** The confirming user message and its confirming sentence, for agent units. */
  readonly confirmation: { readonly messageIndex: number; readonly start: number; readonly end: number } | null
  readonly whole: boolean
  readonly features: Features
  readonly cue: CueText
  /** Normalised text, for exact matching against examples. */
  readonly key: string
  /** Some token is negated. */
  readonly hasNegation: boolean
  /** A customer sentence's next sentence in its own message, else null: what a pair of sentences tells together. */
  readonly next: Unit | null
}

export interface Turn {
  /** User message index. */
  readonly messageIndex: number
  /** The agent's questions this user message answers, right before it or still open (built on first use). */
  readonly previousAgent: () => ReadonlyArray<Unit>
  /** This message's first sentence. */
  readonly first: Unit | null
  readonly units: ReadonlyArray<Unit>
}

/**
 * The whole raw text, normalised, as an exact-match key: an example is found when scored alone
 * even if nothing of it survives reading (all quoted, punctuation only, ...).
 */
export const rawKeyOf = (text: string): string =>
  "raw:" + text.normalize("NFKC").replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim().toLowerCase()

export const keyOf = (tokens: ReadonlyArray<Token>): string =>
  tokens
    .filter((t) => t.cls !== "punct")
    .map((t) => (t.mod === 1 ? "~" : t.mod === 2 ? "^" : "") + t.norm)
    .join(" ")

/**
 * A unit whose feature vectors are read on first use: a rubric of trained classifiers never
 * asks for most of them. `read` is the prototype flag of featuresOf, or how to build them.
 */
class ReadUnit implements Unit {
  readonly messageIndex: number
  readonly start: number
  readonly end: number
  readonly tokens: ReadonlyArray<Token>
  readonly labelEnd: number
  readonly cue: CueText
  readonly key: string
  readonly hasNegation: boolean
  /** Set by readInput once the message's sentences are all read. */
  next: Unit | null = null
  private memo: Features | undefined = undefined

  constructor(
    s: Pick<Sentence, "messageIndex" | "start" | "end" | "tokens" | "labelEnd">,
    readonly source: Unit["source"],
    readonly confirmation: Unit["confirmation"],
    readonly whole: boolean,
    private readonly read: boolean | (() => Features),
    key?: string
  ) {
    this.messageIndex = s.messageIndex
    this.start = s.start
    this.end = s.end
    this.tokens = s.tokens
    this.labelEnd = s.labelEnd
    this.cue = cueTextOf(s.tokens)
    this.key = key ?? keyOf(s.tokens)
    this.hasNegation = s.tokens.some((t) => t.mod === 1)
  }

  get features(): Features {
    return (this.memo ??= typeof this.read === "function" ? this.read() : featuresOf(this.tokens, this.read))
  }
}

/** What the agent says of "you" the customer confirms of "me": the persons swapped for cue patterns. */
const SWAPPED: Readonly<Record<string, string>> = { your: "my", yours: "mine", yourself: "myself", me: "you", my: "your", mine: "yours", i: "you", we: "you", us: "you", our: "your" }
/** Words after which "you" is the subject ("would you like", "can you"); elsewhere it is the object ("connect you"). */
const BEFORE_SUBJECT = new Set(["would", "could", "can", "will", "shall", "should", "do", "did", "does", "are", "were", "have", "had", "and", "so", "if", "when", "that"])

/**
 * A confirmed agent sentence read as the customer's own: "Would you like me to connect you with a
 * specialist?" "Yes" is "I'd like you to connect me with a specialist". Only the words cue
 * patterns read change; offsets, stems and modality stay.
 */
const inCustomerWords = (tokens: ReadonlyArray<Token>): Array<Token> =>
  tokens.map((t, k) => {
    if (t.cls !== "word") return t
    const prev = k === 0 ? undefined : tokens[k - 1]
    const cue = t.cue === "you" ? (prev === undefined || prev.cls === "punct" || BEFORE_SUBJECT.has(prev.norm) ? "i" : "me") : SWAPPED[t.cue]
    return cue === undefined ? t : { ...t, cue }
  })

const unitOf = (
  s: Pick<Sentence, "messageIndex" | "start" | "end" | "tokens" | "labelEnd">,
  source: Unit["source"],
  whole: boolean,
  more: {
    readonly confirmation?: Unit["confirmation"]
    /** Read as an example (featuresOf's prototype flag). */
    readonly prototype?: boolean
    /** How to build the features, when not from the tokens. */
    readonly features?: () => Features
    readonly key?: string
  } = {}
): ReadUnit => new ReadUnit(s, source, more.confirmation ?? null, whole, more.features ?? more.prototype ?? false, more.key)

/** The text of one phrasing as a single unit (how examples are read). */
export const phraseUnit = (text: string): Unit => {
  const sentences = sentencesOf(text, 0)
  const tokens = sentences.flatMap((s) => s.tokens)
  return unitOf({ messageIndex: 0, start: 0, end: text.length, tokens, labelEnd: 0 }, "user", true, { prototype: true })
}

/**
 * A reply that opens by agreeing. "Right" before "so/well/okay/interesting …" only marks that the
 * speaker heard ("Right, okay.", "Right, so, the thing is …"): it confirms nothing the agent said.
 */
const CONFIRM =
  /^\W*(yes|yeah|yep|yup|ya|correct|exactly|right(?! now)(?!,? (?:so|well|okay|ok|interesting|i see|um|uh|hmm|erm|then|anyway)\b)|absolutely|definitely|indeed|true|affirmative|precisely|sure|certainly|of course|spot on|you got it|that['’]s right|that is right|that['’]s correct|that is correct|that['’]s it|that['’]s me|that is me|uh-huh|mhm|agreed|confirmed|we do|i do)\b/i

/** "No, that's exactly it": a confirmation even though it opens with "no". */
const CONFIRM_ANYWHERE = /\b(that['’]?s|that is|you['’]?ve got|you got) (all |exactly |just |about |pretty much )*(it|right|correct|accurate|spot on)\b|\b(all|exactly|absolutely) (correct|right)\b/i

/**
 * Out-of-office and other automatic replies say nothing about the sender's intent. An automatic
 * reply names itself at its start or as "this is an automatic reply"; one the sender only tells of
 * ("each time I get an automatic reply") is a complaint, read like any message. "This is an
 * automated message" alone is no reply: a monitor's alert says so under the fault it reports
 * ("checkout-api is DOWN … This is an automated message"); an away notice names its absence too.
 */
const AUTO_REPLY = /(^|\n)\W*(subject:\s*)?(automatic reply|auto-?reply|autoreply)\b|\bthis is an? (automatic|automated|auto-?) ?(reply|response)\b|\b(out of (the )?office|limited access to (my )?e-?mail|i am currently away|i'?m currently away|this mailbox is not monitored|do not reply to this (e-?mail|message))\b/i

const WHOLE_MAX_TOKENS = 160

/** The customer's messages, under any alias of decisions §10. */
export const isUser = isCustomer

/** The tokens of a text read as one customer message, sentence by sentence (a detector's example, at compile time). */
export const tokensOfText = (text: string): ReadonlyArray<Token> =>
  readInput([{ role: "user", content: text }]).units.filter((u) => !u.whole).flatMap((u) => u.tokens)

export const readInput = (input: ReadonlyArray<Message>): { units: ReadonlyArray<Unit>; turns: ReadonlyArray<Turn> } => {
  const units: Array<Unit> = []
  const turns: Array<Turn> = []
  const sentencesByMessage = input.map((m, i) => sentencesOf(m.content, i))
  for (let i = 0; i < input.length; i++) {
    const message = input[i]!
    const sentences = sentencesByMessage[i]!
    if (isUser(message) && AUTO_REPLY.test(message.content)) {
      turns.push({ messageIndex: i, previousAgent: () => [], first: null, units: [] })
      continue
    }
    if (isUser(message)) {
      const agentSentences = i > 0 && !isUser(input[i - 1]!) ? sentencesByMessage[i - 1]! : []
      markEchoes(sentences, agentSentences)
      const own = sentences.map((s) => unitOf(s, "user", false))
      own.forEach((u, k) => {
        u.next = own[k + 1] ?? null
      })
      units.push(...own)
      const tokenCount = sentences.reduce((n, s) => n + s.tokens.length, 0)
      if (sentences.length >= 2 && tokenCount <= WHOLE_MAX_TOKENS) {
        const tokens = sentences.flatMap((s) => s.tokens)
        const span = { messageIndex: i, start: sentences[0]!.start, end: sentences[sentences.length - 1]!.end, tokens, labelEnd: 0 }
        units.push(unitOf(span, "user", true, { features: () => mergeFeatures(own.map((u) => u.features)) }))
      }
      // Matches only an example's exact text (it has no words of its own to compare).
      const trimmed = message.content.trim()
      if (trimmed !== "") {
        const start = message.content.indexOf(trimmed)
        units.push(unitOf({ messageIndex: i, start, end: start + trimmed.length, tokens: [], labelEnd: 0 }, "user", false, { key: rawKeyOf(trimmed) }))
      }
      let prev: ReadonlyArray<Unit> | null = null
      // The agent's question still open: right before, or before the customer asked back (openQuestion.ts).
      // Looked up on first use: most turns' rubrics never ask what the agent asked.
      const previousAgent = () =>
        (prev ??= questionsAnswered(input, sentencesByMessage, i, isUser)
          .flatMap((k) => sentencesByMessage[k]!)
          .filter(isQuestion)
          .map((s) => unitOf(s, "agent", false)))
      turns.push({ messageIndex: i, previousAgent, first: own[0] ?? null, units: own })
      continue
    }
    // An agent line counts only when the next line is the customer confirming it.
    const next = input[i + 1]
    const replies = sentencesByMessage[i + 1]
    if (next === undefined || !isUser(next) || replies === undefined || replies.length === 0) continue
    const confirmsBy = (r: Sentence): boolean => {
      const text = next.content.slice(r.start, r.end)
      return CONFIRM_ANYWHERE.test(text) || (CONFIRM.test(text) && !r.tokens.some((t) => t.mod === 1 || t.norm === "not" || t.norm === "no"))
    }
    // Questions answered one sentence each ("Any pets? And a guarantor?" "No pets. Yes, my uncle."): each reply its own question.
    const questions = sentences.filter(isQuestion)
    const paired = questions.length >= 2 && replies.length === questions.length
    for (const s of sentences) {
      const r = paired && isQuestion(s) ? replies[questions.indexOf(s)]! : replies[0]!
      if (!confirmsBy(r)) continue
      const confirmation = { messageIndex: i + 1, start: r.start, end: r.end }
      units.push(unitOf({ ...s, tokens: inCustomerWords(s.tokens) }, "agent", false, { confirmation }))
    }
  }
  return { units, turns }
}
