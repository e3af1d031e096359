// Each packs6 reading (rubrics/sales/stakesAndWays.ts) on sentences of our own other than the
// challenge set's, with near misses that must not fire.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { CHAMP, SPICED } from "./manifests.js"

const packs = { spiced: compileEmbedded(SPICED), champ: compileEmbedded(CHAMP) }
const found = (pack: "spiced" | "champ", detector: string, text: string): boolean =>
  packs[pack].score([{ role: "user", content: text }])[detector]!.found

const READINGS: ReadonlyArray<readonly [pack: "spiced" | "champ", detector: string, text: string, expected: boolean]> = [
  // A stake: a held thing lost, a threat to leave or drop us.
  ["spiced", "impact", "We stand to lose the school transport deal over this.", true],
  ["spiced", "impact", "If the tracking fails again we would lose our haulage licence.", true],
  ["spiced", "impact", "The chain is threatening to switch suppliers unless labels are right.", true],
  ["spiced", "impact", "If we slip again the wholesaler removes us from their preferred panel.", true],
  ["spiced", "impact", "Get it wrong twice and the venue will take their catering business elsewhere.", true],
  ["spiced", "impact", "Two of the kitchen porters handed in their notice over the shift chaos.", true],
  ["spiced", "impact", "Would we lose any settings if we upgraded?", false],
  ["spiced", "impact", "We might lose a few members if the fee goes up, who knows.", false],
  ["spiced", "impact", "She handed in the forms on Tuesday.", false],
  // An outside trigger on a date.
  ["spiced", "critical_event", "From March the ministry requires every clinic to report waiting times online.", true],
  ["spiced", "critical_event", "The ministry published a report on waiting times last year.", false],
  // A way of deciding.
  ["spiced", "decision", "We'll test three booking apps over the summer and then choose one.", true],
  ["spiced", "decision", "The council puts anything this size out to tender.", true],
  ["spiced", "decision", "We always pilot with one ward before anything goes hospital-wide.", true],
  ["spiced", "decision", "Whoever quotes the lowest for the whole year wins the contract.", true],
  ["spiced", "decision", "I tested the app for an hour yesterday, it looks nice.", false],
  ["spiced", "decision", "Can you send a tender pack for your cleaning services?", false],
  // Money by its source or cap.
  ["champ", "money", "The cost would come out of the training fund for next year.", true],
  ["champ", "money", "The lottery grant covers equipment and software for the club.", true],
  ["champ", "money", "We will not pay more than the old system cost us.", true],
  ["champ", "money", "The parcel will come from our Leeds depot.", false],
  ["champ", "money", "My flight was paid out of my own pocket, sadly.", false],
  ["champ", "money", "Whatever we pick can't go above 80 per user a month.", true],
  ["champ", "money", "The crate can't go over 30 kg on the lift.", false],
  // A rank among projects.
  ["champ", "prioritization", "Out of our five projects this is second, behind the new warehouse.", true],
  ["champ", "prioritization", "The committee ranked this first for the coming year.", true],
  ["champ", "prioritization", "This is the second time I've asked for an invoice.", false],
  ["champ", "prioritization", "The judges ranked our cake second at the show.", false],
  ["champ", "prioritization", "Board minutes: ranked #2 of 6 capital projects.", true],
  ["champ", "prioritization", "Is offline mode the main priority on your roadmap?", false],
  ["champ", "prioritization", "Last year's main focus was the new website, it's done now.", false],
  // The vendor's own dates are no event of the buyer's.
  ["spiced", "critical_event", "Does your summer sale on 1 July include annual plans?", false],
  ["spiced", "critical_event", "Our subscription with the old provider ends on 1 July.", true],
  // A chore done each day or week.
  ["champ", "challenges", "Every Friday she retypes the week's delivery notes into the invoicing tool.", true],
  ["champ", "challenges", "Every Friday we go for a team lunch.", false],
  // Checking alone is no chore: "every morning I check the forecast before we open".
  ["champ", "challenges", "Every morning I check the forecast before we open.", false]
]

describe("stakes, outside dates, ways of deciding, money sources, ranks and chores (packs6)", () => {
  for (const [pack, detector, text, expected] of READINGS) {
    it(`${pack}.${detector} ${expected ? "reads" : "does not read"}: ${text}`, () => {
      expect(found(pack, detector, text)).toBe(expected)
    })
  }
})
