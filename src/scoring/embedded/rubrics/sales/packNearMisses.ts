// Near misses of the packs' topic words found on messages of our own (packpara,
// test/scoring/embedded/packPara2Cases.ts): the words are there, the signal is not. `elsewhere`
// patterns (../../text/cues.ts): the bracketed words are hidden from the cues, and the
// sentence's likeness counts as a near miss at most. Imports nothing, so any pack file may use it.

/** A title told away ("our CFO is on maternity leave until June"): no one named who holds the money. */
export const TITLE_AWAY = "[cfo/ceo/coo/owner/founder/president/director/boss/treasurer/chairman/chairwoman/chair] is/are/was/were * away/off/on-holiday/on-leave/out-of-office/on-maternity-leave/on-paternity-leave/travelling/traveling/ill/sick/abroad"

/** Money once set aside and since spent ("we had money set aside last year but it was spent on the refit"). */
export const MONEY_SPENT_SINCE =
  "[budget/funds/funding/money] * [aside/allocated/earmarked/set] ** but * it/that/they/all * was/were/went/got/has-been * spent/used/gone/on/swallowed/eaten"

/** What someone used to sign ("my old boss used to sign off everything like this"): no say held today. */
export const USED_TO_SIGN = "used to [sign/approve/decide/authorise/authorize] [off]?"

/** Who is asked whether it saves: the vendor, the product ("can you …", "would it …", "could your app …"). */
const ASKER = "@can/@could/@would/@will/@does/@do/@might @you/@it/@this/@that/@your/@they *"
const SAVING_VERB = "@save/@saves/@free/@cut/@cuts/@reduce/@shave/@trim/@halve"

/**
 * A bare saving asked of the vendor (round triold): "can you save us about 20 minutes?", "could
 * your scheduling cut an hour a day?", "how much would it save?". A figure the writer asks for is
 * no metric they state; the whole question is hidden, so its figure reads no time cue either
 * (`elsewhere` for MEDDIC metrics). Only a figure right after the verb (salesfix2): "would it cut
 * our close from 10 days to 3?", "cut the 15 hours our team spends" state the writer's own figure.
 */
export const ASKS_SAVING =
  `${ASKER} ${SAVING_VERB} @up? @us/@me/@them? @about/@around/@roughly/@some/@maybe/@up-to/@over/@nearly/@almost/@close-to/@at-least? @{num}/@{money}/@a/@an/@half/@several/@few/@couple ** ** ?$ | ` +
  `${ASKER} ${SAVING_VERB} @up? @us/@me/@them? @anything/@much/@money/@time? ?$`

/**
 * Whether it would help, asked ("would it save us time?"): no consequence told, the helping verb is
 * hidden; with a bare figure asked for, the whole question (ASKS_SAVING). One pattern for SPICED
 * impact, as the two ask the same thing (salesfix2).
 */
export const ASKS_WOULD_HELP = `@would/@will/@could/@does/@can @it/@this/@that/@your * [@save/@free/@cut/@reduce/@help/@mean/@give/@let] ** ?$ | ${ASKS_SAVING}`

/**
 * A part of the screen gone ("we lost the bookings page", "lost the export button"): no customer,
 * money or time lost. Only "lost" is hidden (`elsewhere` for SPICED impact and the packs' pain).
 */
export const SCREEN_PART_LOST =
  "[@lost/@lose/@losing/@loses] @the/@our/@my/@its/@that/@this/@their * @page/@pages/@tab/@tabs/@button/@buttons/@screen/@menu/@link/@links/@icon/@icons/@view/@section/@widget/@column/@shortcut/@toolbar/@sidebar $/@after/@since/@from/@in/@when"
