// not_interested cues for a decline told by where the business goes instead: another provider
// chosen, the current one kept, the job done in-house, or bought elsewhere already.
import type { Rubric } from "../types.js"

/** Whom a business keeps instead of the vendor: "our current bookkeeper", "our existing insurer". */
const KEPT_PROVIDERS =
  "bookkeeper/accountant/agency/firm/supplier/provider/vendor/system/tool/setup/contractor/company/cleaner/installer/caterer/people/service/software/app/platform/partner/broker/bank/printer/developer/designer/insurer/lender/landlord/host/carrier/courier/operator"

export const GONE_ELSEWHERE_CUES: Rubric["cues"] = [
  // One of their own already doing it, told as the answer: "we already have a supplier for this",
  // "thanks, we already use a cleaner, cheers". Not "we already have an account for tracking leave".
  [`already have/use/got/using a/an/another/our * ${KEPT_PROVIDERS} for this/that/it/these/those $ | already have/use/got/using a/an/another/our * ${KEPT_PROVIDERS} ,? thanks/thank/cheers`, 0.8],
  // The buyer's side that went elsewhere, told without the provider: "the team went another way".
  // A bare "go" only when chosen: "we had to go a different way" is a detour.
  ["@we/@team/@they/@board/@committee/@management/@i * went/gone/going @another/@a-different @way/@route $ | @decided/@decide/@chose/@chosen/@opted/@prefer @to @go @another/@a-different @way/@route $", 0.8],
  // No need, with what they use instead: "we don't need it, we have a spreadsheet that works".
  ["do not !need/!want/!require !it/!this/!that/!one/!them ,/;/. @we/@i @already? @have/@use/@got/@run", 0.8],
  ["went/gone/going/signed/decided/chose/chosen/sticking/staying/switched/moved/sorted/settled/covered * with/to * another/other/different/rival/competing/competitor/competitors/provider/vendor/company", 0.85],
  ["signed with another", 0.85],
  // Declining by staying put or by asking for nothing more, with no "not interested" said.
  ["continue/continuing/stay/staying/stick/sticking/remain/remaining * with * our/the * current/present/existing/incumbent * supplier/provider/vendor/system/tool/solution/partner/setup", 0.85],
  // Keeping whoever they have: "we're going to keep using our current bookkeeper".
  [`keep/keeping/continue/continuing/stick/sticking * using/with * our/the * current/existing/present/usual/regular/own * ${KEPT_PROVIDERS}`, 0.8],
  // Already covered on that point: "we're all sorted on that front".
  ["sorted/covered ** on/for that/this front", 0.75],
  // Back with whoever they used before: "decided to run the trip with the coach firm we used last year".
  ["decided/decide/chose/going/opted/will ** with/through * the/a/our * firm/company/provider/supplier/agency/operator/contractor/people/team/one * we/they * used/use/had/have/know/normally/usually/always", 0.8],
  // Another firm chosen, told without "another provider": "we've gone with a local firm".
  // Told as done, or as another firm: not "we need to choose a supplier by June" (still buying).
  ["gone/went/chose/chosen/choosed/picked/selected/opted * with/for? * a/an/another/other/different ** firm/company/provider/supplier/vendor/agency/partner/contractor/competitor/option/solution/alternative/tool/product/system/platform/quote/quotation/offer/bid | choose/go/going * with/for? * another/other/different *1 firm/company/provider/supplier/vendor/agency/partner/contractor/competitor/option/solution/alternative/tool/product/system/platform/quote/quotation/offer/bid", 0.8],
  // The same told as a decision, a firm named: "we've decided to go with a local firm" (not a plan of theirs).
  // The firm within a few words of "a": "a bigger package from your company" is the vendor's offer.
  ["decided/chose/opted/agreed @to @go @with/@for @a/@an * firm/company/provider/supplier/vendor/agency/partner/contractor/competitor/installer/builder/consultancy/studio/practice", 0.8],
  // Covered without them, or left there: "we've got this covered internally", "so we'll leave it".
  ["covered internally/in-house/ourselves | already * got/have * it/this/that/everything * covered", 0.8],
  // Keeping the old way by choice: "we've decided to keep doing it by hand".
  ["decided/decide/going/will/prefer/rather/choose/chosen/opted * to? * keep/stick/stay/carry/continue ** by-hand/manually/ourselves/in-house/on-paper/the-old-way/as-is/as-we-are", 0.8],
  ["going/decided/decide/will/gonna/chose/chosen/opted/choose/prefer * to? * stay/stick/remain * with", 0.8],
  ["will/going/gonna/decided * be? * staying/sticking/remaining * with * what/our/current/existing/present/incumbent/them/spreadsheets/paper", 0.8],
  // Renewing or staying with whoever they have: "opted to renew with our existing insurer".
  // Who they keep, not what ("we'll stay with the current layout until …" is no decline).
  [`@renew/@renewing/@stay/@staying/@stick/@sticking/@remain/@remaining @with @our/@the @existing/@current/@present/@incumbent/@usual @${KEPT_PROVIDERS.replaceAll("/", "/@")}`, 0.8],
  // Bought already, somewhere else: "they've already bought one from a local dealer", "found a cheaper option elsewhere".
  ["@already * @bought/@purchased/@ordered/@sourced/@got/@found * @one/@it/@this/@that/@them/@something * @from/@at @a/@an/@another/@someone/@somebody | @already * @bought/@purchased/@ordered/@sourced/@got/@found * @one/@it/@this/@that/@them/@something * @elsewhere/@locally", 0.8],
  ["@found/@got/@sourced/@chosen/@picked * @option/@alternative/@supplier/@provider/@deal/@quote/@solution/@company/@firm/@vendor/@product/@one/@someone/@somebody * @elsewhere", 0.8],
  ["happy/content/satisfied/fine * with * current/existing/present/incumbent/what-we-have/what-we-use/what-we-have-got/our-own", 0.8],
  ["gone/going/go/went/headed/heading * in * another/different/other * direction", 0.85],
  ["already * have/use/got/using * tool/system/solution/provider/supplier/vendor/platform/software/app * that/which * does/covers/handles/do/cover/handle * this/that/it/everything/the-same/the-job", 0.8],
  // Keeping things as they are, or doing it themselves: "we'll be keeping things as they are",
  // "we've opted to build this ourselves".
  ["will/going/decided/decide/prefer/rather/opted/chosen/chose/plan/planning * to? * keep/keeping/leave/leaving * things/everything/it/this * as-they-are/as-it-is/the-way-they-are/the-way-it-is/unchanged/as-is", 0.8],
  ["decided/decide/opted/chosen/chose/going/plan/planning/will * to? * build/develop/make/handle/do/run/manage/write * it/this/that/something/our-own * ourselves/in-house/internally", 0.8],
  // Held off for good, or someone else found: "we're going to hold off on this indefinitely",
  // "we've found someone local who can do it for less".
  ["hold/holding/put/putting * off/on-hold ** indefinitely/permanently/for-good/until-further-notice", 0.8],
  ["found/got/hired/booked/chosen/using/signed/gone/went/chose/picked/opted * someone/somebody/a-company/a-firm/another ** else/local/cheaper/nearer/closer/in-house $/who/to/for/that/which/and/but/so/instead/now/already/nearer/closer/cheaper", 0.8],
  ["@found ** @for @less/@cheaper", 0.75],
  // The business taken elsewhere: "we have moved our catering to a supplier closer to us".
  ["moved/taken/took/switched/transferred/gone * our/the/my * business/account/catering/orders/work/contract * to/elsewhere ** supplier/provider/vendor/firm/agency/contractor/company/someone/elsewhere", 0.8],
  // Someone already doing it for them, told plainly: "already have someone for it".
  ["already have/got someone/somebody/a-guy/a-company/a-firm/people for it/this/that/the/our/$", 0.8],
  // Content as they are, carrying on as now, no change planned: "thanks, but we're happy as we are",
  // "we'll carry on doing it the way we do now", "we have no plans to change anything".
  ["happy/fine/content/good/okay as we/things are/is $", 0.8],
  ["keep/carry/continue *1 doing * it/things * the-way-we/as-we/as-now/like-we/as-before", 0.8],
  ["no !plans !to !change/!switch/!move ** !anything/!provider/!providers/!supplier/!suppliers/!system/!systems/!vendor/!vendors/!tools $", 0.75],
  // Not switching, what they have doing well enough: "we're not switching, sorry", "our current
  // tool is fine". Told as the clause's end: "not switching plans, just adding seats" asks for more.
  // Their own current one only: "the old system works fine, the new one won't load" reports a fault.
  ["@we/@i @are/@am/@will not @be? !switching/!changing $", 0.8],
  [`@our current/existing/present ${KEPT_PROVIDERS} *1 is/are/does fine/ok/okay/enough/good-enough/the-job $`, 0.75],
]

// Someone on the buyer's side, not the writer: "my co-founder", "our head of ops", "my old boss".
const OTHERS =
  "@partner/@co-founder/@cofounder/@colleague/@boss/@manager/@director/@lead/@head/@predecessor/@husband/@wife/@dad/@mum/@mother/@father/@owner/@ceo/@cfo/@coo/@founder/@chair"
// The writer's own want after the contrast: "but I'd like a quote", "however we want it", "but I'm
// keen". A want, not any verb: "but I do appreciate you reaching out" still declines. "Our team" is
// the writer's own side, so it is no other person (salesfix, 11-29).
const OWN_WANT =
  "@i/@we @personally? @still/@really/@definitely/@do/@would/@am/@are? @still/@really/@definitely/@do/@would/@am/@are? @want/@like/@love/@keen/@interested/@need/@book/@try/@buy/@order/@price/@quote/@to-book/@to-try/@to-buy"
// "but I am" told alone: "my colleague isn't interested but I am: what does it cost?"
const OWN_AM = "@i/@we @am/@are $/@so/@and"

/**
 * Another person's lack of interest set against the writer's own want is no decline from the
 * writer: "my partner wasn't interested, but I'd like a price". The "but" has to lead to the
 * writer wanting something, so "my boss isn't interested, but thanks anyway" still declines.
 */
export const OTHERS_NO_VOIDS: ReadonlyArray<string> = [
  `@my/@our *1 ${OTHERS} ** ** [!interested/!interest] ** ,/;? @but/@however/@though ,? ${OWN_WANT}`,
  `@my/@our *1 ${OTHERS} ** ** [!interested/!interest] ** ,/;? @but/@however/@though ,? ${OWN_AM}`
]

/** The same with the writer's want in the next sentence: "my boss isn't interested, but it isn't her call. I'd like …". */
export const OTHERS_NO_NEXT_VOIDS: ReadonlyArray<string> = [
  `@my/@our *1 ${OTHERS} ** ** [!interested/!interest] ** ,/;? @but/@however/@though ** ./! ${OWN_WANT}`,
  `@my/@our *1 ${OTHERS} ** ** [!interested/!interest] ** ./! ${OWN_WANT} ** ** @though/@anyway/@myself`
]
