// Each spiced2 reading (rubrics/sales/spicedFresh.ts, spiced.ts) on sentences of our own other than
// the challenge set's (spiced2Cases.ts), with near misses that must not fire.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { SPICED } from "./manifests.js"

const pack = compileEmbedded(SPICED)
const found = (detector: string, text: string): boolean => pack.score([{ role: "user", content: text }])[detector]!.found

const READINGS: ReadonlyArray<readonly [detector: string, text: string, expected: boolean]> = [
  // People, stock or money lost, counted.
  ["impact", "The riding school lost 9 pupils over the winter because lessons kept being moved.", true],
  ["impact", "Last winter a frost alarm failed and the nursery lost a whole batch of seedlings.", true],
  ["impact", "We lost our way twice driving out to the guest house.", false],
  ["impact", "I lost my keys in the car park yesterday.", false],
  ["impact", "Half our regulars went to the rival gym down the road when the app broke.", true],
  ["impact", "Our guests went to the beach for the afternoon.", false],
  ["impact", "Since the invoices got messy, a lot of our subscribers haven't renewed.", true],
  ["impact", "Tenants stopped renewing once the repairs portal went down.", true],
  ["impact", "Our guests don't return the room keys until checkout.", false],
  ["impact", "3 cooks resigned over the rota in one month.", true],
  ["impact", "That's two days' wages gone every month on fixing the timesheets.", true],
  ["impact", "We pay someone to retype every order into the accounts package.", true],
  ["impact", "We pay our staff on the last Friday of the month.", false],
  ["impact", "Matching the delivery notes takes the office four hours every Monday.", true],
  ["impact", "The office is open four hours on Monday.", false],
  // The vendor's price asked as a cost to us; the cost told stays read.
  ["impact", "How much would it cost us to add a second warehouse to the plan?", false],
  ["impact", "The paper forms cost us about 500 a month in printing alone.", true],
  // A queue counted in call notes (painPlain.ts).
  ["pain", "- front desk queues ~25 min every Monday morning", true],
  ["pain", "The queue barrier takes 40 minutes to set up.", false],
  // Signature titles say who the sender is, not how the decision is made.
  ["decision", "Thanks for the quote.\n\nBest,\nRosa Vidal\nOwner, Vidal Ceramics", false],
  ["decision", "Thanks for the quote.\n\nBest,\nRosa Vidal\nFounder & CEO | Vidal Ceramics", false],
  ["decision", "As the owner I decide on tools like this myself.\n\nBest,\nRosa Vidal\nOwner, Vidal Ceramics", true],
  // Signing with whoever wins; a question whether one may choose later.
  ["decision", "After the pilot the trustees will sign with whichever supplier scored best.", true],
  ["decision", "Please sign with blue ink on page two.", false],
  ["decision", "Could we choose the extra modules later, once we're up and running?", false],
  // An outside switch-over; a contract told as up; near misses.
  ["critical_event", "The council moves all its contractors onto a new invoicing portal in April.", true],
  ["critical_event", "Our maintenance contract is up in September.", true],
  ["critical_event", "Does the app support sign-up pages for events?", false],
  ["critical_event", "We passed the hygiene inspection in May with full marks.", false],
  ["critical_event", "The hygiene inspection is booked for May.", true],
  ["critical_event", "Will the 1 June price increase apply to orders placed in May?", false],
  // The set-up told in passing, a question about it not.
  ["situation", "Right now the lift passes are sold through a kiosk at the car park.", true],
  ["situation", "Right now I'm sitting in the car park.", false]
]

describe("losses, switch-overs, signing and the set-up told in passing (spiced2)", () => {
  for (const [detector, text, expected] of READINGS) {
    it(`spiced.${detector} ${expected ? "reads" : "does not read"}: ${text.replace(/\n/g, " / ")}`, () => {
      expect(found(detector, text)).toBe(expected)
    })
  }
})
