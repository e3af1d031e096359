// The meddic2 readings (rubrics/sales/heldAndTied.ts), each on sentences of our own beside near
// misses that share its words in another role: a wished move vs a growth told, advocacy aimed at
// a decider vs an errand or the vendor's pitch, a refused condition vs a feature asked, a budget
// run vs a client's, a purchase approved vs a weekly decision, a routine's date vs a deadline.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, MEDDIC } from "./manifests.js"

const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC) }
const found = (pack: "bant" | "meddic", detector: string, text: string): boolean =>
  packs[pack].score([{ role: "user", content: text }])[detector]!.found

const cases: ReadonlyArray<readonly [pack: "bant" | "meddic", detector: string, text: string, expected: boolean]> = [
  // metrics: a move wished for, a figure called the dream
  ["meddic", "metrics", "We'd like the wait for a berth to go from about three days to under one.", true],
  ["meddic", "metrics", "We want the price per crate we pack to drop from £2.10 to £1.50.", true],
  ["meddic", "metrics", "Honestly, no late deliveries at all would be the dream.", true],
  ["meddic", "metrics", "Membership went from 80 families to 210 after the new pitch opened.", false],
  ["meddic", "metrics", "We grew from 12 chairs to 20 over the winter.", false],
  // champion: advocacy aimed at a decider, pressing on, the inside person, a decider won over
  ["meddic", "champion", "Marta will pitch it to the trustees at their next meeting.", true],
  ["meddic", "champion", "I'll keep nagging until we have it, believe me.", true],
  ["meddic", "champion", "Contact: Femi, our inside person on the grounds team.", true],
  ["meddic", "champion", "I've got the head ranger interested already.", true],
  ["meddic", "champion", "Could you pitch it to our owner when you visit on Friday?", false],
  ["meddic", "champion", "Your engineer Paulo was a real star on the install, thank you.", false],
  ["meddic", "champion", "Someone pushed for a new rota tool it was years ago and nothing came of it.", false],
  // decision criteria: a condition the buyer will not look past, a choice made on how
  ["meddic", "decision_criteria", "If the logger can't survive a night below freezing, we won't consider it.", true],
  ["meddic", "decision_criteria", "We'll choose between the three of you mainly on how fast the crews can log a catch.", true],
  ["meddic", "decision_criteria", "Does the logger survive a night below freezing?", false],
  ["meddic", "decision_criteria", "If you're passing the harbour, we'll buy you a coffee.", false],
  // decision process: the vendor compared with others
  ["meddic", "decision_process", "We're choosing between you and one other supplier this month.", true],
  ["meddic", "decision_process", "Choosing between the blue and the green hull paint took us a week.", false],
  // economic buyer: paying out of one's pocket, the yes held, a budget run, nothing bought without her
  ["meddic", "economic_buyer", "It all comes out of our own pocket as partners.", true],
  ["meddic", "economic_buyer", "Our bursar runs the capital budget for the estate.", true],
  ["meddic", "economic_buyer", "Nothing gets bought for the kennels without Aunt Sue's say-so.", true],
  ["meddic", "economic_buyer", "I run marathons in my spare time.", false],
  ["meddic", "economic_buyer", "We run the marketing budgets for three of our hotel clients.", false],
  // authority: a purchase approved by someone, a weekly decision, a title away in a note
  ["bant", "authority", "The licence would have to be approved by our practice board first.", true],
  ["bant", "authority", "Our head groundsman decides which pitches get rolled every morning.", false],
  ["bant", "authority", "- owner Priya on leave this week", false],
  // timeline: a routine's date, something opened on a day
  ["bant", "timeline", "Our yearly boiler service is on 14 October, can the app remind us?", false],
  ["bant", "timeline", "We launched the new menu on 2 April and it went well.", false],
  ["bant", "timeline", "We need the new tills live by 2 April for the menu launch.", true],
  // second pass: speaking up for it, the reason for the contact, keen past the deciders, the idea sold to colleagues
  ["meddic", "champion", "I've put my name to the proposal and I'll stand up for it at the partners' meeting.", true],
  ["meddic", "champion", "Honestly, she's the reason we're talking to you at all.", true],
  ["meddic", "champion", "She's the reason I'm late, the traffic was awful.", false],
  ["meddic", "champion", "If it were up to our warehouse lead, we'd have signed yesterday.", true],
  ["meddic", "champion", "Dana has been selling the idea to the rest of the kitchen for weeks.", true],
  ["meddic", "champion", "Dana has been selling cakes at the market for weeks.", false],
  ["meddic", "champion", "You sold the idea to us really well on Tuesday.", false],
  // a rate brought into a band; the winner told by what it does; anyone lacking a capability refused
  ["meddic", "metrics", "The board expects the no-show rate at the clinic brought down to single figures this year.", true],
  ["meddic", "metrics", "We had 12 callouts last month from the fire brigade, all false alarms.", false],
  ["meddic", "decision_criteria", "The tool that wins is the one our drivers will actually use.", true],
  ["meddic", "decision_criteria", "We won't sign with anyone who can't host the data in Norway.", true],
  ["meddic", "decision_criteria", "We won't be in the office on Friday.", false],
  // where the yes comes from or sits, what every purchase goes through
  ["bant", "authority", "The go-ahead for spending comes from our abbot.", true],
  ["bant", "authority", "Every purchase goes through Sister Agnes, she keeps the accounts.", true],
  ["bant", "authority", "The final yes is with the harbour board.", true],
  ["bant", "authority", "The yes or no questions on your form confused me.", false],
  ["bant", "authority", "Every parcel goes through the sorting room before noon.", false],
  // a past payment on a date, a habit's month; a deadline beside them still read
  ["bant", "timeline", "The grant was paid on 31 March.", false],
  ["bant", "timeline", "We usually prune in mid-April.", false],
  ["bant", "timeline", "Our grant money must be spent by 31 March or we lose it.", true],
  ["bant", "timeline", "Spraying starts at budburst, usually mid-April, so we'd need it by then.", true],
  // third pass: a deadline tied to a date the sentence set, a stretch aimed at, ready in time for anything
  ["bant", "timeline", "The tender closes on 14 Feb and we want to be signed before that.", true],
  ["bant", "timeline", "We're aiming for the first week of the new financial year.", true],
  ["bant", "timeline", "We'd have to be set up in time for lambing.", true],
  ["bant", "timeline", "We're aiming for the best price we can get.", false],
  // a trade's yearly season, the sender off on dates
  ["bant", "timeline", "Lambing starts in March and it's chaos every year.", false],
  ["bant", "timeline", "I'm off from 3 to 10 March, my colleague will cover.", false],
  // the chequebook held, decisions of the kind made together
  ["bant", "authority", "I'm the one holding the chequebook.", true],
  ["meddic", "economic_buyer", "I'm the one holding the chequebook.", true],
  ["bant", "authority", "My wife and I make these decisions together.", true],
  ["bant", "authority", "I make these calls every morning to the suppliers.", false],
  ["bant", "authority", "My job is to keep the calendar, not to decide on software.", false],
  // a result judged by a count; a capability that rules a product out
  ["meddic", "metrics", "We'll judge it by how many jobs a fitter closes per day, currently 3.", true],
  ["meddic", "metrics", "Our fitters do about 3 jobs a day.", false],
  ["meddic", "decision_criteria", "Anything that needs a yearly contract is out.", true],
  ["meddic", "decision_criteria", "Anything that was in the old shed is out of date now.", false]
]

describe("meddic2 readings: roles held, numbers tied to goals, what wins the pick", () => {
  for (const [pack, detector, text, expected] of cases) {
    it(`${pack}.${detector} ${expected ? "reads" : "does not read"}: ${text}`, () => {
      expect(found(pack, detector, text)).toBe(expected)
    })
  }
})
