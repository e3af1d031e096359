// Urgency words that describe rather than ask (rubrics/types.ts `voids`): "immediately" after a
// failing verb tells how the fault looks, an "urgent" in the past or on a label tells what was
// or what a tool wrote, and a fix "this morning" tells when it was solved. Shared by triage's
// severity and time sensitivity and by the urgency intent. Each hides only its marked urgency
// word ("[...]"), never the fault beside it. See ../text/cues.ts for the syntax.

/** Verbs of a failure that "immediately" can follow ("the app quits immediately"). */
const FAILS =
  "@crash/@crashes/@crashed/@crashing/@close/@closes/@closed/@closing/@quit/@quits/@shuts/@shut/@freezes/@froze/@fail/@fails/@failed/@failing/@expire/@expires/@expired/@disappear/@disappears/@disappeared/@vanish/@vanishes/@vanished/@logs/@logged/@kicks/@kicked/@bounces/@bounced/@errors/@errored/@drops/@dropped/@disconnects/@disconnected/@stops/@stopped/@reverts/@reverted/@resets/@redirects/@redirected/@throws/@threw/@hangs/@hung/@dies/@died/@rejects/@rejected/@declines/@declined/@times"

/** Verbs of ordinary behaviour told in the third person or the past ("it reacts immediately"): a description, not a request. */
const BEHAVES =
  "@reacts/@reacted/@responds/@responded/@loads/@loaded/@opens/@opened/@updates/@updated/@syncs/@synced/@appears/@appeared/@shows/@showed/@arrives/@arrived/@works/@worked/@starts/@started/@happens/@happened/@connects/@connected/@prints/@printed/@charges/@charged/@refreshes/@refreshed"

/** How soon, as these patterns read it. */
const AT_ONCE = "@immediately/@instantly/@straight-away/@right-away"

/** What may stand between the failing verb and "immediately": whom it hits, and its particle ("logs me out"). */
const WHOM = "@me/@us/@you/@him/@her/@them/@it/@everyone/@everybody/@people/@users?"
const PARTICLE = "@out/@off/@down/@up/@again/@back/@over?"

export const DESCRIBED_NOT_URGENT: ReadonlyArray<string> = [
  // How the fault looks: "it quits immediately", "logs me out immediately", "immediately after login";
  // not a request after it ("declined, so fix it immediately").
  `${FAILS} ${WHOM} ${PARTICLE} [${AT_ONCE}]`,
  `[${AT_ONCE}] @after/@on/@upon`,
  `${BEHAVES} ${WHOM} ${PARTICLE} [${AT_ONCE}]`,
  // How a process behaves, asked or told: "changes are applied immediately", "the refund shows up straight away".
  `@is/@are/@be/@get/@gets/@got/@was/@were @applied/@updated/@shown/@sent/@saved/@synced/@charged/@reflected/@processed/@published/@refunded/@billed/@deducted/@visible/@available/@live/@active * @up? [${AT_ONCE}]`,
  `@take/@takes/@took/@taking @effect [${AT_ONCE}]`,
  // Someone else's past need, told as the story of the fault: "a colleague urgently needed the file".
  "@colleague/@colleagues/@client/@clients/@customer/@customers/@someone/@somebody/@he/@she/@manager/@boss/@patient/@guest/@member/@partner * [@urgently] @needed/@wanted/@required/@asked/@requested/@called/@rang/@phoned",
  // An urgency that was, or that a tool or a person wrote on it.
  "@was/@were/@had/@been * @an? [@urgent/@urgently/@critical/@emergency]",
  "@marked/@flagged/@tagged/@tags/@tag/@flags/@labelled/@labeled/@labels/@set/@sent * @as? [@urgent/@critical/@emergency/@high-priority]",
  // "Whenever" before its subject is "each time", not "whenever you get a chance".
  "[@whenever] @i/@we/@it/@they/@he/@she/@the/@a/@an/@my/@our/@someone/@anyone/@somebody/@anybody/@users/@customers/@staff",
  // A fault solved at a time: the time tells when it was fixed, not when help is needed.
  // Said of someone who did it ("the team fixed it", "it was resolved"), not asked for ("we need it fixed today").
  "@we/@they/@he/@she/@i/@team/@engineer/@engineers/@technician/@colleague/@colleagues/@admin/@support/@someone/@somebody/@was/@were/@got/@been/@has/@have/@had/@finally/@already @fixed/@resolved/@sorted/@solved/@restored/@cleared/@recovered * [@this-morning/@today/@yesterday/@last-night/@earlier/@tonight]"
]
