// MEDDIC and SPICED decision readings from round impact: a metric told as the figure the buyer
// would settle for ("crews wait 40 minutes and we'd be happy with 15") or a chore cut to zero; a
// champion told by walking the decider through the case or by having started it ("this was my
// idea"); the decision process told as a dated list of buying steps; a purchase routed through a
// body's meeting (SPICED decision). Near misses kept out: "the one you'd need to convince" names
// the decider, not an advocate; a step of the day's money work ("then finance refunds") is an
// operation, not a buying step. Unit-tested on sentences of our own (impactReadings.test.ts).
import type { Cue } from "../types.js"
import { DECIDERS } from "./paraphrase.js"

/** Bodies a purchase is routed through. */
const BODIES = "trustees/board/committee/partners/council/governors/directors/panel/meeting/meetings/agm/vestry/cabinet/senate"

export const METRICS_SETTLED: ReadonlyArray<Cue> = [
  // The figure the buyer would settle for, beside today's: "crews wait 40 minutes and we'd be happy with 15".
  // The wanted figure ends the phrase or takes a unit: "happy with a 12 month contract" is terms, no target.
  ["{num}/{pct} ** * @happy/@content/@satisfied/@delighted/@settle * with/for/at about/around/just/only/under/below/roughly? {num}/{pct} $/minutes/mins/hours/days/weeks/percent", 0.8],
  // A chore or a failure cut to nothing: "cut the Friday admin to zero".
  ["reduce/reducing/cut/cutting/bring/bringing/get/getting/drive/driving * ** to/down-to zero/nil/nothing", 0.8]
]

export const CHAMPION_WALKS: ReadonlyArray<Cue> = [
  // Walking the decider through the case: "I've spent two lunches walking our finance director through the numbers".
  [`walk/walking/walked/walks/talk/talking/talked/take/taking/took * our/my/the * ${DECIDERS} * ** through * the/it/this/our`, 0.8],
  // Pressing until the decider agrees: "I'll keep at it until she says yes".
  ["keep/keeping/kept * at/on * it/them/her/him * until * ** yes/agrees/agree/signs/sign/approves/approve/caves/cave", 0.8],
  // Having started it: "this was my idea in the first place", "I volunteered to run the pilot".
  ["this/it/the-project/the-whole-thing * was/is * my * idea", 0.75],
  ["volunteered/offered * to * run/lead/own/manage/drive/coordinate * the/this/a? pilot/trial/project/rollout/roll-out/evaluation/switch", 0.8]
]

/** "He's the one you'd need to convince": the one to be won over is the decider, no advocate (CHAMPION `elsewhere`). */
export const ONE_TO_CONVINCE = "the one * you/you-would/you-will/you-have * ** convince/persuade/sell/pitch/win/impress"

/** The buying steps told as a dated list: "shortlist by the 30th, references in March, contract to legal by the 20th". */
export const PROCESS_LISTED: Cue = [
  "shortlist/shortlisting/short-list/longlist/demos/demo ** ,/then/and/after-that * ** references/reference/demos/demo/trial/pilot/contract/legal/procurement/sign-off/signoff/board/committee/security",
  0.8
]

/** A step of the day's money work, not of buying: "then finance refunds", "after that accounts pay it" (DECISION_PROCESS `elsewhere`). */
export const MONEY_WORK_STEP = "then/after/next/afterwards * [finance/accounts/payroll/billing] * refunds/refund/pays/pay/invoices/invoice/bills/bill/credits/credit/reimburses/reimburse/reconciles/posts/chases"

/** A purchase routed through a body's meeting (SPICED decision): "anything over a few hundred pounds goes through our trustees' meeting". */
export const ROUTED_TO_BODY: Cue = [
  `anything/everything/purchases/purchase/spend/spending/spends/decisions/it/this/that/orders ** goes/go/has-to-go/must-go/needs-to-go/went through/to/before * the/our/a * ** ${BODIES}`,
  0.8
]
