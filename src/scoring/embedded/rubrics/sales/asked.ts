// A question that asks about others or about the vendor, with none of the buyer's own words in
// it ("What do most clinics spend on this?", "Who signs off at other firms?", "Is data loss a
// common problem?"), tells nothing of the buyer's budget, deciders, dates or problems: the
// topic word is asked about, not stated. Every sales pack field reads it as words about
// something else (rubrics/types.ts `elsewhere`: hidden from the cues, the likeness a near miss
// at most). A question holding "we/our/my/I" is left to the cues ("Can we go live by March?"), and
// so is a request with the buyer's constraint and no own word ("Can you do it for under 5k?"):
// only questions about what others do, what the vendor does, or what is usual are hidden.
// Pattern syntax: ../../text/cues.ts (`^` a clause's start, `**-` words none of the buyer's own, `?$`
// a question's end, not a form label's "?:").
import type { Rubric } from "../types.js"

const AUX = "@do/@does/@did/@is/@are/@was/@were/@would/@could/@can/@should/@will/@has/@have/@might"

/**
 * A question word and what follows it to the question mark, none of it the buyer's own. "How
 * about / what about …?" proposes a value ("How about the end of March?") and is left out: the
 * second word must be an auxiliary, a measure word, a frequency or a noun asked after.
 */
const WH_QUESTION = [
  `^ @what/@how/@which/@when/@where/@why ${AUX}/@much/@many/@long/@soon/@often/@usually/@typically/@normally/@generally/@else/@kind/@sort/@type/@other/@others/@most **- **- ,? **- **- ?$`,
  // "What problems do your clients …?": a question word, the noun asked after, an auxiliary.
  `^ @what/@which/@how *1 ${AUX} **- **- **- ?$`,
  // "Who usually signs off …?": who asks for a person whatever follows.
  "^ @who/@whom/@whose **- **- **- ?$"
]

/** Who is asked about: others in general, what is usual, or the vendor's customers. */
const OTHERS =
  "@other/@others/@most/@typical/@typically/@usually/@normally/@generally/@common/@usual/@normal/@standard/@customers/@clients/@companies/@firms/@businesses/@people/@everyone/@anyone/@somebody/@someone"

/** "Do most agencies budget per branch?", "Is data loss a common issue?": what others do or what is usual. */
const ASKS_WHAT_OTHERS_DO = `^ ${AUX} **- ${OTHERS} **- **- ?$`

/** "Is that on your roadmap?", "Any known issues with Safari?": the vendor's plans and faults. */
const ASKS_VENDOR_PLANS = [`^ ${AUX}/@any **- @roadmap/@release/@releases/@known **- **- ?$`]

/** "I read that …", "a news article said …", "according to a survey …": reported, not the buyer's own. */
const REPORTED = [
  "@i @read/@heard/@saw @that/@somewhere/@online/@an/@a/@in ** **",
  "@article/@articles/@news/@report/@reports/@survey/@study/@studies/@newspaper/@research/@headline/@headlines/@podcast/@blog @said/@says/@say/@shows/@showed/@show/@found/@finds/@claims/@claimed/@suggests/@suggested ** **",
  "@according @to ** **",
  // The vendor's people quoted back: "your team said it would be done by 12 May".
  "@your *1 @team/@rep/@reps/@salesperson/@colleague/@colleagues/@engineer/@engineers/@manager/@website/@site/@brochure/@email @said/@says/@told/@mentioned/@promised/@quoted/@claims/@claimed ** **"
]

export const ASKED_NOT_STATED: ReadonlyArray<string> = [...WH_QUESTION, ASKS_WHAT_OTHERS_DO, ...ASKS_VENDOR_PLANS, ...REPORTED]

/** Adds the shared question and report patterns to a sales rubric's `elsewhere`. */
export const readsQuestionsAsAsked = (rubric: Rubric): Rubric => ({ ...rubric, elsewhere: [...(rubric.elsewhere ?? []), ...ASKED_NOT_STATED] })
