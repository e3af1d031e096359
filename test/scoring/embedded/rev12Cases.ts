// The rev12 challenge set (rev12.test.ts): a second reading of the session's merged rounds
// (packs5, custfp, triage9, shapes, denial). For each new reading, messages of our own that it
// must keep and near misses with the same surface words in another role: a rank that is no
// priority, a guess that is the buyer's own, a payment that is no consequence, an age of a
// building, a proper name that is a place or a product, a route that is a translation pair or a
// date range, a trouble word in a joke or a story, a denial asked as a question. Labels as in
// labelledReading.ts ("found", "absent", "negated", "!x"). No dataset text.
import type { Message } from "../../../src/domain/types.js"
import type { LabelledCase } from "./labelledReading.js"
import type { Rev12Rubric } from "./rev12Rubrics.js"
import type { T9Case } from "./triage9Read.js"

type Case = LabelledCase<Rev12Rubric>
const u = (content: string): Message => ({ role: "user", content })
const a = (content: string): Message => ({ role: "agent", content })
const c = (id: string, rubric: Rev12Rubric, input: string | ReadonlyArray<Message>, want: Record<string, string>): Case => ({ id, rubric, input, want })

/** packs5's shorthand, loose grammar and guess/past readings. */
const PACKS: ReadonlyArray<Case> = [
  c("p-rank1", "champ", "Call notes 3/2\n- prio: P1 for this half\n- Dana runs ops, signs off anything under 40k\n- main issue: rota changes by text, shifts missed", { prioritization: "found", challenges: "found" }),
  c("n-rank1", "champ", "Ranking: #1 on local search for 'garden rooms' since spring, so leads are fine. What we lack is a way to track quotes once they're sent.", { prioritization: "absent" }),
  c("n-rank2", "champ", "We're in the top three for customer reviews in the county, but our quoting is all spreadsheets and it's slow.", { prioritization: "absent", challenges: "found" }),
  c("p-rank2", "champ", "Honestly this jumped the queue after the audit, it's now the thing we tackle first.", { prioritization: "found" }),
  c("n-rank3", "champ", "The first thing we do first every morning is print the delivery sheets, then the drivers head out.", { prioritization: "absent" }),
  c("p-money1", "champ", "we are small team, around 300 per month is ok for us if it does the invoices", { money: "found" }),
  c("n-money1", "champ", "Two deliveries per week is fine for our stock levels, we just need the ordering to be less manual.", { money: "absent" }),
  c("n-money2", "bant", "Three visits a month is fine by the staff. The question is whether the reports can go straight to head office.", { budget: "absent" }),
  c("p-impact1", "spiced", "When the booking double-fires we must pay another venue to take the overflow, it cost us twice last spring.", { impact: "found" }),
  c("n-impact1", "spiced", "We need to pay the deposit by Friday to hold the slot, can you send the invoice to accounts?", { impact: "absent" }),
  c("n-impact2", "spiced", "Before go-live we have to pay the setup fee, I assume that's on your first invoice.", { impact: "absent" }),
  c("n-pain1", "spiced", "I don't want to oversell it internally, but the demo went down well with the warehouse leads.", { pain: "absent" }),
  c("p-pain1", "spiced", "We oversold the same sofa twice last month because the web stock doesn't update from the shop.", { pain: "found" }),
  c("p-sit1", "spiced", "hello, we are family bakery with 3 shops and 22 ppl, all orders on paper now", { situation: "found" }),
  c("n-sit1", "spiced", "Table for 6 ppl on Friday, we'd like to see the product in person after dinner.", { situation: "absent" }),
  c("p-guess1", "bant", "My read: they have about 15k but won't say it until procurement is involved.", { budget: "absent" }),
  c("p-own1", "bant", "I'm the office manager here. The partners decide; I think they've set aside about 12k for this, and want it running by June.", { budget: "found", timeline: "found" }),
  c("p-own2", "bant", "Presumably we'd need it live before the tax year starts in April, that's when the old contract runs out.", { timeline: "found" }),
  c("p-old1", "bant", "With our old system the licence runs out on 31 May, so we have to be switched over by then.", { timeline: "found" }),
  c("n-old1", "bant", "On our previous project we had 30k from the innovation fund, but that's long gone.", { budget: "absent" }),
  c("p-old2", "bant", "Our old supplier went bust, so the budget they had, 20k, is still sitting there for a replacement this quarter.", { budget: "found" }),
  c("n-past1", "meddic", "Three years ago our former FD signed off all capex, but that changed when we were bought.", { economic_buyer: "absent" }),
  c("p-eb1", "meddic", "These days the group CFO approves all investment over 10k, so she'll have to see the case.", { economic_buyer: "found" }),
  c("p-auth1", "bant", "quick one from me - I hold the budget for it and can sign today if the price is right", { authority: "found" }),
  c("n-auth1", "bant", "We manage the budget for our clients' ad campaigns, so we need client-level reporting in the tool.", { authority: "absent" }),
  c("p-impact2", "spiced", "Every time a load arrives late we have to pay a penalty to the supermarket, three times this quarter already.", { impact: "found" }),
  c("p-sit2", "spiced", "3 FTE in accounts, and every supplier statement is ticked off by hand against the ledger.", { situation: "found" }),
  c("p-rank3", "champ", "It's in our top three for the year, right after the new website.", { prioritization: "found" }),
  c("n-rank4", "champ", "In the survey our customers ranked the mobile app above the website, so online ordering matters to us. Today it's all phone calls.", { prioritization: "absent" }),
  c("p-rank4", "champ", "The board ranked fixing the scheduling above the office move, so it's first this year.", { prioritization: "found" }),
  c("n-pain2", "spiced", "Our members chase us for the new class timetable every January, it's a nice sign of interest. We want an app for bookings.", { pain: "absent" }),
  c("p-pain2", "spiced", "guests are angry because the same room is booked twice some weekends, we are hotel of 30 rooms", { pain: "found", situation: "found" }),
  c("n-auth3", "bant", "I'm the approver for holiday requests in my team, but software purchases go to our IT director.", { authority: "!absent" }),
  c("n-event1", "spiced", "From 2019 the law says we keep records for six years, which we already do on paper. We'd like something easier to search.", { critical_event: "absent" }),
  c("p-event1", "spiced", "From next April the new rules require every invoice to be sent electronically, so we have to change by March.", { critical_event: "found" }),
  c("n-auth2", "champ", "My manager, she decides the rota every Monday, and the shift swaps are the part that breaks.", { authority: "absent" })
]

/** shapes: ages, names and journey ends for fields of them. */
const SHAPES: ReadonlyArray<Case> = [
  c("p-age1", "careHome", "Hello, I'm asking for my mother, Edith Moss. She's 91 and still very sharp, just unsteady on her feet.", { resident_name: "found", resident_age: "found" }),
  c("n-age1", "careHome", "We looked round on Sunday. The building is 140 years old but the rooms felt bright, which Dad liked.", { resident_age: "absent" }),
  c("n-age2", "careHome", "Your brochure says the home is 25 years old this year, is the lift original?", { resident_age: "absent" }),
  c("p-age2", "careHome", "Name: Walter Greaves\nAge: 83\nWanted from: early May", { resident_name: "found", resident_age: "found", start_date: "found" }),
  c("n-name1", "careHome", "We live near Ashby and can visit most days. Could you send a price list to the address on the form?", { resident_name: "absent", resident_age: "absent" }),
  c("n-name2", "careHome", "He uses a Rollator and a Bosch hearing loop at home, will those be fine in the room?", { resident_name: "absent" }),
  c("p-name3", "careHome", "The room would be for Grandma Ivy Chapman, she is 88 now.", { resident_name: "found", resident_age: "found" }),
  c("n-age3", "careHome", "Our family firm is 60 this year and we've always used local homes. Invoice is 45.", { resident_age: "absent" }),
  c("n-age4", "careHome", "Mum's flat is on the ground floor and she'd need the same. Flat number is 12.", { resident_age: "absent" }),
  c("p-age3", "careHome", "My uncle Ray, who is in his late eighties, needs a room from next month.", { resident_age: "found", start_date: "found" }),
  c("n-name4", "careHome", "She loves Countdown and the Archers, and the home needs to be near Ripon for us.", { resident_name: "absent" }),
  c("n-name5", "careHome", "Thanks,\nHelen Marsh\nDaughter, and power of attorney\n07700 900555", { resident_name: "absent" }),
  c("p-route1", "vanHire", "I came across your site on Google, can you move a sofa and a bed from Alfreton to Ripley next Saturday?", { pickup_place: "found", dropoff_place: "found" }),
  c("p-route2", "vanHire", "We used you last year and were happy. This time it's from Heanor to Ilkeston, about a van load.", { pickup_place: "found", dropoff_place: "found", load_size: "found" }),
  c("p-route3", "vanHire", "Please can you take my desk and boxes from Wirksworth to Ashbourne like last time?", { pickup_place: "found", dropoff_place: "found" }),
  c("n-route1", "vanHire", "Can your office translate the inventory from Polish into English? It's for the insurer.", { pickup_place: "absent", dropoff_place: "absent" }),
  c("n-route2", "vanHire", "Our drivers are running from Mon to Fri only, so would a weekend hire cost more?", { pickup_place: "absent", dropoff_place: "absent" }),
  c("n-route3", "vanHire", "We moved from Chesterfield to Bakewell three years ago and you did a great job then.", { pickup_place: "absent", dropoff_place: "absent" }),
  c("p-route5", "vanHire", "need a man with a van from Matlock to Derby on Sat like last year, just a wardrobe and a bike", { pickup_place: "found", dropoff_place: "found" }),
  c("p-route4", "vanHire", "Pick up: 7 Station Road, Belper\nDrop off: Derby\nLoad: a 1-bed flat", { pickup_place: "found", dropoff_place: "found", load_size: "found" })
]

/** custfp: trouble words, hearsay and a laugh for an escalation trigger; denial: asked negations. */
const VENUE: ReadonlyArray<Case> = [
  c("p-dmg1", "venue", "We heard about you from a friend and, sadly, the ceiling in our hall at home fell in, so we need a new venue for the party on 9 May, 70 guests.", { guests: "found", event_date: "found" }),
  c("p-dmg2", "venue", "Hi, after last night's party a guest smashed the mirror in the bar and the fire door won't close, sorry!", { damage: "found" }),
  c("p-dmg3", "venue", "Water is pouring through the ceiling of the main hall lol, what a start to the day, can someone come now?", { damage: "found" }),
  c("n-dmg1", "venue", "I read about a venue where a guest smashed the windows, but nothing like that will happen with our lot. 60 guests, 2 August.", { damage: "absent", guests: "found", event_date: "found" }),
  c("n-dmg2", "venue", "The kids will probably wreck the bouncy castle lol. About 40 guests on Sunday 3 August.", { damage: "absent" }),
  c("n-dmg3", "venue", "We'd like to book the hall for a 50th on 12 July, around 90 guests, and please send the damage deposit terms.", { damage: "absent", guests: "found" }),
  c("p-dmg4", "venue", "I heard a loud crash in the main hall, and a beam has come down across the dance floor.", { damage: "found" }),
  c("n-jest1", "venue", "Honestly the dancing will bring the roof down haha. 100 guests on 4 October, buffet please.", { damage: "absent", guests: "found" }),
  c("p-jest1", "venue", "The toilets in the function room flooded overnight and the carpet is soaked, not the best start lol. Can someone look today?", { damage: "found" }),
  c("n-story1", "venue", "We saw on the news that a marquee blew down at a wedding last summer, is yours anchored? About 120 guests in August.", { damage: "absent" }),
  c("n-den3", "venue", "Why is there no answer on your phone line? We want to book for 80 guests on 6 September.", { guests: "found", event_date: "found" }),
  c("p-den3", "venue", "We have no date yet and no idea of numbers, just gathering prices for now.", { guests: "absent", event_date: "absent" }),
  c("n-den1", "venue", "Is there no limit on guests for the garden room? We might be 150.", { guests: "!negated" }),
  c("p-den1", "venue", [a("Roughly how many guests?"), u("Not sure yet, sorry. No date either, we're still choosing between two weekends.")], { guests: "absent" }),
  c("n-den2", "venue", "You don't charge for the first hour of setup, right? Party is on 21 June.", { event_date: "found" }),
  c("p-den2", "venue", "No damage at all this time, the room was left as we found it. Thank you for a lovely evening!", { damage: "absent" })
]

export const REV12_CASES: ReadonlyArray<Case> = [...PACKS, ...SHAPES, ...VENUE]

const t = (id: string, text: string | ReadonlyArray<Message>, want: Omit<T9Case, "id" | "messages">): T9Case => ({ id, messages: typeof text === "string" ? [u(text)] : text, ...want })

/** triage9: a wish beside a fault, "pls", plural dropped; near misses a past fault beside a wish, a "please" to a routine ask. */
export const REV12_TICKETS: ReadonlyArray<T9Case> = [
  t("t-wish1", "The invoice export has crashed every time since this morning and nothing goes to the accountant. Separately, a dark mode would be lovely.", { severity: ["high", "critical"], status: ["QUALIFIED", "ESCALATE"] }),
  t("t-wish2", "It would be great to have a dark mode some day. The export crashed once back in March but that was fixed the same week.", { severity: ["low", null], status: ["QUALIFIED", "NONE"] }),
  t("t-wish3", "Feature idea: let us pin favourite reports. Also, last year the sync broke for a day, all fine since.", { severity: ["low", null], status: ["QUALIFIED", "NONE"] }),
  t("t-pls1", "pls help, none of the tills in the shop can take card payments since opening, queue out the door", { severity: ["critical", "high"], time: ["immediate"], status: "ESCALATE" }),
  t("t-pls2", "pls can u change the email on my account to the new one, no rush", { severity: ["low", null], status: ["QUALIFIED", "NONE"] }),
  t("t-plural1", "all the driver in the depot cannot log in to the app since the update, rounds not started", { severity: ["critical", "high"], status: ["ESCALATE", "QUALIFIED"] }),
  t("t-plural2", "one of my colleague asked if there's a training video for the reports, thanks", { severity: ["low", null], status: ["QUALIFIED", "NONE"] }),
  t("t-plural3", "one of my colleague cannot open the rota since monday, the others are fine", { severity: ["medium"], status: "QUALIFIED" }),
  t("t-wish4", "Would be nice if the calendar showed week numbers. Also the password reset email never arrives for anyone on our team today, we're locked out.", { severity: ["high", "critical"], status: ["QUALIFIED", "ESCALATE"] }),
  t("t-wish5", [a("Anything else I can help with?"), u("No that's all, maybe one day a bulk edit would be handy, thanks")], { severity: ["low", null], status: ["QUALIFIED", "NONE"] })
]
