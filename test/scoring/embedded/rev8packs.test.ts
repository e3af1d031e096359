// Review of the champauth and timeline pack patterns (issue 22, "rev8packs"): messages of our own,
// mostly near misses of those patterns (the deed done by the vendor or a rival, about something
// other than the purchase, refused or hypothetical; a loss per period that is no business figure;
// a date that is not the purchase's), beside positives in everyday words. None of the datasets' text.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"

const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC), champ: compileEmbedded(CHAMP), spiced: compileEmbedded(SPICED) }

type Row = readonly [id: string, key: string, text: string, want: boolean]

const CH = "meddic.champion"
const DC = "meddic.decision_criteria"
const ME = "meddic.metrics"
const AU = "bant.authority"
const TL = "bant.timeline"
const CE = "spiced.critical_event"

const CASES: ReadonlyArray<Row> = [
  // --- champion deeds done by the vendor's people or a rival's
  ["v1", CH, "Hi,\n\nYour rep offered to present it to our board next month, which is kind, but we're not there yet.\n\nRegards,\nPaula\nLinden Housing", false],
  ["v2", CH, "Hello,\n\nThe other supplier's account manager offered to pitch their system to our directors in person.\n\nThanks,\nGreg", false],
  ["v3", CH, "Hi,\n\nYour consultant wrote the proposal for our trustees and they're reading it this week.\n\nBest,\nAnn\nSt Jude's Hospice", false],
  ["v4", CH, "Your colleague Mark said he'd take the lead on getting it approved with our finance team - is that normal?", false],
  // --- the deed about something other than the purchase
  ["o1", CH, "Hi,\n\nSorry for the slow reply, I'm taking the lead on the sign-off of the year-end accounts this week.\n\nKate\nFinance, Brook & Co", false],
  ["o2", CH, "Morning,\n\nThe courier is coming at three to pick up the returns. Leave him to me.\n\nJan\nWarehouse", false],
  ["o3", CH, "Hi,\n\nThe neighbours kicked up a fuss about it when we put the new sign up, so the shop front is on hold.\n\nSteve", false],
  ["o4", CH, "Hello,\n\nThe staff keep on at our manager about getting a proper coffee machine. Anyway, about your rota app: how much is it?\n\nLeah", false],
  ["o5", CH, "Hi,\n\nI wrote the proposal for our board to close the Friday branch, so I know how slow they are.\n\nMartin", false],
  // --- the deed refused or hypothetical
  ["h1", CH, "Hi,\n\nTo be honest I won't be the one pushing this internally, I'm only gathering prices.\n\nNed", false],
  ["h2", CH, "Hello,\n\nI'm not going to take the lead on this, my colleague in IT will be in touch.\n\nRosa", false],
  ["h3", CH, "Hi,\n\nI'd never offer to present anything to our partners, that's Simon's job.\n\nEve", false],
  // --- criteria phrasing used for something else
  ["q1", DC, "Hi all,\n\nWhoever has the most points at the end of the quiz wins a hamper!\n\nSocial committee", false],
  ["q2", DC, "Hello,\n\nWhichever team does the most sales this month wins the trophy, so it's all hands on deck.\n\nTom\nSales manager", false],
  ["q3", DC, "Hi,\n\nCustomers rate our products on Trustpilot and we're at 4.6, if that helps your case study.\n\nJo", false],
  ["q4", DC, "Hello,\n\nThe winner will be the one with the most votes at the staff party.\n\nHR", false],
  ["q5", DC, "Hi,\n\nWe never sign anything without our solicitor reading it first, so please send the terms.\n\nDavid", false],
  // --- a loss per period that is no business figure
  ["l1", ME, "Hi,\n\nWe lose two players a season to the county side, it's the price of being a good club. Anyway, do you do kit ordering?\n\nCoach Mike", false],
  ["l2", ME, "Hello,\n\nI missed 3 trains a week last winter, so I'm working from home more. Could you call me instead?\n\nNadia", false],
  ["l3", ME, "Hi,\n\nI lost 5 kilos a month on the new diet, so the team wants the gym booking app!\n\nRaj", false],
  // --- authority words in a personal sense
  ["a1", AU, "Hi,\n\nMy son can't use the family card without my say-so, so I'd rather pay by invoice for the tutoring.\n\nClare", false],
  ["a2", AU, "Hello,\n\nThe kids aren't allowed on the tablets without my permission, which is why I'm asking about parental controls.\n\nTina", false],
  ["a3", AU, "Hi,\n\nI'm paying for my own birthday drinks, it's my money for the party, so I'll keep it simple.\n\nSue", false],
  // --- timeline: past dates, dates of other things
  ["t1", TL, "Hi,\n\nOur new website went live in March and orders have doubled since. I'm writing about something else: do you do gift cards?\n\nLeo", false],
  ["t2", TL, "Hello,\n\nThe new hires started last month and they're settling in well. I'd like a brochure for later.\n\nGemma", false],
  ["t3", TL, "Hi,\n\nOur contract with you ran out and we've moved to another provider. Please take us off the list.\n\nBarry", false],
  ["t4", TL, "Hello,\n\nWe decide these things at the board meeting, whenever that ends up being, so no date yet.\n\nIris", false],
  ["t5", TL, "Hi,\n\nWe'll pick the paint colours for the reception next week, then I'll get back to you about the signs some time.\n\nOwen", false],
  ["t6", TL, "Hello,\n\nWe select our apprentices in September every year. I'm writing to ask if you take placements.\n\nHazel", false],
  ["t7", CE, "Hi,\n\nThe tractor is being fixed in time for harvest, so I'll have more time to read about software later in the year.\n\nFrank", false],
  ["t8", TL, "Hi,\n\nUnrelated, but we have to replace the van before winter, so money is tight and we're not buying software now.\n\nAlan", false],
  ["t9", TL, "Hello,\n\nWe need to tidy the yard before the inspectors arrive. Your product sounds interesting for another time.\n\nWill", false],
  ["t10", TL, "Hi,\n\nOur lease on the unit ends in June and we're moving out of town. Please cancel our account.\n\nDora", false],
  ["t11", TL, "Hello,\n\nThe new apprentices start in September and need safety boots, which we've already ordered elsewhere.\n\nKen", false],
  ["t12", TL, "Hi,\n\nWe bought new laptops for everyone this year, so no more hardware. Just curious about your training.\n\nPhil", false],
  ["t13", CE, "Hello,\n\nThe new school wing opened in September and it's lovely. We're happy with our current system.\n\nJean", false],
  ["t14", TL, "Can we set up a call for next Tuesday? Morning is best.", false],
  ["t15", TL, "If we ever replaced the tills we'd do it this year, but honestly it's not happening.", false],
  ["t17", TL, "Hi,\n\nThe new head teacher joins on Monday and will need to meet you before anything is decided.\n\nRob\nBursar", false],
  ["o6", CH, "Hello,\n\nOur MD has been making a fuss about it, she thinks the current system is fine and we shouldn't change.\n\nEd", false],
  ["t16", TL, "Hi,\n\nWe settle on the menu on Friday and the chef orders on Monday. Could you send a price list for your dishwashers?\n\nRuth", false],
  // --- positives in everyday words
  ["p1", CH, "Hi,\n\nLeave the MD to me, I'll get her on board with this before the end of the month.\n\nSian\nOps manager, Coastline Ferries", true],
  ["p2", CH, "Hello,\n\nI'll fight our corner with the partners on this, they listen to me on tech.\n\nBen\nPractice manager", true],
  ["p3", CH, "Hi,\n\nI've offered to present your quote to our trustees myself at the next meeting.\n\nLou\nVolunteer coordinator", true],
  ["p4", DC, "Hi,\n\nWhichever system can run offline on the boats wins, nothing else really matters.\n\nCal", true],
  ["p5", DC, "Hello,\n\nWe'll score suppliers on price, support hours and how easy the app is for drivers.\n\nFleet office", true],
  ["p6", ME, "Hi,\n\nWe lose about 40 bookings a month to no-shows, that's the thing we want fixed.\n\nNina\nClinic manager", true],
  ["p7", ME, "Hello,\n\nWe bin around 20 kilos of dough a day because the orders come in wrong.\n\nMarco\nBakery", true],
  ["p8", AU, "Hi,\n\nDon't worry about approvals, it's my budget. Send the contract to me.\n\nGail\nHead of Facilities", true],
  ["p9", AU, "Hello,\n\nNothing gets bought for the workshop without my say-so, so you're talking to the right person.\n\nDerek\nWorkshop owner", true],
  ["p10", TL, "Hi,\n\nOur contract with the current provider runs out in March, so we'd switch over then.\n\nPete\nOffice manager", true],
  ["p11", TL, "Hello,\n\nWe'll decide on a supplier at the board meeting on the 14th.\n\nHelen\nChair", true],
  ["p12", TL, "Hi,\n\nWe need the booking screens working before the new gym opens in the spring.\n\nKim\nLeisure centre", true],
  ["p13", TL, "Hello,\n\nFour new drivers start on Monday and will need logins to the app.\n\nDave\nTransport", true],
  ["p14", CE, "Hi,\n\nWe must have the weighing software running in time for harvest or the yard backs up.\n\nFarm office", true],
  ["p15", TL, "Hi,\n\nThe plan is to buy a rota tool this quarter, budget's approved.\n\nAmy\nHR", true],
  ["p16", TL, "Call notes: the board picks a supplier on the 14th; Jo to send our quote before.", true]
]

/** Case id → why the engine still reads it wrong (asserted: a case that starts passing must leave). */
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  // Players lost per season read like customers lost per month; nothing in the words tells them apart.
  l1: "a club's players lost a season read as a business loss",
  // A date with a choice or a purchase of something else ("paint colours next week", "replace the
  // van before winter"): the period cues of bant.ts fire on the date alone, whatever is chosen.
  t5: "'next week' dates another choice",
  t8: "another purchase dated 'before winter'",
  // "In time for harvest", "before the inspectors arrive", "the lease ends in June": the event is
  // the buyer's, but the thing to be ready (a tractor, a tidy yard) or the move (leaving) is not
  // the purchase; the patterns do not see what is needed, only that something is.
  t7: "a tractor fixed in time for harvest",
  t9: "a yard tidied before the inspectors arrive",
  t10: "a lease ending with a move away, the account cancelled",
  t11: "new starters who need boots, not the product"
}

const found = (key: string, text: string): boolean => {
  const [pack, detector] = key.split(".") as [keyof typeof packs, string]
  return packs[pack].score([{ role: "user", content: text }])[detector]!.found
}

describe("rev8packs review", () => {
  for (const [id, key, text, want] of CASES) {
    it(`${id} ${key} ${want ? "found" : "not found"}`, () => {
      expect(found(key, text), text).toBe(KNOWN_MISSES[id] === undefined ? want : !want)
    })
  }
  it("every known miss names a case, ids are unique", () => {
    const ids = CASES.map((c) => c[0])
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of Object.keys(KNOWN_MISSES)) expect(ids).toContain(id)
  })
})
