// Money told that is not this buyer's budget (round sales5, 11-29): people paid counted by head
// ("we pay about 90 seasonal staff"), another body's spend ("our sister school spent 15k", "a friend
// told me she paid 8k", "… with a big budget behind it") and a budget held for a
// project long gone ("we had a 20k budget then and …"). The money's words are there, no budget of
// this purchase is: such clauses are words about something else (rubrics/types.ts `elsewhere`:
// hidden from the cues, a near miss at most). A figure of the sender's own in another clause stays.
// Pattern syntax: ../../text/cues.ts. Unit-tested on sentences of our own (test/scoring/embedded/sales5*.ts).

/** People a business pays, by their role: a headcount, not an amount. */
const PAID_PEOPLE =
  "@staff/@people/@workers/@employees/@pickers/@instructors/@drivers/@cleaners/@carers/@nurses/@teachers/@tutors/@coaches/@guides/@volunteers/@contractors/@freelancers/@technicians/@engineers/@couriers/@riders/@operatives/@labourers/@temps/@agents/@reps/@chefs/@waiters/@porters"

/**
 * Somebody else than the buyer's own business: a relative or friend, a sister body. Not head
 * office, HQ or the parent company (salesfix2): their money is the writer's own organisation's budget.
 */
const SOMEONE_ELSE = "@friend/@friends/@cousin/@brother/@neighbour/@neighbor/@mate/@acquaintance/@peer"
const OTHER_BODY = "@sister/@neighbouring/@neighboring/@partner/@rival/@competing/@another/@other @company/@companies/@school/@schools/@group/@firm/@business/@businesses/@site/@branch/@club/@clubs/@practice/@shop/@office/@charity/@hotel/@farm"
const SPENT = "@spent/@paid/@pays/@spends/@spend/@invested/@splashed/@forked"

export const SPEND_ELSEWHERE: ReadonlyArray<string> = [
  `@pay/@paying/@pays/@paid/@employ/@employing/@employs @about/@around/@roughly/@some/@over/@nearly/@almost/@up-to/@close-to? @{num} *1 *1 ${PAID_PEOPLE}`,
  `${SOMEONE_ELSE} ** ** ${SPENT} * @{money}/@{num}`,
  `${SOMEONE_ELSE} ** ** @budget/@budgets`,
  `${OTHER_BODY} ** ** ${SPENT} * @{money}/@{num}`,
  `${OTHER_BODY} ** ** @budget/@budgets`,
  // Money disowned as another's: "head office has a huge IT budget, but that's theirs, not ours".
  "@budget/@budgets/@{money} ,? @but/@and? @that/@it/@which/@this @is/@was/@are @theirs/@their-own/@not-ours/@not-our-own/@not-for-us",
  // "… with a big budget behind it": told of a rollout somebody made, not of one to come.
  "@with @a/@an/@the *1 @budget/@budgets @behind @it/@them/@that",
  // A budget of a project long gone: "we had a 20k budget then and it got scrapped". The money right
  // before "then" (salesfix2): "we had £25k approved since then and are ready" is today's budget.
  "@had/@spent/@held ** @{money}/@{num}/@k/@grand/@budget/@budgets @then/@back-then/@at-the-time $/@and/@but/@so/@before"
]
