// Structural readings of MEDDIC and SPICED signals (rubrics/sales/structural.ts): a figure the
// buyer wants moved, steps ending in a yes, a capability the product must have, a cost borne, where
// work lives today; and near misses (a vendor's slowness or price, a fault, a refund chased, a
// question). Sentences of our own, in emails, forms, call notes and plain non-native English.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { MEDDIC, SPICED } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const packs = { meddic: compileEmbedded(MEDDIC), spiced: compileEmbedded(SPICED) }
type Key = `${keyof typeof packs}.${string}`

const found = (key: Key, text: string): boolean => {
  const [pack, detector] = key.split(".") as [keyof typeof packs, string]
  return packs[pack].score([user(text)])[detector]!.found
}

const FIRST_ROUND: ReadonlyArray<readonly [Key, boolean, string]> = [
  ["meddic.metrics", true, "Hi Dana,\n\nThanks for the call. To recap our side: the dispatch desk currently needs about forty minutes to build tomorrow's routes and we'd love that to be ten.\n\nBest,\nOwen"],
  ["meddic.metrics", true, "Call notes - Hollis Vets: they want missed vaccination reminders gone from roughly one in five to almost none by spring."],
  ["meddic.metrics", true, "Goal: quotes out the same day instead of three days later"],
  ["meddic.metrics", true, "We'd be happy if the refund backlog went down by a quarter in the first two months."],
  ["meddic.metrics", true, "ok so basically boss want the stock counts finish in 1 day, now it take almost a week"],
  ["meddic.metrics", true, "Honestly what I'm after is getting onboarding for new drivers under a fortnight."],
  ["meddic.metrics", false, "Your brochure says customers cut admin by 30 percent - is that typical?"],
  ["meddic.metrics", false, "We have 12 vans and 40 drivers across two depots."],
  ["meddic.metrics", false, "Could you send the invoice for 250 by Friday please?"],
  ["meddic.metrics", false, "My cousin's firm halved their paperwork with a similar tool, apparently."],
  ["meddic.decision_process", true, "Next steps on our side: I'll write it up for the partners, they meet on the first Monday of the month, and if they agree legal reviews the contract before anything is signed."],
  ["meddic.decision_process", true, "How it works here is the ops lead picks two options, finance compares costs, and then the director makes the call."],
  ["meddic.decision_process", true, "Call notes: any spend above 5k needs three quotes and a sign-off from the trustees at their quarterly meeting."],
  ["meddic.decision_process", true, "Once the head teacher is happy it goes to the governors for the final say."],
  ["meddic.decision_process", true, "we do small test with one shop, then if staff like it we roll to other four"],
  ["meddic.decision_process", true, "Purchasing process: IT security questionnaire -> pilot -> board approval"],
  ["meddic.decision_process", false, "First we need to fix the broken printer, then I'll look at your proposal."],
  ["meddic.decision_process", false, "What does your onboarding process look like after we sign?"],
  ["meddic.decision_process", false, "Our returns process is: customer emails, we send a label, refund in 5 days."],
  ["meddic.decision_process", false, "Can we move the demo to Thursday? Tuesday doesn't work for me."],
  ["meddic.decision_criteria", true, "Whatever we pick must run on the old tablets in the warehouse, that's non-negotiable."],
  ["meddic.decision_criteria", true, "For us the key things are that parents can pay by card and that it works in Welsh."],
  ["meddic.decision_criteria", true, "Requirements: offline mode, SSO, data held in the EU"],
  ["meddic.decision_criteria", true, "It needs to talk to Xero or we can't use it."],
  ["meddic.decision_criteria", true, "We'll be judging the options mostly on how quickly the front desk can learn them."],
  ["meddic.decision_criteria", true, "the system should let each clinic see only its own patients, this is very important for us"],
  ["meddic.decision_criteria", false, "Does your system support Welsh?"],
  ["meddic.decision_criteria", false, "We need to finish the stocktake before we can talk again."],
  ["meddic.decision_criteria", false, "The tool our sister company uses has to be restarted every morning."],
  ["meddic.decision_criteria", false, "I must say the demo was really nice, thanks."],
  ["meddic.identify_pain", true, "Every Monday two of our coordinators spend the whole morning re-keying timesheets from paper."],
  ["meddic.identify_pain", true, "Patients keep phoning to ask where their results are because nobody tells them."],
  ["meddic.identify_pain", true, "Problem: we cannot see which vans are late until the customer rings to complain"],
  ["meddic.identify_pain", true, "To be honest the current spreadsheet falls over whenever two people open it at once."],
  ["meddic.identify_pain", false, "Our last supplier had terrible support but we moved away from them in 2022 and all is fine now."],
  ["meddic.identify_pain", false, "Would it struggle if we had more than 50 users?"],
  ["meddic.identify_pain", false, "A friend of mine runs a gym and he says bookings are a nightmare for him."],
  ["spiced.impact", true, "Because invoices go out late we're waiting 70 days to get paid, which squeezes cash every month."],
  ["spiced.impact", true, "We lost two big catering contracts last year because orders got mixed up."],
  ["spiced.impact", true, "The double bookings mean our groomers sit idle half the afternoon and we still pay them."],
  ["spiced.impact", true, "Fixing this would free up roughly a full-time person's worth of hours."],
  ["spiced.impact", false, "What kind of impact have other clinics seen?"],
  ["spiced.impact", false, "If it went down for a day, what would happen to our data?"],
  ["spiced.impact", false, "Our sales grew nicely last quarter, thanks for asking."],
  ["spiced.situation", true, "Bit of background: we're a family-run bakery with four shops and a central kitchen, orders are taken on paper."],
  ["spiced.situation", true, "Right now everything lives in a shared Google Sheet that the office manager updates by hand."],
  ["spiced.situation", true, "Company: Pine Ridge Lettings\nStaff: 14\nCurrent tool: Outlook calendars"],
  ["spiced.situation", false, "Sorry for the delay, I was off sick last week."],
  ["spiced.situation", false, "Please find attached the signed NDA."],
  ["meddic.metrics", false, "If your prices go up by 10% we will have to look elsewhere."],
  ["meddic.metrics", false, "What happens if the number of users goes up by twenty next year?"],
  ["meddic.metrics", false, "Right now we need a few days to think about it."],
  ["meddic.metrics", false, "I'll get the signed form back to you within a week."],
  ["meddic.metrics", false, "We'd like to go live within a month if possible."],
  ["meddic.metrics", false, "Currently it takes a week for your team to reply to my emails, which is annoying."],
  ["meddic.decision_process", false, "Let me finish the rota and then I'll order the coffee for the meeting."],
  ["meddic.decision_criteria", false, "It's really important for us to meet before Friday."],
  ["meddic.decision_criteria", false, "The app should let me reset my password but the link doesn't work."],
  ["spiced.impact", false, "I'm still waiting to get paid back for the duplicate charge on my card."],
]

describe("r2meddic: first challenge round, signals by structure and their near misses", () => {
  it.each(FIRST_ROUND)("%s is %s in %j", (key, want, text) => {
    expect(found(key, text)).toBe(want)
  })
})
