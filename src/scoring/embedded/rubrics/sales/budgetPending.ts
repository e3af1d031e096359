// A budget still to be set, or waiting on the vendor's price (round packs, 11-29): "the budget
// gets agreed at the spring board", "wants our prices before any talk of budget". The budget's
// word is there, no budget is: decisions §11 leaves a deferral open, so such clauses are words
// about something else (rubrics/types.ts `elsewhere`: hidden from the cues, a near miss at most).
// A budget set in the past ("was approved in March") or with a figure beside it stays a budget:
// the patterns need a future or habitual verb form and stop at an amount.
// Pattern syntax: ../../text/cues.ts. Unit-tested on sentences of our own (test/scoring/embedded/moneyPending*.ts).

const BUDGET_WORDS = "@budget/@budgets/@funding/@money"
const SETTING = "@set/@agreed/@decided/@confirmed/@finalised/@finalized/@approved/@allocated/@fixed/@signed-off/@known"
// When it will be set: a month, a meeting, a season, "once"/"after"/"when" something happens.
// A bare "at"/"in" may lead to an amount ("set at around forty thousand pounds" is a budget told), so
// they count only before a time's words (salesfix, 11-29).
const LATER =
  "{month}/{quarter}/{year}/@next/@after/@once/@when/@at-the/@at-our/@at-their/@at-its/@at-next/@in-the/@in-our/@in-their/@in-next/@in-a-few/@in-a-couple/@in-a-month/@in-a-week/@later/@until/@following"

export const MONEY_PENDING: ReadonlyArray<string> = [
  // "The budget gets agreed at the board", "will be finalised in the new year", "is to be confirmed next month".
  `[${BUDGET_WORDS}] *< @will/@gets/@get/@is-to/@are-to/@is-being/@are-being/@is-yet-to/@has-yet-to @be? ${SETTING} *1 ${LATER}`,
  // The price first, the budget after: "before we discuss budget", "before any talk of budget".
  // The budget told as a talk for somebody or for later (sales5): "the budget is a chat for the
  // trustees after that", "money is a question for the partners", "budget comes later". A budget
  // with its figure ("budget is 10k, we can talk about the rest later") has no talk word after it.
  `[${BUDGET_WORDS}] @is/@are/@will/@would/@comes/@come @be? @a/@an/@the/@one? @talk/@chat/@conversation/@discussion/@question/@matter/@topic/@decision/@thing @for`,
  `[${BUDGET_WORDS}] @comes/@come/@can-wait/@will-wait/@waits/@is-for @later/@afterwards/@after/@second/@next/@then/@until/@till`,
  `@after-that/@afterwards/@later/@then @we/@i/@they? @can/@will/@could? @talk/@discuss/@agree/@set/@sort @about/@of/@on/@out? @a/@any/@the/@our/@their? [${BUDGET_WORDS}]`,
  `@before @we/@i/@they/@he/@she? @talk/@talking/@discuss/@discussing/@agree/@agreeing/@setting/@commit/@committing/@any-talk/@any-discussion @about/@of/@on? @a/@any/@the/@our/@their? [${BUDGET_WORDS}]`
]
