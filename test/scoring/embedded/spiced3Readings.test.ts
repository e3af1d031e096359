// Each spiced3 reading (rubrics/sales/spicedStory.ts) on sentences of our own other than the
// challenge set's (spiced3Cases.ts), with near misses that must not fire.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { SPICED } from "./manifests.js"

const pack = compileEmbedded(SPICED)
const found = (detector: string, text: string): boolean => pack.score([{ role: "user", content: text }])[detector]!.found

const READINGS: ReadonlyArray<readonly [detector: string, text: string, expected: boolean]> = [
  // Business moved to a rival; a move of one's own office is none.
  ["impact", "After the second mix-up, three of our shippers took their containers to another depot.", true],
  ["impact", "The bakery moved their office to a bigger unit in March.", false],
  // A rating fallen by its figures.
  ["impact", "Since the booking page broke we fell from 4.6 to 3.9 stars on Google.", true],
  ["impact", "The hotel is rated 4.5 stars by guests.", false],
  // A complaint taken to an outside body; a complaint to us is only a pain.
  ["impact", "One tenant went and complained to the housing ombudsman about the lost repair requests.", true],
  ["impact", "A customer reported us to trading standards over the missing delivery notes.", true],
  // Goodwill given away or credited.
  ["impact", "We gave away two free nights to make up for the double-booked rooms.", true],
  ["impact", "We had to credit the client for the whole shipment.", true],
  ["impact", "We give free parking to every guest.", false],
  // Goods sent back, counted.
  ["impact", "The florist sent back 3 boxes of roses because the order was wrong.", true],
  ["impact", "Please send back the signed form by Friday.", false],
  // Time spent on the mess instead of other work.
  ["impact", "Our two planners spend their afternoons chasing missing timesheets instead of planning jobs.", true],
  ["impact", "I spent the afternoon at the bank instead of the shop, apologies for the slow reply.", false],
  // A client refusing us; a request not to call is none.
  ["impact", "After the late delivery the hospital told us they will not use us again.", true],
  ["impact", "We don't use spreadsheets for the rota anymore.", false],
  // Money or time never got back.
  ["impact", "That's stock we will never get back.", true],
  ["impact", "We never get back to people on Sundays because the office is closed.", false],
  // A price per mishap.
  ["impact", "Each wrong delivery means a courier run, roughly 80 euros a time.", true],
  // A person's working time lost.
  ["impact", "We lost nearly two days of a mechanic's time on the recall paperwork.", true],
  ["impact", "We lost a day of walking to the rain on our holiday.", false],
  // Paid for an empty day.
  ["impact", "We paid the cleaners for a whole shift with no rooms ready to clean.", true],
  // A turnover told as a fact is no impact; a loss of revenue still is.
  ["impact", "We're a ferry company with a turnover of around 4 million a year.", false],
  ["impact", "We turn over about 800k a year from the two shops.", false],
  ["impact", "The outage lost us revenue of about 20k a month.", true],
  // A colleague off sick as a condition, not a consequence; staff off sick because of it stays.
  ["impact", "If she is off sick the others can't open the safe.", false],
  ["impact", "Two of the nurses have been signed off sick with stress this winter.", true],
  // Second pass: business falling away by its measure; a count that is only small is none.
  ["impact", "Since the app changed, our weekend covers are down by almost half.", true],
  ["impact", "Our covers are 40 on a weekday and 90 on Saturdays.", false],
  ["impact", "Two of our biggest tenants cancelled their contracts when the repairs kept slipping.", true],
  ["impact", "Can we cancel our subscription at any time?", false],
  ["impact", "We had to move three people off the tills just to chase missing deliveries.", true],
  ["impact", "We eat the difference whenever the courier loses a parcel.", true],
  ["impact", "The insurer says our premium goes up next year unless the logs are digital.", true],
  ["impact", "Our night porter has had enough of the paper logbook and says so daily.", true],
  ["impact", "The kiln costs roughly 30 pounds a firing, which is normal for its size.", false],
  ["impact", "The dental group has revenue around 9 million and 14 sites.", false],
  ["pain", "Half the week goes on re-typing supplier invoices into the ledger.", true],
  ["situation", "We run a small upholstery workshop with two apprentices.", true],
  ["situation", "Do you run a workshop for new users?", false],
  // Third pass: income told as a fact is no impact; money lost per week still is.
  ["impact", "We're nine electricians and invoice roughly 70k a month between us.", false],
  ["impact", "The late invoices lose us roughly 2k a month in fees.", true],
  // A fault told with its repair is no pain; a fault after the repair still is.
  ["pain", "The router failed in the spring and the supplier replaced it next day.", false],
  ["pain", "The card reader broke and we replaced it, but the new one keeps crashing at lunchtime.", true],
  // How work reaches the team; a request to be sent something is none.
  ["situation", "Our fitters get their job sheets by text the evening before.", true],
  ["situation", "Can I get a quote by email please?", false],
  ["situation", "Could you send the brochure by post?", false],
  // Pain told as a story.
  ["pain", "The warehouse and the shop each keep their own stock sheet, and they never agree.", true],
  ["pain", "Each member keeps their own locker key.", false],
  ["pain", "Twice the van we needed was already booked by the time we rang the depot.", true],
  ["pain", "The rota gets wiped every time someone saves over it.", true],
  ["pain", "Every week somebody has to trawl through the old invoices to find the right price.", true],
  ["pain", "The recipes exist only in the head of our head chef.", true],
  ["pain", "The head office is in Bristol.", false],
  ["pain", "Nobody sends the meter readings on time, so the bills are estimates.", true],
  ["pain", "Nobody was hurt and the train left on time.", false]
]

describe("consequences told without cost words and pain told as a story (spiced3)", () => {
  for (const [detector, text, expected] of READINGS) {
    it(`spiced.${detector} ${expected ? "reads" : "does not read"}: ${text.replace(/\n/g, " / ")}`, () => {
      expect(found(detector, text)).toBe(expected)
    })
  }
})
