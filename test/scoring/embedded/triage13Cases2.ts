// Challenge "triage13" (round sev) (11-28), part 2: past issues already fixed, deadlines from "in an hour" to
// "whenever", multi-turn chats where the facts come out late, and near misses (a pitch, a
// hypothetical, a third party's outage, praise, a test ticket) that must not read as a problem.
// All wording is our own.
import type { T9Case } from "./triage9Read.js"
import { agent, user } from "./triageReading.js"
import { BAD, CALM, CRIT, LOW, MILD, NOW, SHORTLY, sevCase } from "./triage13Cases.js"

const one = (id: string, text: string, severity: ReadonlyArray<string | null>, time?: ReadonlyArray<string | null>) => sevCase(id, [user(text)], severity, time)
const NOTHING = ["low", null] as const

/** A past issue already fixed, or back again. */
export const PAST: ReadonlyArray<T9Case> = [
  one("p1-cause-for-log", "Last week our booking system was down for an hour, which you fixed quickly, thank you. Could you tell me what caused it, for our incident log?", LOW, CALM),
  one("p2-fixed-and-back", "The problem you fixed on Monday is back: nobody at the clinic can open patient files again.", BAD),
  one("p3-march-sorted-new-admin", "Back in March we had the double-charging problem, all sorted since. Today I'd just like to add one more admin to our account.", LOW),
  one("p4-working-since-restart", "The label printer at the packing bench was jamming all morning but it's been fine since we restarted it. Just logging it in case it happens again.", NOTHING, CALM)
]

/** Deadlines, from an hour away to whenever. */
export const DEADLINES: ReadonlyArray<T9Case> = [
  one("t1-badges-tomorrow", "Our conference badge template prints the job title in the wrong font. We print the badges tomorrow morning.", MILD, SHORTLY),
  one("t2-typo-whenever", "The help text under the 'Tax code' field says 'recieve'. Whenever you get a chance.", LOW, ["flexible"]),
  one("t3-danish-launch", "We're launching the Danish store on 1 March and would need the checkout translated before then. At the moment it's only in English.", MILD, ["soon", "flexible"]),
  one("t4-rename-asap", "Please change our company name on the account from 'Hill Farm Ltd' to 'Hill Farm Dairy Ltd' ASAP.", LOW, SHORTLY),
  one("t5-ferry-timetable", "Our timetable page is showing yesterday's sailings. The first boat leaves in an hour and passengers are reading the wrong times.", BAD, NOW),
  one("t6-welsh-setting", "The mobile app doesn't remember my language setting, I have to pick Welsh every time I open it.", MILD, CALM),
  one("t7-new-hires-monday", "New staff can't be added, the Invite button gives an error. Existing staff are fine. Two new hires start on Monday.", ["medium", "high"], ["soon", "immediate"]),
  one("t8-next-quarter", "At some point next quarter we'd like to move our account to annual billing. No hurry at all.", LOW, ["flexible"])
]

/** Conversations where the facts come out late. */
export const TURNS: ReadonlyArray<T9Case> = [
  sevCase("c1-vending-blind", [
    user("hi, our vending machines aren't reporting sales"),
    agent("Sorry to hear that. How many machines are affected?"),
    user("all 140 across the city, since midnight. we can't see which ones need restocking"),
    agent("Are they still taking payments?"),
    user("yes they still sell, we're just flying blind")
  ], ["high", "medium"]),
  sevCase("c2-pdf-workaround-ok", [
    user("can't export the timesheet to PDF, the button just spins"),
    agent("While we look into it, you can use Print and then Save as PDF."),
    user("ok that works for now, thanks")
  ], MILD, CALM),
  sevCase("c3-freezer-sensors", [
    user("one of the screens in the lab is showing odd values"),
    agent("Which screen is it?"),
    user("checking now... all the freezer sensors read 0 and the alarms are switched off. we have vaccine stock in there")
  ], CRIT),
  sevCase("c4-podcast-art-whenever", [
    user("the embedded player on our podcast site stopped showing the episode artwork"),
    agent("Thanks for letting us know. Is there a deadline on this?"),
    user("no, whenever, it's only cosmetic")
  ], LOW, ["flexible"]),
  sevCase("c5-calm-then-money", [
    user("quick question about the payouts screen"),
    agent("Sure, what do you need to know?"),
    user("it says last payout 0.00 for the whole of this week, but we've sold about 9,000 worth of tickets. the money never arrived in the bank")
  ], BAD),
  sevCase("c6-agent-scary-words", [
    agent("Hi! Note: we're seeing a critical outage affecting some EU customers right now; our team is on it."),
    user("ah ok. my question is different, how do I add a PDF to a product page?")
  ], LOW)
]

/** Near misses: nothing of the customer's is broken. */
export const NEAR: ReadonlyArray<T9Case> = [
  one("n1-monitoring-pitch", "Is downtime costing your business? Our monitoring platform catches outages before your customers do. Book a 20-minute demo this week.", [null]),
  one("n2-hypothetical-sale-day", "If the payment page ever went down on a sale day, how fast would your team respond? We're comparing providers.", NOTHING),
  one("n3-power-cut-ours", "Not your fault at all: our electricity supplier had a power cut at the depot this morning. Everything's back now, just explaining why the sync looked odd.", NOTHING),
  one("n4-praise", "Only writing to say the new reporting screen is brilliant. Keep it up!", [null]),
  one("n5-unsubscribe", "Please take me off your marketing emails.", NOTHING),
  one("n6-test-ticket", "This is a test ticket from our helpdesk integration, please ignore.", [null]),
  one("n7-seating-idea", "It would be lovely if the seating plan could show table numbers. Not a problem, just an idea.", LOW, CALM),
  // A prospect's question with no fault of its own: low, or no severity at all.
  one("n8-old-provider-story", "Our old provider lost all our data in 2023, which is why we picked you. How often do your backups run?", NOTHING),
  one("n9-size-guide", "One customer pointed out that the size guide on the jacket page shows centimetres twice instead of inches. Minor.", LOW, CALM)
]
