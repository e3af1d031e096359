// Messages of our own (packs6), CHAMP on fresh text: money told as a source or a cap, a priority
// told as a rank among other projects, challenges told as a daily chore, authority plainly; a third
// near misses (a spent pot, the vendor's cap, someone else's ranking, a chore long automated, a
// dog walk). Labels as in packs6Cases.ts. Run by packs6.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

export const PACKS6_CHAMP: ReadonlyArray<MessyCase> = [
  // --- money as a source or a cap
  m("cm1", "champ", "It would come out of the marketing budget, which has about 8k left this year.", ["money"]),
  m("cm2", "champ", "We can't go over 300 a month without a board vote.", ["money"], ["authority"]),
  m("cm3", "champ", "The arts council grant covers software up to £5,000.", ["money"]),
  m("cm4", "champ", "The parents' association is paying for it out of the summer fair takings.", ["money"]),
  m("cm5", "champ", "Funding: IT capex, capped at 20k", ["money"]),
  m("cm6", "champ", "The money come from the EU project, maximum 15 000 euro.", ["money"]),
  m("cm7", "champ", "Our limit is what the current contract costs; we won't pay more than that.", ["money"]),
  m("cm8", "champ", "Head office reimburses anything under 2k, above that it comes from our own branch budget.", ["money"]),
  m("cm9", "champ", "hi, the franchise fund pays for tools like this, up to 150 a month per site", ["money"]),
  // --- priority as a rank
  m("cr1", "champ", "Of the four things on this year's list, this is second, after the roof.", ["prioritization"]),
  m("cr2", "champ", "It sits above the new website and below the payroll switch.", ["prioritization"]),
  m("cr3", "champ", "Honestly it's our top project this quarter.", ["prioritization"]),
  m("cr4", "champ", "The directors ranked it first among next year's IT projects.", ["prioritization"]),
  m("cr5", "champ", "it's behind the warehouse move but ahead of everything else", ["prioritization"]),
  m("cr6", "champ", "For us this is the most important project of the year, before the new shop.", ["prioritization"]),
  m("cr7", "champ", "Priority: 2nd after the fleet renewal", ["prioritization"]),
  m("cr8", "champ", "we've put the app rebuild on hold so this can go first", ["prioritization"]),
  // --- challenges as a daily chore
  m("cc1", "champ", "Every morning someone spends an hour copying orders from email into the stock sheet.", ["challenges"]),
  m("cc2", "champ", "Each evening I ring round the drivers to find out who has finished their drops.", ["challenges"]),
  m("cc3", "champ", "Our admin retypes every delivery note into the accounts package, every single day.", ["challenges"]),
  m("cc4", "champ", "Daily I go through two hundred emails to find which ones are real bookings.", ["challenges"]),
  m("cc5", "champ", "Every day we write all the fridge temperatures by hand and after put them in excel again.", ["challenges"]),
  m("cc6", "champ", "- daily grind: matching card payments to bookings by hand, 1-2 hrs", ["challenges"]),
  m("cc7", "champ", "Half my Monday goes on chasing timesheets from the site crews.", ["challenges"]),
  // --- authority, plain
  m("ca1", "champ", "I'm the practice owner, so it's my call.", ["authority"]),
  m("ca2", "champ", "The head of facilities approves it; I'm just gathering options.", ["authority"]),
  // --- whole messages
  m("cf1", "champ", "Hi Leo,\n\nFollowing our call. Every Friday our two coordinators rebuild the volunteer rota from texts and emails, which takes most of the day.\n\nThe trust's small-projects fund will pay, up to £3,000. Our chair signs off on anything from that fund.\n\nIt's the first thing on our list for the spring, ahead of the new website.\n\nBest,\nMarta\nVolunteer Lead", ["challenges", "money", "authority", "prioritization"]),
  m("cf2", "champ", "Disco - Pell Garden Centres\n- chore: stock counts done on clipboards every Sunday night\n- $ from ops budget, cap 12k\n- ranked #1 of 3 projects for FY\n- GM decides", ["challenges", "money", "prioritization", "authority"]),
  m("cf3", "champ", "we are small shop of 6 person. every day i count the cash and write in book, two time because it never match. the owner, my uncle, he decide and he pay from the shop account, not more than 100 euro month", ["challenges", "authority", "money"]),
  // --- near misses
  m("cn1", "champ", "The grant we had last year is spent, so no idea about money yet.", []),
  m("cn2", "champ", "What's your price cap for charities?", []),
  m("cn3", "champ", "A friend's firm ranked your tool first in their review, that's how I heard of you.", []),
  m("cn4", "champ", "Someone used to spend the mornings copying orders, but we automated that in 2022.", []),
  m("cn5", "champ", "Would the free plan be enough for a club that meets once a week?", []),
  m("cn6", "champ", "Our daily stand-up is at 9, could we do the call at 10?", []),
  m("cn7", "champ", "I'm not the one who approves anything, I'm a trainee asked to collect brochures.", []),
  m("cn8", "champ", "Is the mobile app the top project on your roadmap?", []),
  m("cn9", "champ", "Every day I walk the dog before work, so mornings are tricky for a demo.", []),
  m("cn10", "champ", "Which budget line do customers like us normally use for this?", []),
  m("cn11", "champ", "If we had a bigger budget someday, what would the premium tier cost?", []),
  m("cn12", "champ", "My manager's top priority this year is the office move, so this probably waits.", [], ["prioritization"]),
  m("cn13", "champ", "The money side sits with finance, I don't know the figure.", [], ["authority"]),
  m("cn14", "champ", "Last year's top project was the new tills; they went live in May.", [])
]
