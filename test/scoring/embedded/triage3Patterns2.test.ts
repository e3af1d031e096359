// Round "triage3", second group of readings: the business's calendar as a deadline, no money coming
// in, a signature's title, and a later turn that goes back on the buying or declining intent.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"
import { agent, severity, timing, user } from "./triageReading.js"

const intents = compileEmbedded(INTENT)
const read = (messages: ReadonlyArray<Message>) => intents.score(messages)

describe("triage3 readings, second group", () => {
  it("an event the business holds on a day or a date is a deadline", () => {
    expect(timing("The rota export drops night shifts and we need it sorted before our inspection on the 9th.")).toBe("soon")
    expect(timing("We have a charity concert on Saturday and the seating plan won't print.")).toBe("soon")
    expect(timing("We close the books on the 28th and the ledger shows two entries for one payment.")).toBe("soon")
    expect(timing("We had a charity concert last Saturday and it went well. How do I archive the event?")).toBeNull()
  })
  it("no orders coming in since the fault is the business stopped", () => {
    expect(severity("Since the upgrade not a single booking has come through from the website.")).toBe("critical")
    expect(severity("Not a single delivery was late this month, well done to your drivers.")).not.toBe("critical")
  })
  it("a signature's title reports no outage", () => {
    expect(severity("The dashboard's date filter forgets its setting overnight.\n\nBest,\nOmar Haddad\nHead of Outage Response\nUrgentServe Ltd")).not.toBe("critical")
    expect(severity("The whole platform is down for every user.\n\nBest,\nOmar Haddad\nService Desk")).toBe("critical")
  })
  it("a later turn that goes back on the first intent replaces it", () => {
    const withdrawn = read([user("We'd like to buy the 30-seat licence."), agent("Great, shall I send the contract?"), user("Actually, hold off please, our board said no and we won't be going ahead.")])
    expect(withdrawn["purchase_interest"]!.found).toBe(false)
    expect(withdrawn["not_interested"]!.found).toBe(true)
    const revived = read([user("Not interested, thanks."), agent("Understood. Anything that might change that?"), user("Actually, our old supplier just closed, so we'd like to buy the starter pack after all.")])
    expect(revived["not_interested"]!.found).toBe(false)
    expect(revived["purchase_interest"]!.found).toBe(true)
  })
  it("without a turn back both intents stand", () => {
    const both = read([user("We'd like to order the blue chairs."), agent("Anything else?"), user("We're not interested in the matching tables, we'll pass on those.")])
    expect(both["purchase_interest"]!.found).toBe(true)
  })
})
