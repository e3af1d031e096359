// Challenge "tri" (round tri, 11-28): fresh tickets of our own on issue_severity and time_sensitivity
// in businesses no set visited — a kennel booking app, a bakery wholesaler, a dance studio, a boat
// yard, a print shop, a recycling depot, a choir, a bike courier firm. The shapes: what stopped and
// for whom (one person, a team, every customer), money or safety at stake, a workaround, a deadline
// told by an event, a hedge before a deadline ("not urgent, but … by Friday"), a time that is fine,
// and messages that report nothing. About a third are near misses. All wording is our own.
import type { T9Case } from "./triage9Read.js"
import { sevCase } from "./triage13Cases.js"
import { agent, user } from "./triageReading.js"

type Levels = ReadonlyArray<string | null>
const one = (id: string, text: string, severity: Levels, time?: Levels) => sevCase(id, [user(text)], severity, time)
const TEAMISH: Levels = ["high"]
const MID: Levels = ["medium"]
const LOWISH: Levels = ["low", "medium"]
const NONE: Levels = [null]
const SOON: Levels = ["soon"]
const NOW: Levels = ["immediate"]
const EASY: Levels = ["flexible", null]

/** A team or a share blocked is high; every customer of the business or money gone is critical. */
export const REACH: ReadonlyArray<T9Case> = [
  one("r1-kennel-team", "The rota screen will not open for anyone in our grooming team since lunch, so nobody knows who is washing which dog. Please sort it.", ["high"]),
  one("r2-courier-half", "About half of our riders get a blank map in the app since the update; the rest are fine. They are phoning dispatch for addresses meanwhile.", TEAMISH),
  one("r3-bakery-everyone", "Since 6am no customer can place an order on our wholesale site at all — the basket page errors for every shop that tries. Mornings are when all our orders come in.", ["critical"]),
  one("r4-choir-one", "One of our altos cannot see the new sheet music in her library; everyone else can. No rush.", LOWISH, EASY),
  one("r5-boatyard-money", "Card payments at our chandlery counter have failed for every customer since opening, so we are losing every sale this morning.", ["critical"]),
  one("r6-print-lost", "All of the artwork files our clients uploaded last week have vanished from the job folders and the bin is empty too. That is a week of orders we cannot print.", ["critical"]),
  one("r7-depot-breach", "Somebody signed in to our depot manager account from abroad overnight and changed where the weighbridge refunds are paid. It was not us.", ["critical"])
]

/** Deadlines: a hedge before a deadline is still a deadline; a time that is "fine" is soon. */
export const DEADLINES: ReadonlyArray<T9Case> = [
  one("d1-studio-hedge", "The class timetable shows Tuesday's salsa at the wrong hour on the public page. Not urgent, but we need it right before the new term starts on the 9th.", LOWISH, SOON),
  one("d2-kennel-fine", "Two of our booking confirmations went out with the wrong pick-up date. A fix sometime next week is fine.", LOWISH, SOON),
  one("d3-courier-tomorrow", "Proof-of-delivery photos are not attaching for a few of our riders. We can live with it today, tomorrow is fine for a fix.", ["medium", "high"], SOON),
  one("d4-print-noworry", "The invoice template has our old phone number in the footer. No hurry at all, whenever you get round to it.", ["low"], EASY),
  one("d5-choir-concert", "The ticket page for our spring concert will not take card payments for anyone. The concert is on Saturday and sales close Friday night.", ["high", "critical"], SOON),
  one("d6-depot-hour", "None of the scales at the depot are sending weights to your system and the council inspector arrives at 3pm today to check our records.", ["high", "critical"], NOW),
  one("d7-boatyard-noturgent", "Not urgent — the tide table widget shows yesterday's times until you refresh it.", LOWISH, EASY),
  one("d8-bakery-thisweek", "Not a big problem, but could the delivery notes print the allergen column again by the end of this week?", LOWISH, SOON),
  one("d9-studio-tues", "The waiting-list emails stopped going out, so students miss freed-up places. Can it be looked at before Tuesday's classes?", ["medium", "high"], SOON)
]

/** Money mixed up but not lost, and one person's trouble, read below high. */
export const MILDER: ReadonlyArray<T9Case> = [
  one("m1-depot-double", "We were billed twice for October's subscription, two identical charges on the same day. Could you refund one of them?", MID),
  one("m2-choir-colour", "The buttons on the members page are a slightly different green from our logo. Cosmetic, I know.", ["low"], EASY),
  one("m3-studio-one-user", "Thanks, clearing the cache helped the others, but our receptionist still sees the old menu. Any other ideas?", ["low", "medium"]),
  one("m4-print-slow", "Uploading large posters takes a few minutes longer than it used to. Everything still works, just slower.", ["medium", "low"])
]

/** Messages that report no fault: thanks, out-of-office, questions before buying, a rumour of an outage. */
export const NOTHING: ReadonlyArray<T9Case> = [
  one("n1-thanks", "Nothing wrong this time, only writing to say the new booking calendar is lovely and the kennel staff adore it.", NONE, EASY),
  one("n2-away", "I am out of the office till Wednesday 4 March and will not see email. For anything pressing please ring the yard.", NONE, EASY),
  one("n3-discount", "Hello, is there a reduced price for community choirs? We are a small group looking at your software.", NONE, EASY),
  one("n4-rumour", "A friend who runs another bakery said your site was down for her earlier. Is something going on? All fine on our end, just checking.", NONE, EASY),
  one("n5-sla", "We are planning for the Christmas rush. If your service went down during our busiest week, what uptime do you promise and what credit would we get?", NONE, EASY)
]

/** Conversations: the severe point comes in a later turn, or a plan answer follows. */
/** "Everyone" bounded by one named team is that team blocked (high); the bare "the team" or "the office" stays everyone. */
export const TEAMS: ReadonlyArray<T9Case> = [
  one("s1-my-team", "Nobody on my team can get into the stock screen since this morning; the shop floor and the tills are fine.", ["high"]),
  one("s2-sales-team", "The quote builder has broken for our entire sales team, it just shows a grey box.", ["high"]),
  one("s3-for-anyone-finance", "None of the monthly reports open for anyone in the finance team, they time out after a minute.", ["high"]),
  one("s4-marketing-near-like", "Nobody in our marketing team likes the new colour scheme, could we have the old one back?", LOWISH),
  one("s5-ask-near", "Could anyone in the bookings team tell me how to export last month's list?", [null, "low"]),
  one("s6-bare-team-stays", "Nobody on the team can log in to the till app this morning, we have had to close the doors.", ["critical"]),
  one("s7-praise-near", "Our entire design team loves the new image library, thank you.", NONE, EASY),
  one("s8-presentation", "The slides I uploaded will not open, I get a blank page. I have a pitch on Wednesday and they are all in there.", ["medium", "high"], SOON),
  one("s9-p1", "Subject: booking site down\nEvery page of our booking site returns an error since 9:40 and no guest can book. Please treat as a P1.", ["critical"], NOW),
  one("s10-p1-near", "Was last week's outage logged as a P1 on your side? We are writing up our own report, no problem now.", [null, "low"], EASY)
]

export const TURNS: ReadonlyArray<T9Case> = [
  sevCase("t1-courier-later", [
    user("hi, quick one first, the new icons look great"),
    agent("Thanks! What else can I help with?"),
    user("much bigger thing: since twenty minutes ago no rider can accept jobs, the accept button just spins. every delivery is stuck")
  ], ["critical", "high"], NOW),
  sevCase("t2-studio-free", [
    user("I cannot get into my account at all, the reset email never comes"),
    agent("Sorry to hear it. Which plan are you on?"),
    user("the free one. I have a showcase on Friday and the playlist is in there")
  ], ["high", "medium"], SOON)
]
