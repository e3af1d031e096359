// Built-in rubric content for `triage.customer_tier`: the plan the sender is on, told by its name,
// by what comes only with a plan (an account manager, an SLA, a seat contract) or by how it is
// paid. See ../text/cues.ts for the pattern syntax.
import { NOT_A_TICKET } from "./notATicket.js"
import type { Rubric } from "./types.js"

/** Names of paid plans below the largest one. */
const PAID_PLANS = "business/pro/professional/team/premium/growth/standard/plus/paid/scale/startup/advanced/starter/basic/essentials/essential/core/small-business"

export const TIER: Rubric = {
  positive: [],
  categories: {
    enterprise: ["we're on the enterprise plan", "enterprise customer", "our enterprise contract"],
    business: ["we're on the business plan", "we pay for the pro plan", "our team subscription"],
    free: ["I'm on the free plan", "I use the free version", "I'm still on the trial"]
  },
  denial: [],
  negative: [],
  cues: [
    ["enterprise * plan/tier/account/customer/customers/contract/subscription/license/licence/edition/level/client", 0.95, "enterprise"],
    ["enterprise", 0.8, "enterprise"],
    ["account/plan/tier/subscription/licence/license type/level/status? :? enterprise", 0.95, "enterprise"],
    ["dedicated/named account-manager/csm/success-manager", 0.6, "enterprise"],
    // A person or a contract the vendor gives only its largest customers: "our account manager",
    // "as part of our SLA", "our 900-seat contract".
    ["our/my * account-manager/account-executive/csm/customer-success-manager/success-manager/technical-account-manager", 0.62, "enterprise"],
    ["our/the/per/under * sla/slas/service-level-agreement/support-contract/master-agreement/msa", 0.65, "enterprise"],
    // The count must size the contract itself ("an 800-seat contract", "our agreement covers 1200
    // licences"), not stand beside it ("we have 5 users and our contract renews in May").
    ["{num} seat/seats/user/users/licence/licences/license/licenses/employee/employees contract/contracts/agreement/deal/deployment/rollout | contract/agreement for/covers/covering/of/with * {num} * seats/users/licences/licenses", 0.75, "enterprise"],
    // The seats held under a contract: "we have 450 seats with you under our annual agreement".
    // "Under"/"on" ties the count to the contract; "5 users and our contract renews" does not.
    ["{num} seats/users/licences/licenses/logins ** under/on/through/via our/an/the * annual/yearly/multi-year/group/master? * agreement/contract/licence/license", 0.75, "enterprise"],
    ["corporate/enterprise-wide/company-wide/group-wide * plan/contract/account/tier/agreement/licence/license/deal", 0.85, "enterprise"],
    [`${PAID_PLANS}/teams * plan/tier/account/subscription/customer/edition/level/license/one/version/package/bundle`, 0.85, "business"],
    // "We're on Pro", "I'm on free": the plan named after "on".
    // Only names that are no common noun: "we are on the team call" names no plan.
    ["i/we * am/are on the? pro/professional/premium/growth/scale/starter/essentials/advanced", 0.85, "business"],
    [`account/plan/tier/subscription/licence/license type/level/status? :? ${PAID_PLANS}`, 0.9, "business"],
    ["paying customer/customers/subscriber", 0.65, "business"],
    ["pay/paying/paid/billed/bill * monthly/annually/yearly/per-month/per-year/each-month/every-month/by-card", 0.6, "business"],
    ["free * plan/tier/account/version/edition/trial/user/level", 0.9, "free"],
    ["account/plan/tier/subscription/licence/license type/level/status? :? free/trial", 0.9, "free"],
    ["i/we * am/are on the? free/trial/freemium", 0.85, "free"],
    ["trial/freemium/unpaid", 0.6, "free"],
    ["!paying/!paid", 0.55, "free"],
    // Paying for seats is a paid plan, the size of which names no tier above it.
    ["pay/paying/paid * for * {num} * seats/users/licences/licenses/logins", 0.7, "business"]
  ],
  // "Our enterprise clients" are the customer's own clients, not its plan.
  voids: [
    "@our/@their/@my * [@enterprise] @clients/@customers/@users/@accounts/@tenants/@buyers",
    // "Enterprise" as a kind of product, market or job, not the sender's plan.
    "[@enterprise] @software/@solution/@solutions/@tool/@tools/@app/@apps/@application/@applications/@market/@sales/@segment/@space/@architect/@architecture/@grade/@search/@security/@systems/@resource/@resources",
    // A place named after it: "14 Enterprise Road", "Enterprise House".
    "[@enterprise] @road/@rd/@street/@st/@avenue/@ave/@way/@park/@house/@drive/@lane/@place/@centre/@center/@building/@estate/@plaza/@square/@court/@close/@zone/@hub/@campus",
    // A free plan asked about is not held: "is there a free trial for the add-on?".
    "@is/@are @there * [@free/@trial/@freemium]",
    "@you @offer/@have/@provide/@give * [@free/@trial/@freemium]",
    // Another firm's plan: "our supplier is on your Enterprise plan" says nothing of the sender's.
    "@supplier/@suppliers/@partner/@partners/@friend/@friends/@competitor/@competitors/@neighbour/@neighbor/@sister/@parent/@he/@she * @is/@are/@was/@were/@uses/@use/@used/@has/@have/@had * @on/@with? @your/@the/@a * [@enterprise/@business/@pro/@premium/@professional/@growth/@scale/@plus/@team/@teams/@free/@trial]",
    // A plan only thought of: "we might move to the Enterprise plan next year".
    "@might/@may/@could/@would/@want/@wants/@planning/@plan/@thinking/@considering/@interested/@evaluating/@hoping * @to/@about/@in? @move/@moving/@upgrade/@upgrading/@switch/@switching/@go/@going/@migrate/@migrating * [@enterprise/@business/@pro/@premium/@professional/@growth/@scale/@plus]"
  ],
  offTopic: NOT_A_TICKET,
  denyCues: [],
  // "Which plan are you on?" "Growth": a plan's bare name answers it.
  questions: ["@plan/@plans/@tier/@subscription/@edition/@licence/@license/@bundle", "@account @type/@level"],
  answerCues: [
    [`${PAID_PLANS}/teams`, 0.75, "business"],
    ["free/trial/freemium/unpaid", 0.8, "free"],
    ["enterprise/corporate", 0.85, "enterprise"]
  ]
}
