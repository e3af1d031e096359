import type { Message } from "../../../src/domain/types.js"

// The leftovers round's challenge set (leftovers.test.ts): six readings earlier rounds left open,
// on messages of our own from trades of our own (a home cleaner, a caterer, bakeries, vets, print
// shops, clinics), a third near misses. Per case: "pack.detector" → true (found), false (not
// found), "neg" (not found and denied) or "open" (not found, not denied).
//   1. "Label - value" on its own line reads like "Label: value"; a sentence's dash does not.
//   2. "prio: #1", "Ranking - #2": a rank, not a reference number.
//   3. "the budget is spent / used up / gone for this year" denies a budget; "we've spent 20k on X" is a spend told.
//   4. "Event: school play", "Occasion: retirement party": an event's name is no date.
//   5. An amount once paid out of a pot ("came out of the marketing pot last year") is no budget.
//   6. A forwarded vendor advert under the customer's one-line note: the advert is not the customer's words.
export type Want = true | false | "neg" | "open"
export type LeftoverCase = readonly [name: string, input: string | ReadonlyArray<Message>, want: Readonly<Record<string, Want>>]

const pres = (name: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string> = []) => ({ name, type: "presence", examples: [...examples], non_examples: [...non_examples] })

/** Custom rubrics of our own: a home cleaning firm and an event caterer. */
export const CUSTOM_RUBRICS: Readonly<Record<string, Record<string, unknown>>> = {
  clean: {
    custom_detectors: [
      pres("pets", ["We have a dog", "Two cats, both indoor", "Pets: a rabbit in the utility room"], ["Do you use pet-safe products?"]),
      pres("access", ["Key is in the safe by the back door", "Gate code is 4471", "Access via the side path"], ["Do you bring your own hoover?"])
    ]
  },
  cater: {
    custom_detectors: [
      pres("event_date", ["The party is on 12 May", "Saturday 3rd August", "Date: 14/09"], ["Are you busy in June?"]),
      pres("guest_count", ["About 60 guests", "Numbers: 45", "Roughly thirty people"], ["How many can you cater for?"])
    ]
  }
}

const FWD_AD = (note: string, body: string) =>
  `${note}\n\n---------- Forwarded message ---------\nFrom: Tallyo <news@tallyo-mail.com>\nDate: Tue, 3 Nov 2026 at 09:12\nSubject: ${body.split("\n")[0]}\nTo: <reception@oakfieldvets.co.uk>\n\n${body.split("\n").slice(1).join("\n")}\n\nView this email in your browser | Unsubscribe | Manage preferences`

export const LEFTOVER_CASES: ReadonlyArray<LeftoverCase> = [
  // 1. dash fields
  ["d1 pets none, access given", "Hi, could we get a quote for a fortnightly clean? Two-bed flat in Hove.\nPets - none\nAccess - key safe by the front door, code 2280\nThanks, Priya", { "clean.pets": "neg", "clean.access": true }],
  ["d2 pets given, parking n/a", "End of tenancy clean wanted\nPets - one elderly labrador\nParking - n/a", { "clean.pets": true }],
  ["d3 web chat summary", "Web chat summary\nCompany - Ferris Joinery\nNeed - job costing for six joiners\nBudget - none\nTimeline - before the spring rush", { "bant.budget": "neg", "bant.need": true, "bant.timeline": true }],
  ["d4 budget tbc, decider me", "Budget - tbc\nDecision - me and my business partner\nNeed - stock counts done on a phone", { "bant.budget": "open", "bant.authority": true }],
  ["d5 stand notes", "Notes from the stand:\nChallenge - drivers' timesheets still on paper\nBudget - 2k a year\nSigner - the owner, Mr Aziz", { "champ.money": true, "champ.challenges": true }],
  ["d6 near miss: sentence dashes", "We tried - and failed - to get the kitchen team onto a shared calendar. Any tips?", { "bant.budget": "open", "bant.timeline": false }],
  ["d7 near miss: dash then a no", "Sorry for the slow reply - none of the quotes so far fit what we need for the van tracking.", { "bant.budget": "open", "bant.authority": "open" }],
  ["d8 near miss: nobody home", "Cleaning quote please - nobody is home on Tuesdays, so the key is with the neighbour at no. 14.", { "clean.pets": "open" }],
  // 2. "#1" as a rank
  ["r1 call notes prio #1", "Call notes, Tues\n- Spoke to Hollie, ops lead at a bakery chain (4 shops)\n- prio: #1 for this quarter\n- waste logs kept on clipboards", { "champ.prioritization": true }],
  ["r2 ranking - #2", "Ranking - #2 after the till upgrade. We lose about half an hour a day reconciling stock.", { "champ.prioritization": true }],
  ["r3 prio #1 in a sentence", "prio #1 is getting the vans tracked before winter", { "champ.prioritization": true }],
  ["r4 priority: #1 form", "Name: Dr Hale\nPractice: Lindley Vets\nPriority: #1\nProblem: reminders for boosters go out late", { "champ.prioritization": true }],
  ["r5 near miss: ticket #1", "Ticket #1 was about the login, this one is about exports - both still open.", { "champ.prioritization": false }],
  ["r6 near miss: order #1 of 3", "Order #1 of 3 arrived with a cracked screen, please advise.", { "champ.prioritization": false }],
  ["r7 near miss: room #1", "Room #1 is booked for the training on Friday, can your trainer bring a laptop?", { "champ.prioritization": false }],
  // 3. a budget spent
  ["b1 spent for this year", "We'd love to move the vaccine reminders online, but the budget is spent for this year. Try us again in April.", { "bant.budget": "neg", "champ.money": "neg" }],
  ["b2 all used up", "Our IT budget's all used up this year, sorry. The rota problem isn't going anywhere though.", { "bant.budget": "neg" }],
  ["b3 money gone", "The training money is gone for this year; the new pot opens in September.", { "champ.money": "neg" }],
  ["b4 has been spent already", "The marketing budget has been spent already, so anything new waits until the next financial year.", { "bant.budget": "neg" }],
  ["b5 near miss: we've spent 20k on X", "We've spent 20k on a CRM that nobody opens. This time we want something the crew will actually use.", { "bant.budget": "open", "champ.money": "open" }],
  ["b6 near miss: spent before, set aside now", "We spent about 3k on the old booking app last year and we've got 5k set aside for its replacement.", { "bant.budget": true }],
  ["b7 near miss: to be spent carefully", "Every penny of the 8k budget for the new tills will be spent carefully, so we want a proper demo first.", { "bant.budget": true }],
  // 4. an event's name is no date
  ["e1 event: school play", "Event: school play\nGuests: about 120 parents\nFood: squash and biscuits at the interval", { "cater.event_date": false, "cater.guest_count": true }],
  ["e2 occasion: retirement party", "Occasion: retirement party\nNumbers: 35\nDiet: two vegans, one coeliac", { "cater.event_date": false }],
  ["e3 event - golden wedding", "Event - golden wedding anniversary\nVenue: St Anne's church hall\nGuests: around 50", { "cater.event_date": false }],
  ["e4 spiced form event", "Event: staff awards night\nName: Carla\nWhat we need: table plans and printed name cards", { "spiced.critical_event": false }],
  ["e5 bant form event", "Event: open day\nContact: Mr Dale\nNeed: a sign-in app for visitors", { "bant.timeline": false }],
  ["e6 near miss: event with a date", "Event: summer fete on Saturday 12 July\nGuests: 200", { "cater.event_date": true }],
  ["e7 near miss: occasion and day", "Occasion: christening, Sunday 3rd May\nNumbers: around 40", { "cater.event_date": true }],
  ["e8 near miss: event date line", "Event date: 21/06\nEvent: leaving do", { "cater.event_date": true }],
  // 5. money from a pot told in passing
  ["p1 banners paid from the pot", "The banners were paid out of the marketing pot last year, about 1,800, and they've faded already. Do you print on vinyl?", { "bant.budget": false }],
  ["p2 course from welfare fund", "Last spring the 600 for the first-aid course came out of the staff welfare fund. Now we're after a rota app.", { "champ.money": false }],
  ["p3 sign from events pot", "The sign came out of the events pot last year - 900 quid. This year we need one for the car park.", { "bant.budget": false }],
  ["p4 near miss: can take from the pot", "We can take up to 2,500 out of the marketing pot for this.", { "bant.budget": true }],
  ["p5 near miss: left in the fund", "There's 4k left in the equipment fund that we can use for the scanners.", { "champ.money": true }],
  ["p6 near miss: committee will pay", "The committee agreed to pay for it from the social fund, up to 700.", { "bant.budget": true }],
  // 6. a forwarded vendor advert
  ["f1 advert under a note", FWD_AD("Is this deal still on? We'd want it for the Leeds clinic.", "Black Friday: 30% off annual plans\nHi there,\n\nBudget tight this year? Our annual plans are 30% off until 30 November. Practices that switched cut admin time by 40% and decide in days, not months. Your top priority should be the client experience - book a demo today and go live in 2 weeks."), { "bant.budget": false, "bant.timeline": false, "champ.prioritization": false, "meddic.metrics": false, "spiced.critical_event": false }],
  ["f2 advert with pains", FWD_AD("Saw this - does it work with our card machine?", "New: shift swaps in one tap\nStruggling with rotas? Managers spend 6 hours a week on shift swaps. Start your free trial today, plans from 49 a month."), { "champ.challenges": false, "spiced.pain": false, "meddic.identify_pain": false, "spiced.impact": false }],
  ["f3 near miss: colleague's forward", "Our MD sent the note below - please quote for it.\n\n---------- Forwarded message ---------\nFrom: Dan Price <dan@harrowdental.co.uk>\nDate: Mon, 2 Nov 2026 at 10:03\nSubject: booking system\nTo: Kim <kim@harrowdental.co.uk>\n\nKim, go ahead, we can use the 6k left in the IT budget. It needs to be live before January.", { "bant.budget": true, "bant.timeline": true }],
  ["f4 near miss: note states budget", FWD_AD("Our budget for this is around 4k - is the offer below still valid?", "Spring offer: 20% off\nHello,\n\nOur spring offer ends on 31 March. Book a call to hear more."), { "bant.budget": true, "bant.timeline": false }]
]
