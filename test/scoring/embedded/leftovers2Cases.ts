import type { Message } from "../../../src/domain/types.js"

// The leftovers2 round's challenge set (leftovers2.test.ts): readings the team left brittle, on
// messages of our own (a choir, a bowls club, a courier firm, a dog groomer, a school, a garden
// centre, a dental lab), a third near misses. Per case: "pack.detector" → true (found), false (not
// found), "neg" (not found and denied), "open" (not found, not denied), or for triage the
// categories allowed (null: not found).
//   1. Thanks after a past fault: every wording of "thanks for the update" reads as settled.
//   2. "One in five of our staff are part-time": a share of the people, not a measure of success.
//   3. "I'll pitch it to the committee, but I don't think they'll go for it": a messenger, no champion.
//   4. "We lost two of our oldest members this winter": a bereavement, not a business consequence.
//   5. "Priority: Low" in a ticket form: no hurry.
//   6. "Please help." alone: nothing told of how bad.
//   7. A firm's name holding "Priority" ("Priority #1 Couriers"): no priority.
//   8. A signature's title ("Director of Music"): the sender's authority (decisions: a title says who the sender is).
//   9. Several "Label - value" fields on one line; a hyphenated head ("Go-live - June").
export type Want = true | false | "neg" | "open" | ReadonlyArray<string | null>
export type Leftover2Case = readonly [name: string, input: string | ReadonlyArray<Message>, want: Readonly<Record<string, Want>>]

const SETTLED: ReadonlyArray<string | null> = [null, "low"]
const BAD: ReadonlyArray<string | null> = ["critical", "high"]

export const LEFTOVER2_CASES: ReadonlyArray<Leftover2Case> = [
  // 1. thanks after a past fault
  ["t1 just wanted to say thanks", "The booking page at our garden centre went down on Monday for about two hours. I just wanted to say thank you for the update.", { "triage.issue_severity": SETTLED }],
  ["t2 many thanks for the update", "The booking page at our garden centre went down on Monday for about two hours. Many thanks for the update.", { "triage.issue_severity": SETTLED }],
  ["t3 thanks for the update", "Your portal was down for most of last Tuesday afternoon. Thanks for the update.", { "triage.issue_severity": SETTLED }],
  ["t4 cheers for the heads-up", "The card reader sync failed overnight on Saturday. Cheers for the heads-up email.", { "triage.issue_severity": SETTLED }],
  ["t5 thank you for keeping us posted", "The grooming diary was offline for an hour yesterday morning. Thank you for keeping us posted.", { "triage.issue_severity": SETTLED }],
  ["t6 many thanks for letting us know", "Your payments page failed for everyone last weekend. Many thanks for letting us know what happened.", { "triage.issue_severity": SETTLED }],
  ["t7 thanks for the quick fix", "The lab's order screen crashed for all our technicians on Friday night. Thanks for the quick fix.", { "triage.issue_severity": SETTLED }],
  ["t8 near miss: still down, thanks", "The booking page is down right now and customers can't pay. Thanks for the update.", { "triage.issue_severity": BAD }],
  ["t9 near miss: thanks, but still down", "Thanks for the update, but it's still down and none of our members can book. This is costing us every hour.", { "triage.issue_severity": BAD }],
  ["t10 near miss: thanks then a new fault", "Many thanks for the quick fix yesterday. Today the checkout is down again and nobody can pay.", { "triage.issue_severity": BAD }],
  ["t11 near miss: thanks then crashes", "Thanks for your help. The app crashes every time I open the camera.", { "triage.issue_severity": ["high", "medium", "critical"] }],
  // 2. a share of the people
  ["s1 one in five part-time", "One in five of our staff are part-time.", { "meddic.metrics": false }],
  ["s2 a third over seventy", "About a third of our members are over seventy, so big buttons matter.", { "meddic.metrics": false }],
  ["s3 half are volunteers", "Half of our drivers are volunteers and work one day a week.", { "meddic.metrics": false }],
  ["s4 40% women", "Around 40% of our choir are retired teachers.", { "meddic.metrics": false }],
  ["s5 near miss: share with a target", "One in five of our appointments are no-shows and we want that down to one in twenty.", { "meddic.metrics": true }],
  ["s6 near miss: cut by a third", "We need to cut missed collections by a third before the contract review.", { "meddic.metrics": true }],
  ["s7 near miss: 20% of orders late", "Right now 20% of our orders go out late, and we'd like it under 5%.", { "meddic.metrics": true }],
  // 3. a doubtful messenger
  ["c1 pitch but doubt", "I'll pitch it to the committee, but I don't think they'll go for it.", { "meddic.champion": false, "champ.authority": "open" }],
  ["c2 put it to the board, doubt", "I can put it to the board next month, but I doubt they'll agree to it.", { "meddic.champion": false }],
  ["c3 raise it, not hopeful", "I'll raise it with the trustees, but I'm not hopeful they'll say yes.", { "meddic.champion": false }],
  ["c4 near miss: pitch and keen", "I love it and I'll pitch it to the committee on Thursday - I'm sure they'll go for it.", { "meddic.champion": true }],
  ["c5 near miss: will push hard", "I'll push hard for this with the partners, it would save me hours.", { "meddic.champion": true }],
  // 4. members lost to death
  ["m1 lost two oldest members", "We lost two of our oldest members this winter, so the club feels quiet.", { "spiced.impact": false, "meddic.identify_pain": false }],
  ["m2 lost our founding member", "Sadly we lost one of our founding members in January.", { "spiced.impact": false }],
  ["m3 lost longest-serving volunteer", "We lost our longest-serving volunteer last month and everyone misses her.", { "spiced.impact": false }],
  ["m4 near miss: lost oldest client", "We lost two of our biggest clients this winter because the invoices kept going out wrong.", { "spiced.impact": true }],
  ["m5 near miss: members cancelling", "We lost 30 members in the autumn because they couldn't book courts online.", { "spiced.impact": true }],
  // 5. a low priority field
  ["p1 priority low", "Name: Sam Okafor\nPriority: Low\nMessage: Could the export include the date column?", { "triage.time_sensitivity": ["flexible"] }],
  ["p2 urgency low", "Club: Hartley Bowls\nUrgency: low\nDetails: the fixtures page shows last year's logo.", { "triage.time_sensitivity": ["flexible"] }],
  ["p3 near miss: priority high", "Name: Jo\nPriority: High\nMessage: none of the tills will open, we can't sell anything.", { "triage.time_sensitivity": ["immediate", "soon", null] }],
  // 6. a plea alone
  ["h1 please help alone", "Please help.", { "triage.issue_severity": [null] }],
  ["h2 help please alone", "Help please!", { "triage.issue_severity": [null] }],
  ["h3 near miss: plea after a fault", "Nobody at the lab can open the order screen since 8am. Please help.", { "triage.issue_severity": BAD }],
  ["h4 near miss: plea with a question", "Please help, how do I add a second groomer to the diary?", { "triage.issue_severity": ["low"] }],
  // 7. a firm's name
  ["n1 priority #1 couriers", "Hi, I run Priority #1 Couriers, we have 12 vans and the routes are planned on paper.", { "champ.prioritization": false }],
  ["n2 top priority plumbing", "Hello from Top Priority Plumbing - we're after a job sheet app for four engineers.", { "champ.prioritization": false }],
  ["n3 first priority care signature", "Could you send pricing for 20 users?\n\nThanks,\nAmira Noor\nFirst Priority Care Ltd", { "champ.prioritization": false }],
  ["n4 near miss: priority #1 told", "Getting the vans tracked is priority #1 for us this quarter.", { "champ.prioritization": true }],
  ["n5 near miss: top priority told", "Sorting the rota is our top priority before Christmas.", { "champ.prioritization": true }],
  // 8. a signature's title
  ["a1 director of music", "We'd like a quote for the practice-room booking system.\n\nThanks,\nJo Marsh\nDirector of Music, St Aldhelm's School", { "bant.authority": true }],
  ["a2 near miss: no title", "We'd like a quote for the practice-room booking system.\n\nThanks,\nJo Marsh", { "bant.authority": "open" }],
  // 9. dash fields
  ["d1 three on one line", "Call notes: Budget - 3k  Timeline - before spring  Decision - me", { "bant.budget": true, "bant.timeline": true, "bant.authority": true }],
  ["d2 piped fields", "Budget - none | Timeline - this summer | Need - online class bookings", { "bant.budget": "neg", "bant.timeline": true, "bant.need": true }],
  ["d3 go-live head", "Go-live - June\nBudget - 5k", { "bant.timeline": true, "bant.budget": true }],
  ["d4 sign-off head", "Sign-off - the practice manager\nBudget - tbc", { "bant.authority": true, "bant.budget": "open" }],
  ["d5 two fields, budget none", "Timeline - asap  Budget - none", { "bant.timeline": true, "bant.budget": "neg" }],
  ["d8 colon then comma row", "Pets - two cats, Parking - on the drive", { "bant.budget": "open" }],
  ["d6 near miss: sentence dashes", "We tried - and failed - to get the kitchen team onto a shared calendar - any tips?", { "bant.timeline": false, "bant.budget": "open" }],
  ["d7 near miss: hyphen words in prose", "Our follow-up - a long one - is below. Nothing is decided yet.", { "bant.authority": false }]
]
