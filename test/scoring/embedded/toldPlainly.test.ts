// Pack signals told the way buyers tell them (rubrics/sales/toldPlainly.ts): advocacy aimed at any
// of the deciders, a before and after whatever the target's spelling, a count to be multiplied, a
// figure in a condition that would please, cash stuck in unpaid work, customers who do not come
// back, the business's own messages that never go out, each site working on its own. Sentences of
// our own, with near misses that carry the same words without the signal.
import { describe } from "vitest"
import { notStated, stated } from "./salesprecReading.js"

describe("champion: advocacy aimed at whoever decides", () => {
  stated([
    ["meddic.champion", "Our head of care has been lobbying the trustees to replace the paper rota."],
    ["meddic.champion", "I spent most of last week persuading the governors that we need this."],
    ["meddic.champion", "Our practice manager talked the partners round after the demo."],
    ["meddic.champion", "We're pitching it to the management team on Monday and I'm fully behind it."],
    ["meddic.champion", "I'll be presenting it to our partners on Thursday and will argue strongly that we go ahead."],
    ["meddic.champion", "Jo has been pushing hard for us to switch since the outage."]
  ])
  notStated([
    ["meddic.champion", "Could you present it to our board next month?"],
    ["meddic.champion", "The board convinced me to look at other options first."],
    ["meddic.champion", "I need to convince my wife before we book the holiday."],
    ["meddic.champion", "Our finance director is very cautious about new tools."]
  ])
})

describe("metrics: a before and after, a count multiplied, a pleasing target", () => {
  stated([
    ["meddic.metrics", "We need onboarding time for new drivers down from three weeks to one."],
    ["meddic.metrics", "We want to take dispatch time from 20 minutes to a few."],
    ["meddic.metrics", "We're aiming to double the number of site visits each engineer can do in a day."],
    ["meddic.metrics", "The aim is to triple the amount of repeat orders from trade customers."],
    ["meddic.metrics", "Right now a quote takes our estimators about two days; we want same-day."],
    ["meddic.metrics", "Reconciling the tills takes my supervisors a couple of hours every night."],
    ["meddic.metrics", "If we could get invoice errors under 1% I'd be thrilled."],
    ["meddic.metrics", "When complaints fall below 5 a week we'll be over the moon."]
  ])
  notStated([
    ["meddic.metrics", "We're open from 8 to one on Saturdays."],
    ["meddic.metrics", "We doubled the number of stores in 2019."],
    ["meddic.metrics", "It takes my kids ages to get ready in the morning."],
    ["meddic.metrics", "If you can deliver on the 3rd I'd be thrilled."],
    ["meddic.metrics", "We have about 40 engineers and 14 depots."]
  ])
})

describe("impact: cash stuck in unpaid work, customers who do not return", () => {
  stated([
    ["spiced.impact", "Because invoices go out late we're carrying about 80k in unpaid work at any one time."],
    ["spiced.impact", "At any moment we're sitting on 40k of uninvoiced jobs."],
    ["spiced.impact", "The knock-on is that customers wait longer and some of them don't come back."],
    ["spiced.impact", "Patients who get lost in the system just don't come back."],
    ["spiced.impact", "A lot of first-time diners never return after a booking mix-up."]
  ])
  notStated([
    ["spiced.impact", "The engineers don't come back until Monday."],
    ["spiced.impact", "Our customers always come back, they love us."],
    ["spiced.impact", "Our clients don't return calls on a Friday."]
  ])
})

describe("pain: the business's own messages that never go out", () => {
  stated([
    ["meddic.identify_pain", "A patient turned up for a cancelled appointment again because the reminder never went out."],
    ["meddic.identify_pain", "Half the time the appointment reminders never go out and people miss their slot."],
    ["meddic.identify_pain", "Our invoices don't get sent until someone remembers at the end of the month."]
  ])
  notStated([
    ["meddic.identify_pain", "Your invoice never arrived, could you resend it?"],
    ["meddic.identify_pain", "The quotes go out every Monday without fail."]
  ])
})

describe("situation: each site working on its own", () => {
  stated([
    ["spiced.situation", "We've got three kitchens and each one orders from suppliers on its own."],
    ["spiced.situation", "Each branch books its own deliveries separately."]
  ])
  notStated([
    ["spiced.situation", "Each room has a sea view."],
    ["spiced.situation", "We're thinking about moving offices next year."]
  ])
})
