// Marks of a message sent to a sales inbox by someone who is not buying (rubrics/types.ts
// `offTopic`): a job application or a seller's pitch. Its salary or rate is no budget, its start
// date no timeline and the role it applies for or its sender's title no authority. Each mark alone can sit in a buyer's message (a recruiting
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
  ["@contribute/@contributing/@bring/@bringing/@add/@adding * @to/@value/@skills/@experience * @your/@the * @team/@company/@organisation/@organization/@business/@firm", 0.4],
  // A seller's pitch: a freelancer's rate, an agency's record and offer, a bulk mail's footer.
  ["@i @am @a/@an * @freelance/@freelancer/@independent/@self-employed/@contract", 0.5],
  ["@my/@our @day/@hourly/@daily/@weekly/@half-day @rate/@rates/@fee/@fees", 0.5],
  ["@we/@i/@team @have/@has/@are/@am? @already/@now/@successfully? @helped/@helping {num}/@hundreds/@thousands/@dozens/@over/@more", 0.6],
  ["@our/@my * @packages/@plans/@pricing/@rates/@services/@retainers * @start/@starts/@from", 0.5],
  ["@offer/@offering/@give/@giving * @you * @a? @free/@complimentary", 0.5],
  ["@free/@complimentary * @audit/@consultation/@assessment/@review/@session/@strategy/@analysis/@mockup/@quote", 0.4],
  ["@i/@we * @would/@love/@like * @to * @help/@offer/@support/@work * @you/@your", 0.5],
  ["@you * @open/@free/@interested/@available * @to/@for * @a? @quick/@short/@brief/@{num}-minute? @call/@chat/@demo/@conversation/@meeting", 0.4],
  ["@unsubscribe+ | @you * @receiving/@received * @this * @because", 0.5]
]

/** The rubric with the marks of a message from someone who is not buying added to its own. */
export const readsBuyersOnly = (rubric: Rubric): Rubric => ({ ...rubric, offTopic: [...(rubric.offTopic ?? []), ...NOT_A_BUYER] })
