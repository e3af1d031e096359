// MEDDIC's decision fields (meddic.ts): what the buyer will judge a solution by, and the steps
// and people a purchase goes through before it is signed.
import { CRITERIA_OTHER_WORDS, PROCESS_OTHER_WORDS } from "./otherWords.js"
import type { Rubric } from "../types.js"
import { PROMISED_BEFORE, TALK_TO_SOMEONE, TOPIC_STEP } from "./notTheirs.js"
import { CRITERIA_PLAIN, PROCESS_PLAIN } from "./paraphrase.js"
import { CRITERIA_SHAPE, OPERATION_PROCESS, PROCESS_SHAPE } from "./structural.js"
import { MONEY_WORK_STEP, PROCESS_LISTED } from "./meddicIndirect.js"
import { CRITERIA_SPOKEN, PROCESS_SPOKEN, QUOTES_PAST } from "./spokenPlain.js"
import { anyMod, PEOPLE_ANSWERS, WHEN_ANSWERS } from "./answerWords.js"
import { ASKS_VENDOR } from "./otherTopics.js"
import { ADDRESSEE_GUESS } from "./bystanders.js"
import { CRITERIA_DECIDE } from "./champAuthPlain.js"
import { CRITERIA_WINS, PROCESS_COMPARES } from "./heldAndTied.js"

export const DECISION_CRITERIA: Rubric = {
  titlesUnread: true,
  positive: [
    "it must integrate with our CRM",
    "single sign-on is a must-have",
    "regulatory compliance is required",
    "our requirements are uptime, support and price",
    "the deciding factor will be ease of use",
    "price will be the main factor in the choice",
    "it needs to run on our existing hardware",
    "security certification is non-negotiable"
  ],
  denial: ["we don't have any specific requirements"],
  negative: [],
  cues: [
    ...CRITERIA_OTHER_WORDS,
    ["must-have/must-haves/must-support/must-integrate/must-work/must-be/must-include/must-offer", 0.85],
    ["non-negotiable/nonnegotiable/deal-breaker/dealbreaker/requirement/requirements/criteria/criterion/prerequisite", 0.85],
    // A deal-breaker is told as a condition: "if it doesn't sync with X, it's a non-starter".
    ["@non-starter/@nonstarter/@no-go/@show-stopper/@showstopper/@deal-breaker/@dealbreaker/@walk-away", 0.8],
    // A deal-breaker is a condition's outcome ("if it can't talk to our shop, it's a no from us"); a
    // plain "it's a no from us" declines the purchase and names no criterion.
    ["@if/@unless/@without/@anything/@any ** ,? ** @a @no @from @us/@me/@our", 0.8],
    ["needs/need/has/have/got to * support/integrate/work/connect/sync/comply/be-compliant/handle/include/offer/run/play/fit/talk/plug/meet/satisfy/pass", 0.75],
    ["matters/matter/counts/count * more/most * to/for * us/me/the-team", 0.8],
    ["a/an/absolute must | must for * us/me/our", 0.8],
    ["top/first/high * of/on * our/the/my * list * is/are", 0.8],
    ["deciding/decisive/key/main/biggest/big/most-important * factor/factors/thing/things/ones/criteria/priority/consideration", 0.8],
    ["most important * is/for", 0.7],
    ["cheapest/lowest/best price/value * wins/win/gets", 0.85],
    ["whichever/whoever/lowest/cheapest * price/bid/offer/quote * wins/win/gets", 0.8],
    ["evaluate/evaluating/compare/comparing/judge/judging/choose/choosing/decide/deciding/pick/picking/select/selecting * on/based-on/by", 0.7],
    ["integration/integrations/integrate/sso/single-sign-on/hipaa/gdpr/soc/iso/compliance/compliant/encryption/audit-logs/uptime/api/security/permissions/role-based", 0.55],
    ["looking for * that/which/with * supports/integrates/offers/has", 0.7],
    ["native connector/integration", 0.75],
    ...CRITERIA_PLAIN,
    ...CRITERIA_SHAPE,
    ...CRITERIA_SPOKEN,
    ...CRITERIA_DECIDE,
    ...CRITERIA_WINS
  ],
  // A criterion's topic word naming a step, a team or a building's guards rather than a quality
  // asked of the product: "next is a security review", "security at our depots is contracted out".
  elsewhere: [
    ASKS_VENDOR,
    // The sender's guess about the vendor's day: "you must be busy" asks nothing of the product.
    ADDRESSEE_GUESS,
    "[security/compliance/legal/gdpr] review/reviews/check/checks/sign-off/signoff/assessment/vetting/questionnaire/team/department/dept/officer/lead/guard/guards/staff/contractor/contractors/company/firm/patrol/patrols/cameras/camera/alarm/alarms/training/course/courses/refresher/certificate",
    // Criteria of something other than the purchase: whom to hire, who wins an award, who may enter.
    "[hiring/recruitment/recruiting/award/awards/judging/judges/judge/jury/entry/eligibility/admission/admissions/grant/marking] [criteria/criterion/requirements]",
    // Whether the vendor requires something: "is it a must-have to use your app on phones, or …".
    "is/are * it/there/this * a? [must-have/must/requirement/mandatory/required/compulsory/necessary] ** your",
    // The vendor's own requirements asked about: "what are the requirements for the free trial?".
    "@what/@which @are/@is * [@requirements/@requirement/@criteria/@prerequisites/@prerequisite] ** ?",
    // "The main thing I wanted to ask is …" frames a question; an integration built years ago is history.
    "[main/biggest/big/key/first/one] * [thing/things/question/questions] * i/we * want/wanted/would-like/meant/need/needed * to [ask]",
    "set-up/built/did/installed/wrote/configured/made * the/an/our/that? * [integration/integrations/api/sso] ** ago/years/before/back/last/previously/once",
    // What the buyer has already: "we have an API for our shop".
    "we/i/they have/has/got/run/use an/a/our/the? [api/integration/integrations/sso]",
    "[security] at/of/for/on * our/the? * site/sites/building/buildings/premises/office/offices/door/doors/gate/gates/event/events/warehouse/warehouses/depot/depots/store/stores/shop/shops/venue/venues/car-park/entrance",
    PROMISED_BEFORE,
    // Security as the people at a desk: "leave a key with security".
    "with/from/at/ask/call/ring/tell [security] $",
    TOPIC_STEP,
    TALK_TO_SOMEONE
  ],
  denyCues: [["!requirements/!criteria/!preference/!preferences", 0.7]],
  questions: ["@criteria/@requirements/@must/@important/@evaluate/@choos+/@weigh+/@select+/@pick+/@looking-for/@decide-between", "@base/@based * @decision/@choice * @on", "@must-haves/@must-have/@musthaves/@compare/@comparing/@deal-breakers/@dealbreakers", "@decision/@choice/@it ** @based @on", "@what/@which * @matters/@matter/@counts/@count * @most"],
  answers: [
    anyMod("must/need/needs/has-to/have-to/should/important/matter+/essential/key/require+/integrat+/connect+/support+/work-with/works-with/sync+/compat+/built-in/secur+/price/prices/pricing/cost/costs/cheap+/afford+/easy/ease/simple/fast/quick/reliab+/uptime/complian+/feature+/api/mobile/offline/report+/export+/training/onboarding/gdpr/hipaa/sso")
  ]
}

export const DECISION_PROCESS: Rubric = {
  positive: [
    "we'll run a pilot, then legal and procurement review",
    "it has to go through our security review",
    "the steering committee approves new vendors",
    "we compare several vendors before choosing",
    "after the trial we present to the board",
    "procurement will need to be involved",
    "the process is demo, pilot, then contract"
  ],
  denial: ["there's no formal process", "there are no approval steps at all"],
  negative: [],
  cues: [
    ...PROCESS_OTHER_WORDS,
    ["procurement/rfp/rfq/rfi/tender/committee/shortlist/short-list", 0.45],
    ["legal-review/security-review/vendor-review/vendor-assessment/due-diligence/approval-process/sign-off-process/purchasing-process/buying-process", 0.85],
    ["then/after/afterwards/next/followed/before * procurement/legal/security/board/committee/review/approval/sign-off/signoff/contract/finance/vote", 0.85],
    ["pilot/proof-of-concept/poc/evaluation-period", 0.55],
    ["trial", 0.45],
    ["run/do/start/set-up * trial/pilot/poc/evaluation", 0.7],
    ["pilot/trial/poc * then/followed/after/before", 0.85],
    ["collect/get/gather/compare/request * quotes/proposals/bids/offers", 0.8],
    ["{num} * quotes/proposals/bids/vendors/options", 0.75],
    ["needs/need/requires/require/will * approval/approve/sign-off/signoff/review", 0.75],
    // The buyer's own process, not the vendor's ("your onboarding process looks long").
    ["our/the/approval/buying/purchasing/procurement/decision/internal/sign-off/signoff/evaluation process/steps * is/are/will/looks/would/involves", 0.8],
    // Steps told as who does what next: "then our IT contractor checks it, then the owner signs".
    ["then/after-that/once * ** signs/sign/approves/approve/reviews/review/checks/check/vets/vet/votes/vote/countersigns/countersign/okays/decides/decide", 0.8],
    ["legal/security/procurement/compliance/finance/lawyers/lawyer/solicitor/accountant * reviews/review/reviewing/checks/check/vets/vet/approves/approve/look-over/looks-over", 0.75],
    ["show/showing/take/taking/bring/bringing/demo/run/running * it/this * to/by/past * board/partners/committee/leadership/team/ceo/cfo/management/owner/owners/boss/directors/trustees/governors", 0.75],
    ["go/goes/going through * review/approval/procurement/legal/security/committee/board", 0.85],
    ["go/goes/going/went/sent/put to * committee/board/partners/trustees/governors/council/procurement/legal/vote", 0.8],
    ["present/presenting/recommend/recommendation * to * board/partners/committee/leadership/team/ceo/cfo/management", 0.8],
    ["vote/votes/voting", 0.7],
    ["first * then", 0.6],
    ["step/stage/phase one/{num}/1/2/3 is/would/will/involves/means | first/second/next/final step/stage/phase * is/would/will", 0.75],
    ...PROCESS_PLAIN,
    ...PROCESS_SHAPE,
    ...PROCESS_SPOKEN,
    ...PROCESS_COMPARES,
    PROCESS_LISTED
  ],
  // Decisions placed with a body and nothing more ("decisions like this go through the board"):
  // who decides, not the steps.
  elsewhere: [OPERATION_PROCESS, MONEY_WORK_STEP, QUOTES_PAST, "[decisions/decision] * like/of * this/that/these/those * ** [go/goes/going] [through/to] * the/our? * [board/committee/partners/trustees/directors] $"],
  denyCues: [["!process/!steps", 0.7]],
  questions: ["@process/@steps/@approv+/@decide/@decision/@decisions/@procurement/@sign-off/@how-will"],
  // Who takes part, or the steps: an order, a review, a meeting, a date.
  answers: [
    ...PEOPLE_ANSWERS,
    ...WHEN_ANSWERS,
    anyMod("then/first/afterwards/once/next/step/steps/stage/stages/review+/vote/votes/meet/meets/meeting/present+/paper/memo/proposal/business-case/quote+/tender/trial/pilot/demo/test+/legal/security/contract")
  ]
}
