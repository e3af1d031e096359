// Marks of a message sent to a sales inbox by someone who is not buying (rubrics/types.ts
// `offTopic`): a job application. Its salary is no budget, its start date no timeline and the
// role it applies for no authority. Each mark alone can sit in a buyer's message (a recruiting
// team shopping for software speaks of CVs and hiring managers), so each weighs less than 1;
// together (1 or more) they make the message the sender's application. See ../../text/cues.ts.
import type { Cue, Rubric } from "../types.js"

export const NOT_A_BUYER: ReadonlyArray<Cue> = [
  ["@my * @cv/@cvs/@resume/@résumé/@cover-letter/@portfolio/@references", 0.6],
  ["@apply/@applying/@application * @for ** @role/@position/@job/@vacancy/@post/@opening/@opportunity", 0.6],
  ["@role/@position/@job/@vacancy/@post/@opening * @advertised/@posted/@listed/@published", 0.5],
  ["@salary/@pay/@wage/@compensation/@remuneration * @expectation/@expectations/@expected/@requirement/@requirements | @expected/@expecting/@desired * @salary/@pay/@wage/@rate/@compensation", 0.5],
  ["@notice @period", 0.5],
  ["@hiring/@recruiting/@recruitment @manager/@team/@panel/@committee", 0.3],
  ["@years * @of * @experience", 0.3],
  ["@contribute * @to * @your * @team/@company/@organisation/@organization", 0.4]
]

/** The rubric with the marks of a message from someone who is not buying added to its own. */
export const readsBuyersOnly = (rubric: Rubric): Rubric => ({ ...rubric, offTopic: [...(rubric.offTopic ?? []), ...NOT_A_BUYER] })
