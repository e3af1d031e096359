// Sentences and short exchanges of our own for the sales packs' denials: what is read as a denial
// of a field, and what is not (packDenials.test.ts). No dataset text.
import type { Message } from "../../../src/domain/types.js"

export type Pack = "bant" | "meddic" | "spiced" | "champ"
/** found: reported present; negated: reported denied; neither: absent and undenied; notDenied: anything but a denial. */
export type Expect = "found" | "negated" | "neither" | "notDenied"
export interface DenialCase {
  readonly pack: Pack
  readonly field: string
  readonly expect: Expect
  readonly messages: ReadonlyArray<Message>
}

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
const said = (pack: Pack, field: string, expect: Expect, text: string): DenialCase => ({ pack, field, expect, messages: [user(text)] })
const asked = (pack: Pack, field: string, expect: Expect, question: string, answer: string): DenialCase => ({
  pack, field, expect, messages: [agent(question), user(answer)]
})

/** (a) A denial of something else beside the signal. */
export const OTHER_DENIED: ReadonlyArray<DenialCase> = [
  said("bant", "need", "found", "We have no complaints about the price, we just need a way to schedule our field engineers without spreadsheets."),
  asked("bant", "authority", "notDenied", "Will anyone from finance be joining us today?", "No, the CFO won't be on this call."),
  said("bant", "need", "found", "Nothing wrong with your demo, but we really need automated reminders for our patients."),
  said("spiced", "pain", "found", "No issues with the hardware itself; the problem is that booking data never reaches the warehouse in time."),
  said("meddic", "identify_pain", "found", "We don't mind the licence cost. What hurts is losing two days every month reconciling invoices by hand."),
  said("champ", "challenges", "found", "No rush on the contract side, but our dispatchers keep double-booking vans and it's costing us customers."),
  said("champ", "prioritization", "found", "We don't need the mobile app; fixing scheduling is our top priority this quarter."),
  said("bant", "budget", "found", "I'm not the decision maker, but we've got about £12k set aside for this."),
  said("bant", "timeline", "found", "No need for training sessions, we want it live by the first of March."),
  said("meddic", "champion", "found", "I'm not in finance, but I'll push this with the board myself."),
  said("spiced", "critical_event", "found", "There's no big launch planned, but our current contract expires on 30 June so we have to switch before then."),
  said("meddic", "metrics", "found", "We don't track NPS, but we want to cut average response time from six hours to one."),
  said("bant", "need", "notDenied", "We're not unhappy with our CRM; we need something on top of it for quotes."),
  said("meddic", "decision_criteria", "found", "We don't care about the colour scheme; it has to integrate with our accounts package and work offline."),
  asked("champ", "authority", "found", "Did you want to hear about the pricing tiers?", "No, I've seen them. I approve all tool purchases for the team."),
  asked("bant", "authority", "found", "Is the start date fixed?", "No, not yet, but I'm the one signing the contract."),
  said("champ", "challenges", "found", "We aren't short of leads; we can't follow them up fast enough."),
  asked("bant", "need", "found", "Do you use any software for this today?", "No, everything's on paper and it's a mess, we need a proper system.")
]

/** (b) A problem told with a negation: the negation is the pain or the need. */
export const PROBLEM_NEGATED: ReadonlyArray<DenialCase> = [
  said("bant", "need", "found", "We can't see stock levels across our sites."),
  said("spiced", "pain", "found", "Nobody trusts the month-end numbers any more."),
  said("meddic", "identify_pain", "found", "Our current setup doesn't scale past two warehouses."),
  said("champ", "challenges", "found", "Our technicians never know which parts are on the van."),
  said("spiced", "pain", "found", "Customers can't track their orders, so the phones ring all day."),
  said("bant", "need", "found", "None of our systems talk to each other."),
  said("meddic", "identify_pain", "found", "We have no way of knowing which leads came from which campaign."),
  said("spiced", "pain", "found", "The old system doesn't let two people edit a job at once."),
  said("champ", "challenges", "found", "There's no single place where the team can see who's on call."),
  said("bant", "need", "found", "Without proper rota software we keep running short of staff at weekends."),
  said("meddic", "identify_pain", "found", "Nothing in our current tool tells us when a contract is about to renew."),
  asked("champ", "challenges", "found", "What challenges are you facing?", "We can't get reports out without asking IT."),
  said("spiced", "impact", "notDenied", "We can't ship on Saturdays, so we lose about a fifth of weekend orders."),
  said("meddic", "identify_pain", "found", "Invoices never match the purchase orders, and nobody can say why."),
  said("champ", "challenges", "found", "The spreadsheet doesn't update when someone changes a booking, so we overbook."),
  said("bant", "need", "found", "Our reps have no visibility of what the warehouse has in stock.")
]

/** (c) Put off, not denied; and a refusal, which is. */
export const DEFERRED_OR_DENIED: ReadonlyArray<DenialCase> = [
  said("bant", "budget", "neither", "Budget hasn't been decided yet."),
  said("bant", "timeline", "negated", "We won't be buying anything this year."),
  said("champ", "money", "neither", "We still need to work out what we can spend."),
  said("champ", "money", "negated", "There's no money for this in this year's plan."),
  said("bant", "timeline", "neither", "We haven't picked a start date yet."),
  said("spiced", "critical_event", "neither", "There isn't a hard deadline yet, we're waiting on the board."),
  said("spiced", "critical_event", "negated", "There's no deadline driving this, we're just exploring."),
  said("meddic", "economic_buyer", "neither", "I'm not sure who signs off yet, I'll find out."),
  said("bant", "authority", "neither", "Who approves it is still to be confirmed."),
  said("champ", "prioritization", "neither", "Whether this goes ahead this quarter hasn't been settled yet."),
  said("champ", "prioritization", "negated", "This isn't a priority for us this year."),
  said("meddic", "decision_process", "neither", "We haven't worked out the approval steps yet."),
  asked("bant", "budget", "negated", "Do you have a budget in mind?", "No, we don't have a budget for this.")
]

/** (d) Denials in varied words, and a bare "no" to the agent's question about the field. */
export const DENIED: ReadonlyArray<DenialCase> = [
  said("champ", "money", "negated", "There's no money set aside for this."),
  said("spiced", "pain", "negated", "Honestly nothing's broken, we're just curious."),
  said("meddic", "champion", "negated", "I won't be pushing this internally, sorry."),
  said("meddic", "metrics", "negated", "We don't really measure anything around this."),
  said("meddic", "identify_pain", "negated", "Things run fine, we have no real problems with the current setup."),
  said("bant", "need", "negated", "We don't actually need anything new, the current system does the job."),
  said("spiced", "critical_event", "negated", "Nothing is forcing a decision; there's no date we're working to."),
  said("bant", "budget", "negated", "We haven't got any budget for software."),
  said("champ", "money", "negated", "Money's tight, there's nothing we can put towards this."),
  said("bant", "need", "negated", "We're happy with what we've got and not looking to change anything."),
  asked("bant", "budget", "negated", "Do you have a budget set aside for this?", "No."),
  asked("champ", "money", "negated", "Is there money available for this project?", "Not really."),
  asked("bant", "authority", "negated", "Are you the person who makes the final decision?", "No."),
  asked("meddic", "champion", "negated", "Would you be willing to champion this with your leadership?", "No, not really."),
  asked("spiced", "critical_event", "negated", "Is there a deadline you're working towards?", "No."),
  asked("bant", "timeline", "negated", "Do you have a timeframe in mind?", "Not really."),
  asked("champ", "prioritization", "negated", "Is this a priority for the business?", "Not really, no."),
  asked("meddic", "metrics", "negated", "Do you have any targets you'd measure this against?", "No, none."),
  asked("spiced", "pain", "negated", "Are there any problems with how you handle bookings today?", "Nope, it works fine."),
  asked("meddic", "identify_pain", "negated", "Is anything frustrating about your current process?", "Not really, it's ok.")
]

/** (e) Double negations and hedges: the signal is affirmed or merely softened. */
export const HEDGED: ReadonlyArray<DenialCase> = [
  said("bant", "budget", "found", "It's not like we don't have a budget."),
  said("bant", "need", "notDenied", "It's not that we don't need it, we just can't justify it right now."),
  said("champ", "money", "notDenied", "I wouldn't say there's no money for it."),
  said("spiced", "pain", "notDenied", "I wouldn't say we don't have problems with it."),
  said("bant", "budget", "found", "The budget isn't unlimited, but we can spend around 8k."),
  said("bant", "need", "notDenied", "Not a huge problem, but the reporting is slow and we'd like it fixed."),
  said("spiced", "pain", "found", "It's not a disaster, but double entry eats an hour a day."),
  said("meddic", "identify_pain", "notDenied", "No one would call it a crisis, but invoices go out late every month."),
  said("champ", "money", "notDenied", "We're not short of money for the right tool."),
  said("bant", "timeline", "notDenied", "There's no reason we can't start in April.")
]

/** A bare "no" to a question it does not answer with a denial of the field, beside questions where it does. */
export const INVERTED_QUESTIONS: ReadonlyArray<DenialCase> = [
  asked("bant", "budget", "notDenied", "Would budget be a problem for you?", "No, not really."),
  asked("champ", "money", "notDenied", "Is cost an issue for you?", "No."),
  asked("bant", "budget", "found", "Any concerns about the budget?", "No, it's approved."),
  asked("bant", "need", "notDenied", "Is your current setup working for you?", "No, it's a mess."),
  asked("meddic", "identify_pain", "notDenied", "Is the current process working well?", "Not really."),
  asked("spiced", "pain", "notDenied", "Are you happy with how scheduling works today?", "No, not at all."),
  asked("bant", "authority", "notDenied", "Does anyone else need to approve this?", "No."),
  asked("spiced", "decision", "notDenied", "Does anyone else have to be involved in the decision?", "No, just me."),
  asked("champ", "prioritization", "notDenied", "Is anything else more urgent for you right now?", "No, this is it."),
  asked("meddic", "champion", "notDenied", "Is there anyone who'd object internally?", "No."),
  asked("champ", "authority", "found", "Are you the one who signs off on purchases?", "No, our finance director does."),
  asked("meddic", "champion", "found", "Are you the person who'll take this to the board?", "No, my colleague Priya will, she's been pushing for it."),
  // Near misses: the question asks for the field itself, or for the trouble that is the field.
  asked("spiced", "pain", "negated", "Any problems with how you run bookings now?", "No."),
  asked("champ", "money", "negated", "Is there any money set aside for this?", "No."),
  asked("bant", "authority", "negated", "Are you the one who signs off on purchases?", "No, it will have to wait.")
]

/** Near misses of the rules above: what must still read as a denial, or stay unread. */
export const NEAR_MISSES: ReadonlyArray<DenialCase> = [
  // A denial taken back only by a clear find later in the same sentence.
  said("bant", "need", "negated", "We don't need it, we're happy with spreadsheets."),
  said("bant", "budget", "negated", "Budget: zero. Spending is on hold until head office signs the new budget."),
  said("bant", "timeline", "found", "We won't be buying this year, but next quarter we want it live."),
  // Played down or polite is not denied; a plain "no problems" still is.
  said("spiced", "pain", "negated", "No problems at all with the system, it runs fine."),
  said("spiced", "pain", "notDenied", "Our engineers re-type every job sheet. No problem if Thursday doesn't suit you for the call."),
  said("bant", "budget", "notDenied", "We don't have a huge budget, maybe two or three thousand."),
  said("bant", "budget", "negated", "We don't have a budget for this."),
  // A double negation needs its second negation; litotes need their "of".
  said("bant", "budget", "negated", "It's not like we have a budget."),
  said("spiced", "pain", "found", "There's no shortage of problems with the old system."),
  // "Haven't got" denies; "haven't got round to" puts off.
  said("bant", "budget", "neither", "We haven't got round to the budget yet."),
  // "Without" governs its noun phrase; with no new subject its negation runs on.
  said("spiced", "pain", "negated", "We run every site without any problems."),
  // Only a tool's work told negated is a pain; nothing measured denies metrics only with do/does/did.
  said("bant", "need", "notDenied", "We don't work weekends, so Monday is fine for the call."),
  said("meddic", "metrics", "notDenied", "We can't track how long each job takes, which is the problem."),
  said("champ", "money", "notDenied", "We can't put a date on it yet."),
  // Not knowing is no denial; refusing to spend is.
  said("bant", "budget", "notDenied", "I can't speak to the budget, that sits with our finance director."),
  said("bant", "budget", "negated", "We can't spend anything on this."),
  // Indifference to a choice is no ranking; saying it is unimportant is.
  said("champ", "prioritization", "found", "Fixing dispatch is our top priority this year. It's not important which plan we start on."),
  said("champ", "prioritization", "negated", "This isn't important for us right now.")
]

export const ALL_CASES: ReadonlyArray<DenialCase> = [
  ...OTHER_DENIED, ...PROBLEM_NEGATED, ...DEFERRED_OR_DENIED, ...DENIED, ...HEDGED, ...INVERTED_QUESTIONS, ...NEAR_MISSES
]
