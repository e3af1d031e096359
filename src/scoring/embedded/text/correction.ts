// A customer's reply that takes back part of what they first reported ("actually it's only my
// login", "oh it's just the colours", "no, just me" to "is it everyone?", "the web version works,
// we'll use that for now" or "ok that works for now" to a way round offered, "no, whenever, it's only
// cosmetic" to "is there a deadline?" (round sev)): the fault is the one now told, not the first alarm. A
// reply that adds a point ("also", "one more thing") corrects nothing, and neither does a first
// message: there is nothing before it to take back.
import { isCustomer } from "../../../domain/roles.js"
import type { Message } from "../../../domain/types.js"
import { proposesOwnStep } from "./proposedFix.js"

/** Words that take back or narrow what was said before. */
const TAKES_BACK =
  /\b(actually|turns out|turned out|it seems|seems to be|false alarm|my (bad|mistake)|on (a )?closer look|looking (again|closer)|scratch that|sorry,? (i|it) was)\b|^\W*((oh|ah|hm+|ok|okay|wait|no|nope|sorry)\W+){0,2}(it('|’)?s|it is|that('|’)?s|that is|it was) (only|just)\b|^\W*(no|nope|nah)\W+(just|only)\b|^\W*(just|only) (me|mine|my|him|her|one|the one|this one|that one)\b|\b(we|i)('|’)?ll (just )?use (that|this|it|the \w+( \w+)?) (for now|meanwhile|in the meantime|instead|until)\b|\b(looked|checked|checking) (again|properly|closer)\b|\bhaving (looked|checked)\b|\b(it('|’)?s|it is|that('|’)?s|that is) (only|just|purely|mostly) (cosmetic|visual)\b|\b(that|this|it)( works| will do|('|’)ll do) for now\b/i
/**
 * A reply that narrows the first alarm in other words: most of it works again ("three of the four
 * are working again", "it loads again, just slowly"), the work itself going again ("we're taking
 * cards again", "orders are flowing again") or the thing back ("it's back up"), one kind named as the one hit ("just the
 * guest one"), or told in other words (triage7): "the one over the door works now", "four of the
 * five came back", "it's Kemal's handset", "it's one employee whose …". What is still wrong is read from it; a reply that only tells something fine is not
 * one (measured: it moved triage values in long chats).
 */
const NARROWS =
  /\b(works?|working|loads?|loading|connects?|connecting|runs?|running|prints?|printing|syncs?|syncing|back up|up|back online|online|(?:taking|accepting|processing|scanning|selling|sending|receiving) \w+|processing|scanning|flowing|going through|coming through|coming in|responding|updating|saving|opening) again\b|\b(is|are|was|were|'s|’s|'re|’re) (now )?back (up|online|to normal)\b|\bup and running\b|^\W*((oh|ah|ok|okay|no|nope)\W+)?(just|only) the \w+( \w+)? ones?\b|\b(fine|ok|okay) again\b|\b(the|that|this)( \w+){0,3} one\b[^.!?]{0,40}\b(works|prints|loads|connects|is working|is fine|is ok|is okay|came back|is back)\b|\b\w+ of the \w+( \w+)? (came back|have come back|are (fine|ok|okay|working|back))\b|\b(it('|’)?s|it is) (just |only )?(\w+('s|’s)|his|her) (handset|phone|laptop|tablet|account|device|machine|computer|login|pc|till|terminal|van|printer|screen)\b|\b(it('|’)?s|it is) (just |only )?one \w+ (whose|who|that)\b/i
/**
 * Words just before "… again" that make it a retry or the fault back ("I tried printing again",
 * "now it's not connecting again"): no recovery told.
 */
const RETRY_OR_FAULT = /(?:\b(?:tried|try|trying|retried|not|never|stopped|keeps?|kept)|n['’]t)\s+(?:\w+\s+)?$/i
const narrows = (text: string): boolean => {
  const m = NARROWS.exec(text)
  return m !== null && !RETRY_OR_FAULT.test(text.slice(0, m.index))
}
/**
 * Words that widen the first report ("actually it's all 40 stores, not just mine"): an "actually"
 * there tells more are hit, it takes nothing back.
 */
const WIDENS = /\bnot (just|only) (me|mine|my|us|ours|our|this|here)\b|\ball (of )?(the |our )?\d+ \w+|\b(it('|’)?s|it is) (all|every)\b/i
/**
 * "It's all fine now", "all 20 others work": the widening words there tell the fault gone or
 * confined, so they do not stop the reply from correcting.
 */
const ALL_WELL = /\b(all (fine|good|ok|okay|sorted|working)|fine now|works? (fine|now)|working (fine|now)|(others?|rest) (are |is )?(all )?(fine|ok|okay|working|work))\b/i
/** Words that add a new point rather than correct the old one. */
const ADDS_POINT = /\b(also|another|one more|as well|second(ly)?|besides|in addition|and now|worse|even more)\b/i

/** Whether message i is the customer's answer to the agent, after a report of their own earlier in the call. */
const repliesAfterReport = (input: ReadonlyArray<Message>, i: number): boolean =>
  i > 0 && isCustomer(input[i]!) && !isCustomer(input[i - 1]!) && input.slice(0, i - 1).some(isCustomer)

/** Indexes of customer messages that answer the agent and take back part of the first report. */
export const correctionTurns = (input: ReadonlyArray<Message>): ReadonlyArray<number> =>
  input.flatMap((m, i) =>
    repliesAfterReport(input, i) && (TAKES_BACK.test(m.content) || narrows(m.content)) && !ADDS_POINT.test(m.content) && (!WIDENS.test(m.content) || ALL_WELL.test(m.content)) ? [i] : []
  )

/**
 * A reply telling the fault gone ("all fine now", "works now", "that fixed it", "all sorted"):
 * read with OWN_CAUSE, the fault was never the service's (round rev9).
 */
const GONE =
  /\b(all (fine|good|ok|okay|sorted|working|back)|(works?|working|fine|sorted|fixed|solved|resolved|ok|okay|good) now|that (fixed|sorted|solved|did) it|fixed it|sorted it|(everything|it|all)(('|’)s| is) (working|fine|ok|okay|good|back)|false alarm|no (longer|more) (a )?(problem|issue)|(works?|working|running|loading|syncing|printing|sending) again|back (up|online|to normal))\b/i
/**
 * The cause told as the sender's own: their VPN, browser, cable or router, their mistake. "The"
 * only for what sits at the sender's desk ("it was the plug"): "it was the network" or "the server"
 * may be the vendor's, told after it owned an outage. A fault the vendor mended ("we rolled back
 * the release" … "payments are going through again") was the service's, and its severity stands.
 */
const OWN_CAUSE =
  /\b((it|that) (was|is)|it('|’)s|was) (just |only |simply )?((my|our) (own )?(vpn|browser|cache|cookies|router|wi-?fi|internet|broadband|connection|network|plug|cable|socket|laptop|computer|pc|phone|firewall|ad ?blocker|settings|password|caps lock|keyboard|mouse|battery|charger|printer cable)|the (plug|cable|socket|caps lock|keyboard|mouse|battery|charger|printer cable|browser|cache|cookies|ad ?blocker))\b|\b(my|our) (own )?(bad|mistake|fault|error)\b|\bfalse alarm\b|\buser error\b|\b(i|we) (had|left) (it|the \w+) (unplugged|switched off|turned off|off)\b/i
/**
 * Words telling something wrong ("won't connect", "the rest of the team", "shows an error"); "not
 * sure why" tells doubt about the cause, nothing wrong.
 */
const WRONG_WORDS = String.raw`(?:\b(?:not(?! sure| certain)|never|no longer|cannot|down|broken|fail\w*|error\w*|stuck|crash\w*|frozen|wrong|missing|others?|everyone else|(?:the )?rest\b)\b|n['’]t\b)`
/** Thanks or an apology: what a contrast word most often opens when nothing is still wrong. */
const COURTESY = String.raw`(?:(?:many|big|huge|again|i|we|do)\s+){0,2}(?:thanks|thank|thx|cheers|sorry|apologies|appreciate|appreciated|grateful|ta)\b`
/**
 * A "but" that opens more of its sentence keeps the first alarm unless thanks or an apology follow
 * it ("all fine now, but thanks for the quick reply"): what else it adds is most often something
 * still wrong, told in any words ("but the invoices page is blank"). The softer "though",
 * "although" and "however" often concede ("although it took us a while to spot"), so they keep it
 * only with something wrong after them in the sentence ("however two colleagues can't log in") or,
 * ending the sentence, before them ("the exports are missing though").
 */
const CONTRAST_STILL_WRONG = new RegExp(
  [
    String.raw`\bbut\b,?[^\S\n]+(?!${COURTESY})[a-z0-9]`,
    String.raw`\b(?:though|although|however)\b(?=[^.!?\n]*${WRONG_WORDS})`,
    String.raw`${WRONG_WORDS}[^.!?\n]*\b(?:though|however)\W*?(?:[.!?\n]|$)`
  ].join("|"),
  "i"
)
/** Something still wrong beside it ("fine for me, but the team still can't", "now it's down again"). */
const STILL_WRONG = /\b(still|except|apart from|only for me|just for me|not for|(down|broken|failing|failed|stopped|crashed|gone|off|out|stuck) again|(not|never) \w+ again)\b|n['’]t \w+ again\b/i

/** The sender blaming the vendor's side: "what went wrong on your end?". */
const VENDOR_BLAMED = /\byour (side|end|servers?|system)\b/i

/**
 * Indexes of customer replies to the agent, after an earlier report, that tell the fault their own
 * and gone, and nothing still wrong: by naming their own cause, or by a bare "works now" answering
 * the agent's step for them to take (proposedFix.ts), the turn just before.
 */
export const resolvedTurns = (input: ReadonlyArray<Message>): ReadonlyArray<number> =>
  input.flatMap((m, i) =>
    repliesAfterReport(input, i) &&
    GONE.test(m.content) &&
    (OWN_CAUSE.test(m.content) || (proposesOwnStep(input[i - 1]!.content) && !VENDOR_BLAMED.test(m.content))) &&
    !STILL_WRONG.test(m.content) &&
    !CONTRAST_STILL_WRONG.test(m.content)
      ? [i]
      : []
  )
