// A message that only reports work already done and now fine ("the pump is sorted, working fine
// now, thanks", "the bridle you restitched has held up perfectly") asks for nothing: its words name
// the very category the work was, but no new job is raised, so a custom classification reads no
// category from it. Only when every sentence of the customer's is such a report, manners or
// praise; a question, a wish or a turn ("but it leaks again") keeps the ordinary reading.
import type { Detection, Message } from "../../../domain/types.js"
import { isAcknowledgement, isCourtesySentence } from "../text/courtesy.js"
import { statesWish } from "../text/setAside.js"
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"
import { absentConfidence, round3 } from "./scoreConfidence.js"
import { stockQuestionOnly } from "./stockQuestion.js"

/** The thing told fine after the work: "is sorted", "has been spot on since", "running like a dream now", "all good now". */
const FINE_AFTER_WORK = new RegExp(
  String.raw`\b(?:(?:is|are|was|were|got|been|'s|’s)\s+(?:all\s+)?(?:fixed|sorted(?:\s+out)?|mended|repaired|resolved)|(?:working|running|going)\s+(?:fine|perfectly|well|great|smoothly|beautifully|like\s+a\s+dream|a\s+treat)|(?:has|have|'s|’s|'ve|’ve)\s+(?:been|stayed)\s+(?:perfect|great|fine|spot\s+on|brilliant|lovely|crystal\s+clear|faultless|perfect)|(?:is|are|'s|’s)\s+(?:now\s+)?(?:perfect|spot\s+on|fine|great|like\s+new|crystal\s+clear)\s+now|held\s+up\s+(?:perfectly|well|brilliantly|beautifully)|all\s+good(?:\s+now)?)\b`,
  "iu"
)
/** Praise on its own: "Great job.", "Lovely work!", "Well done." */
const PRAISE = /^\W*(?:(?:a\s+)?(?:really\s+)?(?:great|lovely|brilliant|fantastic|excellent|superb|good|top)\s+(?:job|work|service)|well\s+done)(?:\s+(?:again|all\s+round|guys|team))?[.!]*\s*$/iu
/** A turn, a doubt or a fault left: the report is not the whole story. */
const NOT_OVER = /\?|\b(?:but|though|although|however|still|again|except|unfortunately|now\s+(?:it|the)\b[^.]*\b(?:won't|isn't|doesn't|has\s+stopped)|not|never|n't|no\s+longer)\b|n['’]t\b/iu
/** A form line that only gives who is writing: "Name: Petra Lund", "Email: ...". */
const WHO_LINE = /^\s*(?:(?:full\s+)?name|e-?mail|phone|tel(?:ephone)?|mobile|company|from)\s*:/iu

/** Whether every customer sentence reports work done and fine now, or is manners or praise, with at least one such report. */
export const thanksOnly = (all: ReadonlyArray<Unit>, input: ReadonlyArray<Message>): boolean => {
  let reports = 0
  for (const u of all) {
    if (u.whole || u.source !== "user" || u.confirmation !== null || u.tokens.length === 0) continue
    if (u.tokens.every((t) => t.signature === true)) continue
    const text = input[u.messageIndex]?.content.slice(u.start, u.end) ?? ""
    if (WHO_LINE.test(text) || isCourtesySentence(text) || isAcknowledgement(text) || PRAISE.test(text)) continue
    if (NOT_OVER.test(text) || statesWish(u.tokens) || !FINE_AFTER_WORK.test(text)) return false
    reports++
  }
  return reports > 0
}

/**
 * A custom classification's reading of a message that asks for no job: one that only reports work
 * done and fine now, or only asks whether the vendor sells a thing (stockQuestion.ts). Not found; null otherwise.
 */
export const noJobAsked = (m: DetModel, all: ReadonlyArray<Unit>, input: ReadonlyArray<Message>): Detection | null =>
  m.builtin || m.severityOrder !== null || !(thanksOnly(all, input) || stockQuestionOnly(m, all, input))
    ? null
    : { found: false, confidence: round3(absentConfidence(0)), value: null, negated: false, evidence: [], invalid: false }
