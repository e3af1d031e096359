// Challenge "rev13" (11-28): a second reading of the rounds merged last (custcls4, triage11, custopt,
// spiced2, leftovers, meddic2) on messages of our own from trades none of them used (a laundrette
// chain, a hearing clinic, a rowing club, a canal-boat hire, a scaffolder, a tea importer, a
// pottery, a cricket club, a choir, a tyre fitter, a bell foundry, a mobile library). Mostly near
// misses of each new reading: the same words in another role ("works now" about something else, a
// past outage beside a present one, a dash inside a sentence, "#1" in a product's name, a pot of
// paint, a budget spent in another year, a forwarded newsletter under a note that does ask, "from X
// to Y" as a move of office, a title deciding something else, a price asked of someone else's bill,
// a feature wish beside a real fault), plus some hits. Kept free of vitest so a script can tally it.
import type { Message } from "../../../src/domain/types.js"
import type { T9Case } from "./triage9Read.js"

export const user = (content: string): Message => ({ role: "user", content })
export const agent = (content: string): Message => ({ role: "agent", content })

const BAD: ReadonlyArray<string | null> = ["critical", "high"]
const GONE: ReadonlyArray<string | null> = [null, "low"]
const CALM: ReadonlyArray<string | null> = ["flexible", null]
const one = (id: string, text: string, want: Omit<T9Case, "id" | "messages">): T9Case => ({ id, messages: [user(text)], ...want })

/** Support tickets: a laundrette chain's card machines, a hearing clinic, a rowing club, a marina's berth app. */
export const TICKETS: ReadonlyArray<T9Case> = [
  { id: "t1-router-works-machines-not", messages: [user("Card machines at all three of our laundrettes stopped taking payments this morning, customers are walking out."), agent("Could you restart the router at the Kirkgate shop?"), user("router works now, but the card machines still say 'no host'.")], severity: BAD, status: ["ESCALATE", "QUALIFIED"] },
  { id: "t2-works-now-hit", messages: [user("The laundrette app won't show which machines are free."), agent("Could you log out of the app and back in?"), user("works now thanks")], severity: GONE, status: ["NONE", "QUALIFIED"] },
  { id: "t3-printer-works-patients-not", messages: [user("None of our patients can book online since 8am, they all get an error page."), agent("Please clear your browser cache and try again."), user("Done. Our printer works now at least, but patients still get the error.")], severity: BAD, status: ["ESCALATE", "QUALIFIED"] },
  one("t4-past-outage-beside-present", "Like the outage you had in October, the hire booking site is down again right now - every customer gets a blank page and we have forty boats going out this weekend.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("t5-past-outage-hit", "Back in the summer your berth app was down for a whole afternoon. All fine since. Could you tell us what happened, for the harbour committee?", { severity: ["low", "medium", null], status: ["QUALIFIED", "NONE"] }),
  one("t6-wish-beside-fault", "It would be lovely to have a dark mode one day. More urgently though: since this morning no member can pay their subs, the card form errors for everyone.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("t7-wish-complaint-hit", "So annoying that I still can't export the regatta results to a spreadsheet. Please add it.", { severity: ["low"], time: CALM, status: "QUALIFIED" }),
  one("t8-routine-opening-hour", "We open the clinic at 9 every day. Could you add a reminder text the evening before each appointment? Just an idea for later.", { severity: ["low"], time: CALM, status: "QUALIFIED" }),
  one("t9-by-an-hour-hit", "The hearing test results must reach the hospital by 2pm today and the upload button does nothing for any of our audiologists.", { severity: BAD, time: ["immediate"], status: "ESCALATE" }),
  one("t10-others-fine-hit", "One of our receptionists gets logged out every five minutes. All the others are fine.", { severity: ["medium", "low"], status: "QUALIFIED" }),
  one("t11-others-locked-too", "None of the other receptionists can log in either - the whole front desk is locked out and patients are queuing at the door.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("t12-howto-alarm-hit", "Help!!! How do I change the price of a wash in the app?", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("t13-alarm-real-fault", "Help!!! Every wash shows as £0 in the app and the machines are starting for free in all our shops.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("t14-test-with-fault", "Testing the new support form - but while I'm here, the berth map hasn't loaded for anyone since yesterday evening.", { severity: ["high", "medium", "critical"], status: ["QUALIFIED", "ESCALATE"] }),
  one("t15-dash-in-sentence", "Quick one - the gate code text goes to the wrong boat owner about half the time, so people are stuck outside the marina.", { severity: ["high", "medium"], status: ["QUALIFIED", "ESCALATE"] }),
  one("t16-dash-form", "Club: Northgate Rowing Club\nPlan: Enterprise\nIssue - the membership renewal page crashes for every member\nUrgency - today, renewals close at midnight", { severity: BAD, tier: ["enterprise"], time: ["immediate", "soon"], status: "ESCALATE" }),
  one("t17-nn-money-lost", "hello, the machine app is not taking money from customers since two days, we lose money every day, please help fast", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("t18-quoted-fixed", "Thanks, all good now, you can close this.\n\n> On Tue, Support wrote:\n> We've fixed the double charge on the dryers.", { severity: GONE, status: ["NONE", "QUALIFIED"] }),
  one("t19-past-then-now", "We had the same crash back in March and you fixed it. Now it's back: the audiogram screen freezes for every clinician as soon as they open a patient.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  { id: "t20-works-now-other-device", messages: [user("The crew list won't sync to any of the coaches' tablets, outing at 6am tomorrow."), agent("Could you update the app on one tablet and try again?"), user("That one works now. The other eleven still show last week's list.")], severity: ["high", "medium", "critical"], status: ["ESCALATE", "QUALIFIED"] }
]

/**
 * A pack case: id, input, pack, the detectors it states (the others must not be found), and those
 * it denies (a denial fails the lead: status FAILED).
 */
export type PackCase = readonly [id: string, input: string | ReadonlyArray<Message>, pack: "bant" | "champ" | "meddic" | "spiced", has: ReadonlyArray<string>, denied?: ReadonlyArray<string>]

const FWD = (note: string, subject: string, body: string) =>
  `${note}\n\n---------- Forwarded message ---------\nFrom: Kitly <hello@kitly-news.com>\nDate: Mon, 2 Nov 2026 at 08:30\nSubject: ${subject}\nTo: <office@northgaterc.org>\n\n${body}\n\nView this email in your browser | Unsubscribe | Update your preferences`
const AD = "Hi there,\n\nIs your budget tight this season? Clubs that switched to Kitly cut admin by 35% and decide in a week. Make member sign-ups your top priority - book a demo and go live in 10 days."

export const PACK_CASES: ReadonlyArray<PackCase> = [
  // a dash: a field line vs a dash inside a sentence
  ["b1-dash-fields", "Enquiry from the trade show\nNeed - scaffold tags checked on a phone\nBudget - about 4k\nDecider - me, I own the firm\nWhen - before the April inspections", "bant", ["budget", "authority", "need", "timeline"]],
  ["b2-dash-sentence-foreman", "Sorry - money isn't my department, I'm only the site foreman. Does your tag app work offline up on the scaffold?", "bant", []],
  ["b3-dash-aside", "Our kiln logs - all forty years of them - are in ring binders. Could you scan them into something searchable?", "bant", ["need"]],
  ["b4-dash-sentence-budget-none", "Thanks for the call - none of us has a budget for this yet, but we'll keep your leaflet.", "bant", [], ["budget"]],
  // "#1": a rank vs a product's or firm's name
  ["c1-firm-name-priority-1", "We send the tea samples with Priority #1 Couriers at the moment and they lose a parcel a week.", "champ", ["challenges"]],
  ["c2-model-name", "Our till is a Cashpoint #1 from 2012 and it freezes every lunchtime rush.", "champ", ["challenges"]],
  ["c3-prio-1-hit", "priority #1 this quarter is getting the allergen labels right, we had two recalls last year. I sign off anything under 10k.", "champ", ["challenges", "authority", "prioritization"]],
  ["c4-no1-in-league", "We finished #1 in the league last season, now we need a proper way to take match fees.", "champ", ["challenges"]],
  // a pot: paint or a teapot vs a fund
  ["p1-pot-of-paint", "We'd like a pot of paint matched to the old shop sign, and a quote for the gold lettering.", "bant", ["need"]],
  ["p2-teapot", "The pot we ordered came out of the box chipped, and this is the second one.", "bant", []],
  ["p3-fund-pot-hit", "There's 1,500 in the club's equipment pot for a new scoreboard, and the committee votes on it at the May meeting.", "bant", ["budget", "authority", "need", "timeline"]],
  ["p4-paid-from-pot-last-year", "The nets were paid out of the junior section's pot two seasons ago and they're full of holes already.", "bant", []],
  ["p5-paint-pot-used-up", "The paint pot is all used up. Could you send the colour code for the shop sign again?", "bant", []],
  ["p6-pot-gone-budget-set", "The pot is gone - somebody took it off our stall at the fair. We've 2k for a new stand though, and I'm the one who signs.", "bant", ["budget", "authority", "need"]],
  // a budget spent in another year vs this year's
  ["s1-spent-last-year-set-now", "Last year's software budget was all spent by October on new tills. For this financial year we've ring-fenced 3,000 for stock control and I sign it off. We want it live by June.", "bant", ["budget", "authority", "need", "timeline"]],
  ["s2-spent-this-year", "The budget for this year is all gone, so it would be next April at the earliest. I do want the tyre stock counts off paper though.", "bant", ["need", "timeline"], ["budget"]],
  ["s3-spent-on-other", "We spent a fortune on the new tyre machine last year, it's brilliant. Nothing else needed right now, thanks.", "bant", []],
  // a forwarded newsletter under the sender's note
  ["f1-fwd-with-request", FWD("Can you match this? We need 15 coach logins before the season opens on 1 April, the committee has set aside 2k and as secretary it's my call.", "Spring offer for clubs", AD), "bant", ["budget", "authority", "need", "timeline"]],
  ["f2-fwd-fyi", FWD("Saw this, thought you'd laugh at their claims.", "Spring offer for clubs", AD), "bant", []],
  ["f3-fwd-need-only", FWD("Does yours do what this one does? Our sign-ups are still on paper forms at the boathouse.", "Spring offer for clubs", AD), "champ", ["challenges"]],
  // "from X to Y": a metric wished vs a move of office or a switch
  ["m1-move-of-office", "We're moving the office from Canal Street to the new business park in March, so we'd like the phones set up there.", "meddic", []],
  ["m2-metric-hit", "We want missed deliveries down from 40 a month to under 5. At the moment the drivers can't find half the addresses.", "meddic", ["metrics", "identify_pain"]],
  ["m3-paper-to-tablets", "The plan is to go from paper job sheets to tablets for all twelve fitters.", "meddic", []],
  ["m4-bells-from-to", "The bells are going from the foundry to the cathedral on a low loader in May; we need the route surveyed.", "meddic", []],
  ["m5-van-from-to", "Could the library van's timetable move from Tuesdays to Thursdays on the Ribble route?", "meddic", []],
  // a title: deciding something else vs the purchase
  ["d1-title-music", "Hello, please send your rates for the concert ticketing.\n\nMark Finch\nDirector of Music\nSt Cuthbert's Choir", "bant", ["need"]],
  ["d2-decide-fixtures-treasurer-pays", "I choose the match fixtures, not the spending - anything over 200 goes to our treasurer, Ian, who has the final say.", "bant", ["authority"]],
  ["d3-decide-rota", "I'm the one who decides the rota each week. Can you send a brochure for the booking app?", "bant", ["need"]],
  ["d4-eb-hit", "Our treasurer, Joan, holds the purse strings and signs every invoice over 500.", "meddic", ["economic_buyer"]],
  ["d5-title-analyst", "We keep losing hire bookings because the phone rings out at lunch.\n\nKind regards,\nAnne Patel\nDecision Support Analyst\nNorthgate Rowing Club", "spiced", ["pain", "impact"]],
  ["d6-decision-hit-spiced", "Whoever gives us the cheapest quote for the kiln controllers wins - the partners sign on Friday.", "spiced", ["decision", "critical_event"]],
  // a price asked of someone else's bill, a quote compared
  ["q1-others-bill", "How much did the Harrow tennis club pay you for their booking system? They said it was cheap.", "bant", []],
  ["q2-own-budget-hit", "We have about 600 a year to spend on a booking system for the nets. How much is yours?", "bant", ["budget", "need"]],
  // impact and lost custom
  ["i1-lost-regulars", "Since the card machines started failing we've lost about thirty regulars to the laundrette across the road.", "spiced", ["pain", "impact"]],
  ["i2-not-returning-books", "Borrowers not returning books on time is just how it is in the villages, we don't mind.", "spiced", []],
  ["i3-lost-umbrella", "One of our choir members lost her umbrella at the last concert, do you have a lost property box?", "spiced", []],
  // champion, criteria, process
  ["h1-champion-hit", "I'll pitch it to the committee on Thursday - they trust me on anything to do with the boats.", "meddic", ["champion"]],
  ["h2-pitch-to-us", "Could you pitch your system to us in person? We're a small cricket club in Settle.", "meddic", []],
  ["h3-criteria-hit", "Anything that needs a laptop at the ground is out - it has to run on a phone.", "meddic", ["decision_criteria"]],
  ["h4-criteria-paint", "Anything that needs a second coat is out of the question for the shop front, we open at nine.", "meddic", []]
]

/** Custom rubrics of our own: a canal-boat hire (an optional breakdown trigger) and a hearing clinic. */
export const BOAT = {
  custom_detectors: [
    { name: "hire_date", type: "presence", examples: ["We'd like to pick up on 12 June", "Saturday the 3rd for a week", "Dates: 14-21 August"], non_examples: ["When are you busiest?"] },
    { name: "boat_size", type: "presence", examples: ["A four-berth please", "There are six of us", "Something for two adults and a dog"], non_examples: ["How big are your boats?"] },
    {
      name: "breakdown", type: "presence", required: false, description: "The boat has broken down or is stuck right now",
      examples: ["The engine has cut out and we're drifting towards the weir", "We're stuck in the lock and can't get the gate open", "Smoke is coming from the engine bay"],
      non_examples: ["What happens if the boat breaks down?"]
    }
  ],
  escalation: { triggers: [{ field: "breakdown" }] }
}

export type CustomCase = readonly [id: string, input: string | ReadonlyArray<Message>, status: "QUALIFIED" | "PARTIAL" | "FAILED" | "ESCALATE", has: ReadonlyArray<string>]

export const BOAT_CASES: ReadonlyArray<CustomCase> = [
  ["k1-breakdown-now", "The engine has just died below lock 12 and we're drifting into the reeds, two adults and two kids on board.", "ESCALATE", ["boat_size", "breakdown"]],
  ["k2-past-breakdown-new-hire", "We broke down on the Leeds and Liverpool with you two years ago, your engineer was great. This year we'd like a four-berth from 12 June.", "QUALIFIED", ["hire_date", "boat_size"]],
  ["k3-past-beside-present", "Same as last summer, the engine has cut out again - we're stuck mid-channel right now by the Gargrave bridge, four of us aboard.", "ESCALATE", ["boat_size", "breakdown"]],
  ["k4-replaced-since", "The boat overheated on our last trip but I hear you've had the engine replaced since. Six of us, the week of 3 August please.", "QUALIFIED", ["hire_date", "boat_size"]],
  ["k5-signoff", "Hi, a boat for two adults and a spaniel from Saturday 9 May please.\n\nCheers,\nTom\nBreakdown cover: RAC member 55120", "QUALIFIED", ["hire_date", "boat_size"]],
  ["k6-hypothetical", "What happens if we get stuck in a lock? Just asking before we book a six-berth for half term.", "QUALIFIED", ["hire_date", "boat_size"]],
  ["k7-works-now-other", "The lock gate works now, the keeper freed it - but our engine still won't start and we're tied to a bollard in the rain. 2 adults.", "ESCALATE", ["boat_size", "breakdown"]],
  ["k8-dates-only-dash", "Dates - 14 to 21 August\nBoat - whatever is free", "PARTIAL", ["hire_date"]]
]
