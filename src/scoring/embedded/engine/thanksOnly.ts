// A message that only reports work already done and now fine ("the pump is sorted, working fine
// now, thanks", "the bridle you restitched has held up perfectly") asks for nothing: its words name
// the very category the work was, but no new job is raised, so a custom classification reads no
// category from it. Only when every sentence of the customer's is such a report, manners or
// praise; a question, a wish or a turn ("but it leaks again") keeps the ordinary reading.
import type { Detection, Message } from "../../../domain/types.js"
import { statesWish } from "../text/setAside.js"
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"
import { absentConfidence, round3 } from "./scoreConfidence.js"
import { stockQuestionOnly } from "./stockQuestion.js"
import { type CustomerSentence, customerSentences } from "./customerSentences.js"
import { deskOnly } from "./deskMatters.js"

/** The thing told fine after the work: "is sorted", "has been spot on since", "running like a dream now", "all good now". */
const FINE_AFTER_WORK = new RegExp(
  String.raw`\b(?:(?:is|are|was|were|got|been|'s|’s)\s+(?:all\s+)?(?:fixed|sorted(?:\s+out)?|mended|repaired|resolved)|(?:working|running|going)\s+(?:fine|perfectly|well|great|smoothly|beautifully|like\s+a\s+dream|a\s+treat)|(?:has|have|'s|’s|'ve|’ve)\s+(?:been|stayed)\s+(?:perfect|great|fine|spot\s+on|brilliant|lovely|crystal\s+clear|faultless)|(?:is|are|'s|’s)\s+(?:now\s+)?(?:perfect|spot\s+on|fine|great|like\s+new|crystal\s+clear)\s+now|held\s+up\s+(?:perfectly|well|brilliantly|beautifully)|all\s+good(?:\s+now)?)\b`,
  "iu"
)
/** Praise on its own: "Great job.", "Lovely work!", "Well done." */
const PRAISE = /^\W*(?:(?:a\s+)?(?:really\s+)?(?:great|lovely|brilliant|fantastic|excellent|superb|good|top)\s+(?:job|work|service)|well\s+done)(?:\s+(?:again|all\s+round|guys|team))?[.!]*\s*$/iu
/** A turn, a doubt or a fault left ("has been dripping ever since"): the report is not the whole story. */
const NOT_OVER = /\?|\b(?:but|though|although|however|still|again|except|unfortunately|now\s+(?:it|the)\b[^.]*\b(?:won't|isn't|doesn't|has\s+stopped)|not|never|no\s+longer|(?:has|have|'s|’s|'ve|’ve)\s+been\s+(?!working|running|going|amazing|outstanding)\w+ing)\b|n['’]t\b/iu

/** Whether every customer sentence reports work done and fine now, or is manners or praise, with at least one such report. */
export const thanksOnly = (sentences: ReadonlyArray<CustomerSentence>): boolean => {
  const told = sentences.filter(({ text }) => !PRAISE.test(text))
  return told.length > 0 && told.every(({ unit, text }) => !NOT_OVER.test(text) && !statesWish(unit.tokens) && FINE_AFTER_WORK.test(text))
}

const teachesFine = new WeakMap<DetModel, boolean>()

/**
 * Whether one of the detector's own examples is such a report ("the pets are all good" for a
 * category of having pets): the customer has taught that a thing told fine is a category, so
 * the report is read as any other message.
 */
const examplesTellFine = (m: DetModel): boolean => {
  let fine = teachesFine.get(m)
  if (fine === undefined) teachesFine.set(m, (fine = m.spec.examples.some((e) => FINE_AFTER_WORK.test(e.text) && !NOT_OVER.test(e.text))))
  return fine
}

/**
 * A custom classification's reading of a message that asks for no job: one that only reports work
 * done and fine now (unless an example of the detector's is one), or only asks whether the vendor
 * sells a thing (stockQuestion.ts), or only asks when the vendor is open or about a bill (deskMatters.ts). Not found; null otherwise.
 */
export const noJobAsked = (m: DetModel, all: ReadonlyArray<Unit>, input: ReadonlyArray<Message>): Detection | null => {
  if (m.builtin || m.severityOrder !== null) return null
  // The customer's sentences, listed once for the three readings.
  const told = customerSentences(all, input)
  return (thanksOnly(told) && !examplesTellFine(m)) || stockQuestionOnly(m, told) || deskOnly(m, told)
    ? { found: false, confidence: round3(absentConfidence(0)), value: null, negated: false, evidence: [], invalid: false }
    : null
}
