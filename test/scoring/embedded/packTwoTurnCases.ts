// Calls and emails of our own (packfn2): MEDDIC and CHAMP fields told the way buyers answer on a
// call: over two turns, with a name or a role, a bare number, a priority among others, money
// set aside or drawn from a pot. Run by packTwoTurn.test.ts.
import { agent, type Case, user } from "./salesprecReading.js"

export const TWO_TURN_STATED: ReadonlyArray<Case> = [
  // Champion: who is behind it, answered with a name or a role.
  ["meddic.champion", [agent("Who else is involved on your side?"), user("Well, Priya runs ops and she'll want to see it first. She's the one pushing for it.")]],
  ["meddic.champion", [agent("Is anyone internally keen on this?"), user("Tomasz, our warehouse lead. He found you in the first place.")]],
  ["meddic.champion", [agent("Who's driving this internally?"), user("Honestly, me. I brought it to the team.")]],
  ["meddic.champion", [agent("Who would be backing this in the room?"), user("Our head of finance, Greta.")]],
  // Metrics: a target told with a number and no unit, or as a change.
  ["meddic.metrics", [agent("What would success look like for you?"), user("Getting the no-show rate down from twelve to about five.")]],
  ["meddic.metrics", [agent("How will you measure whether this worked?"), user("Fewer missed callbacks, ideally half of what we have now.")]],
  ["meddic.metrics", [agent("What numbers are you tracking?"), user("Average handling time, mostly. It's 9 now and we want 6.")]],
  ["meddic.metrics", [agent("What would you want to see improve?"), user("Invoice turnaround. We'd like it under two days.")]],
  ["meddic.metrics", [agent("Do you have a target in mind?"), user("Thirty a day, up from twenty.")]],
  // Decision process: the steps after "how do decisions get made?"
  ["meddic.decision_process", [agent("How does a purchase like this get approved?"), user("I write it up, finance reviews it, then the board votes at the monthly meeting.")]],
  ["meddic.decision_process", [agent("What are the steps on your side to get this signed?"), user("Legal checks the contract first, then procurement, then our CFO signs.")]],
  ["meddic.decision_process", [agent("Walk me through the process to get a yes."), user("A trial with two teams, a review with IT, then sign-off from the MD.")]],
  // Identify pain: the trouble after "what's not working?"
  ["meddic.identify_pain", [agent("What made you start looking?"), user("We keep losing orders because the stock counts are wrong.")]],
  ["meddic.identify_pain", [agent("What's the biggest headache right now?"), user("Chasing timesheets. It eats my whole Monday.")]],
  // CHAMP challenges.
  ["champ.challenges", [agent("What's the main problem you're trying to solve?"), user("Double bookings. We had four last week.")]],
  ["champ.challenges", [agent("What's getting in the way at the moment?"), user("Everything lives in spreadsheets and nobody trusts the numbers.")]],
  // CHAMP prioritization: a priority among others.
  ["champ.prioritization", [agent("Where does this sit among your priorities?"), user("The thing I'd fix first is the booking mess, before the website.")]],
  ["champ.prioritization", [agent("How important is this compared with your other projects?"), user("It's first. The CRM move can wait.")]],
  ["champ.prioritization", [agent("How urgent is this for you?"), user("Top of the list for this quarter.")]],
  ["champ.prioritization", [agent("Where does it rank?"), user("Number two, right after hiring.")]],
  // CHAMP money: set aside, a pot, whatever it costs.
  ["champ.money", [agent("Have you got a budget for this?"), user("We've set aside about fifteen for it.")]],
  ["champ.money", "We've set aside money for this in next year's plan."],
  ["champ.money", "There's 20k ring-fenced for new software."],
]

// Missed by the scorer as it stands (packfn2 measured readings for them that moved no gate
// figure; "Tried" 11-27): a lead-in before a name, a fan asked about, a fragment told in the next
// sentence, a lack after "without", a ranking by "the one", money from a pot or whatever it costs.
export const TWO_TURN_MISSED: ReadonlyArray<Case> = [
  ["meddic.champion", [agent("Who is championing the switch?"), user("That would be Marcus in IT.")]],
  ["meddic.champion", [agent("Who's the biggest fan of the idea over there?"), user("Definitely our COO, she raised it at the offsite.")]],
  ["meddic.identify_pain", [agent("What's not working today?"), user("The rota. Every week two shifts go uncovered and I find out on the day.")]],
  ["champ.challenges", [agent("What challenges are you facing?"), user("Our technicians turn up without the right parts, so jobs get rebooked.")]],
  ["champ.prioritization", "Of everything on my plate, this is the one I want sorted before summer."],
  ["champ.money", [agent("How would this be paid for?"), user("It has to come out of the Q3 pot.")]],
  ["champ.money", [agent("What are you looking to spend?"), user("Whatever it costs, if it works.")]],
  ["champ.money", "It has to come out of the operations pot this quarter."],
  ["champ.money", [agent("Is there money for this?"), user("Yes, the board approved a pot for tooling.")]]
]

export const TWO_TURN_NEAR_MISSES: ReadonlyArray<Case> = [
  // A name that answers another question.
  ["meddic.champion", [agent("Who should I send the invoice to?"), user("Priya in accounts.")]],
  ["meddic.champion", [agent("Who's your main contact for deliveries?"), user("Tomasz at the depot.")]],
  ["meddic.champion", [agent("Who else is involved?"), user("Nobody really, it's just a small shop.")]],
  ["meddic.champion", [agent("Is anyone internally keen on this?"), user("Not really, to be honest.")]],
  // A number that counts, not a target.
  ["meddic.metrics", [agent("How many people are on the team?"), user("Twelve, plus two part-timers.")]],
  ["meddic.metrics", [agent("What would success look like for you?"), user("No idea yet, we haven't thought about it.")]],
  ["meddic.metrics", [agent("When did you open?"), user("2019, in March.")]],
  // A process for customers, not the purchase.
  ["meddic.decision_process", [agent("How do customers book with you?"), user("They ring, we check the diary, then we send a confirmation.")]],
  ["meddic.decision_process", [agent("How does a purchase like this get approved?"), user("Let me check with finance and come back to you.")]],
  // No trouble told.
  ["meddic.identify_pain", [agent("What's not working today?"), user("Honestly, things are fine, we're just curious.")]],
  ["champ.challenges", [agent("What challenges are you facing?"), user("None really, it all runs smoothly.")]],
  ["champ.challenges", [agent("What's your address for the invoice?"), user("12 Mill Lane, Leeds.")]],
  // A priority of someone else, or none.
  ["champ.prioritization", [agent("Where does this sit among your priorities?"), user("Low, to be honest. It's a nice-to-have.")]],
  ["champ.prioritization", [agent("Which plan would you start on?"), user("The first one, probably.")]],
  ["champ.prioritization", "Our customers' top priority is fast delivery."],
  // Money not set aside, or not theirs.
  ["champ.money", [agent("Have you got a budget for this?"), user("Not yet, we haven't set anything aside.")]],
  ["champ.money", [agent("How many sites do you have?"), user("Fifteen.")]],
  ["champ.money", "The car park has a pot of flowers by the door."],
  ["champ.money", "We set aside a room for the training."]
]
