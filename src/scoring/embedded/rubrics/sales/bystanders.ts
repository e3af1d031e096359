// Words about someone other than the buyer's own say or trouble (void patterns, see
// ../../text/cues.ts): a titled colleague who is only told, shown or copied in, the buyer's bank
// or card issuer clearing a payment, and the sender's guess about the vendor ("you must be busy").
// A bare title reads as authority on its own (0.55) and near an example by likeness; told as the
// one who gets the message, it names nobody's decision (decisions §11 keeps someone else's words
// theirs). A decision word beside it ("she signs off") still reads: only the title is hidden.
import { TITLES } from "./otherTopics.js"

/** Handing the message on: looping in, copying, forwarding, showing. */
const HANDED_TO = "loop/looping/looped/cc/ccing/copy/copying/forward/forwarding/forwarded/share/sharing/show/showing/pass/passing/introduce/introducing/add/adding/added/include/including/included"
/** Told as copied in: "our COO is copied here", "the owner is cc'd". */
const ON_COPY = "copied/cc/ccd/cced/included/looped/added/on-copy/in-copy/in-the-loop"
/** What a titled colleague does that decides nothing: a wish to see, a remark, a tip. */
const REMARKED = "mentioned/recommended/suggested/told/heard/saw/spotted/noticed/found/forwarded/likes/liked/loves/loved/read/asked"
const WISH_TO_SEE = "see/read/look/hear/meet/watch/chat/talk/know"
/** Taking part in a call or a demo: "will join", "will be at the demo". */
const TAKING_PART = "join/joining/attend/attending/at/on-the-call/on-the-demo/on-the-thread/dialling-in/dialing-in/sitting-in/sit-in/dial-in/using/uses/used/tried"
/** Curious or pleased, which decides nothing ("happy to sign" does: "happy" is left out). */
const CURIOUS = "interested/curious/intrigued/impressed/aware/excited/wondering/asking/asked/copied"

/** A title told only as someone the message reaches, or as a wish or a remark of theirs. */
export const TITLE_ONLY_TOLD: ReadonlyArray<string> = [
  // "I'll loop in the VP", "could you cc our COO", "forward this to the owner", "share it with our CEO".
  // A name may come first: "looping in Dana, our VP of Finance"; a word may stand before the
  // title, hidden with it: "our managing director", "the finance director".
  // The title must be who receives it ("in", "to", "with", a comma): "adding context from our
  // CEO below" passes on the CEO's own words, which may well decide.
  `${HANDED_TO} the/our/my [*1] [${TITLES}/boss] | ${HANDED_TO} ** in/to/with/on/, * the/our/my [*1] [${TITLES}/boss]`,
  `our/the/my [*1] [${TITLES}] *1 *1 is/are/was/were/has-been/have-been/been * ${ON_COPY}`,
  // "our CFO will want to see it", "the owner would like to meet you" ("…, then she signs" still reads).
  `our/the/my [*1] [${TITLES}] will/would/may/might/probably? * want/wants/like/likes/love/loves * to ${WISH_TO_SEE}`,
  // "the head of IT mentioned your tool", "our COO recommended you".
  `our/the/my [*1] [${TITLES}] *1 *1 ${REMARKED}`,
  // A titled colleague taking part, curious or asking, not deciding: "our CEO will join the call",
  // "the owner is interested in the premium plan", "our CTO has questions about the API".
  `our/the/my [*1] [${TITLES}] *1 *1 will/would/is/are/was/can/may/might/should * be? * ${TAKING_PART}`,
  `our/the/my [*1] [${TITLES}] *1 *1 is/are/was/were/seems/seemed * very/really/quite/also/definitely? * ${CURIOUS}`,
  `our/the/my [*1] [${TITLES}] *1 *1 has/have/had/will-have/may-have * some/a-few/a-couple-of/few/more/two/three? * questions/question/concerns/doubts`,
  // The sender's own title played down: "I'm only the office manager" says who they are not.
  `[i] [am] only/just/merely the/a/an * [manager/${TITLES}]`,
  // A title not yet in post: "our new director starts in March".
  `new/incoming [${TITLES}] *1 starts/starting/joins/joining/arrives/arriving/begins/comes/coming`,
  // The buyer's bank or card issuer clearing a payment is no decider: "my bank has to approve the transfer".
  "my/our/the [bank/lender/card-issuer/card-company/card-provider/building-society/credit-union] ** [approve/approves/approval/authorise/authorize/authorises/authorizes/sign-off/signs-off/clear/clears/release/releases]"
]

/**
 * The sender's guess about the vendor's day, not a requirement or a problem of theirs: "you must
 * be busy", "you must get this all the time", "you must have loads of clients asking". "You must
 * have SSO" stays a criterion: only busy-states and a flood of the vendor's own work are hidden.
 */
export const ADDRESSEE_GUESS =
  "[you] [must] [be] * [busy/swamped/slammed/inundated/flooded/snowed-under/flat-out/run-off-your-feet/rushed/overwhelmed/drowning/buried/stretched] | [you] [must] [get/hear/have] * this/that/lots/loads/plenty/tons/so-many/a-lot * of? * questions/question/clients/customers/people/requests/emails/messages/enquiries/inquiries/all-the-time/a-lot/often"

/**
 * Fixing offered or thanked for, not a problem stated: "I appreciate you sorting this out",
 * "thanks for fixing that", "happy to sort it out this week", "I'll fix that on our side". The
 * problem itself, told beside it ("the rota eats my Monday"), still reads.
 */
export const FIX_OFFERED =
  "[you/thanks/thank/cheers/ta/kudos/appreciate/appreciated/grateful] ** [fixing/sorting/solving/tackling/handling] that/this/it/things/everything | [i/we] [will/can/could/shall/am-happy/are-happy] * [fix/sort/solve/tackle/fixing/sorting] that/this/it/things/everything | [happy/glad/keen/willing] to * [fix/sort/solve/tackle] that/this/it/things/everything"
