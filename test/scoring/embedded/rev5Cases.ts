// rev5: a second reading of the decline and triage4 rounds, on sentences of our own (none from a
// dataset). Each family holds misfires (the reading must NOT fire) and near phrasings it should
// still read. Styles: chat, email with a signature or quoted reply, a form's `Label: value` lines,
// a ticket.

/** [label, message, whether not_interested is found] */
export type DeclineCase = readonly [string, string, boolean]

/** [label, message, what is read, "is" or "not", the category (null: not found)] */
export type TriageCase = readonly [string, string, "severity" | "timing", "is" | "not", string | null]

export const DECLINE_MISFIRES: ReadonlyArray<DeclineCase> = [
  ["sat out last year, joining now", "We sat it out last spring, but this year we'd like to join the pilot. What does it cost?", false],
  ["sit one round out for the next", "Can I sit this one out and join the next cohort in March instead?", false],
  ["not worth keeping their own old plan", "It wasn't worth it for us to keep the old plan, so please move us to the annual one.", false],
  ["worth it asked", "Is it worth it for a shop our size to take the premium tier?", false],
  ["board said no to the rival", "Our board said no to the other vendor, so we'd like to go ahead with you.", false],
  ["board said no to one quote", "The board said no to the first quote; could you send a leaner one?", false],
  ["the draft fine as it stands", "The draft contract looks good as things are, send it over and we'll sign.", false],
  ["no change to an order", "No plans to change anything on the order, just checking the delivery day.", false],
  ["address unchanged", "Our address is the same, we are not changing.", false],
  ["current tool kept, add-on asked", "Our current system does the job for invoicing. Could your tool add stock reports on top of it?", false],
  ["trial ended for the paid plan", "Please end my trial now and upgrade us to the Pro plan.", false],
  ["monthly plan swapped for yearly", "Can I cancel the monthly plan and move to the yearly one?", false],
  ["paper swapped for email", "Stop sending me paper invoices, email them instead.", false],
  ["another plan with the vendor", "We switched to another plan with you last month and the bill looks wrong.", false],
  ["office moved", "We've moved to a different office, please update our delivery address.", false],
  ["another session booked", "We've booked another session for Friday, can you confirm the room?", false],
  ["someone found to sign off", "I got someone to sign off the budget, so we can proceed with the order.", false],
  ["one part covered, the rest wanted", "We already have someone for the payroll side, we need your tool for rota planning.", false],
  ["a practice run first", "We agreed to go with a practice run first, then the full rollout in May.", false],
  ["opening put off, signage wanted", "The roadworks put our opening off until further notice, but we still want the signage installed.", false],
  ["a bigger package of the vendor's", "We decided to go with a bigger package from your company.", false],
  ["a colour kept", "Just to confirm, we're sticking with the blue logo for the vans.", false],
  ["the old way until the install", "We'll keep doing it the way we do now until your system is installed next week.", false],
  ["one supplier kept, the vendor wanted for the rest", "We're happy with our current supplier of paper, we need you for the printers only.", false],
  ["staying with the vendor", "We're going to stay with you for another year, please send the renewal.", false],
  ["email: renewal with signature", "Hi Priya,\n\nAll good on our side, we'll stick with you for the coming season. Invoice to the usual address please.\n\nBest,\nTom Hale\nOperations Lead, Hale Marine", false],
  ["form: plan change", "Name: Rosa Lind\nRequest: cancel the monthly plan and switch to the annual plan\nAccount: RL-2231", false],
  ["ticket: policy for staff", "Subject: rota export\nWe're not changing the rota app, just need the export fixed for Monday.", false]
]

export const DECLINE_NEAR: ReadonlyArray<DeclineCase> = [
  ["signed with a different agency", "We've signed up with a different agency, so please close our file.", true],
  ["carry on with their firm", "Thanks, but we're going to carry on with the firm we already use.", true],
  ["sticking with their accountant", "We'll be sticking with our present accountant this year.", true],
  ["bookkeeping in-house", "Our team has opted to handle the bookkeeping in-house from now on.", true],
  ["staying put with their insurer", "After some thought we're staying put with our existing insurer.", true],
  ["no more email", "Please don't email me about this again.", true],
  ["other arrangements", "I'd rather you didn't follow up. We've made other arrangements.", true],
  ["a cheaper quote elsewhere", "We went with a cheaper quote from a local builder.", true],
  ["board voted no", "Our board voted no, so we won't go further.", true],
  ["another company found", "We've found another company to handle it.", true],
  ["not worth switching", "Honestly it's not worth switching for us.", true],
  ["worth it for their size", "It isn't worth it for a team our size.", true],
  ["email: gone elsewhere with quoted reply", "Thanks Sam, we've decided to go with a local firm.\n\nKind regards,\nAnna\n\n> On Tue, Sam wrote:\n> Any thoughts on the proposal?", true],
  ["form: decline", "Company: Finch Bakery\nDecision: we'll stay with our current supplier\nNotes: thanks for the samples", true]
]

export const TRIAGE_MISFIRES: ReadonlyArray<TriageCase> = [
  ["a staffing rule at every site", "Staff are not needed at every site on Sunday, can you update the rota template?", "severity", "not", "critical"],
  ["a cash policy", "None of our shops take cash, we're card only. How do I set the reader to refuse notes?", "severity", "not", "critical"],
  ["opening hours of every cafe", "None of our cafes open before 8, so the morning report can run at 7.", "severity", "not", "critical"],
  ["an error report wanted", "All our shops need the error report exported by Friday.", "severity", "not", "critical"],
  ["an error log wanted", "Every branch has an error log that I'd like to download as CSV.", "severity", "not", "critical"],
  ["a refund rule at the till", "We're not allowed to give refunds to anyone at the till, how do I hide the refund button?", "severity", "not", "critical"],
  ["bookings resume only as a plan", "Our booking page crashed this morning, and we start taking bookings again tomorrow at 9, please fix it before then.", "severity", "not", "low"],
  ["getting it back online is no recovery", "The site went down an hour ago and we're trying to get it back online, nothing works.", "severity", "is", "critical"],
  ["a count of screens is no date", "The game on 3 of our screens freezes when the menu opens.", "timing", "not", "soon"],
  ["a past show's day", "The show on Friday sold out, but the ticket scanner kept double-counting, can you look at the logs?", "timing", "is", null],
  ["an event a year off", "Our conference is on the 14th of next year, just planning ahead with the badge printer setup.", "timing", "not", "soon"],
  ["an urgent tag taken back", "Urgent: not sure if this matters, the logo on the receipt is slightly off-centre.", "timing", "not", "immediate"],
  ["form: priority none", "Priority: none really\nQuestion: how do I export last month's invoices?", "timing", "not", "immediate"],
  ["ticket: none of the offices on Sundays", "Subject: rota\nNone of our offices are staffed on Sundays, please hide Sunday from the booking form.", "severity", "not", "critical"]
]

export const TRIAGE_NEAR: ReadonlyArray<TriageCase> = [
  ["every card at each till", "The card machines decline every card at each till since this morning.", "severity", "is", "critical"],
  ["not one terminal", "Not one of our terminals will connect, nobody can pay.", "severity", "is", "critical"],
  ["every kiosk blank", "Every one of our kiosks is stuck on a blank screen.", "severity", "is", "critical"],
  ["everybody at the entrance", "The door entry system rejects everybody at the front entrance.", "severity", "is", "critical"],
  ["still down", "The app crashed at 9 and it's still down, we can't take orders.", "severity", "is", "critical"],
  ["a gala on Saturday", "Our gala is on Saturday and the ticket page won't load.", "timing", "is", "soon"],
  ["cuts off every caller", "The phone line cuts off every caller after ten seconds.", "severity", "is", "critical"],
  ["every till, email with signature", "Hello,\nThe card readers fail at every till in the Leeds store since opening.\n\nThanks,\nMo Khan\nStore Manager", "severity", "is", "critical"],
  ["form: event and fault", "Event: graduation ceremony on the 18th\nProblem: the seating plan page shows an error", "timing", "is", "soon"]
]

/** [label, message, whether the kitchen agency's `location` field (custwordsCases.ts, where the cook lives) is found] */
export type PlaceCase = readonly [string, string, boolean]

export const PLACE_CASES: ReadonlyArray<PlaceCase> = [
  ["a holiday place", "I'm on holiday in Spain until the 10th, then free to start.", false],
  ["away for a few days", "I'm away in Cornwall until Friday, then back home.", false],
  ["trained there long ago", "I trained in Lyon years ago and now I'm looking for sous chef work.", false],
  ["a past job's place", "My last job was in a hotel near York, I left in March.", false],
  ["based there", "I'm based in Bath and can travel.", true],
  ["visiting, then home told", "We're visiting family near York this week, but I live in Hull.", true]
]
