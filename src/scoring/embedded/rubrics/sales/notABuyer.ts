// Marks of a message sent to a sales inbox by someone who is not buying (rubrics/types.ts
// `offTopic`): a job application or a seller's pitch. Its salary or rate is no budget, its start
// date no timeline and the role it applies for or its sender's title no authority. Each mark alone can sit in a buyer's message (a recruiting
// team shopping for software speaks of CVs and hiring managers), so each weighs less than 1;
// together (1 or more) they make the message the sender's application. See ../../text/cues.ts.
import { CALL_MARK, FREE_THING_MARK, HELPED_MARK, OFFER_FREE_MARK, RECEIVING_BECAUSE_MARK, UNSUBSCRIBE_MARK } from "../pitchMarks.js"
import type { Cue, Rubric } from "../types.js"

// The marks engine/seekingWork.ts reads too, one by one, since there a customer's "my portfolio" or
// "my references" must not count as an application's own "my CV".
/** "my CV", "my cover letter". */
export const CV_MARK = "@my * @cv/@cvs/@resume/@résumé/@cover-letter"
/** "my portfolio", "my references": not "my booking references", a customer's order numbers. */
export const PORTFOLIO_MARK = "@my * @portfolio | @my @professional/@work/@two/@three? @references/@referees"
/** A job, role or vacancy applied for. */
export const APPLIED_MARK = "@apply/@applying/@application * @for ** @role/@position/@job/@vacancy/@post/@opening/@opportunity"
/** A role the business advertised. */
export const ADVERTISED_MARK = "@role/@position/@job/@vacancy/@post/@opening * @advertised/@posted/@listed/@published"
/** "I am a catering student", "we are researchers". */
export const STUDENT_MARK = "@i/@we @am/@are * @student/@students/@researcher/@researchers/@journalist/@journalists"

/** The job application's own marks, also read for a custom rubric's fields (engine/seekingWork.ts). */
export const APPLICANT_MARKS: ReadonlyArray<Cue> = [
  [`${CV_MARK} | ${PORTFOLIO_MARK}`, 0.6],
  [APPLIED_MARK, 0.6],
  [ADVERTISED_MARK, 0.5],
  ["@salary/@pay/@wage/@compensation/@remuneration * @expectation/@expectations/@expected/@requirement/@requirements | @expected/@expecting/@desired * @salary/@pay/@wage/@rate/@compensation", 0.5],
  ["@notice @period", 0.5],
  ["@hiring/@recruiting/@recruitment @manager/@team/@panel/@committee", 0.3],
  ["@years * @of * @experience", 0.3],
  ["@contribute/@contributing/@bring/@bringing/@add/@adding * @to/@value/@skills/@experience * @your/@the * @team/@company/@organisation/@organization/@business/@firm", 0.4]
]

export const NOT_A_BUYER: ReadonlyArray<Cue> = [
  ...APPLICANT_MARKS,
  // A seller's pitch: a freelancer's rate, an agency's record and offer, a bulk mail's footer.
  ["@i @am @a/@an * @freelance/@freelancer/@independent/@self-employed/@contract", 0.5],
  ["@my/@our @day/@hourly/@daily/@weekly/@half-day @rate/@rates/@fee/@fees", 0.5],
  [HELPED_MARK, 0.6],
  ["@our/@my * @packages/@plans/@pricing/@rates/@services/@retainers * @start/@starts/@from", 0.5],
  [OFFER_FREE_MARK, 0.5],
  [FREE_THING_MARK, 0.4],
  ["@i/@we * @would/@love/@like * @to * @help/@offer/@support/@work * @you/@your", 0.5],
  [CALL_MARK, 0.4],
  [`${UNSUBSCRIBE_MARK} | ${RECEIVING_BECAUSE_MARK}`, 0.5],
  // A student's or researcher's request: "I'm writing a paper on booking tools, could you answer a few questions?".
  ["@writing/@doing/@researching/@working-on * @a/@an/@my/@our? * @university/@college/@school/@class/@masters/@phd? * @paper/@thesis/@dissertation/@essay/@assignment/@coursework/@article", 0.5],
  ["@answer/@fill-in/@fill-out/@complete/@take * @a/@some/@my/@our/@few/@short/@quick? * @few/@short/@quick? * @questions/@questionnaire/@survey", 0.5],
  [STUDENT_MARK, 0.5]
]

/**
 * A buyer's own statement of what they want to buy, what they can spend or by when (rubrics/types.ts
 * `onTopic`): a message with one is read whatever its marks. A freelancer who needs an invoicing
 * tool states a day rate too; a firm that asks for a call may still state its budget.
 */
export const A_BUYER: ReadonlyArray<string> = [
  // What to buy comes right after the wish, a word or two in between at most ("a rota tool", "a new
  // booking system"): "a permanent position with a surveying firm" and "an easy way to walk you through" want no tool.
  "i/we need/needs/want/require/required *1 a/an/some/new/better/proper/simple/simpler/decent/good *1 *1 tool/tools/system/software/app/platform/solution/crm/package/replacement/alternative",
  "i/we am/are looking/searching/shopping for *1 a/an/some/new/better/proper/simple/decent/good *1 *1 tool/tools/system/software/app/platform/solution/crm/package/replacement/alternative",
  // A budget for the thing bought, not the seller's own "our budget for resellers".
  "our/my budget is/of/would/will/around/about/stands/sits | our/my budget for this/it/that/the/a/an/such/something/your",
  "we/i have/has/got * budget/{money} for/towards/set-aside/put-aside/earmarked"
]

/** The rubric with the marks of a message from someone who is not buying, and of one who is, added to its own. */
export const readsBuyersOnly = (rubric: Rubric): Rubric => ({
  ...rubric,
  offTopic: [...(rubric.offTopic ?? []), ...NOT_A_BUYER],
  onTopic: [...(rubric.onTopic ?? []), ...A_BUYER]
})
